import { RuleError } from "../../../core/errors";
import { F_MAJOR_CITY, TC_SEA, TC_UNKNOWN } from "../../../map/compiled-map";
import { type Board, controlOf, inFriendlyCountry, sideIndex } from "../board";
import { contextOf } from "../context";
import type { Action, GameEvent, GameState, UnitState } from "../types";
import { advOf, setAdv } from "./state";
import { primaryReach, supplyUnitsOf } from "./supply-lines";
import { gainSupplyPoints, spendBar, spendSupplyPoints, supplyCosts } from "./supply-points";

/**
 * Depots and MSUs [19.4, 27.1.1, 27.3.2]. Supply units are the scenario's
 * units whose type is flagged supply-unit: one on the map is a depot
 * (`face: "depot"`) or an MSU (no face); those off the map are the pool, and
 * the counter mix is an absolute limit [19.4] — a depot or MSU removed for
 * any reason returns to it and may be made again. In a logistics segment (the
 * first supply phase) a side may buy an MSU on a depot or friendly major city
 * in its own country (1 SP), break a depot into two MSUs (no SP), turn an MSU
 * into a depot where a depot or major city supplies it (2 SP), make a depot
 * where a depot or major city supplies (4 SP), and turn a depot or MSU into
 * points (2 / 1), which it may also do in an emergency segment [19.6]. Under
 * strike 2 a depot is neither broken up, built on nor cashed, nor an MSU
 * converted or cashed [27.3.2]; strike and designation markers pass from a
 * depot to the MSUs made from it [27.1.1, 27.3.1].
 */

/** Where removed depots and MSUs wait: off the map, ready to be made again [19.4]. */
export const SUPPLY_POOL = "supply-pool";

export const isDepot = (state: GameState, id: string) => state.units[id]?.face === "depot";

/** The side's supply counters off the map, in id order: the most it may still put on the map [19.4]. */
export function supplyPool(b: Board, side: string): string[] {
  const { ctx, state } = b;
  return ctx.unitIds.filter((id) => {
    const d = ctx.units.get(id);
    const u = state.units[id];
    return d?.supplyUnit && d.side === side && u && u.status !== "map" && u.at !== "surrendered";
  });
}

/** The rulebook's strike 2 limits on depots and MSUs [27.3.2]. */
function struck2(state: GameState, id: string, what: string): RuleError | null {
  return state.adv?.strikes[id] === 2 ? new RuleError("27.3.2", `${id} is under a strike 2 marker: ${what}`) : null;
}

function ownSupplyUnit(b: Board, side: string, id: string, face: "depot" | "msu"): RuleError | null {
  const d = b.ctx.units.get(id);
  const u = b.state.units[id];
  if (!d || !u || !d.supplyUnit) return new RuleError("19.4", `${id} is not a depot or MSU`);
  if (d.side !== side) return new RuleError("19.4", `${id} is not ${side}'s`);
  if (u.status !== "map") return new RuleError("19.4", `${id} is not on the map`);
  if (face === "depot" && !isDepot(b.state, id)) return new RuleError("19.4", `${id} is an MSU, not a depot`);
  if (face === "msu" && isDepot(b.state, id)) return new RuleError("19.4", `${id} is a depot, not an MSU`);
  return null;
}

function hexOf(b: Board, label: string): number | RuleError {
  const h = b.ctx.cm.indexOf(label);
  if (h < 0) return new RuleError("19.4", `no hex ${label}`);
  const t = b.ctx.cm.terrain[h] as number;
  if (t === TC_SEA || t === TC_UNKNOWN) return new RuleError("19.4", "supply units are placed on land");
  return h;
}

function enemyIn(b: Board, side: string, hex: number): boolean {
  const occ = b.occupant[hex] as number;
  return occ >= 0 && occ !== sideIndex(b.ctx, side);
}

export interface PlacePlan {
  hex: number;
  unit: string;
}

