"use client";

import type { ReactNode } from "react";
import type { CombatExplanation, SupportChoices } from "@/lib/engine";
import type { CombatOutcome } from "@/lib/playtest/combat-words";
import { withRule } from "@/lib/playtest/naval-choices";
import { type SupportPick, SupportPicker } from "./air-panel";
import { CombatBreakdown, CombatResult } from "./combat-panel";

type Names = Readonly<Record<string, string>>;

/**
 * The combat segment's panel: the hex attacked, its attackers (untick to
 * leave one out), the air, helicopter and naval support to fly, the odds
 * before the roll, and Roll; the last roll's result stays until the next
 * attack is picked.
 */
export function AttackPanel(props: {
  /** The attacked hex's label, once one is picked. */
  target: string | null;
  /** Whether the player may attack now (their combat segment, live); else only the last result shows. */
  canAttack: boolean;
  outcome: CombatOutcome | null;
  attackers: readonly string[];
  onDropAttacker: (id: string) => void;
  supportOptions: { attacker: SupportChoices } | null;
  support: SupportPick;
  onSupport: (s: SupportPick) => void;
  explanation: CombatExplanation | { error: string; rule: string } | null;
  /** Advanced game: the HQ support and CW choices [18.2.1, 18.2.4]. */
  hqPicker?: ReactNode;
  names: Names;
  onRoll: () => void;
  onCancel: () => void;
}) {
  const { target, explanation } = props;
  return (
    <div className="painter-panel" data-testid="combat-panel">
      <h3>Combat {target !== null && <>against {target}</>}</h3>
      {props.outcome && target === null && <CombatResult outcome={props.outcome} />}
      {!props.canAttack ? null : target === null ? (
        <p className="muted">Click an enemy hex to attack it. Click your stacks next to it to add or remove attackers.</p>
      ) : (
        <>
          {props.attackers.length === 0 && <p className="muted">No attackers chosen.</p>}
          {props.attackers.map((id) => (
            <label key={id} className="check">
              <input type="checkbox" checked onChange={() => props.onDropAttacker(id)} /> {props.names[id] ?? id}
            </label>
          ))}
          {props.supportOptions && <SupportPicker choices={props.supportOptions.attacker} value={props.support} names={props.names} onChange={props.onSupport} />}
          {props.hqPicker}
          {explanation && ("error" in explanation ? <p className="bad">{withRule(explanation)}</p> : <CombatBreakdown explanation={explanation} />)}
          <div className="panel-actions">
            <button type="button" className="btn primary" disabled={!explanation || "error" in explanation} onClick={props.onRoll}>
              Roll
            </button>
            <button type="button" className="btn" onClick={props.onCancel}>
              Cancel
            </button>
          </div>
        </>
      )}
    </div>
  );
}

/** A flown support pick as the attack action carries it: only what was picked. */
export function flownSupport(support: SupportPick) {
  return {
    ...(support.air > 0 ? { air: support.air } : {}),
    ...(support.helicopters.length > 0 ? { helicopters: support.helicopters } : {}),
    ...(support.naval && support.naval.length > 0 ? { naval: support.naval } : {}),
  };
}
