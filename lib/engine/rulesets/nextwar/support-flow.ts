import type { Action, GameEvent, GameState, PendingSupport, UnitState } from "./types";
import { RuleError } from "../../core/errors";
import { fireAdf } from "./adf";
import { destroyAirPoint, spendAirPoints } from "./air-points";
import { type Board, buildBoard, unitsAt } from "./board";
import { commitHqCombat, defenderHqMaySupport, supportCandidates as hqSupportCandidates } from "./advanced/hq-combat";
import { type CombatExplanation, explain } from "./combat";
import { startCombat } from "./combat-flow";
import { NO_SUPPORT, SUPPORT_LIMITS, type SupportAllocation, type SupportRole, airPointsLeft, checkSupport } from "./combat-support";
import { baseOf, flyMission, heliCs, supportCandidates } from "./helicopters";
import { type SupportMission, standardHooks } from "./hooks";
import { loseStep } from "./losses";
import { markNavalSupport, navalCandidates, navalCs } from "./naval-support";

/**
 * The combat support steps of a combat [9.2.4, 9.2.5, 7.3.1]: the attacker's
 * support comes with its `attack`; the defender then decides its own (a
 * `support` decision, skipped when it has nothing to send); every ADF roll
 * follows — attacker's air points, its helicopters, then the defender's —
 * and the combat is rolled with what survived [9.2.6].
 */

function commit(draft: GameState, side: string, a: SupportAllocation, label: string, events: GameEvent[]): void {
  spendAirPoints(draft, side, a.air, `combat support at ${label}`, events);
  for (const id of a.helicopters) flyMission(draft, id);
  if (a.helicopters.length > 0) events.push({ type: "helicopter-mission", side, units: [...a.helicopters], mission: "combat support", target: label, rule: "6.5.3" });
  markNavalSupport(draft, a.naval);
  if (a.naval.length > 0) events.push({ type: "naval-support", side, units: [...a.naval], target: label, rule: "7.3.1" });
}

/** Whether the defender has anything it could send [9.2.4]: air points left, a helicopter or a naval unit in range. */
export function defenderMaySupport(b: Board, side: string, hex: number): boolean {
  return airPointsLeft(b.state, side) > 0 || supportCandidates(b, side, hex).length > 0 || navalCandidates(b, side, hex).length > 0 || defenderHqMaySupport(b, side, hex);
}

/** `attack` after its declaration is legal: commits the attacker's support, then asks the defender or fights [9.2.4]. */
export function beginAttack(draft: GameState, b: Board, ex: CombatExplanation, action: Extract<Action, { type: "attack" }>, segment: "normal" | "breakthrough" | undefined, events: GameEvent[]): void {
  const hex = ex.defenderHex;
  const label = b.ctx.cm.label(hex);
  const alloc = checkSupport(b, ex.attackerSide, "attacker", hex, action);
  if (alloc instanceof RuleError) throw alloc;
  commit(draft, ex.attackerSide, alloc, label, events);
  const attack: PendingSupport["attack"] = { attackers: [...ex.attackers], defender: label, ...(action.lead !== undefined ? { lead: action.lead } : {}), ...(segment ? { segment } : {}), ...advancedAttack(action) };
  if (defenderMaySupport(b, ex.defenderSide, hex)) {
    draft.pendingDecision = { kind: "support", side: ex.defenderSide, attack, attacker: { air: alloc.air, helicopters: alloc.helicopters, ...(alloc.naval.length > 0 ? { naval: alloc.naval } : {}) }, rule: "9.2.4" };
    events.push({
      type: "decision",
      kind: "support",
      side: ex.defenderSide,
      defender: label,
      attacker: { air: alloc.air, helicopters: [...alloc.helicopters], naval: [...alloc.naval] },
      air: Math.min(SUPPORT_LIMITS.defender.air, airPointsLeft(b.state, ex.defenderSide)),
      helicopters: supportCandidates(b, ex.defenderSide, hex),
      naval: navalCandidates(b, ex.defenderSide, hex),
      rule: "9.2.4",
    });
    return;
  }
  fight(draft, attack, ex.attackerSide, ex.defenderSide, alloc, NO_SUPPORT, events);
}

/** `support` while a support decision is pending: the defender's air points and helicopter [6.2.1, 6.5.3]. */
export function applySupport(draft: GameState, action: { air?: unknown; helicopters?: unknown; hq?: unknown }, events: GameEvent[]): void {
  const d = draft.pendingDecision;
  if (!d || d.kind !== "support") throw new RuleError("9.2.4", "there is no combat support to commit");
  const b = buildBoard(draft);
  const hex = b.ctx.cm.indexOf(d.attack.defender);
  const alloc = checkSupport(b, d.side, "defender", hex, action);
  if (alloc instanceof RuleError) throw alloc;
  draft.pendingDecision = null;
  commit(draft, d.side, alloc, d.attack.defender, events);
  const attackerSide = b.ctx.units.get(d.attack.attackers[0] as string)?.side as string;
  // The defender's HQ support [18.2.1]: checked with the combat's explanation (commit-support.ts refuses it in a standard game).
  const attack = typeof action.hq === "string" ? { ...d.attack, defenderHq: action.hq } : d.attack;
  fight(draft, attack, attackerSide, d.side, { ...d.attacker, naval: d.attacker.naval ?? [] }, alloc, events);
}

