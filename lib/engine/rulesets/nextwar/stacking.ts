import type { GameState } from "./types";
import { TC_UNKNOWN, tcIndex } from "../../map/compiled-map";
import { type Board, defOf, unitsAt, valuesOf } from "./board";
import type { Context } from "./context";

/**
 * Stacking [8.1]: 4 SP a hex, 3 in mountain/alpine (the TEC's stackLimit);
 * units of one division stack freely outside mountains when nothing else is
 * in the hex [8.1.1.1 exception]; helicopters, naval units and markers have
 * no SP [8.1].
 */
const MOUNTAIN = tcIndex("mountain");
const ALPINE = tcIndex("alpine");

/** A beachhead raises its hex's stacking limit to 6 [8.5.8.2]. */
export const BEACHHEAD_STACK = 6;

export function stackLimitAt(ctx: Context, hex: number, state?: GameState): number {
  if (state?.beachheads?.at[hex] !== undefined) return BEACHHEAD_STACK;
  const t = ctx.cm.terrain[hex] as number;
  return t === TC_UNKNOWN ? 4 : (ctx.stackLimit[t] as number);
}

export function isMountainous(ctx: Context, hex: number): boolean {
  const t = ctx.cm.terrain[hex];
  return t === MOUNTAIN || t === ALPINE;
}

export function stackSp(ctx: Context, ids: readonly string[]): number {
  let sp = 0;
  for (const id of ids) sp += defOf(ctx, id).sp;
  return sp;
}

/** [8.1.1.1 exception] one division alone, outside mountain/alpine. */
export function sameDivisionExempt(ctx: Context, hex: number, ids: readonly string[]): boolean {
  if (ids.length === 0 || isMountainous(ctx, hex)) return false;
  const f = defOf(ctx, ids[0] as string).formation;
  return f !== undefined && ids.every((id) => defOf(ctx, id).formation === f);
}

/** Stacking points over the limit (0 when legal) for these units in that hex [8.1.1.1]. */
export function overstackBy(ctx: Context, hex: number, ids: readonly string[], state?: GameState): number {
  if (sameDivisionExempt(ctx, hex, ids)) return 0;
  return Math.max(0, stackSp(ctx, ids) - stackLimitAt(ctx, hex, state));
}

/** Full or overstacked before a road move enters: no road movement into it [8.1.1.1, 8.3.2]. */
export function fullForRoad(ctx: Context, b: Board, hex: number): boolean {
  // An empty hex (most of a search's) without the lookup: the board marks every hex holding ground units.
  if ((b.occupant[hex] as number) < 0) return false;
  const ids = unitsAt(b, hex);
  if (ids.length === 0 || sameDivisionExempt(ctx, hex, ids)) return false;
  return stackSp(ctx, ids) >= stackLimitAt(ctx, hex, b.state);
}

/** Efficiency rating after the overstacking penalty: −1 per SP over, never below 1 [2.3.3, 8.1.1.1]. */
export function effectiveEr(ctx: Context, b: Board, state: GameState, id: string): { er: number; penalty: number } {
  const base = valuesOf(ctx, state, id).er;
  const hex = state.units[id]?.hex ?? -1;
  const penalty = hex >= 0 ? overstackBy(ctx, hex, unitsAt(b, hex), state) : 0;
  return { er: Math.max(1, base - penalty), penalty };
}

/**
 * Units of a hex that may fight when it is overstacked: up to the limit in SP,
 * whole units only [8.1.1.1]. `order` ranks who fights first.
 */
export function fightingUnits(ctx: Context, hex: number, ids: readonly string[], order: (a: string, b: string) => number, state?: GameState): string[] {
  if (overstackBy(ctx, hex, ids, state) === 0) return [...ids];
  const limit = stackLimitAt(ctx, hex, state);
  const out: string[] = [];
  let sp = 0;
  for (const id of [...ids].sort(order)) {
    const s = defOf(ctx, id).sp;
    if (sp + s > limit) continue;
    out.push(id);
    sp += s;
  }
  return out;
}
