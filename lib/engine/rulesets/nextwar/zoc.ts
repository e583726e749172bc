import type { GameState } from "./types";
import { F_MAJOR_CITY, SIDE_ANY_RIVER_OR_WATER, SIDE_FORTIFIED_LINE } from "../../map/compiled-map";
import { type Board, boardOf, buildBoard, controlOf, defOf, enemyOf, valuesOf } from "./board";
import { isMountainous } from "./stacking";

/**
 * Zones of control [8.2]. Every unit has a ZOC in its own hex [8.2.1]; a
 * stack of at least 2 SP with at least 1 combat strength projects it into the
 * six neighbours [8.2.1], except into mountain/alpine and major-city hexes
 * and across river or water hexsides (ferries and bridges included) [8.2.3];
 * on GT1 until the first movement segment ends, not across a fortified line
 * into hexes the enemy controlled at the start [8.2.3]; units under a mop-up
 * marker have no ZOC [8.2.3, 8.4.1]. Air and naval units have none [8.2.1].
 */
export function computeZoc(b: Board, side: string): Uint8Array {
  const { ctx, state } = b;
  const cm = ctx.cm;
  const mask = new Uint8Array(cm.n);
  const enemy = enemyOf(ctx, side);
  for (const [hex, ids] of b.at) {
    if (defOf(ctx, ids[0] as string).side !== side) continue;
    const marker = state.mopUp[hex];
    if (marker && marker.side === side) continue;
    // The Advanced game: depots and MSUs have no ZOC [19.4.1] (RULINGS-advanced.md).
    const zocIds = state.adv ? ids.filter((id) => !defOf(ctx, id).supplyUnit) : ids;
    if (zocIds.length === 0) continue;
    mask[hex] = 1;
    let sp = 0;
    let strength = 0;
    for (const id of zocIds) {
      sp += defOf(ctx, id).sp;
      const v = valuesOf(ctx, state, id);
      strength += v.attack + v.defence;
    }
    if (sp < 2 || strength < 1) continue;
    for (let d = 0; d < 6; d += 1) {
      const nb = cm.neighbours[hex * 6 + d] as number;
      if (nb < 0) continue;
      if (projectsInto(b, hex, d, nb, enemy)) mask[nb] = 1;
    }
  }
  return mask;
}

function projectsInto(b: Board, hex: number, d: number, nb: number, enemy: string): boolean {
  const { ctx, state } = b;
  const cm = ctx.cm;
  if (isMountainous(ctx, nb) || cm.has(nb, F_MAJOR_CITY)) return false;
  const bits = cm.sides[hex * 6 + d] as number;
  if (bits & SIDE_ANY_RIVER_OR_WATER) return false;
  if (bits & SIDE_FORTIFIED_LINE && state.turn === firstTurn(state) && !state.firstMoveDone && controlOf(ctx, state, nb) === enemy) return false;
  return true;
}

function firstTurn(state: GameState): number {
  return state.bundle.scenario.turns.first ?? 1;
}

/** Kept on the state under a hidden key, like its board (board.ts says why not in a WeakMap). */
const ZOC = Symbol("warbench.zoc");
const frozenZoc = new WeakMap<GameState, Map<string, Uint8Array>>();

/** The hexes in `side`'s ZOC (1 = in ZOC), cached; only for states no one will mutate. */
export function zocMask(state: GameState, side: string): Uint8Array {
  let m = (state as { [ZOC]?: Map<string, Uint8Array> })[ZOC] ?? frozenZoc.get(state);
  if (!m) {
    m = new Map();
    if (Object.isExtensible(state)) Object.defineProperty(state, ZOC, { value: m });
    else frozenZoc.set(state, m);
  }
  let z = m.get(side);
  if (!z) {
    z = computeZoc(boardOf(state), side);
    m.set(side, z);
  }
  return z;
}

/** For drafts: a fresh mask from a fresh board. */
export function draftZoc(state: GameState, side: string): Uint8Array {
  return computeZoc(buildBoard(state), side);
}
