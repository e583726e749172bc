import type { GameState } from "./types";
import { RuleError } from "../../core/errors";
import { HexHeap } from "../../core/heap";
import {
  F_MAJOR_CITY,
  SIDE_FERRY,
  SIDE_FORTIFIED_LINE,
  SIDE_MAJOR_RIVER,
  SIDE_MINOR_RIVER,
  SIDE_WATER,
  TC_SEA,
  TC_UNKNOWN,
  tcIndex,
} from "../../map/compiled-map";
import { type Board, defOf, enemyOf, unitsAt, valuesOf } from "./board";
import { type Context, HEXSIDE_KIND_INDEX, MOBILITIES, WEATHERS, mobilityIndex, weatherIndex } from "./context";
import { hexsideBits } from "./ferries";
import { fullForRoad } from "./stacking";
import { enemyFortification, isClearish, needsMopUp, underMopUp } from "./terrain";
import { computeZoc } from "./zoc";
import { strikeStackLimit } from "./advanced/strike-effects";
import { interdictedHexes } from "./advanced/interdiction";

/**
 * Land movement [8.3, 8.5.1] as a Dijkstra search over hexes. Costs come
 * from the TEC by terrain × mobility class × weather; a stack pays its
 * slowest member's cost. Entering an enemy ZOC ends the move [8.2.2], as
 * does entering an enemy major city or an enemy city/installation across a
 * bridge or ferry (no bypass [8.5.1.1]).
 */

export interface Mover {
  b: Board;
  ctx: Context;
  state: GameState;
  side: string;
  ids: string[];
  origin: number;
  mobs: number[];
  wi: number;
  ma: number;
  allLi: boolean;
  nations: number[];
  ezoc: Uint8Array;
  underMopUp: boolean;
  overstackLeave: boolean;
  /** Friendly units left in the origin after the stack moves out. */
  othersAtOrigin: number;
  /** The stack's costs in this weather (its slowest member's), by terrain class, road code − 1 and hexside kind. */
  costs: StackCosts;
  /** The Advanced game's sabotaged (interdicted) hexes this turn, with their extra MP [20.2.1, 23.4.4]; absent when none. */
  interdicted?: Record<number, 1 | 2>;
}

/**
 * A stack pays its slowest member's cost [8.5.1]: the TEC rows for its
 * mobility classes and the weather, folded once per stack instead of on every
 * step of a search (shared by every mover with the same classes and weather).
 */
export interface StackCosts {
  terrain: Float64Array;
  road: Float64Array;
  side: Float64Array;
}

const stackCosts = new WeakMap<Context, Map<string, StackCosts>>();

function costsFor(ctx: Context, mobs: readonly number[], wi: number): StackCosts {
  let byKey = stackCosts.get(ctx);
  if (!byKey) {
    byKey = new Map();
    stackCosts.set(ctx, byKey);
  }
  const key = `${mobs.join(",")}|${wi}`;
  let c = byKey.get(key);
  if (!c) {
    const fold = (table: Float64Array) => {
      const rows = table.length / (MOBILITIES * WEATHERS);
      const out = new Float64Array(rows);
      for (let r = 0; r < rows; r += 1) {
        let v = 0;
        for (const mob of mobs) v = Math.max(v, table[(r * MOBILITIES + mob) * WEATHERS + wi] as number);
        out[r] = v;
      }
      return out;
    };
    c = { terrain: fold(ctx.terrainCost), road: fold(ctx.roadCost), side: fold(ctx.sideCost) };
    byKey.set(key, c);
  }
  return c;
}

