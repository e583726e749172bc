"use client";

import type { NextWarLine } from "@/lib/engine";

/** What the last Advanced action did, line by line with the rule behind each, as the combat panel shows a roll (text only, never markup). */
export function EventLines(props: { lines: readonly NextWarLine[] | null; testId: string }) {
  if (!props.lines || props.lines.length === 0) return null;
  return (
    <ol className="combat-lines" data-testid={props.testId}>
      {props.lines.map((l, i) => (
        <li key={i}>
          {l.text}
          {l.rule && <span className="rule">[{l.rule}]</span>}
        </li>
      ))}
    </ol>
  );
}
