import type { GameState } from "./types";
import { F_CITY, F_FORTIFICATION, F_INSTALLATION, F_MAJOR_CITY, tcIndex } from "../../map/compiled-map";
import { controlOf, inFriendlyCountry } from "./board";
import type { Context } from "./context";

/** Terrain questions the movement, combat and mop-up rules share [8.3, 8.4]. */

const CLEAR = tcIndex("clear");
const CLEAR_FOREST = tcIndex("clear-forest");

/** Clear or clear-forest: where light infantry loses its ZOC and combat edge [8.2.4, 9.6.7]. */
export function isClearish(ctx: Context, hex: number): boolean {
  const t = ctx.cm.terrain[hex];
  return t === CLEAR || t === CLEAR_FOREST;
}

/** A fortification that works for `side`: built by its side and held by it [8.3.1.10, 9.5.2]. */
export function fortificationServes(ctx: Context, state: GameState, hex: number, side: string): boolean {
  if (!ctx.cm.has(hex, F_FORTIFICATION)) return false;
  const owner = ctx.cm.fortificationOwner.get(hex);
  if (owner === undefined || owner < 0) return false;
  const ownerSide = ctx.mapNationSide[owner];
  return ownerSide !== undefined && ownerSide >= 0 && ctx.sides[ownerSide] === side && controlOf(ctx, state, hex) === side;
}

/** An enemy fortification for a mover of `side`: blocks road movement and the second-hex advance [8.3.1.10]. */
export function enemyFortification(ctx: Context, state: GameState, hex: number, side: string): boolean {
  if (!ctx.cm.has(hex, F_FORTIFICATION)) return false;
  const enemy = ctx.sides[0] === side ? ctx.sides[1] : ctx.sides[0];
  return fortificationServes(ctx, state, hex, enemy);
}

/** Cities, major cities and military installations: control needs a mop-up [8.3.1.2, 8.3.1.5, 8.4]. */
export function isMopUpKind(ctx: Context, hex: number): boolean {
  return ctx.cm.has(hex, F_CITY | F_MAJOR_CITY | F_INSTALLATION);
}

/**
 * Whether a unit of `side` entering this hex goes under a mop-up marker:
 * an enemy-held city, major city or installation outside its own or allied
 * country [8.4.1, 8.4.1.6].
 */
export function needsMopUp(ctx: Context, state: GameState, hex: number, side: string): boolean {
  if (!isMopUpKind(ctx, hex)) return false;
  if (inFriendlyCountry(ctx, side, hex)) return false;
  const c = controlOf(ctx, state, hex);
  return c !== null && c !== side;
}

/** Under a mop-up marker: a marker of the unit's side in its hex [8.4.1]. */
export function underMopUp(state: GameState, hex: number, side: string): boolean {
  const m = state.mopUp[hex];
  return m !== undefined && m.side === side;
}
