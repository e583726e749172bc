import { RuleError } from "../../../core/errors";
import { type Board, defOf, unitsAt } from "../board";
import type { CombatLine } from "../combat-line";
import { contextOf } from "../context";
import type { GameEvent, GameState } from "../types";
import { hqBar, hqUseBar, spendHqUse } from "./hq";
import { advOf, setAdv } from "./state";
import { isSubordinate } from "./subordination";
import { isIsolated } from "./supply-state";

/**
 * An HQ in ground combat [18.2.1, 18.2.4]:
 * - combat support: the attacker's HQ (`attack.hq`) and the defender's
 *   (`support.hq`) add the HQ's range value to their side's strength — a
 *   reduced HQ gives its full value [18.2.1] — when the target hex is within
 *   its range, at least one of its subordinates is in the battle, it has its
 *   combat use left [18.2], and it is not the supreme HQ [18.2.1 exception];
 * - chemical weapons: the attacker's HQ (`attack.cw`) — not the supreme HQ
 *   [18.3.1], in supply and not isolated, the target in its range, a
 *   non-isolated subordinate attacking — spends one of its side's CW points
 *   and puts a CW marker on the target hex until the end of the turn; the
 *   defenders there lose ER (charts.advanced.chemicalWeapons) [18.2.4].
 */

export interface HqCombat {
  /** The attacker's supporting HQ [18.2.1]. */
  hq?: string;
  /** The defender's supporting HQ [18.2.1]. */
  defenderHq?: string;
  /** The attacker's HQ placing a CW marker [18.2.4]. */
  cw?: string;
}

function inRange(b: Board, hqId: string, hex: number): boolean {
  const u = b.state.units[hqId];
  return !!u && u.hex >= 0 && b.ctx.cm.distance(u.hex, hex) <= defOf(b.ctx, hqId).range;
}

/** Why an HQ may not support this side in this battle, or null [18.2.1]. */
export function supportBar(b: Board, side: string, hqId: string, hex: number, battle: readonly string[]): RuleError | null {
  const d = b.ctx.units.get(hqId);
  if (!d || !d.hq) return new RuleError("18.2.1", `${hqId} is not an HQ`);
  if (d.side !== side) return new RuleError("18.2.1", `${hqId} is not ${side}'s`);
  if (d.supremeHq) return new RuleError("18.2.1", `${hqId} is the supreme HQ, which gives no combat support [18.2.1 exception, 18.3.1]`);
  const bar = hqUseBar(b.state, hqId, "combat");
  if (bar) return bar;
  if (!inRange(b, hqId, hex)) return new RuleError("18.2.1", `${b.ctx.cm.label(hex)} is beyond ${hqId}'s range of ${d.range}`);
  if (!battle.some((id) => isSubordinate(b.ctx, id, hqId))) return new RuleError("18.2.1", `none of ${hqId}'s subordinate units is in this battle`);
  return null;
}

/** Why an HQ may not place a CW marker for this attack, or null [18.2.4]. */
export function cwBar(b: Board, side: string, hqId: string, hex: number, attackers: readonly string[]): RuleError | null {
  const d = b.ctx.units.get(hqId);
  if (!d || !d.hq) return new RuleError("18.2.4", `${hqId} is not an HQ`);
  if (d.side !== side) return new RuleError("18.2.4", `${hqId} is not ${side}'s`);
  if (d.supremeHq) return new RuleError("18.3.1", `${hqId} is the supreme HQ, which gives no chemical weapon support`);
  const bar = hqBar(b.state, hqId);
  if (bar) return new RuleError("18.2.4", bar.message);
  if (!b.ctx.charts.advanced) return new RuleError("18.2.4", "the game has no chemical weapons chart (charts.advanced)");
  if ((advOf(b.state).cwPoints[side] ?? 0) <= 0) return new RuleError("18.2.4", `${side} has no chemical weapon points left`);
  if (advOf(b.state).cwMarkers[hex] !== undefined) return new RuleError("18.2.4", `${b.ctx.cm.label(hex)} already has a CW marker (it lasts to the end of the turn)`);
  if (!inRange(b, hqId, hex)) return new RuleError("18.2.4", `${b.ctx.cm.label(hex)} is beyond ${hqId}'s range of ${d.range}`);
  if (!attackers.some((id) => isSubordinate(b.ctx, id, hqId) && !isIsolated(b.state, id))) return new RuleError("18.2.4", `no non-isolated subordinate of ${hqId} attacks`);
  return null;
}

