import type { Context, UnitDef } from "../context";
import type { GameState } from "../types";
import { cwErLossOn, strikeLevel, strikeValues } from "./strike-effects";

/**
 * A unit's values in the Advanced game: strike markers first [27.3.1,
 * 27.3.2], then out of supply [19.5] and isolation [19.7.2], halving once
 * when a unit is both [19.7.2]. board.ts `valuesOf` calls `advancedValues`
 * for an Advanced game; it must not import board.ts (a circle).
 */
type Values = UnitDef["full"];

/** Halved, rounded down, at least 1 — a printed 0 stays 0 [19.5, 19.7.2]. */
function halve(v: number): number {
  return v <= 0 ? v : Math.max(1, Math.floor(v / 2));
}

/**
 * Strike markers' effects on values [27.3.1, 27.3.2], applied before any
 * halving [19.7.2]. The HQ/strike helper (H2) owns this function's body;
 * until it lands the printed values stand.
 */
export function strikeAdjusted(_ctx: Context, state: GameState, id: string, printed: Values): Values {
  // The markers a unit fights under: its strike marker [27.3] and a CW marker on its hex [18.2.4].
  return strikeValues(printed, strikeLevel(state, id), cwErLossOn(state, id));
}

/**
 * Out of supply: attack and MA halved, ER −1 (at least 1) [19.5]; isolated:
 * attack, defence and MA halved [19.7.2]; both: every effect, one halving.
 */
export function advancedValues(ctx: Context, state: GameState, id: string, printed: Values): Values {
  if (ctx.units.get(id)?.supplyUnit) return msuValues(state, id, printed);
  const v = strikeAdjusted(ctx, state, id, printed);
  const oos = state.supply?.out[id] === true;
  const isolated = state.adv?.isolated[id] !== undefined;
  if (!oos && !isolated) return v;
  return {
    attack: halve(v.attack),
    defence: isolated ? halve(v.defence) : v.defence,
    er: oos ? Math.max(1, v.er - 1) : v.er,
    ma: halve(v.ma),
  };
}

/**
 * A depot or MSU is never out of supply or isolated; a strike marker only
 * slows an MSU: half MA under strike 1, none (one hex, as any unit may move
 * [8.5.1]) under strike 2 [27.3.1, 27.3.2].
 */
function msuValues(state: GameState, id: string, printed: Values): Values {
  const strike = state.adv?.strikes[id];
  if (strike === undefined) return printed;
  return { ...printed, ma: strike === 1 ? halve(printed.ma) : 0 };
}
