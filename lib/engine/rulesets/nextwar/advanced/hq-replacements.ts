import { RuleError } from "../../../core/errors";
import { F_CITY, F_MAJOR_CITY, TC_SEA, TC_UNKNOWN } from "../../../map/compiled-map";
import { type Board, controlOf, defOf, enemyOf, inFriendlyCountry } from "../board";
import { contextOf } from "../context";
import type { Action, GameEvent, GameState, UnitState } from "../types";
import { zocMask } from "../zoc";
import { advOf, setAdv } from "./state";
import { supplyCosts } from "./supply-points";
import { SURRENDERED } from "./isolation";
import { isSubordinate, superiorHqs } from "./subordination";
import { type SourceReach, primaryReach } from "./supply-lines";
import { hqOutOfAction, isIsolated } from "./supply-state";

/**
 * HQ step recovery and rebuilding [18.4, 18.5], and where rebuilt land units
 * go [27.9.3], in the replacement segments.
 * - Recovery: an HQ in supply and not isolated recovers one step a turn for
 *   supply points, the replacement table's cost for a step [18.4] (the
 *   rulebook sends the reader to the replacement/reorganisation table:
 *   `charts.replacementCosts`, its restoreStep for the HQ's mobility, paid in
 *   SP — RULINGS-advanced.md).
 * - Rebuild: 2 SP (5 for the supreme HQ) and 1 replacement point; full
 *   strength; one use gone next turn; placed by priority: 1. in friendly
 *   country within 4 hexes of a supplied, non-isolated subordinate; 2. with
 *   or next to the supreme HQ; 3. an own major city or city — never in an
 *   EZOC, nor where it would be out of supply [18.5].
 * - Rebuilt land units: within 2 hexes of their HQ, else of its superior
 *   HQ, else in an own major city or city; never in an EZOC; always in
 *   supply [27.9.3].
 */

/** The rulebook's placement distances [18.5, 27.9.3] (the rebuild's price is the game's chart: `supplyCosts`). */
export const HQ_REBUILD = { nearSubordinate: 4 } as const;
export const UNIT_REBUILD_NEAR_HQ = 2;

function sp(state: GameState, side: string): number {
  return advOf(state).supplyPoints[side] ?? 0;
}

/** The depot/major-city search by board and side: the placement checks ask it for many hexes of one board. */
const reachCache = new WeakMap<Board, Map<string, SourceReach>>();

/** A hex a depot or major city supplies (supply-lines.ts's search, as its `primarySupplies`) [19.2]: where a rebuilt HQ or unit is in supply. */
function suppliedHex(b: Board, side: string, hex: number): boolean {
  let bySide = reachCache.get(b);
  if (!bySide) {
    bySide = new Map();
    reachCache.set(b, bySide);
  }
  let reach = bySide.get(side);
  if (!reach) {
    reach = primaryReach(b, side);
    bySide.set(side, reach);
  }
  // Reached: the search's key at or below 0 (supply-lines.ts `reached`).
  return (reach.key[hex] as number) <= 0;
}

/** What any rebuilt counter needs of its hex: land, no enemy, no EZOC, in supply [18.5, 27.9.3]. */
function placeBar(b: Board, side: string, hex: number, rule: string): RuleError | null {
  const { ctx, state } = b;
  const t = ctx.cm.terrain[hex] as number;
  if (t === TC_SEA || t === TC_UNKNOWN) return new RuleError(rule, "placed on a land hex");
  const occ = b.occupant[hex] as number;
  if (occ >= 0 && ctx.sides[occ] !== side) return new RuleError(rule, "the hex holds enemy units");
  if (zocMask(state, enemyOf(ctx, side))[hex] === 1) return new RuleError(rule, `${ctx.cm.label(hex)} is in an enemy ZOC`);
  if (!suppliedHex(b, side, hex)) return new RuleError(rule, `${ctx.cm.label(hex)} would be out of supply`);
  return null;
}

function ownCity(b: Board, side: string, hex: number): boolean {
  return b.ctx.cm.has(hex, F_MAJOR_CITY | F_CITY) && controlOf(b.ctx, b.state, hex) === side;
}

function onMap(state: GameState, id: string): number {
  const u = state.units[id];
  return u && u.status === "map" ? u.hex : -1;
}

function landHexes(b: Board): number[] {
  return Array.from({ length: b.ctx.cm.n }, (_, h) => h);
}