/** The HQs that could support this side in this battle now [18.2.1]. */
export function supportCandidates(b: Board, side: string, hex: number, battle: readonly string[]): string[] {
  return b.ctx.unitIds.filter((id) => {
    const d = b.ctx.units.get(id);
    return !!d && d.hq && d.side === side && supportBar(b, side, id, hex, battle) === null;
  });
}

/** Combat support strengths [18.2.1], each a line of the combat explanation; refuses a support that may not be given. */
export function hqStrengths(b: Board, hex: number, attackerSide: string, defenderSide: string, attackers: readonly string[], defenders: readonly string[], x: HqCombat): RuleError | { attack: number; defence: number; lines: CombatLine[] } {
  const lines: CombatLine[] = [];
  let attack = 0;
  let defence = 0;
  if (x.hq !== undefined) {
    const bar = supportBar(b, attackerSide, String(x.hq), hex, attackers);
    if (bar) return bar;
    attack = defOf(b.ctx, x.hq).range;
    lines.push({ text: `HQ ${x.hq} supports the attack: +${attack} attack strength (its range value)`, rule: "18.2.1", kind: "strength", value: attack });
  }
  if (x.defenderHq !== undefined) {
    const bar = supportBar(b, defenderSide, String(x.defenderHq), hex, defenders);
    if (bar) return bar;
    defence = defOf(b.ctx, x.defenderHq).range;
    lines.push({ text: `HQ ${x.defenderHq} supports the defence: +${defence} defence strength (its range value)`, rule: "18.2.1", kind: "strength", value: defence });
  }
  if (x.cw !== undefined) {
    const bar = cwBar(b, attackerSide, String(x.cw), hex, attackers);
    if (bar) return bar;
  }
  return { attack, defence, lines };
}

/**
 * A CW marker's ER loss in a combat [18.2.4]: `loss` is what the explanation
 * must still take from the defenders' ER when this attack places the marker;
 * a marker already on the hex is in their values (values.ts), so 0.
 */
export function cwErLoss(b: Board, hex: number, defenders: readonly string[], placing: string | undefined): { loss: number; text: string } | null {
  const chart = b.ctx.charts.advanced?.chemicalWeapons;
  if (!chart) return null;
  if (placing === undefined) {
    const marker = advOf(b.state).cwMarkers[hex];
    return marker !== undefined && defenders.length > 0 ? { loss: 0, text: "A chemical weapons marker is on the hex this turn: the defenders' ER above is already lowered" } : null;
  }
  const nations = new Set(defenders.map((id) => defOf(b.ctx, id).nation));
  const only = nations.size === 1 ? [...nations][0] : undefined;
  const special = only !== undefined ? chart.erLossAgainst?.find((e) => e.nation === only) : undefined;
  const loss = special?.erLoss ?? chart.erLoss;
  return { loss, text: `Chemical weapons marker placed by HQ ${placing}: the defenders' ER −${loss}${special ? ` (every defender is ${only})` : ""}, never below 1` };
}

/** Records what a fought combat used [18.2, 18.2.4]: the HQs' combat uses, the CW point and marker. */
export function commitHqCombat(draft: GameState, hex: number, attackerSide: string, x: HqCombat, events: GameEvent[]): void {
  if (x.hq !== undefined) spendHqUse(draft, x.hq, "combat", events);
  if (x.defenderHq !== undefined) spendHqUse(draft, x.defenderHq, "combat", events);
  if (x.cw !== undefined) {
    const adv = advOf(draft);
    setAdv(draft, { cwPoints: { ...adv.cwPoints, [attackerSide]: (adv.cwPoints[attackerSide] ?? 0) - 1 }, cwMarkers: { ...adv.cwMarkers, [hex]: attackerSide } });
    events.push({ type: "cw-marker", side: attackerSide, hq: x.cw, hex: contextOf(draft.bundle).cm.label(hex), left: (adv.cwPoints[attackerSide] ?? 0) - 1, rule: "18.2.4" });
  }
}

/** Whether a side could support its defence of a hex with an HQ (a reason to ask for its support decision) [18.2.1]. */
export function defenderHqMaySupport(b: Board, side: string, hex: number): boolean {
  return !!b.state.adv && supportCandidates(b, side, hex, unitsAt(b, hex)).length > 0;
}
