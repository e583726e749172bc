import { nationsOf } from "./multinational";
import type { GameState } from "./types";
import { RuleError } from "../../core/errors";
import { type Board, boardOf, controlOf as controlAt, defOf, enemyOf, unitsAt } from "./board";
import { SUPPORT_LIMITS, airPointsLeft, checkSupport, plannedMissions } from "./combat-support";
import { rebaseTargets, supportCandidates, voluntaryRebaseBar } from "./helicopters";
import { type CombatDeclaration, type CombatExplanation, explain } from "./combat";
import { contextOf } from "./context";
import { type SupportMission, standardHooks } from "./hooks";
import { makeMover, pathTo, search } from "./movement";
import { segmentNow } from "./segments";
import { supplyUnitMoveBar } from "./advanced/supply-moves";
import { overstackBy, stackLimitAt, stackSp } from "./stacking";
import { zocMask } from "./zoc";
import { navalCandidates } from "./naval-support";

export interface ReachableHex {
  hex: string;
  /** MP spent to end there. */
  cost: number;
  /** Hexes from the start to this hex, both included. */
  path: string[];
  /** Why the move must stop here: "ezoc" [8.2.2], "mop-up" [8.5.1.1], "all-ma" [8.5.1, 8.2.2], or null. */
  stop: "ezoc" | "mop-up" | "all-ma" | null;
  /** Ending here puts the stack under a mop-up marker [8.4.1]. */
  mopUp: boolean;
}

export type Reachable = { origin: string; ma: number; hexes: ReachableHex[] } | { error: string; rule: string };

const STOPS = [null, "ezoc", "mop-up", "all-ma"] as const;

/** Where a stack can move now, with cost and path to each hex (current segment's restrictions apply). */
export function reachableHexes(state: GameState, unitIds: readonly string[]): Reachable {
  const b = boardOf(state);
  let restriction: "elite" | "not-in-ezoc" | undefined;
  try {
    restriction = segmentNow(state).restriction;
  } catch {
    restriction = undefined;
  }
  // Depots never move and MSUs only in some segments [19.4, 25.3] (the Advanced game).
  const supplyBar = state.adv ? supplyUnitMoveBar(state, segmentNow(state), unitIds) : null;
  if (supplyBar) return { error: supplyBar.message, rule: supplyBar.rule };
  const m = makeMover(b, unitIds, { restriction });
  if (m instanceof RuleError) return { error: m.message, rule: m.rule };
  const r = search(m);
  const cm = b.ctx.cm;
  const hexes: ReachableHex[] = [];
  for (let i = 1; i < r.hexes.length; i += 1) {
    const h = r.hexes[i] as number;
    hexes.push({ hex: cm.label(h), cost: r.cost[i] as number, path: pathTo(r, h).map((x) => cm.label(x)), stop: STOPS[r.stop[i] as number] ?? null, mopUp: r.mopUp[i] === 1 });
  }
  return { origin: cm.label(r.origin), ma: r.ma, hexes };
}

/** The combat calculation with every line's rule, without rolling; or the rule the attack breaks. */
export function explainCombat(state: GameState, declaration: CombatDeclaration): CombatExplanation | { error: string; rule: string } {
  let segment = declaration.segment;
  if (!segment) {
    try {
      segment = segmentNow(state).combat ?? "normal";
    } catch {
      segment = "normal";
    }
  }
  const b = boardOf(state);
  let missions = declaration.missions;
  if (declaration.support && !missions) {
    const planned = planSupport(b, declaration);
    if (planned instanceof RuleError) return { error: planned.message, rule: planned.rule };
    missions = planned;
  }
  const ex = explain(b, { ...declaration, segment, missions }, standardHooks);
  return ex instanceof RuleError ? { error: ex.message, rule: ex.rule } : ex;
}

/** Committed support of both sides as missions before ADF, checked against the limits but not the points left [6.2.1, 6.5.3]. */
function planSupport(b: Board, d: CombatDeclaration): SupportMission[] | RuleError {
  const attacker = b.ctx.units.get(d.attackers[0] as string);
  const hex = b.ctx.cm.indexOf(d.defender);
  if (!attacker || hex < 0) return [];
  const out: SupportMission[] = [];
  for (const [role, side] of [
    ["attacker", attacker.side],
    ["defender", enemyOf(b.ctx, attacker.side)],
  ] as const) {
    const raw = d.support?.[role];
    if (!raw) continue;
    const a = checkSupport(b, side, role, hex, raw, false);
    if (a instanceof RuleError) return a;
    out.push(...plannedMissions(b, side, role, a));
  }
  return out;
}