/** The hexes a rebuilt HQ may go to, by the first priority that has any [18.5]. */
export function hqRebuildHexes(b: Board, side: string, hqId: string): { priority: 1 | 2 | 3; hexes: number[] } | null {
  const { ctx, state } = b;
  const ok = (h: number) => placeBar(b, side, h, "18.5") === null;
  const subs = ctx.unitIds.filter((id) => isSubordinate(ctx, id, hqId) && onMap(state, id) >= 0 && state.supply?.out[id] !== true && !isIsolated(state, id));
  const near = landHexes(b).filter((h) => inFriendlyCountry(ctx, side, h) && subs.some((id) => ctx.cm.distance(onMap(state, id), h) <= HQ_REBUILD.nearSubordinate) && ok(h));
  if (near.length > 0) return { priority: 1, hexes: near };
  const supreme = ctx.unitIds.find((id) => ctx.units.get(id)?.supremeHq && ctx.units.get(id)?.side === side && id !== hqId && onMap(state, id) >= 0);
  if (supreme) {
    const at = onMap(state, supreme);
    const by = landHexes(b).filter((h) => ctx.cm.distance(at, h) <= 1 && ok(h));
    if (by.length > 0) return { priority: 2, hexes: by };
  }
  const cities = landHexes(b).filter((h) => ownCity(b, side, h) && ok(h));
  return cities.length > 0 ? { priority: 3, hexes: cities } : null;
}

export function checkRecoverHq(b: Board, side: string, id: string): RuleError | number {
  const { ctx, state } = b;
  const d = ctx.units.get(id);
  const u = state.units[id];
  if (!d || !u || !d.hq) return new RuleError("18.4", `${id} is not an HQ`);
  if (d.side !== side) return new RuleError("18.4", `${id} is not ${side}'s`);
  if (u.status !== "map") return new RuleError("18.4", `${id} is not on the map`);
  if (u.steps >= d.maxSteps) return new RuleError("18.4", `${id} has lost no step`);
  if (state.recovered[id]) return new RuleError("18.4", `${id} already recovered a step this turn`);
  if (hqOutOfAction(state, id)) return new RuleError("18.4", `${id} is out of supply or isolated`);
  const cost = ctx.charts.replacementCosts.find((c) => c.mobility === d.mobility)?.restoreStep;
  if (cost === undefined) return new RuleError("18.4", `the replacement table has no step cost for ${d.mobility} units`);
  if (sp(state, side) < cost) return new RuleError("18.4", `${side} has ${sp(state, side)} supply points; the step costs ${cost}`);
  return cost;
}

export function applyRecoverHq(draft: GameState, side: string, id: string, cost: number, events: GameEvent[]): void {
  (draft.units[id] as UnitState).steps += 1;
  draft.recovered[id] = true;
  const adv = advOf(draft);
  setAdv(draft, { supplyPoints: { ...adv.supplyPoints, [side]: sp(draft, side) - cost } });
  events.push({ type: "hq-recovered", unit: id, side, cost, rule: "18.4" });
}

export interface HqRebuildPlan {
  hex: number;
  sp: number;
  rp: number;
  priority: 1 | 2 | 3;
}

/** Whether an HQ may be rebuilt at all now, wherever [18.5]: the SP cost (its own, or the supreme HQ's) or the rule refusing. */
function rebuildHqCost(b: Board, side: string, id: string): RuleError | number {
  const { ctx, state } = b;
  const d = ctx.units.get(id);
  const u = state.units[id];
  if (!d || !u || !d.hq) return new RuleError("18.5", `${id} is not an HQ`);
  if (d.side !== side) return new RuleError("18.5", `${id} is not ${side}'s`);
  if (u.status !== "eliminated") return new RuleError("18.5", `${id} has not been eliminated`);
  if (u.at === SURRENDERED) return new RuleError("19.7.4", `${id} surrendered: a surrendered unit is never rebuilt`);
  const costs = supplyCosts(state);
  const cost = d.supremeHq ? costs.supremeHqRebuild : costs.hqRebuild;
  if (sp(state, side) < cost) return new RuleError("18.5", `${side} has ${sp(state, side)} supply points; rebuilding ${id} costs ${cost}`);
  if ((state.replacementPoints[d.nation] ?? 0) < costs.hqRebuildRp) return new RuleError("18.5", `${d.nation} has ${state.replacementPoints[d.nation] ?? 0} replacement points; the rebuild also costs ${costs.hqRebuildRp}`);
  return cost;
}

