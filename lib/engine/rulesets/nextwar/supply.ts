import type { GameEvent, GameState } from "./types";
import { F_CITY, F_INSTALLATION, F_MAJOR_CITY, F_PORT, ROAD_NONE, TC_SEA, TC_UNKNOWN } from "../../map/compiled-map";
import { type Board, buildBoard, controlOf, defOf, enemyOf, sideIndex } from "./board";
import type { Context } from "./context";
import { navalContext, zonesOfHex } from "./sea-zones";
import { boxControl } from "./naval-state";
import { computeZoc } from "./zoc";

/**
 * The optional supply rule [13.1], played when the scenario switches it on
 * (`optionalRules.supply`). In the supply phase, between the weather and the
 * initiative phases [13.1.1], each land unit on the map is in supply if it can
 * trace a line of road hexes to a friendly source [13.1.3]: a friendly major
 * city or city, or a port or beachhead whose coastal box the side controls
 * [13.1.2] (a beachhead joins every road next to it [13.1.3]). The
 * line may not pass enemy units, an enemy ZOC without a friendly unit in it,
 * prohibited terrain, or an enemy-controlled major city, city or installation
 * [13.1.3]; a unit next to a road may start its line in the road hex next to
 * it, whatever the terrain between [13.1.3]. What the phase finds holds for
 * the turn; units out of supply have their attack strength and movement
 * allowance halved (rounded down, at least 1) and their ER lowered by one (at
 * least 1), do not move in the elite reaction and breakthrough segments and
 * receive no replacements; a rebuilt unit is not placed where it would be out
 * of supply [13.1.4]. RULINGS.md records how the text was read.
 */

export function supplyRuleOn(ctx: Context): boolean {
  return ctx.bundle.scenario.optionalRules?.supply === true;
}

/** Whether a hex holds a road (any road hexside) [8.3.2]. */
function isRoad(ctx: Context, hex: number): boolean {
  const r = ctx.cm.roads;
  for (let d = 0; d < 6; d += 1) if (r[hex * 6 + d] !== ROAD_NONE) return true;
  return false;
}

/** A friendly supply source: a major city or city the side controls, or a port it controls whose coastal box it controls [13.1.2]. */
export function isSupplySource(ctx: Context, state: GameState, side: string, hex: number): boolean {
  // A beachhead serves while its side controls the coastal box of its zone, whoever controls the hex yet [13.1.2] (RULINGS).
  if (state.beachheads?.at[hex]?.side === side) return coastalBoxOwn(ctx, state, side, hex);
  if (controlOf(ctx, state, hex) !== side) return false;
  if (ctx.cm.has(hex, F_MAJOR_CITY | F_CITY)) return true;
  if (!ctx.cm.has(hex, F_PORT)) return false;
  return coastalBoxOwn(ctx, state, side, hex);
}

function coastalBoxOwn(ctx: Context, state: GameState, side: string, hex: number): boolean {
  const nc = navalContext(ctx);
  return zonesOfHex(ctx, nc, hex).some((z) => {
    const zone = nc.zones[z];
    return zone !== undefined && boxControl(state, zone.coastalBox) === side;
  });
}

/**
 * Whether a line of communication may pass a hex [13.1.3]: not prohibited
 * terrain, no enemy unit, not an enemy ZOC unless a friendly unit is there
 * (friendly units negate it), not an enemy-controlled major city, city or
 * installation.
 */
function passable(b: Board, side: string, ezoc: Uint8Array, hex: number): boolean {
  const { ctx, state } = b;
  const t = ctx.cm.terrain[hex] as number;
  if (t === TC_SEA || t === TC_UNKNOWN) return false;
  const own = sideIndex(ctx, side);
  const occ = b.occupant[hex] as number;
  if (occ >= 0 && occ !== own) return false;
  if (ezoc[hex] === 1 && occ !== own) return false;
  if (ctx.cm.has(hex, F_MAJOR_CITY | F_CITY | F_INSTALLATION) && controlOf(ctx, state, hex) === enemyOf(ctx, side)) return false;
  return true;
}

/** Per board and side: 1 for each hex from which a line of road hexes reaches a source, 2 for a source itself. */
const masks = new WeakMap<Board, Map<string, Uint8Array>>();

