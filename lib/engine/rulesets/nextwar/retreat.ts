import type { GameEvent, GameState, UnitState } from "./types";
import { rollDie } from "../../core/dice";
import {
  F_CITY,
  F_FORTIFICATION,
  F_INSTALLATION,
  F_MAJOR_CITY,
  SIDE_FERRY,
  SIDE_MAJOR_RIVER,
  SIDE_MINOR_RIVER,
  SIDE_WATER,
  TC_SEA,
  TC_UNKNOWN,
  tcIndex,
} from "../../map/compiled-map";
import { type Board, buildBoard, controlOf, defOf, enemyOf, unitsAt } from "./board";
import { type Context, MOBILITIES, WEATHERS, mobilityIndex, weatherIndex } from "./context";
import { enterFerryHex, hexsideBits } from "./ferries";
import { loseStep } from "./losses";
import { effectiveEr } from "./stacking";
import { setEntered } from "./state";
import { needsMopUp } from "./terrain";
import { computeZoc } from "./zoc";
import { supplyRetreatLosses } from "./advanced/supply-combat";

/**
 * Retreat [9.8]. Distance by the defender's terrain: the TEC's retreat length,
 * one hex in a city or fortification [9.8.1]; the CRT's R1/R2 caps it (see
 * RULINGS.md). Each unit retreats on its own path or with others [9.8.1], toward its friendly map edge as
 * far as possible [9.8.1], never into enemy units, across water or unbridged
 * rivers (light infantry excepted), into prohibited terrain off-road
 * [9.8.2]; it may not end in an enemy ZOC or an enemy installation without
 * friends there, nor where it would go under a mop-up marker [9.8.2]. The
 * owner chooses among the legal paths (combat-flow.ts); this module lists
 * them and carries one out.
 */

const STRONG_TERRAIN = new Set(["hills", "hills-forest", "mountain", "alpine"].map((t) => tcIndex(t as "hills")));

export function retreatLength(ctx: Context, hex: number): number {
  if (ctx.cm.has(hex, F_CITY | F_MAJOR_CITY | F_FORTIFICATION)) return 1;
  const t = ctx.cm.terrain[hex] as number;
  return ctx.retreatHexes[t] ?? 1;
}

/** Hexes where a retreat result may be ignored on a passed ER check [9.8.4]. */
export function canNegateRetreat(ctx: Context, hex: number): boolean {
  return STRONG_TERRAIN.has(ctx.cm.terrain[hex] as number) || ctx.cm.has(hex, F_CITY | F_MAJOR_CITY | F_FORTIFICATION);
}

/** How far a hex is from the side's friendly map edges (0 on the edge); 0 everywhere if it has none. */
export function edgeDistance(ctx: Context, side: string, hex: number): number {
  const edges = ctx.bundle.map.friendlyEdges.find((e) => e.side === side)?.edges ?? [];
  if (edges.length === 0) return 0;
  const col = ctx.cm.col(hex);
  const row = ctx.cm.row(hex);
  let best = Infinity;
  for (const e of edges) {
    const d = e === "west" ? col : e === "east" ? ctx.cm.columns - 1 - col : e === "north" ? row : ctx.cm.rows - 1 - row;
    best = Math.min(best, d);
  }
  return best;
}

function stepAllowed(b: Board, units: readonly string[], side: string, from: number, d: number): number {
  const { ctx, state } = b;
  const cm = ctx.cm;
  const to = cm.neighbours[from * 6 + d] as number;
  if (to < 0) return -1;
  const t = cm.terrain[to] as number;
  if (t === TC_SEA || t === TC_UNKNOWN) return -1;
  const occ = b.occupant[to] as number;
  if (occ >= 0 && ctx.sides[occ] !== side) return -1;
  const bits = hexsideBits(ctx, state, from * 6 + d);
  const road = (cm.roads[from * 6 + d] as number) > 0;
  if (bits & (SIDE_WATER | SIDE_FERRY)) return -1;
  if (bits & SIDE_MAJOR_RIVER && !road) return -1;
  if (bits & SIDE_MINOR_RIVER && !road && !units.every((id) => defOf(ctx, id).lightInfantry)) return -1;
  const wi = weatherIndex(state.weather ?? "clear");
  for (const id of units) {
    const c = ctx.terrainCost[(t * MOBILITIES + mobilityIndex(defOf(ctx, id).mobility)) * WEATHERS + wi] as number;
    if (c === Infinity && !road) return -1;
  }
  if (cm.has(to, F_MAJOR_CITY) && needsMopUp(ctx, state, to, side)) return -1;
  return to;
}

export interface RetreatPath {
  /** Hexes entered, origin excluded; the last is where the unit ends. */
  path: number[];
  /** Hexes of the path in an enemy ZOC with no friendly units [9.8.5]. */
  ezocHexes: number[];
}

/**
 * Every legal retreat of exactly `n` hexes for one unit [9.8.1–9.8.2]: each
 * hex one farther from the origin, no hex twice, ending neither in an enemy
 * ZOC nor in an enemy installation without friendly units, nor where it would
 * go under a mop-up marker. Units of the same retreat (`group`) are not
 * "friendly units" for one another (RULINGS [9.8.2]). "Toward the friendly
 * map edge as far as possible" [9.8.1]: only the paths ending nearest the
 * edge are legal (RULINGS). Sorted by fewest enemy-ZOC hexes, then hex order.
 */
