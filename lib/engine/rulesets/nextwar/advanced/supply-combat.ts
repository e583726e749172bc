import type { Context } from "../context";
import type { GameEvent, GameState } from "../types";
import { gainSupplyPoints, supplyCosts } from "./supply-points";
import { toPool } from "./depots";

/**
 * Depots and MSUs in ground combat [19.4.1]: they may be attacked like any
 * unit, but have no ZOC and never attack (RULINGS-advanced.md); they take
 * step losses only when no other unit in the hex can; an MSU retreats but is
 * removed when forced into an enemy ZOC, a depot that must retreat is
 * removed; one destroyed in ground combat goes back to its owner's pool and
 * gives the side that destroyed it supply points. The standard modules call
 * these behind an `state.adv` guard.
 */

export function isSupplyUnit(ctx: Context, id: string): boolean {
  return ctx.units.get(id)?.supplyUnit === true;
}

/** Rules of ground combat whose losses count as "destroyed in ground combat" [19.4.1]: the CRT's losses and the retreat's. */
const GROUND_COMBAT = /^9\./;

/**
 * A supply unit whose last step is gone leaves the map for its owner's pool
 * (the counter mix [19.4]); in ground combat the enemy scores supply points [19.4.1].
 */
export function supplyUnitLost(draft: GameState, ctx: Context, id: string, rule: string, events: GameEvent[]): void {
  toPool(draft, id);
  const d = ctx.units.get(id);
  if (!d || !GROUND_COMBAT.test(rule)) return;
  const enemy = ctx.sides[0] === d.side ? ctx.sides[1] : ctx.sides[0];
  gainSupplyPoints(draft, enemy, supplyCosts(draft).supplyUnitDestroyed, "19.4.1", "an enemy depot or MSU destroyed in ground combat", events);
}

/**
 * The units of a hex that may take step losses [19.4.1]: the others first;
 * depots and MSUs only once no other unit has a step left to lose.
 */
export function lossTakers(ctx: Context, state: GameState, units: readonly string[]): { first: string[]; last: string[] } {
  const first: string[] = [];
  const last: string[] = [];
  for (const id of units) ((state.units[id]?.steps ?? 0) > 0 ? (isSupplyUnit(ctx, id) ? last : first) : first).push(id);
  return { first, last };
}

/** Supply units retreating: a depot is removed; an MSU forced through an enemy ZOC is removed [19.4.1]. */
export function supplyRetreatLosses(draft: GameState, ctx: Context, units: readonly string[], throughEzoc: boolean, events: GameEvent[]): string[] {
  const removed: string[] = [];
  for (const id of units) {
    if (!isSupplyUnit(ctx, id)) continue;
    const depot = draft.units[id]?.face === "depot";
    if (!depot && !throughEzoc) continue;
    events.push({ type: "supply-unit-removed", unit: id, why: depot ? "a depot that must retreat is removed" : "an MSU forced into an enemy ZOC is removed", rule: "19.4.1" });
    supplyUnitLost(draft, ctx, id, "9.8.1", events);
    removed.push(id);
  }
  return removed;
}
