"use client";

import type { Action, NextWarLine } from "@/lib/engine";
import type { Namer } from "@/lib/playtest/names";
import { EventLines } from "./advanced-lines";

/** Electronic detection [21.3]: one attempt at an enemy HQ a click; the HQ in the hex picked on the board comes first. */
export function DetectPanel(props: { legal: readonly Action[]; boardUnits: readonly string[]; names: Namer; lines: readonly NextWarLine[] | null; onAct: (a: Action) => void }) {
  const options = props.legal.filter((a): a is Extract<Action, { type: "detect" }> => a.type === "detect");
  const picked = options.filter((a) => props.boardUnits.includes(a.target));
  const rest = options.filter((a) => !props.boardUnits.includes(a.target));
  return (
    <div className="painter-panel" data-testid="detect-panel">
      <h3>
        Electronic detection <span className="rule">[21.3]</span>
      </h3>
      {options.length === 0 ? <p className="muted">No enemy HQ to try: end the segment.</p> : <p className="muted">Pick an enemy HQ (or click it on the board).</p>}
      <div className="panel-actions">
        {[...picked, ...rest].map((a) => (
          <button key={a.target} type="button" className={`btn small${picked.includes(a) ? " primary" : ""}`} data-testid={`detect-${a.target}`} onClick={() => props.onAct(a)}>
            Detect {props.names.unit(a.target)}
          </button>
        ))}
      </div>
      <EventLines lines={props.lines} testId="detect-result" />
    </div>
  );
}
