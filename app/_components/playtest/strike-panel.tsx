"use client";

import { useMemo, useState } from "react";
import type { Action, GameState, NextWarLine } from "@/lib/engine";
import { hqAttackLines } from "@/lib/playtest/advanced-choices";
import type { Namer } from "@/lib/playtest/names";
import { EventLines } from "./advanced-lines";

type HqAttack = Extract<Action, { type: "hq-attack" }>;

/**
 * The strike phase [18.2.2]: pick one of the side's HQs that may attack (or
 * click it on the board: its range shows as a ring), then a detected target
 * in range (a button, or click it on the board), read the attack line by
 * line, and roll. The last attack's result stays until the next action.
 */
export function StrikePanel(props: { state: GameState; side: string; legal: readonly Action[]; boardUnits: readonly string[]; names: Namer; lines: readonly NextWarLine[] | null; onAct: (a: Action) => void }) {
  const { legal, boardUnits, names } = props;
  const attacks = useMemo(() => legal.filter((a): a is HqAttack => a.type === "hq-attack"), [legal]);
  const hqs = useMemo(() => [...new Set(attacks.map((a) => a.hq))], [attacks]);
  const [hq, setHq] = useState<string | null>(() => boardUnits.find((id) => hqs.includes(id)) ?? null);
  const [target, setTarget] = useState<string | null>(() => boardUnits.find((id) => attacks.some((a) => a.target === id)) ?? null);
  // A click on the board picks the HQ or the target there (adjusted while rendering, as React advises for state following props).
  const [seen, setSeen] = useState(boardUnits);
  if (seen !== boardUnits) {
    setSeen(boardUnits);
    const onHq = boardUnits.find((id) => hqs.includes(id));
    const onTarget = boardUnits.find((id) => attacks.some((a) => a.target === id && (hq === null || a.hq === hq)));
    if (onHq) {
      setHq(onHq);
      setTarget(null);
    } else if (onTarget) setTarget(onTarget);
  }
  const shownHq = hq && hqs.includes(hq) ? hq : hqs.length === 1 ? hqs[0]! : null;
  const targets = attacks.filter((a) => a.hq === shownHq).map((a) => a.target);
  const shownTarget = target && targets.includes(target) ? target : null;
  const explanation = useMemo(() => (shownHq && shownTarget ? hqAttackLines(props.state, props.side, shownHq, shownTarget, names) : null), [props.state, props.side, shownHq, shownTarget, names]);
  const roll = () => {
    if (!shownHq || !shownTarget) return;
    props.onAct({ type: "hq-attack", hq: shownHq, target: shownTarget });
    setTarget(null);
  };
  return (
    <div className="painter-panel" data-testid="strike-panel">
      <h3>
        HQ support attacks <span className="rule">[18.2.2]</span>
      </h3>
      {hqs.length === 0 && <p className="muted">No HQ can attack a detected enemy in range: end the segment.</p>}
      <div className="panel-actions">
        {hqs.map((id) => (
          <button key={id} type="button" className={`btn small${id === shownHq ? " primary" : ""}`} aria-pressed={id === shownHq} data-testid={`strike-hq-${id}`} onClick={() => (setHq(id), setTarget(null))}>
            {names.unit(id)}
          </button>
        ))}
      </div>
      {shownHq && (
        <>
          <div className="muted">Target (detected, in range):</div>
          <div className="panel-actions">
            {targets.map((id) => (
              <button key={id} type="button" className={`btn small${id === shownTarget ? " primary" : ""}`} aria-pressed={id === shownTarget} data-testid={`strike-target-${id}`} onClick={() => setTarget(id)}>
                {names.unit(id)}
              </button>
            ))}
          </div>
        </>
      )}
      <EventLines lines={explanation} testId="strike-explanation" />
      {shownTarget && (
        <div className="panel-actions">
          <button type="button" className="btn primary" data-testid="strike-roll" onClick={roll}>
            Roll
          </button>
        </div>
      )}
      <EventLines lines={props.lines} testId="strike-result" />
    </div>
  );
}
