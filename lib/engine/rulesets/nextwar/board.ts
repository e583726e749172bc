import type { GameState, UnitState } from "./types";
import { NO_NATION } from "../../map/compiled-map";
import { type Context, type UnitDef, contextOf } from "./context";
import { unsuppliedValues } from "./supply-values";
import { advancedValues } from "./advanced/values";

/**
 * Who is where, derived from a state: ground units per hex and the side
 * holding each occupied hex. Immutable states cache their board; drafts
 * inside `apply` rebuild it after they move units.
 */
export interface Board {
  ctx: Context;
  state: GameState;
  /** Ground units on the map by hex, ids sorted. */
  at: Map<number, string[]>;
  /** Side index occupying a hex, -1 when empty. */
  occupant: Int8Array;
}

/**
 * The board rides on its state under a hidden (non-enumerable symbol) key
 * rather than in a WeakMap: V8's young-generation collector keeps WeakMap
 * values alive, so a WeakMap entry per state promoted every state and board
 * of a game to the old generation (a quarter of a bot game's time went in
 * collecting them). Copies, JSON, hashes and structured clones never see the
 * key. A frozen state keeps its board in the WeakMap.
 */
const BOARD = Symbol("warbench.board");
const frozenBoards = new WeakMap<GameState, Board>();

export function boardOf(state: GameState): Board {
  const held = (state as { [BOARD]?: Board })[BOARD] ?? frozenBoards.get(state);
  if (held) return held;
  const b = buildBoard(state);
  if (Object.isExtensible(state)) Object.defineProperty(state, BOARD, { value: b });
  else frozenBoards.set(state, b);
  return b;
}

/** The ground units of a scenario in id order, with their side's index: what every board is built from. */
const groundOf = new WeakMap<Context, { ids: string[]; side: Int8Array }>();

function groundUnits(ctx: Context): { ids: string[]; side: Int8Array } {
  let g = groundOf.get(ctx);
  if (!g) {
    const ids = ctx.unitIds.filter((id) => (ctx.units.get(id) as UnitDef).ground);
    g = { ids, side: Int8Array.from(ids, (id) => ctx.sides.indexOf((ctx.units.get(id) as UnitDef).side)) };
    groundOf.set(ctx, g);
  }
  return g;
}

/** A board for a state being edited: never cached. */
export function buildBoard(state: GameState): Board {
  const ctx = contextOf(state.bundle);
  const at = new Map<number, string[]>();
  const occupant = new Int8Array(ctx.cm.n).fill(-1);
  const ground = groundUnits(ctx);
  for (let i = 0; i < ground.ids.length; i += 1) {
    const id = ground.ids[i] as string;
    const u = state.units[id] as UnitState;
    if (u.status !== "map" || u.hex < 0) continue;
    const list = at.get(u.hex);
    if (list) list.push(id);
    else at.set(u.hex, [id]);
    occupant[u.hex] = ground.side[i] as number;
  }
  return { ctx, state, at, occupant };
}

export function unitsAt(b: Board, hex: number): string[] {
  return b.at.get(hex) ?? [];
}

export function sideIndex(ctx: Context, side: string): number {
  return ctx.sides.indexOf(side);
}

export function enemyOf(ctx: Context, side: string): string {
  return ctx.sides[0] === side ? ctx.sides[1] : ctx.sides[0];
}

export function defOf(ctx: Context, id: string): UnitDef {
  const d = ctx.units.get(id);
  if (!d) throw new Error(`unknown unit ${id}`);
  return d;
}

/** Values on the side now showing: full strength or reduced [2.3, 9.7.1]; out of supply, as [13.1.4] lowers them. */
export function valuesOf(ctx: Context, state: GameState, id: string): UnitDef["full"] {
  const d = defOf(ctx, id);
  const u = state.units[id] as UnitState;
  const printed = d.maxSteps > 1 && u.steps < d.maxSteps ? d.reduced : d.full;
  if (state.adv) return advancedValues(ctx, state, id, printed);
  return state.supply?.out[id] === true ? unsuppliedValues(printed) : printed;
}

/** The side controlling a hex: the state's record, else the owner of the map nation [2.8]. */
export function controlOf(ctx: Context, state: GameState, hex: number): string | null {
  const v = state.control[hex];
  if (v !== undefined) return v;
  return baseControl(ctx, hex);
}

export function baseControl(ctx: Context, hex: number): string | null {
  const n = ctx.cm.nation[hex] as number;
  if (n === NO_NATION) return null;
  const s = ctx.mapNationSide[n] as number;
  return s < 0 ? null : ctx.sides[s] as string;
}

/** Whether the hex lies in a nation of this side (own or allied country). */
export function inFriendlyCountry(ctx: Context, side: string, hex: number): boolean {
  const n = ctx.cm.nation[hex] as number;
  if (n === NO_NATION) return false;
  const s = ctx.mapNationSide[n] as number;
  return s >= 0 && ctx.sides[s] === side;
}
