"use client";

import { memo } from "react";
import type { LogEntry } from "./use-engine-game";

/** One event of the log in words, with its rule; dice rolls are set apart. */
export interface LogLine {
  text: string;
  rule?: string;
  dice?: boolean;
}

/**
 * The log: the last 40 actions, newest first, each with the events it caused
 * in the ruleset's words (`title`, `lines`: keep them stable, the panel is
 * drawn again only when the log or they change).
 */
export const LogPanel = memo(function LogPanel<A, E>(props: { log: readonly LogEntry<A, E>[]; title: (action: A) => string; lines: (events: readonly E[]) => LogLine[] }) {
  const recent = props.log.slice(-40).reverse();
  return (
    <div className="painter-panel">
      <h3>Log</h3>
      <ol className="game-log" data-testid="game-log" reversed>
        {recent.map((entry) => (
          <li key={entry.index}>
            <div>
              <span className="mono muted">#{entry.index + 1}</span> <strong>{props.title(entry.action)}</strong> <span className="muted">by {entry.by}</span>
            </div>
            {props.lines(entry.events).map((d, i) => (
              <div key={i} className={d.dice ? "event dice" : "event"}>
                {d.text}
                {d.rule && <span className="rule"> [{d.rule}]</span>}
              </div>
            ))}
          </li>
        ))}
      </ol>
    </div>
  );
}) as <A, E>(props: { log: readonly LogEntry<A, E>[]; title: (action: A) => string; lines: (events: readonly E[]) => LogLine[] }) => React.ReactNode;
