import type { GameState } from "../types";
import { HexHeap } from "../../../core/heap";
import { F_CITY, F_INSTALLATION, F_MAJOR_CITY, SIDE_FERRY, SIDE_FORTIFIED_LINE, SIDE_MAJOR_RIVER, SIDE_MINOR_RIVER, SIDE_WATER, TC_SEA, TC_UNKNOWN } from "../../../map/compiled-map";
import { type Board, controlOf, enemyOf, inFriendlyCountry, sideIndex } from "../board";
import { type Context, HEXSIDE_KIND_INDEX, MOBILITIES, WEATHERS, mobilityIndex, weatherIndex } from "../context";
import { hexsideBits } from "../ferries";
import { isSupplySource } from "../supply";
import { computeZoc } from "../zoc";
import { isSubordinate } from "./subordination";

/**
 * The line of communication [19.2]: each land unit and HQ on the map traces
 * a line of hexes, costed as a motorised unit moving (the TEC, roads and
 * hexsides of the standard movement), to a source within the source's range
 * [19.1] or to a supplied superior HQ within 4 MP (the HQ's range under
 * option [29.5]). The line may not pass enemy units, an enemy ZOC without a
 * friendly unit, prohibited terrain, or an enemy-controlled major city, city
 * or installation. A combat unit next to a source or supplied superior HQ is
 * supplied whatever the cost (foot always, motorised/mechanised unless the
 * terrain forbids its move). An MSU supplies only when a depot or major city
 * supplies it. Lines are measured from the source outwards, one multi-source
 * search per kind of source (RULINGS-advanced.md "Supply [19]").
 */

export interface SupplySource {
  hex: number;
  range: number;
  /** The depot / MSU unit, absent for a major city or beachhead. */
  unit?: string;
  kind: "major-city" | "depot" | "msu" | "beachhead";
}

/** A search from many sources at once: `key[h]` ≤ 0 where reached (cost so far − the source's range), `prev[h]` towards the source. */
export interface SourceReach {
  key: Float32Array;
  prev: Int32Array;
}

export interface SideTrace {
  side: string;
  /** Supplied units (and HQs) by id, with their line: hex labels from the unit to its source or HQ [19.2]. */
  lines: Map<string, string[]>;
  /** What a depot or major city supplies (MSUs' own supply, converting an MSU, placing a depot) [19.2, 19.4]. */
  primary: SourceReach;
  sources: SupplySource[];
}

const MOTORIZED = mobilityIndex("motorized");

/** Per side: the hexes a line may pass (1) and those it may only end in (2: a friendly unit in an enemy-controlled city). */
function passMask(b: Board, side: string): Uint8Array {
  const { ctx, state } = b;
  const cm = ctx.cm;
  const ezoc = computeZoc(b, enemyOf(ctx, side));
  const own = sideIndex(ctx, side);
  const enemy = enemyOf(ctx, side);
  const mask = new Uint8Array(cm.n);
  for (let h = 0; h < cm.n; h += 1) {
    const t = cm.terrain[h] as number;
    if (t === TC_SEA || t === TC_UNKNOWN) continue;
    const occ = b.occupant[h] as number;
    if (occ >= 0 && occ !== own) continue;
    if (ezoc[h] === 1 && occ !== own) continue;
    const enemyCity = cm.has(h, F_MAJOR_CITY | F_CITY | F_INSTALLATION) && controlOf(ctx, state, h) === enemy;
    if (enemyCity) {
      if (occ === own) mask[h] = 2;
      continue;
    }
    mask[h] = 1;
  }
  return mask;
}

/** The MP a motorised unit pays to enter `to` from `from` in this weather, Infinity when it may not [8.3, 19.2]. */
function motorisedCost(ctx: Context, state: GameState, side: string, from: number, d: number, to: number, wi: number, mob = MOTORIZED): number {
  const cm = ctx.cm;
  const key = from * 6 + d;
  const raw = cm.sides[key] as number;
  const roadCode = cm.roads[key] as number;
  // The common step: no hexside feature — the road or the terrain alone.
  if (raw === 0) return roadCode > 0 ? (ctx.roadCost[((roadCode - 1) * MOBILITIES + mob) * WEATHERS + wi] as number) : (ctx.terrainCost[((cm.terrain[to] as number) * MOBILITIES + mob) * WEATHERS + wi] as number);
  const bits = hexsideBits(ctx, state, key);
  let extra = 0;
  if (bits !== 0) {
    if (bits & SIDE_WATER) {
      const ferry = bits & SIDE_FERRY ? cm.ferryNation.get(key) : undefined;
      if (ferry === undefined || ctx.mapNationSide[ferry] !== sideIndex(ctx, side)) return Infinity;
      extra += ctx.sideCost[(HEXSIDE_KIND_INDEX.ferry * MOBILITIES + mob) * WEATHERS + wi] as number;
    }
    if (bits & SIDE_MAJOR_RIVER && roadCode === 0) return Infinity;
    if (bits & SIDE_MINOR_RIVER && roadCode === 0) extra += ctx.sideCost[(HEXSIDE_KIND_INDEX["minor-river"] * MOBILITIES + mob) * WEATHERS + wi] as number;
    if (bits & SIDE_FORTIFIED_LINE) extra += ctx.sideCost[(HEXSIDE_KIND_INDEX["fortified-line"] * MOBILITIES + mob) * WEATHERS + wi] as number;
  }
  const base = roadCode > 0 ? (ctx.roadCost[((roadCode - 1) * MOBILITIES + mob) * WEATHERS + wi] as number) : (ctx.terrainCost[((cm.terrain[to] as number) * MOBILITIES + mob) * WEATHERS + wi] as number);
  return base + extra;
}