/** `create-msu`: 1 SP, an MSU from the pool on a friendly depot (not under strike 2) or friendly major city in own country [19.4, 27.3.2]. */
export function checkCreateMsu(b: Board, side: string, at: string): PlacePlan | RuleError {
  const hex = hexOf(b, at);
  if (hex instanceof RuleError) return hex;
  const { ctx, state } = b;
  const depots = (b.at.get(hex) ?? []).filter((id) => ctx.units.get(id)?.side === side && isDepot(state, id));
  const city = ctx.cm.has(hex, F_MAJOR_CITY) && inFriendlyCountry(ctx, side, hex) && controlOf(ctx, state, hex) === side;
  if (depots.length === 0 && !city) return new RuleError("19.4", "an MSU is made on a friendly depot or a friendly major city in its own country");
  if (!city && depots.every((id) => state.adv?.strikes[id] === 2)) return new RuleError("27.3.2", "no new MSU is placed on a depot under a strike 2 marker");
  if (enemyIn(b, side, hex)) return new RuleError("19.4", "the hex holds enemy units");
  const unit = supplyPool(b, side)[0];
  if (!unit) return new RuleError("19.4", `${side} has no supply counter left: the counter mix is an absolute limit`);
  return spendBar(state, side, supplyCosts(state).createMsu, "an MSU") ?? { hex, unit };
}

/** `create-depot`: 4 SP, a depot from the pool in a hex a depot or major city supplies [19.4]. */
export function checkCreateDepot(b: Board, side: string, at: string): PlacePlan | RuleError {
  const hex = hexOf(b, at);
  if (hex instanceof RuleError) return hex;
  if (enemyIn(b, side, hex)) return new RuleError("19.4", "the hex holds enemy units");
  if ((primaryReach(b, side).key[hex] as number) > 0) return new RuleError("19.4", "a new depot is made in a hex a depot or major city supplies");
  const unit = supplyPool(b, side)[0];
  if (!unit) return new RuleError("19.4", `${side} has no supply counter left: the counter mix is an absolute limit`);
  return spendBar(b.state, side, supplyCosts(b.state).createDepot, "a depot") ?? { hex, unit };
}

/** `break-depot`: a depot becomes two MSUs in its hex for no SP — itself and one from the pool [19.4, 27.3.2]. */
export function checkBreakDepot(b: Board, side: string, id: string): { unit: string; extra: string } | RuleError {
  const bad = ownSupplyUnit(b, side, id, "depot") ?? struck2(b.state, id, "it cannot become MSUs");
  if (bad) return bad;
  const extra = supplyPool(b, side)[0];
  if (!extra) return new RuleError("19.4", `${side} has no supply counter left for the second MSU: the counter mix is an absolute limit`);
  return { unit: id, extra };
}

/** `convert-msu`: 2 SP, an MSU a depot or major city supplies becomes a depot [19.4, 27.3.2]. */
export function checkConvertMsu(b: Board, side: string, id: string): string | RuleError {
  const bad = ownSupplyUnit(b, side, id, "msu") ?? struck2(b.state, id, "it cannot become a depot");
  if (bad) return bad;
  const hex = b.state.units[id]?.hex as number;
  if ((primaryReach(b, side).key[hex] as number) > 0) return new RuleError("19.4", "an MSU becomes a depot only in a hex a depot or major city supplies");
  return spendBar(b.state, side, supplyCosts(b.state).convertMsu, "turning an MSU into a depot") ?? id;
}

/** `cash-supply`: a depot (2 SP) or MSU (1 SP) leaves the map for supply points [19.4, 19.6, 27.3.2]. */
export function checkCashSupply(b: Board, side: string, id: string): number | RuleError {
  const d = b.ctx.units.get(id);
  if (!d?.supplyUnit) return new RuleError("19.4", `${id} is not a depot or MSU`);
  const bad = ownSupplyUnit(b, side, id, isDepot(b.state, id) ? "depot" : "msu") ?? struck2(b.state, id, "it cannot be turned into supply points");
  if (bad) return bad;
  return isDepot(b.state, id) ? supplyCosts(b.state).cashDepot : supplyCosts(b.state).cashMsu;
}

