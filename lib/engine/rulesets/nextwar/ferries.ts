import type { GameEvent, GameState } from "./types";
import { SIDE_FERRY, SIDE_MAJOR_RIVER, SIDE_MINOR_RIVER, SIDE_WATER } from "../../map/compiled-map";
import { type Context, contextOf } from "./context";

/**
 * Ferries [8.3.1.8]: "if either ferry hex is occupied by an enemy unit, the
 * ferry is permanently destroyed". Enemy means a unit of the side opposing
 * the ferry's nation; a unit that enters either hex (ending there or passing
 * through, by move, advance or retreat) destroys it, as passing through
 * counts as entering for control (RULINGS). The state records destroyed
 * ferries by hexside key (hex*6+direction, both directions); the compiled
 * map stays as it is and `hexsideBits` reads the hexside without the ferry.
 */

const ferryCache = new WeakMap<Context, Map<number, number[]>>();

/** Ferry hexside keys leaving each hex that touches one. */
function ferriesByHex(ctx: Context): Map<number, number[]> {
  let m = ferryCache.get(ctx);
  if (!m) {
    m = new Map();
    for (const key of ctx.cm.ferryNation.keys()) {
      const hex = Math.floor(key / 6);
      const list = m.get(hex);
      if (list) list.push(key);
      else m.set(hex, [key]);
    }
    ferryCache.set(ctx, m);
  }
  return m;
}

/**
 * A hexside's kinds as play sees them now: a destroyed ferry is gone, and the
 * hexside is the river or water it crossed (water when nothing else is drawn
 * there, since a ferry links hexes split by a water hexside [8.3.1.8]).
 */
export function hexsideBits(ctx: Context, state: GameState, key: number): number {
  const bits = ctx.cm.sides[key] as number;
  if ((bits & SIDE_FERRY) === 0 || !state.destroyedFerries?.[key]) return bits;
  const rest = bits & ~SIDE_FERRY;
  return rest & (SIDE_WATER | SIDE_MINOR_RIVER | SIDE_MAJOR_RIVER) ? rest : rest | SIDE_WATER;
}

/** Destroys the ferries of `hex` that belong to a nation of the other side when `side`'s units enter it [8.3.1.8]. */
export function enterFerryHex(draft: GameState, hex: number, side: string, events: GameEvent[]): void {
  const ctx = contextOf(draft.bundle);
  const keys = ferriesByHex(ctx).get(hex);
  if (!keys) return;
  const sideIndex = ctx.sides.indexOf(side);
  for (const key of keys) {
    if (draft.destroyedFerries?.[key]) continue;
    const nation = ctx.cm.ferryNation.get(key) as number;
    const owner = ctx.mapNationSide[nation] ?? -1;
    if (owner < 0 || owner === sideIndex) continue;
    const d = key % 6;
    const other = ctx.cm.neighbours[key] as number;
    // Copy on write: the record is shared with the previous state.
    draft.destroyedFerries = { ...draft.destroyedFerries, [key]: true, [other * 6 + ((d + 3) % 6)]: true };
    events.push({ type: "ferry-destroyed", hexside: `${ctx.cm.label(hex)}-${ctx.cm.label(other)}`, nation: ctx.cm.nationIds[nation], by: side, rule: "8.3.1.8" });
  }
}