/** Segment restrictions and stack checks; returns a Mover or the rule broken. */
export function makeMover(b: Board, ids: readonly string[], opts: { restriction?: "elite" | "not-in-ezoc"; ezoc?: Uint8Array } = {}): Mover | RuleError {
  const { ctx, state } = b;
  if (ids.length === 0) return new RuleError("8.5.1", "name at least one unit to move");
  const first = state.units[ids[0] as string];
  if (!first) return new RuleError("8.5.1", `no unit ${ids[0]}`);
  const origin = first.hex;
  const side = ctx.units.get(ids[0] as string)?.side ?? "";
  for (const id of ids) {
    const u = state.units[id];
    const d = ctx.units.get(id);
    if (!u || !d) return new RuleError("8.5.1", `no unit ${id}`);
    if (!d.ground) return new RuleError("8.5", `${id} is not a land unit; air and naval movement come later`);
    if (u.status !== "map") return new RuleError("8.5.1", `${id} is not on the map`);
    if (u.hex !== origin) return new RuleError("8.5.1", `a stack moves together from one hex; ${id} is elsewhere`);
    if (d.side !== side) return new RuleError("8.5.1", "a stack belongs to one side");
  }
  const enemy = enemyOf(ctx, side);
  const ezoc = opts.ezoc ?? computeZoc(b, enemy);
  const inEz = (ezoc[origin] ?? 0) === 1;
  const allLi = ids.every((id) => defOf(ctx, id).lightInfantry);
  if (opts.restriction) {
    const cut = ids.find((id) => state.supply?.out[id] === true);
    if (cut) return new RuleError("13.1.4", `${cut} is out of supply and cannot move in the elite reaction or breakthrough segment`);
  }
  // The Advanced game's strike markers: no move in breakthrough/elite reaction, one hex only under strike 2 [27.3.1, 27.3.2].
  const struck = strikeStackLimit(state, (id) => defOf(ctx, id), ids, opts.restriction);
  if (struck instanceof RuleError) return struck;
  if (opts.restriction === "elite") {
    for (const id of ids) {
      const er = valuesOf(ctx, state, id).er;
      if (er < 6 || er > 8) return new RuleError("3.0", `only units with ER 6–8 move in the elite reaction segment (${id} has ${er})`);
    }
    if (inEz) return new RuleError("8.5.1", "units in an enemy ZOC cannot move in the elite reaction segment");
  }
  if (opts.restriction === "not-in-ezoc" && inEz && !(allLi && !isClearish(ctx, origin))) {
    return new RuleError("8.5.1", "units in an enemy ZOC cannot move in the breakthrough segment");
  }
  let ma = Infinity;
  const mobs = new Set<number>();
  const nations = new Set<number>();
  for (const id of ids) {
    const d = defOf(ctx, id);
    const full = valuesOf(ctx, state, id).ma;
    // Landed by airlift or by sea transport within one zone: half MA, rounded up [8.5.2, 8.5.7.1].
    ma = Math.min(ma, state.seg.halfMa?.[id] ? Math.ceil(full / 2) : full);
    mobs.add(mobilityIndex(d.mobility));
    nations.add(d.nationIndex);
  }
  const here = unitsAt(b, origin);
  const wi = weatherIndex(state.weather ?? "clear");
  return {
    b,
    ctx,
    state,
    side,
    ids: [...ids],
    origin,
    mobs: [...mobs],
    wi,
    // MA 0 leaves the one hex every unit may move [8.5.1]: strike 2's "one hex only" [27.3.2].
    ma: ma === Infinity || struck === "one-hex" ? 0 : ma,
    allLi,
    nations: [...nations],
    ezoc,
    underMopUp: underMopUp(state, origin, side),
    overstackLeave: state.seg.overstackedAtStart[origin] === true,
    othersAtOrigin: here.filter((id) => !ids.includes(id)).length,
    costs: costsFor(ctx, [...mobs], wi),
    ...interdictedHexes(state),
  };
}

const TC_MOUNTAIN = tcIndex("mountain");
const STOP_NONE = 0;
const STOP_EZOC = 1;
const STOP_MOPUP = 2;
const STOP_ALL_MA = 3;
const STOP_MASK = 3;
const MOPUP = 4;
const DONE = 8;

/** Out-parameters of `step`, reused to keep the search allocation-free. */
const out = { stop: STOP_NONE, mopUp: false, road: false, error: null as RuleError | null };