/** Puts a pool counter on the map as a depot or MSU, fresh (no marker of its last time on the map) [19.4]. */
function place(draft: GameState, id: string, hex: number, face: "depot" | "msu"): void {
  const d = draft.units[id] as UnitState;
  Object.assign(d, { hex, status: "map", steps: Math.max(1, d.steps) });
  delete d.at;
  if (face === "depot") d.face = "depot";
  else delete d.face;
  const adv = advOf(draft);
  if (adv.strikes[id] !== undefined || adv.targeted[id] !== undefined) {
    const { [id]: _s, ...strikes } = adv.strikes;
    const { [id]: _t, ...targeted } = adv.targeted;
    setAdv(draft, { strikes, targeted });
  }
}

/** Takes a depot or MSU off the map into the pool [19.4, 19.4.1]. */
export function toPool(draft: GameState, id: string): void {
  const u = draft.units[id] as UnitState;
  // The counter goes back whole: a pool counter is off the map with its steps, never "eliminated" at 0 steps.
  Object.assign(u, { status: "offmap", hex: -1, at: SUPPLY_POOL, steps: contextOf(draft.bundle).units.get(id)?.maxSteps ?? 1 });
  delete u.face;
}

export function applyLogistics(draft: GameState, b: Board, side: string, action: Action, plan: unknown, events: GameEvent[]): void {
  const label = (h: number) => b.ctx.cm.label(h);
  switch (action.type) {
    case "create-msu": {
      const p = plan as PlacePlan;
      spendSupplyPoints(draft, side, supplyCosts(draft).createMsu, "19.4", "an MSU", events);
      place(draft, p.unit, p.hex, "msu");
      events.push({ type: "msu-created", side, unit: p.unit, at: label(p.hex), rule: "19.4" });
      return;
    }
    case "create-depot": {
      const p = plan as PlacePlan;
      spendSupplyPoints(draft, side, supplyCosts(draft).createDepot, "19.4", "a depot", events);
      place(draft, p.unit, p.hex, "depot");
      events.push({ type: "depot-created", side, unit: p.unit, at: label(p.hex), rule: "19.4" });
      return;
    }
    case "break-depot": {
      const p = plan as { unit: string; extra: string };
      const hex = draft.units[p.unit]?.hex as number;
      delete (draft.units[p.unit] as UnitState).face;
      place(draft, p.extra, hex, "msu");
      // The depot's strike and designation markers pass to both MSUs [27.1.1, 27.3.1].
      const adv = advOf(draft);
      const strike = adv.strikes[p.unit];
      const target = adv.targeted[p.unit];
      if (strike !== undefined || target !== undefined) {
        setAdv(draft, {
          ...(strike !== undefined ? { strikes: { ...adv.strikes, [p.extra]: strike } } : {}),
          ...(target !== undefined ? { targeted: { ...adv.targeted, [p.extra]: target } } : {}),
        });
      }
      events.push({ type: "depot-broken", side, unit: p.unit, msus: [p.unit, p.extra], at: label(hex), rule: "19.4" });
      return;
    }
    case "convert-msu": {
      spendSupplyPoints(draft, side, supplyCosts(draft).convertMsu, "19.4", "turning an MSU into a depot", events);
      (draft.units[action.unit] as UnitState).face = "depot";
      events.push({ type: "msu-converted", side, unit: action.unit, at: label(draft.units[action.unit]?.hex as number), rule: "19.4" });
      return;
    }
    case "cash-supply": {
      const points = plan as number;
      const depot = isDepot(draft, action.unit);
      const at = label(draft.units[action.unit]?.hex as number);
      toPool(draft, action.unit);
      events.push({ type: "supply-cashed", side, unit: action.unit, depot, at, rule: "19.4" });
      gainSupplyPoints(draft, side, points, "19.4", depot ? "a depot turned into supply points" : "an MSU turned into supply points", events);
      return;
    }
    default:
      return;
  }
}

export { supplyUnitsOf };