/** Labels of the hexes in `side`'s zone of control [8.2]. */
export function zocOf(state: GameState, side: string): string[] {
  const mask = zocMask(state, side);
  const cm = contextOf(state.bundle).cm;
  const out: string[] = [];
  for (let h = 0; h < mask.length; h += 1) if (mask[h] === 1) out.push(cm.label(h));
  return out;
}

export interface StackInfo {
  hex: string;
  units: string[];
  side: string | null;
  sp: number;
  limit: number;
  /** SP over the limit (0 when legal) [8.1.1.1]. */
  overstackedBy: number;
  /** Nations of the units, first seen first; more than one is a multinational stack [8.1.1.2]. */
  nations: string[];
}

/** The ground units in a hex and its stacking [8.1]. */
export function stackAt(state: GameState, hex: string): StackInfo | { error: string; rule: string } {
  const b = boardOf(state);
  const h = b.ctx.cm.indexOf(hex);
  if (h < 0) return { error: `[8.1] no hex ${hex}`, rule: "8.1" };
  const units = unitsAt(b, h);
  return {
    hex,
    units,
    side: units.length > 0 ? defOf(b.ctx, units[0] as string).side : null,
    sp: stackSp(b.ctx, units),
    limit: stackLimitAt(b.ctx, h, b.state),
    overstackedBy: overstackBy(b.ctx, h, units, b.state),
    nations: nationsOf(b.ctx, units),
  };
}

/** The side controlling a hex, or null [2.8, 8.4]. */
export function controlOf(state: GameState, hex: string): string | null {
  const ctx = contextOf(state.bundle);
  const h = ctx.cm.indexOf(hex);
  return h < 0 ? null : controlAt(ctx, state, h);
}

/** The current segment and who acts in it. */
export function currentSegment(state: GameState): { turn: number; phase: string; segment: string; active: string | null; kind: string } {
  const seg = segmentNow(state);
  const ctx = contextOf(state.bundle);
  const active = !seg.actor ? null : seg.actor === "initiative" || seg.actor === "first" ? state.initiative : ctx.sides[0] === state.initiative ? ctx.sides[1] : ctx.sides[0];
  // A pending decision [9.7.1, 9.8.1] or advance [9.9] belongs to its side, whoever's segment it is.
  const d = state.pendingDecision;
  if (d) return { turn: state.turn, phase: seg.phase, segment: seg.id, active: d.side, kind: d.kind };
  return { turn: state.turn, phase: seg.phase, segment: seg.id, active: state.pendingAdvance ? state.pendingAdvance.side : active, kind: state.pendingAdvance ? "advance" : seg.kind };
}

export interface SupportChoices {
  /** Air points the side may still commit to this combat [6.2.1]. */
  maxAir: number;
  /** Helicopters able to fly to it now [6.5.3]. */
  helicopters: string[];
  /** At most this many of them [6.5.3]. */
  maxHelicopters: number;
  /** Naval units able to support it now, any number of them [7.3.1]. */
  naval: string[];
}

/** What each side could commit to a combat at `defender` now [6.2.1, 6.5.3, 9.2.4]; null when the hex is not on the map or the attackers are unknown. */
export function supportChoices(state: GameState, declaration: { attackers: readonly string[]; defender: string }): { attacker: SupportChoices; defender: SupportChoices } | null {
  const b = boardOf(state);
  const hex = b.ctx.cm.indexOf(declaration.defender);
  const first = b.ctx.units.get(declaration.attackers[0] as string);
  if (hex < 0 || !first) return null;
  const of = (side: string, role: "attacker" | "defender"): SupportChoices => ({
    maxAir: Math.min(SUPPORT_LIMITS[role].air, airPointsLeft(state, side)),
    helicopters: supportCandidates(b, side, hex),
    maxHelicopters: SUPPORT_LIMITS[role].helicopters,
    naval: navalCandidates(b, side, hex),
  });
  return { attacker: of(first.side, "attacker"), defender: of(enemyOf(b.ctx, first.side), "defender") };
}

/** Where a helicopter may rebase now, as `rebase` targets (hex labels, AMPH ids), or why it may not [6.5.1.2]. */
export function rebaseTargetsOf(state: GameState, unit: string): string[] | { error: string; rule: string } {
  const bar = voluntaryRebaseBar(state, unit);
  if (bar) return { error: bar.message, rule: bar.rule };
  return rebaseTargets(boardOf(state), unit);
}