const heap = new HexHeap(1024);

/** One Dijkstra from every source at once, each seeded at −range: a hex is reached while its key stays ≤ 0 [19.1, 19.2]. */
export function reachFrom(b: Board, side: string, pass: Uint8Array, seeds: readonly { hex: number; range: number }[]): SourceReach {
  const { ctx, state } = b;
  const cm = ctx.cm;
  // Float32: TEC costs are halves and quarters, exact in 24 bits.
  const key = new Float32Array(cm.n).fill(Infinity);
  const prev = new Int32Array(cm.n).fill(-1);
  const wi = weatherIndex(state.weather ?? "clear");
  heap.clear();
  for (const s of seeds) {
    if (pass[s.hex] !== 1 || -s.range >= (key[s.hex] as number)) continue;
    key[s.hex] = -s.range;
    heap.push(s.hex, -s.range, s.hex);
  }
  while (heap.size > 0) {
    const h = heap.pop();
    const k = heap.lastKey;
    if (k > (key[h] as number) || pass[h] !== 1) continue;
    for (let d = 0; d < 6; d += 1) {
      const nb = cm.neighbours[h * 6 + d] as number;
      if (nb < 0 || pass[nb] === 0) continue;
      const nk = k + motorisedCost(ctx, state, side, h, d, nb, wi);
      if (nk > 0 || nk >= (key[nb] as number)) continue;
      key[nb] = nk;
      prev[nb] = h;
      heap.push(nb, nk, nb);
    }
  }
  return { key, prev };
}

/** The hex labels of the line from `hex` back to its source [19.2]. */
export function lineOf(ctx: Context, reach: SourceReach, hex: number): string[] {
  const out: string[] = [];
  for (let h = hex; h >= 0; h = reach.prev[h] as number) out.push(ctx.cm.label(h));
  return out;
}

function reached(reach: SourceReach, hex: number): boolean {
  return (reach.key[hex] as number) <= 0;
}

/** The side's depots, major cities and (serving) beachheads, each with its range [19.1, 27.3.2]; MSUs come from `msuSources`. */
export function fixedSources(b: Board, side: string): SupplySource[] {
  const { ctx, state } = b;
  const ranges = advancedCharts(ctx).supplyRanges;
  const out: SupplySource[] = [];
  for (let h = 0; h < ctx.cm.n; h += 1) {
    if (ctx.cm.has(h, F_MAJOR_CITY) && inFriendlyCountry(ctx, side, h) && controlOf(ctx, state, h) === side) out.push({ hex: h, range: ranges.majorCity, kind: "major-city" });
  }
  // A beachhead serves while its side holds the coastal box, never in a storm [19.1].
  if (state.weather !== "storm") {
    for (const [k, bh] of Object.entries(state.beachheads?.at ?? {})) {
      const h = Number(k);
      if (bh.side === side && isSupplySource(ctx, state, side, h)) out.push({ hex: h, range: ranges.beachhead, kind: "beachhead" });
    }
  }
  for (const id of supplyUnitsOf(b, side)) {
    if (state.units[id]?.face !== "depot") continue;
    const d = ctx.units.get(id);
    const struck = state.adv?.strikes[id] === 2;
    const own = d?.supplyRange ?? 0;
    const normal = own > 0 ? own : ranges.depot;
    // Strike 2 cuts a depot's range to the chart's (8 → 4) [27.3.2]; a printed range no longer than that stays.
    out.push({ hex: state.units[id]?.hex as number, range: struck ? Math.min(normal, ranges.depotStruck) : normal, unit: id, kind: "depot" });
  }
  return out;
}