/**
 * The road hexes `side` can trace supply from, found once per board by a
 * search outwards from every source along road hexsides [13.1.3]; a source
 * hex is marked even off the road net (a unit in it is in supply).
 */
export function suppliedHexes(b: Board, side: string): Uint8Array {
  let bySide = masks.get(b);
  if (!bySide) {
    bySide = new Map();
    masks.set(b, bySide);
  }
  const held = bySide.get(side);
  if (held) return held;
  const { ctx, state } = b;
  const cm = ctx.cm;
  const ezoc = computeZoc(b, enemyOf(ctx, side));
  const mask = new Uint8Array(cm.n);
  const queue: number[] = [];
  for (let h = 0; h < cm.n; h += 1) {
    if (!isSupplySource(ctx, state, side, h) || !passable(b, side, ezoc, h)) continue;
    mask[h] = 2;
    if (isRoad(ctx, h)) queue.push(h);
    // A beachhead connects to every road next to it [13.1.3].
    if (state.beachheads?.at[h] !== undefined) {
      for (let d = 0; d < 6; d += 1) {
        const nb = cm.neighbours[h * 6 + d] as number;
        if (nb < 0 || mask[nb] !== 0 || !isRoad(ctx, nb) || !passable(b, side, ezoc, nb)) continue;
        mask[nb] = 1;
        queue.push(nb);
      }
    }
  }
  for (let i = 0; i < queue.length; i += 1) {
    const h = queue[i] as number;
    for (let d = 0; d < 6; d += 1) {
      if (cm.roads[h * 6 + d] === ROAD_NONE) continue;
      const nb = cm.neighbours[h * 6 + d] as number;
      if (nb < 0 || mask[nb] !== 0 || !passable(b, side, ezoc, nb)) continue;
      mask[nb] = 1;
      queue.push(nb);
    }
  }
  bySide.set(side, mask);
  return mask;
}

/** Whether a unit of `side` in `hex` would be in supply now: in a source, on a supplied road hex, or next to one [13.1.3]. */
export function hexInSupply(b: Board, side: string, hex: number): boolean {
  const mask = suppliedHexes(b, side);
  if (mask[hex] !== 0) return true;
  const cm = b.ctx.cm;
  for (let d = 0; d < 6; d += 1) {
    const nb = cm.neighbours[hex * 6 + d] as number;
    // Next to a road [13.1.3]: the neighbour must be a road hex on the line (a road-less source does not count).
    if (nb >= 0 && mask[nb] !== 0 && isRoad(b.ctx, nb)) return true;
  }
  return false;
}

/** Whether a unit is out of supply this turn (as the supply phase found it) [13.1.1, 13.1.4]. */
export function outOfSupply(state: GameState, id: string): boolean {
  return state.supply?.out[id] === true;
}

/**
 * Units landed by paradrop or airmobile movement are in supply for the rest of
 * the turn [13.1.4]: the supply phase's finding is replaced, never edited in
 * place (earlier states share it).
 */
export function landedInSupply(draft: GameState, landed: readonly string[]): void {
  // The Advanced game keeps them in supply only when they were in supply as they went [19.2] (advanced/supply-lines.ts).
  if (draft.adv) return;
  if (!draft.supply || !landed.some((id) => draft.supply?.out[id])) return;
  const out = { ...draft.supply.out };
  for (const id of landed) delete out[id];
  draft.supply = { ...draft.supply, out };
}

/** The supply phase [13.1.1]: finds each side's land units on the map that are out of supply, for the turn. */
export function runSupply(draft: GameState, events: GameEvent[]): void {
  const b = buildBoard(draft);
  const { ctx } = b;
  const out: Record<string, true> = {};
  for (const side of ctx.sides) {
    const cut: string[] = [];
    for (const [hex, ids] of b.at) {
      if (defOf(ctx, ids[0] as string).side !== side || hexInSupply(b, side, hex)) continue;
      for (const id of ids) {
        out[id] = true;
        cut.push(id);
      }
    }
    events.push({ type: "supply", side, outOfSupply: cut, rule: "13.1" });
  }
  draft.supply = { out };
}