export function retreatPaths(b: Board, ezoc: Uint8Array, side: string, unit: string, group: readonly string[], origin: number, n: number): RetreatPath[] {
  const { ctx, state } = b;
  const cm = ctx.cm;
  const enemy = enemyOf(ctx, side);
  const units = [unit];
  const friendsIn = (h: number) => unitsAt(b, h).some((id) => !group.includes(id));
  const candidates: number[][] = [];
  const extend = (path: number[]) => {
    if (path.length - 1 === n) {
      candidates.push(path);
      return;
    }
    const last = path[path.length - 1] as number;
    for (let d = 0; d < 6; d += 1) {
      const to = stepAllowed(b, units, side, last, d);
      if (to < 0 || path.includes(to) || cm.distance(origin, to) !== path.length) continue;
      extend([...path, to]);
    }
  };
  extend([origin]);
  const legal: { r: RetreatPath; key: number[] }[] = [];
  let nearest = Infinity;
  for (const path of candidates) {
    const end = path[path.length - 1] as number;
    if (ezoc[end] === 1 && !friendsIn(end)) continue;
    if (needsMopUp(ctx, state, end, side)) continue;
    if (cm.has(end, F_INSTALLATION) && controlOf(ctx, state, end) === enemy && !friendsIn(end)) continue;
    const ez = path.slice(1).filter((h) => ezoc[h] === 1 && !friendsIn(h));
    const edge = edgeDistance(ctx, side, end);
    nearest = Math.min(nearest, edge);
    legal.push({ r: { path: path.slice(1), ezocHexes: ez }, key: [edge, ez.length, ...path.slice(1)] });
  }
  return legal
    .filter((l) => l.key[0] === nearest)
    .sort((x, y) => (lexLess(x.key, y.key) ? -1 : lexLess(y.key, x.key) ? 1 : 0))
    .map((l) => l.r);
}

function lexLess(a: number[], b: number[]): boolean {
  for (let i = 0; i < Math.min(a.length, b.length); i += 1) {
    if ((a[i] as number) !== (b[i] as number)) return (a[i] as number) < (b[i] as number);
  }
  return a.length < b.length;
}

/** The unit with the lowest effective ER (ties by id) [9.8.3, 9.8.4]. */
export function lowestEr(b: Board, units: readonly string[]): string {
  return [...units].sort((x, y) => effectiveEr(b.ctx, b, b.state, x).er - effectiveEr(b.ctx, b, b.state, y).er || (x < y ? -1 : 1))[0] as string;
}

/** An ER check: pass on a roll at or below the ER [2.3.3]; logs the roll and the check. */
export function erCheck(draft: GameState, b: Board, id: string, events: GameEvent[], rule: string, reason: string): { roll: number; er: number; pass: boolean } {
  const er = effectiveEr(b.ctx, b, draft, id).er;
  const r = rollDie(draft, events, rule, "er-check", { unit: id });
  const pass = r.value <= er;
  events.push({ type: "er-check", unit: id, roll: r.value, er, pass, rule, reason, ...(r.forced ? { forced: true } : {}) });
  return { roll: r.value, er, pass };
}

/**
 * Carries out one chosen retreat for `units` of a draft [9.8.1]: an ER check
 * per unit for each enemy-ZOC hex on the way, a step on failure [9.8.5]; the
 * survivors end in the last hex, marked as having retreated in when friendly
 * units (not of this retreat) hold it [9.8.6].
 */
export function moveRetreat(draft: GameState, units: readonly string[], origin: number, route: RetreatPath, group: readonly string[], events: GameEvent[]): void {
  const b = buildBoard(draft);
  const ctx = b.ctx;
  const side = defOf(ctx, units[0] as string).side;
  // The Advanced game: an MSU forced into an enemy ZOC is removed [19.4.1].
  if (draft.adv && route.ezocHexes.length > 0) units = units.filter((id) => supplyRetreatLosses(draft, ctx, [id], true, events).length === 0);
  for (const h of route.ezocHexes) {
    for (const id of units) {
      if ((draft.units[id] as UnitState).steps <= 0) continue;
      const check = erCheck(draft, b, id, events, "9.8.5", `retreat through the enemy ZOC in ${ctx.cm.label(h)}`);
      if (!check.pass) loseStep(draft, id, "9.8.5", "retreat through an enemy ZOC", events);
    }
  }
  const end = route.path[route.path.length - 1] as number;
  const friendsAtEnd = unitsAt(b, end).some((id) => !group.includes(id));
  for (const h of route.path) {
    setEntered(draft, h, side);
    enterFerryHex(draft, h, side, events);
  }
  const moved: string[] = [];
  for (const id of units) {
    const u = draft.units[id] as UnitState;
    if (u.steps <= 0) continue;
    u.hex = end;
    moved.push(id);
    if (friendsAtEnd) draft.seg.retreatedInto[id] = true;
  }
  events.push({ type: "retreat", units: moved, from: ctx.cm.label(origin), path: route.path.map((h) => ctx.cm.label(h)), rule: "9.8.1" });
}

/** The enemy ZOC a retreating side must reckon with [9.8.2, 9.8.5]. */
export function retreatZoc(b: Board, side: string): Uint8Array {
  return computeZoc(b, enemyOf(b.ctx, side));
}