/** The side's supply units on the map (depots and MSUs) [19.4]. */
export function supplyUnitsOf(b: Board, side: string): string[] {
  const out: string[] = [];
  for (const ids of b.at.values()) for (const id of ids) if (b.ctx.units.get(id)?.supplyUnit && b.ctx.units.get(id)?.side === side) out.push(id);
  return out.sort();
}

export function advancedCharts(ctx: Context) {
  const a = ctx.charts.advanced;
  if (!a) throw new Error("the Advanced game needs the game's Advanced charts (charts.advanced)");
  return a;
}

/** Per board and side: the depot/major-city search, asked again and again while the logistics options are listed. */
const primaries = new WeakMap<Board, Map<string, SourceReach>>();

/** The search from depots and major cities alone: what may make, convert or supply an MSU [19.2, 19.4]. */
export function primaryReach(b: Board, side: string): SourceReach {
  let bySide = primaries.get(b);
  if (!bySide) {
    bySide = new Map();
    primaries.set(b, bySide);
  }
  let r = bySide.get(side);
  if (!r) {
    r = reachFrom(b, side, passMask(b, side), fixedSources(b, side).filter((s) => s.kind !== "beachhead"));
    bySide.set(side, r);
  }
  return r;
}

/** Whether a depot or major city supplies `hex` [19.4]. */
export function primarySupplies(b: Board, side: string, hex: number): boolean {
  return reached(primaryReach(b, side), hex);
}

/**
 * Units that count as supplied whatever their line: emergency-supplied
 * [19.6], and those that paradropped, airmobiled or assaulted this turn while
 * in supply [19.2] (not in `supply.out` when they landed).
 */
function keptInSupply(state: GameState, id: string): boolean {
  if (state.adv?.emergency[id]) return true;
  const landed =
    (state.paradrop?.turn === state.turn && state.paradrop.landed[id] === true) ||
    (state.airmobile?.turn === state.turn && state.airmobile.landed[id] === true) ||
    (state.amphibious?.landed.turn === state.turn && state.amphibious.landed.units[id] === true);
  return landed && state.supply?.out[id] !== true;
}

/** The HQ range a subordinate traces to: 4 MP, or the HQ's range under the HQ supply range option [19.2, 29.5]. */
function hqRange(ctx: Context, hq: string): number {
  if (ctx.bundle.scenario.advanced?.hqSupplyRange) return ctx.units.get(hq)?.range ?? 0;
  return advancedCharts(ctx).supplyRanges.hq;
}

/** Whether a unit may claim the adjacency rule [19.2]: foot always, motorised/mechanised when its own move into the source hex is not prohibited. */
function adjacentLine(b: Board, side: string, id: string, from: number, to: number): boolean {
  const { ctx, state } = b;
  const d = ctx.units.get(id);
  if (!d || d.hq || d.supplyUnit) return false;
  const dir = ctx.cm.directionTo(from, to);
  if (dir < 0) return false;
  if (d.mobility === "foot") return true;
  return motorisedCost(ctx, state, side, from, dir, to, weatherIndex(state.weather ?? "clear"), mobilityIndex(d.mobility)) !== Infinity;
}

/** Every land unit and HQ of `side` on the map with its supply line, or none (out of supply) [19.2]. */
export function traceSide(b: Board, side: string): SideTrace {
  const { ctx, state } = b;
  const cm = ctx.cm;
  const pass = passMask(b, side);
  const fixed = fixedSources(b, side);
  const primary = reachFrom(b, side, pass, fixed.filter((s) => s.kind !== "beachhead"));
  const ranges = advancedCharts(ctx).supplyRanges;
  const sources = [...fixed];
  // An MSU supplies only while a depot or major city supplies it [19.2].
  for (const id of supplyUnitsOf(b, side)) {
    const u = state.units[id];
    if (!u || u.face === "depot" || !reached(primary, u.hex)) continue;
    const own = ctx.units.get(id)?.supplyRange ?? 0;
    sources.push({ hex: u.hex, range: own > 0 ? own : ranges.msu, unit: id, kind: "msu" });
  }
  // Without MSUs or beachheads serving, every source is a depot or major city: the first search is the whole answer.
  const all = sources.length === fixed.length && !fixed.some((s) => s.kind === "beachhead") ? primary : reachFrom(b, side, pass, sources);
  const sourceHexes = new Set(sources.filter((s) => pass[s.hex] === 1).map((s) => s.hex));
  const lines = new Map<string, string[]>();
  const units: string[] = [];
  for (const [hex, ids] of b.at) {
    for (const id of ids) {
      const d = ctx.units.get(id);
      if (!d || d.side !== side) continue;
      if (d.supplyUnit) {
        if (state.units[id]?.face === "depot") lines.set(id, [cm.label(hex)]);
        else if (reached(primary, hex)) lines.set(id, lineOf(ctx, primary, hex));
        continue;
      }
      units.push(id);
      if (keptInSupply(state, id)) lines.set(id, [cm.label(hex)]);
      else if (reached(all, hex)) lines.set(id, lineOf(ctx, all, hex));
      else {
        for (let dir = 0; dir < 6; dir += 1) {
          const nb = cm.neighbours[hex * 6 + dir] as number;
          if (nb >= 0 && sourceHexes.has(nb) && adjacentLine(b, side, id, hex, nb)) {
            lines.set(id, [cm.label(hex), cm.label(nb)]);
            break;
          }
        }
      }
    }
  }
  traceToHqs(b, side, pass, units, lines);
  return { side, lines, primary, sources };
}

