"use client";

import type { Action } from "@/lib/engine";

/**
 * The flip of an empty AMPH to the SAG on its back [7.3.2.1], offered by the
 * naval display only when the engine lists it: once flipped it stays a SAG
 * for the rest of the game, so the button says so before it is pressed.
 */
export function AmphFlip(props: { unit: string; name: string; onAct: (a: Action) => boolean }) {
  return (
    <div className="panel-actions" data-testid={`naval-flip-${props.unit}`}>
      <span className="muted">Its amphibious task done, an empty AMPH may turn to its SAG side — for good, it never turns back [7.3.2.1].</span>
      <button type="button" className="btn small" onClick={() => props.onAct({ type: "flip-amph", unit: props.unit })}>
        Flip {props.name} to its SAG side [7.3.2.1]
      </button>
    </div>
  );
}