/**
 * The legal `support` actions of a pending decision [6.2.1, 6.5.3, 7.3.1]:
 * 0–2 air points, with no helicopter or one, each with no naval unit or all
 * those in range (other sets of naval units are legal too and `apply`
 * accepts them).
 */
export function supportOptions(b: Board, d: PendingSupport): Action[] {
  const hex = b.ctx.cm.indexOf(d.attack.defender);
  const maxAir = Math.min(SUPPORT_LIMITS.defender.air, airPointsLeft(b.state, d.side));
  const helis = supportCandidates(b, d.side, hex);
  const ships = navalCandidates(b, d.side, hex);
  const out: Action[] = [];
  for (const naval of ships.length > 0 ? [[], ships] : [[]]) {
    for (let air = 0; air <= maxAir; air += 1) {
      out.push({ type: "support", air, helicopters: [], ...(naval.length > 0 ? { naval } : {}) });
      for (const id of helis) out.push({ type: "support", air, helicopters: [id], ...(naval.length > 0 ? { naval } : {}) });
    }
  }
  // Advanced game: each option again with each HQ that may support the defence [18.2.1].
  if (b.state.adv) for (const hq of hqSupportCandidates(b, d.side, hex, unitsAt(b, hex))) out.push(...out.filter((o) => o.type === "support" && o.hq === undefined).map((o) => ({ ...o, hq })));
  return out;
}

/**
 * Every ADF roll of the combat [9.2.5, 6.6]: one per side's air points, one
 * per helicopter. (−x) spends that much support; `*` destroys an air point
 * for good (from the next turn on [6.3, 6.3.2]) or takes a helicopter's step
 * at once, so it supports with its reduced CS; abort has no effect on
 * combat support [6.6.1.1].
 */
export function resolveMissions(draft: GameState, b: Board, hex: number, flights: { side: string; role: SupportRole; a: SupportAllocation }[], events: GameEvent[]): SupportMission[] {
  // One board serves every roll: ADF changes air points and helicopters, never the ground units a board holds.
  const out: SupportMission[] = [];
  for (const { side, role, a } of flights) {
    if (a.air > 0) {
      const r = fireAdf(draft, b, { side, mission: "combat support", drm: 0, origin: null, target: hex, strength: a.air }, events);
      if (r.star) destroyAirPoint(draft, side, `ADF against its combat support at ${b.ctx.cm.label(hex)}`, "6.3.2", events);
      out.push({ side, role, kind: "air", committed: a.air, value: Math.max(0, a.air - r.minus), adf: r.text });
    }
    for (const id of a.helicopters) {
      const committed = heliCs(b.ctx, draft, id);
      const from = baseOf(b.ctx, draft, id);
      const r = fireAdf(draft, b, { side, mission: "combat support", unit: id, drm: 0, origin: from ? from.hex : null, target: hex, strength: committed }, events);
      if (r.star) loseStep(draft, id, "6.6.1.1", `ADF against its combat support at ${b.ctx.cm.label(hex)}`, events);
      const cs = (draft.units[id] as UnitState).steps > 0 ? heliCs(b.ctx, draft, id) : 0;
      out.push({ side, role, kind: "helicopter", unit: id, committed, value: Math.max(0, cs - r.minus), adf: r.text });
    }
    // Naval support meets no ADF [9.2.5].
    for (const id of a.naval) {
      const cs = navalCs(b.ctx, id);
      out.push({ side, role, kind: "naval", unit: id, committed: cs, value: cs });
    }
  }
  return out;
}

/** The attack's Advanced fields, kept with the pending combat [18.2.1, 18.2.4]; none in a standard game. */
function advancedAttack(action: Extract<Action, { type: "attack" }>): { hq?: string; cw?: string } {
  return { ...(action.hq !== undefined ? { hq: String(action.hq) } : {}), ...(action.cw !== undefined ? { cw: String(action.cw) } : {}) };
}

function fight(draft: GameState, attack: PendingSupport["attack"] & { defenderHq?: string }, attackerSide: string, defenderSide: string, att: SupportAllocation, def: SupportAllocation, events: GameEvent[]): void {
  const b = buildBoard(draft);
  const hex = b.ctx.cm.indexOf(attack.defender);
  const missions = resolveMissions(
    draft,
    b,
    hex,
    [
      { side: attackerSide, role: "attacker", a: att },
      { side: defenderSide, role: "defender", a: def },
    ],
    events,
  );
  const ex = explain(b, { ...attack, missions }, standardHooks);
  if (ex instanceof RuleError) throw ex;
  if (missions.length > 0) {
    const sum = (role: SupportRole) => missions.filter((m) => m.role === role).reduce((n, m) => n + m.value, 0);
    events.push({ type: "combat-support", defender: attack.defender, attacker: sum("attacker"), defence: sum("defender"), missions, rule: "9.6.1" });
  }
  if (draft.adv) commitHqCombat(draft, hex, attackerSide, attack, events);
  startCombat(draft, ex, events);
}