export function checkRebuildHq(b: Board, side: string, id: string, at: string): RuleError | HqRebuildPlan {
  const { ctx } = b;
  const cost = rebuildHqCost(b, side, id);
  if (cost instanceof RuleError) return cost;
  const hex = ctx.cm.indexOf(String(at));
  if (hex < 0) return new RuleError("18.5", `no hex ${String(at)}`);
  const bar = placeBar(b, side, hex, "18.5");
  if (bar) return bar;
  const where = hqRebuildHexes(b, side, id);
  if (!where) return new RuleError("18.5", `${id} has nowhere to go: no hex near a supplied subordinate, by the supreme HQ, or in an own city is free of EZOC and in supply`);
  if (!where.hexes.includes(hex)) {
    const why = ["", `within ${HQ_REBUILD.nearSubordinate} hexes of a supplied, non-isolated subordinate in friendly country`, "with or next to the supreme HQ", "in an own major city or city"][where.priority];
    return new RuleError("18.5", `${id} must be placed ${why} (priority ${where.priority})`);
  }
  return { hex, sp: cost, rp: supplyCosts(b.state).hqRebuildRp, priority: where.priority };
}

export function applyRebuildHq(draft: GameState, side: string, id: string, plan: HqRebuildPlan, events: GameEvent[]): void {
  const d = defOf(contextOf(draft.bundle), id);
  Object.assign(draft.units[id] as UnitState, { status: "map", hex: plan.hex, steps: d.maxSteps });
  draft.replacementPoints[d.nation] = (draft.replacementPoints[d.nation] ?? 0) - plan.rp;
  draft.recovered[id] = true;
  const adv = advOf(draft);
  // One use gone for the next turn [18.5]: the reorganisation phase, which resets uses, is already past this turn.
  setAdv(draft, {
    supplyPoints: { ...adv.supplyPoints, [side]: sp(draft, side) - plan.sp },
    rebuiltHq: { ...adv.rebuiltHq, [id]: draft.turn },
    hq: { ...adv.hq, [id]: { used: 0, lost: 1 } },
  });
  events.push({ type: "hq-rebuilt", unit: id, side, at: contextOf(draft.bundle).cm.label(plan.hex), sp: plan.sp, rp: plan.rp, priority: plan.priority, rule: "18.5" });
}

/**
 * Where an eliminated land unit is rebuilt in the Advanced game [27.9.3]:
 * within 2 hexes of its HQ (not in an EZOC); with no HQ of its own on the
 * map, of its HQ's superior (the supreme HQ); with neither, an own major
 * city or city; always in supply. Replaces the standard placement [11.2].
 */
export function advancedRebuildBar(b: Board, side: string, id: string, hex: number): RuleError | null {
  const { ctx, state } = b;
  const bar = placeBar(b, side, hex, "27.9.3");
  if (bar) return bar;
  const superiors = superiorHqs(ctx, id).filter((h) => onMap(state, h) >= 0);
  const own = superiors.filter((h) => !defOf(ctx, h).supremeHq);
  const hqs = own.length > 0 ? own : superiors;
  if (hqs.length > 0) {
    if (hqs.some((h) => ctx.cm.distance(onMap(state, h), hex) <= UNIT_REBUILD_NEAR_HQ)) return null;
    return new RuleError("27.9.3", `${id} is rebuilt within ${UNIT_REBUILD_NEAR_HQ} hexes of ${own.length > 0 ? "its HQ" : "its HQ's superior"} (${hqs.join(", ")})`);
  }
  return ownCity(b, side, hex) ? null : new RuleError("27.9.3", `${id} has no HQ on the map: it is rebuilt in an own major city or city`);
}

/** In the Advanced game an HQ recovers steps with `recover-hq` (for SP) and comes back with `rebuild-hq`, never with replacement points alone [18.4, 18.5]. */
export function hqReplacementBar(state: GameState, id: string, what: "restore" | "rebuild"): RuleError | null {
  if (!state.adv || !contextOf(state.bundle).units.get(id)?.hq) return null;
  return what === "restore" ? new RuleError("18.4", `${id} is an HQ: it recovers a step for supply points (recover-hq)`) : new RuleError("18.5", `${id} is an HQ: it is rebuilt with rebuild-hq`);
}

/** The replacement segment's HQ actions [18.4, 18.5]. */
export function hqReplacementOptions(b: Board, side: string): Action[] {
  const { ctx, state } = b;
  const out: Action[] = [];
  for (const id of ctx.unitIds) {
    const d = ctx.units.get(id);
    if (!d?.hq || d.side !== side) continue;
    const u = state.units[id];
    if (u?.status === "map" && typeof checkRecoverHq(b, side, id) === "number") out.push({ type: "recover-hq", unit: id });
    // Every hex of the first priority with room is legal once the HQ may be rebuilt at all (checkRebuildHq's own test).
    if (u?.status === "eliminated" && typeof rebuildHqCost(b, side, id) === "number") {
      for (const h of hqRebuildHexes(b, side, id)?.hexes ?? []) out.push({ type: "rebuild-hq", unit: id, at: ctx.cm.label(h) });
    }
  }
  return out;
}