/**
 * The MP cost of one step from `from` in direction `d`, or Infinity when
 * prohibited (with `out.error` naming the rule when `explain`).
 */
export function step(m: Mover, from: number, d: number, atOrigin: boolean, explain: boolean): number {
  const { ctx, state, b } = m;
  const cm = ctx.cm;
  out.stop = STOP_NONE;
  out.mopUp = false;
  out.road = false;
  out.error = null;
  const to = cm.neighbours[from * 6 + d] as number;
  if (to < 0) return fail(explain, "8.5.1", "off the map");
  const occ = b.occupant[to] as number;
  if (occ >= 0 && ctx.sides[occ] !== m.side) return fail(explain, "8.2.2", `a unit may never enter a hex holding enemy units (${cm.label(to)})`);
  const tc = cm.terrain[to] as number;
  if (tc === TC_SEA || tc === TC_UNKNOWN) return fail(explain, "8.3.3", `land units cannot enter sea hexes (${cm.label(to)})`);
  if (m.underMopUp && !atOrigin) return fail(explain, "8.4.1.3", "units leaving a mop-up marker spend all their MA");

  const bits = hexsideBits(ctx, state, from * 6 + d);
  const roadCode = cm.roads[from * 6 + d] as number;
  let extra = 0;
  if (bits !== 0) {
    if (bits & SIDE_WATER) {
      const ferry = bits & SIDE_FERRY ? cm.ferryNation.get(from * 6 + d) : undefined;
      if (ferry === undefined || !m.nations.every((n) => n === ferry)) return fail(explain, "8.3.3", "land units cannot cross water hexsides (no usable ferry) [8.3.1.8]");
      const c = sideCost(m, HEXSIDE_KIND_INDEX.ferry);
      if (c === Infinity) return fail(explain, "8.3.1.8", "the ferry cannot be used in this weather");
      extra += c;
    }
    if (bits & SIDE_MAJOR_RIVER && roadCode === 0) return fail(explain, "8.3.1.1.1", "a major river is crossed only at a bridge");
    if (bits & SIDE_MINOR_RIVER && roadCode === 0) {
      const c = sideCost(m, HEXSIDE_KIND_INDEX["minor-river"]);
      if (c === Infinity) return fail(explain, "8.3.1.1", "the river cannot be crossed here");
      extra += c;
    }
    if (bits & SIDE_FORTIFIED_LINE) {
      const c = sideCost(m, HEXSIDE_KIND_INDEX["fortified-line"]);
      if (c === Infinity) return fail(explain, "8.3.1.10", "the fortified line cannot be crossed");
      extra += c;
    }
  }

  const enemyFort = roadCode > 0 && enemyFortification(ctx, state, to, m.side);
  // An interdicted hex: no road movement into, through or out of it; +1/+2 MP to enter it, and to leave it from the start [23.4.4].
  const cut = m.interdicted ? (m.interdicted[to] ?? 0) + (atOrigin ? (m.interdicted[from] ?? 0) : 0) : 0;
  const road = roadCode > 0 && !enemyFort && !fullForRoad(ctx, b, to) && !(m.interdicted && (m.interdicted[to] || m.interdicted[from]));
  out.road = road;
  let cost: number;
  let wholeMa = false;
  if (road) cost = m.costs.road[roadCode - 1] as number;
  else {
    cost = m.costs.terrain[tc] as number;
    if (cost === Infinity) {
      // An enemy fortification blocks road movement [8.3.2], which would close a mountain one to vehicles for good; along
      // the road they may still enter it by spending their whole MA [8.3.3] — from the start of the move (RULINGS.md).
      const fortException = enemyFort && tc === TC_MOUNTAIN && !fullForRoad(ctx, b, to);
      if (!fortException) return fail(explain, "8.3.3", `prohibited terrain for this mobility class and weather (${cm.label(to)}, ${cm.terrainClass(to)})`);
      if (!atOrigin) return fail(explain, "8.3.3", `an enemy fortification in a mountain hex is entered along a road only by spending the whole MA, from the start of the move (${cm.label(to)})`);
      wholeMa = true;
      cost = 0;
    }
  }
  cost += extra + cut;

  const toEz = m.ezoc[to] === 1 && !liIgnores(m, road, to);
  const fromEz = m.ezoc[from] === 1 && !liIgnores(m, road, from);

  if (m.underMopUp) {
    if (m.ezoc[to] === 1) return fail(explain, "8.4.1.3", "units leaving a mop-up marker may not enter an enemy ZOC");
    out.stop = STOP_ALL_MA;
    return Math.max(cost, m.ma);
  }

  if (atOrigin && m.overstackLeave) cost += 1;
  if (fromEz) {
    const friendsLeft = atOrigin ? m.othersAtOrigin > 0 : unitsAt(b, from).length > 0;
    if (!friendsLeft) cost += 1;
  }
  if (toEz) {
    if (fromEz && atOrigin) {
      out.stop = STOP_ALL_MA;
      return Math.max(cost, m.ma);
    }
    if (fromEz) return fail(explain, "8.2.2", "a unit that enters an enemy ZOC stops");
    if (unitsAt(b, to).length === 0) cost += 1;
    out.stop = STOP_EZOC;
  }
  if (wholeMa) {
    out.stop = STOP_ALL_MA;
    cost = Math.max(cost, m.ma);
  }
  if (needsMopUp(ctx, state, to, m.side)) {
    out.mopUp = true;
    if (state.mopUpAbandoned[to]) return fail(explain, "8.4.1.3", "no new mop-up marker in a hex abandoned this turn");
    const crossedWater = (bits & (SIDE_WATER | SIDE_MINOR_RIVER | SIDE_MAJOR_RIVER)) !== 0;
    if (cm.has(to, F_MAJOR_CITY) || crossedWater) {
      if (out.stop === STOP_NONE) out.stop = STOP_MOPUP;
    }
  }
  return cost;
}

