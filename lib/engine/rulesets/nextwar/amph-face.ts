import type { Context } from "./context";
import type { GameState } from "./types";

/**
 * Which side of its counter a naval unit shows [7.3.2.1]. "一部の AMPH
 * ユニットは、裏面が SAG [7.3.3] となっている": an AMPH whose unit type has
 * both the `amph` and `sag` flags has a SAG on its back. Until flipped it is
 * an AMPH only; once flipped (`UnitState.face` "sag", for good) it is a SAG
 * only: no cargo, no USMC helicopter, no assault, no USMC airmobile point,
 * and it counts as a SAG wherever naval kinds are counted [7.2.2,
 * 8.5.6.4.1]. Its CS and range stay the scenario's (a unit has one set of
 * naval values; the rulebook prints none for the back). A leaf module: the rules that ask "is it an AMPH now?" import
 * it without importing the flip's own rules.
 */

/** Whether the unit is an AMPH with a SAG on its back [7.3.2.1]. */
export function hasSagBack(ctx: Context, id: string): boolean {
  const d = ctx.units.get(id);
  return d?.amph === true && d.navalFlags.includes("sag");
}

/** Whether the unit shows its SAG side, flipped for good [7.3.2.1]. */
export function flippedToSag(state: GameState, id: string): boolean {
  return state.units[id]?.face === "sag";
}

/** Whether the unit is an AMPH now: of an AMPH type and not flipped to its SAG side [7.3.2.1, 7.3.2]. */
export function amphNow(ctx: Context, state: GameState, id: string): boolean {
  return ctx.units.get(id)?.amph === true && !flippedToSag(state, id);
}

/** The naval kinds the unit counts as now: an AMPH with a SAG back is an AMPH until flipped, then a SAG [7.3.2.1]. */
export function navalKinds(ctx: Context, state: GameState, id: string): readonly ("sag" | "cv" | "cvn" | "amph")[] {
  const flags = ctx.units.get(id)?.navalFlags ?? [];
  if (!hasSagBack(ctx, id)) return flags;
  return flippedToSag(state, id) ? ["sag"] : flags.filter((f) => f !== "sag");
}

