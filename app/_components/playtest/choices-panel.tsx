"use client";

import type { Action } from "@/lib/engine";
import { choiceLabel } from "@/lib/playtest/choice-words";
import type { Namer } from "@/lib/playtest/names";

/** The segment's own choices the engine lists — the weather, restoring a step, rebuilding a unit — one button each. */
export function ChoicesPanel(props: { choices: readonly Action[]; names: Namer; onChoose: (a: Action) => void }) {
  return (
    <div className="painter-panel" data-testid="choices">
      <h3>Choose</h3>
      <div className="panel-actions">
        {props.choices.map((a, i) => (
          <button key={i} type="button" className="btn small" onClick={() => props.onChoose(a)}>
            {choiceLabel(a, props.names)}
          </button>
        ))}
      </div>
    </div>
  );
}

/** The actions the choices panel offers. */
export function segmentChoices(legal: readonly Action[]): Action[] {
  return legal.filter((a) => a.type === "choose-weather" || a.type === "restore-step" || a.type === "rebuild");
}