// Plain functions, not closures: the hot path must not allocate per step.
function fail(explain: boolean, rule: string, why: string): number {
  if (explain) out.error = new RuleError(rule, why);
  return Infinity;
}

function sideCost(m: Mover, kind: number): number {
  return m.costs.side[kind] as number;
}

function liIgnores(m: Mover, road: boolean, h: number): boolean {
  return m.allLi && !road && !isClearish(m.ctx, h);
}

export interface Reach {
  origin: number;
  ma: number;
  cost: Float64Array;
  prev: Int32Array;
  /** Reached hexes in the order found (origin first). */
  hexes: number[];
  stop: Uint8Array;
  mopUp: Uint8Array;
}

const heap = new HexHeap(1024);

/** Every hex the stack can end its move in, with cost and predecessor [8.5.1]. */
export function search(m: Mover): Reach {
  const hexes = explore(m);
  const { cost, prev, flags } = m.ctx.cm.scratch;
  const n = hexes.length;
  const r: Reach = { origin: m.origin, ma: m.ma, cost: new Float64Array(n), prev: new Int32Array(n), hexes, stop: new Uint8Array(n), mopUp: new Uint8Array(n) };
  for (let i = 0; i < n; i += 1) {
    const h = hexes[i] as number;
    r.cost[i] = cost[h] as number;
    r.prev[i] = prev[h] as number;
    r.stop[i] = (flags[h] as number) & STOP_MASK;
    r.mopUp[i] = (flags[h] as number) & MOPUP ? 1 : 0;
  }
  return r;
}

/**
 * `search` without its copy: the reached hexes (origin first), with each
 * one's cost and predecessor left by hex index in the map's scratch arrays
 * (`cm.scratch.cost`, `cm.scratch.prev`), valid until the next search. For
 * callers that read a few hexes of many searches (bots).
 */