/** Scratch for the small searches from HQs (a few dozen hexes each): stamped, never reallocated per HQ. */
let scratch: { key: Float64Array; prev: Int32Array; stamp: Uint32Array; gen: number } | null = null;

/** The hexes within `range` motorised MP of `origin` and the step back towards it [19.2]: hex → previous hex (−1 at the origin). */
export function smallReach(b: Board, side: string, pass: Uint8Array, origin: number, range: number): Map<number, number> {
  const { ctx, state } = b;
  const cm = ctx.cm;
  if (!scratch || scratch.key.length !== cm.n) scratch = { key: new Float64Array(cm.n), prev: new Int32Array(cm.n), stamp: new Uint32Array(cm.n), gen: 0 };
  const sc = scratch;
  sc.gen += 1;
  const gen = sc.gen;
  const wi = weatherIndex(state.weather ?? "clear");
  const out = new Map<number, number>();
  heap.clear();
  sc.stamp[origin] = gen;
  sc.key[origin] = 0;
  sc.prev[origin] = -1;
  heap.push(origin, 0, origin);
  while (heap.size > 0) {
    const h = heap.pop();
    const k = heap.lastKey;
    if (k > (sc.key[h] as number) || out.has(h)) continue;
    out.set(h, sc.prev[h] as number);
    // The HQ's own hex always starts a line; other hexes an enemy-held city ends.
    if (h !== origin && pass[h] !== 1) continue;
    for (let d = 0; d < 6; d += 1) {
      const nb = cm.neighbours[h * 6 + d] as number;
      if (nb < 0 || pass[nb] === 0) continue;
      const nk = k + motorisedCost(ctx, state, side, h, d, nb, wi);
      if (nk > range || (sc.stamp[nb] === gen && nk >= (sc.key[nb] as number))) continue;
      sc.stamp[nb] = gen;
      sc.key[nb] = nk;
      sc.prev[nb] = h;
      heap.push(nb, nk, nb);
    }
  }
  return out;
}

function smallLine(ctx: Context, r: Map<number, number>, hex: number): string[] {
  const out: string[] = [];
  for (let h = hex; h >= 0; h = r.get(h) ?? -1) out.push(ctx.cm.label(h));
  return out;
}

/**
 * Units still out of supply trace to a supplied superior HQ within its range
 * [19.2, 29.5], or stand next to one; an HQ supplied this way supplies its
 * own subordinates in turn (the supreme HQ supplies corps HQs), until nothing changes.
 */
function traceToHqs(b: Board, side: string, pass: Uint8Array, units: readonly string[], lines: Map<string, string[]>): void {
  const { ctx, state } = b;
  const cm = ctx.cm;
  const hqReach = new Map<string, Map<number, number>>();
  const reachOf = (hq: string): Map<number, number> => {
    let r = hqReach.get(hq);
    if (!r) {
      r = smallReach(b, side, pass, state.units[hq]?.hex as number, hqRange(ctx, hq));
      hqReach.set(hq, r);
    }
    return r;
  };
  const hqs = units.filter((id) => ctx.units.get(id)?.hq);
  let changed = true;
  while (changed) {
    changed = false;
    const supplied = hqs.filter((h) => lines.has(h));
    if (supplied.length === 0) return;
    for (const id of units) {
      if (lines.has(id)) continue;
      const hex = state.units[id]?.hex as number;
      for (const hq of supplied) {
        if (!isSubordinate(ctx, id, hq)) continue;
        const hqHex = state.units[hq]?.hex as number;
        const r = reachOf(hq);
        if (r.has(hex)) lines.set(id, smallLine(ctx, r, hex));
        else if (cm.distance(hex, hqHex) === 1 && adjacentLine(b, side, id, hex, hqHex)) lines.set(id, [cm.label(hex), cm.label(hqHex)]);
        else continue;
        if (ctx.units.get(id)?.hq) changed = true;
        break;
      }
    }
  }
}