export function explore(m: Mover): number[] {
  const cm = m.ctx.cm;
  const gen = cm.nextGeneration();
  const { cost, prev, stamp } = cm.scratch;
  const flags = cm.scratch.flags;
  const hexes: number[] = [];
  heap.clear();
  stamp[m.origin] = gen;
  cost[m.origin] = 0;
  prev[m.origin] = -1;
  flags[m.origin] = 0;
  heap.push(m.origin, 0, m.origin);
  while (heap.size > 0) {
    const h = heap.pop();
    const c = heap.lastKey;
    if ((flags[h] as number) & DONE || c > (cost[h] as number)) continue;
    flags[h] = (flags[h] as number) | DONE;
    hexes.push(h);
    const atOrigin = h === m.origin;
    if (!atOrigin && ((flags[h] as number) & STOP_MASK) !== STOP_NONE) continue;
    for (let d = 0; d < 6; d += 1) {
      const to = cm.neighbours[h * 6 + d] as number;
      // A settled hex keeps its cost whatever this step would say: skip the step.
      if (to >= 0 && stamp[to] === gen && (flags[to] as number) & DONE) continue;
      const sc = step(m, h, d, atOrigin, false);
      if (sc === Infinity) continue;
      let nc = c + sc;
      let st = out.stop;
      if (nc > m.ma) {
        // Every unit may move one hex when nothing prohibits it [8.5.1].
        if (!atOrigin) continue;
        st = STOP_ALL_MA;
        nc = Math.max(nc, m.ma);
      }
      const seen = stamp[to] === gen;
      if (seen && (flags[to] as number) & DONE) continue;
      const better = !seen || nc < (cost[to] as number) || (nc === cost[to] && ((flags[to] as number) & STOP_MASK) !== STOP_NONE && st === STOP_NONE);
      if (!better) continue;
      stamp[to] = gen;
      cost[to] = nc;
      prev[to] = h;
      flags[to] = st | (out.mopUp ? MOPUP : 0);
      heap.push(to, nc, to);
    }
  }
  return hexes;
}

const indexes = new WeakMap<Reach, Map<number, number>>();

export function pathTo(r: Reach, hex: number): number[] {
  let index = indexes.get(r);
  if (!index) {
    index = new Map(r.hexes.map((h, i) => [h, i]));
    indexes.set(r, index);
  }
  const path: number[] = [];
  let h = hex;
  while (h >= 0) {
    path.push(h);
    const i = index.get(h);
    if (i === undefined) return [];
    h = r.prev[i] as number;
  }
  return path.reverse();
}

/** Walks an explicit path, naming the first rule it breaks [8.2.2, 8.3, 8.5.1]. */
export function checkPath(m: Mover, path: readonly number[]): { cost: number; mopUp: boolean } | RuleError {
  const cm = m.ctx.cm;
  if (path[0] !== m.origin) return new RuleError("8.5.1", "a path starts in the stack's hex");
  if (path.length < 2) return new RuleError("8.5.1", "a move enters at least one hex");
  let total = 0;
  let mopUp = false;
  for (let i = 1; i < path.length; i += 1) {
    const from = path[i - 1] as number;
    const to = path[i] as number;
    const d = cm.directionTo(from, to);
    if (d < 0) return new RuleError("8.5.1", `${cm.label(from)} and ${cm.label(to)} are not adjacent`);
    if (i > 1 && out.stop === STOP_EZOC) return new RuleError("8.2.2", "a unit that enters an enemy ZOC stops");
    if (i > 1 && out.stop === STOP_MOPUP) return new RuleError("8.5.1.1", "an enemy major city, or a city/installation entered by bridge or ferry, cannot be bypassed: the move stops there");
    if (i > 1 && out.stop === STOP_ALL_MA) return new RuleError("8.2.2", "the move already spent the whole MA");
    const c = step(m, from, d, i === 1, true);
    if (c === Infinity) return out.error ?? new RuleError("8.3.3", "prohibited");
    total += c;
    mopUp = out.mopUp;
    if (total > m.ma && !(i === 1 && path.length === 2)) return new RuleError("8.5.1", `the move costs ${total} MP, more than the MA of ${m.ma}`);
  }
  return { cost: Math.min(total, Math.max(total, m.ma)), mopUp };
}
