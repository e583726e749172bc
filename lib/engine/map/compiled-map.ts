import { type GridSpec, formatLabel, gridSpecOf, labelOnGrid, neighbour, onGrid, distance as hexDistance } from "@/lib/hex";
import type { HexMap } from "@/lib/model";
import { TERRAIN_CLASSES, type TerrainClass } from "@/lib/model/vocabulary";

/** Hexside bits, per hex and direction [8.3.1]. */
export const SIDE_MINOR_RIVER = 1;
export const SIDE_MAJOR_RIVER = 2;
export const SIDE_WATER = 4;
export const SIDE_FERRY = 8;
export const SIDE_FORTIFIED_LINE = 16;
export const SIDE_ANY_RIVER_OR_WATER = SIDE_MINOR_RIVER | SIDE_MAJOR_RIVER | SIDE_WATER | SIDE_FERRY;

/** Road kinds; lower is better, 0 is no road [8.3.2]. */
export const ROAD_NONE = 0;
export const ROAD_CODES = { highway: 1, primary: 2, secondary: 3 } as const;

/** Feature bits per hex [8.3.1]. */
export const F_AIRBASE = 1;
export const F_HARDENED_AIRBASE = 2;
export const F_AIRFIELD = 4;
export const F_PORT = 8;
export const F_FORTIFICATION = 16;
export const F_TOWN = 32;
export const F_CITY = 64;
export const F_MAJOR_CITY = 128;
export const F_CAPITAL = 256;
/** Military installations: airbases and ports; airfields are not [8.3.1.2, 8.3.1.4]. */
export const F_INSTALLATION = F_AIRBASE | F_HARDENED_AIRBASE | F_PORT;

export const NO_NATION = 255;
export const TC_SEA = TERRAIN_CLASSES.indexOf("sea");
export const TC_UNKNOWN = 254;
export function tcIndex(tc: TerrainClass): number {
  return TERRAIN_CLASSES.indexOf(tc);
}

/**
 * A hex map compiled once into typed arrays: neighbours, terrain class,
 * hexside and road bitmasks per direction, feature flags and nation per hex.
 * Movement, ZOC and retreat read only these arrays, which keeps them fast on
 * 30,000-hex maps. Built from the map document alone (scenario data such as
 * VP hexes lives in the ruleset context).
 */
export class CompiledMap {
  readonly spec: GridSpec;
  readonly n: number;
  readonly columns: number;
  readonly rows: number;
  /** neighbours[h*6+d]: the hex in direction d, or -1 off the map. */
  readonly neighbours: Int32Array;
  readonly terrain: Uint8Array;
  readonly sides: Uint8Array;
  readonly roads: Uint8Array;
  readonly features: Uint16Array;
  readonly nation: Uint8Array;
  /** Nation (index into `nationIds`) that owns a ferry or fortification, by hex*6+d or hex. */
  readonly ferryNation = new Map<number, number>();
  readonly fortificationOwner = new Map<number, number>();
  readonly nationIds: string[];
  readonly labels: string[];
  private readonly labelIndex = new Map<string, number>();
  /** Scratch buffers for searches, reused between calls (never observable). */
  readonly scratch: { cost: Float64Array; prev: Int32Array; stamp: Uint32Array; flags: Uint8Array; gen: number };

  constructor(readonly map: HexMap) {
    const spec = gridSpecOf(map);
    if (!spec) throw new Error(`Map "${map.name}": unusable label format ${map.grid.labelFormat}`);
    this.spec = spec;
    this.columns = spec.columns;
    this.rows = spec.rows;
    const n = spec.columns * spec.rows;
    this.n = n;
    this.neighbours = new Int32Array(n * 6).fill(-1);
    this.labels = new Array<string>(n);
    for (let row = 0; row < spec.rows; row += 1) {
      for (let col = 0; col < spec.columns; col += 1) {
        const h = row * spec.columns + col;
        const label = formatLabel(spec, { col, row });
        this.labels[h] = label;
        this.labelIndex.set(label, h);
        for (let d = 0; d < 6; d += 1) {
          const nb = neighbour(spec, { col, row }, d);
          if (onGrid(spec, nb)) this.neighbours[h * 6 + d] = nb.row * spec.columns + nb.col;
        }
      }
    }

    const classOf = new Map<string, number>();
    for (const t of map.terrainTypes) classOf.set(t.id, tcIndex(t.terrainClass));
    const charClass = new Map<string, number>();
    for (const e of map.terrain.legend) charClass.set(e.char, classOf.get(e.value) ?? TC_UNKNOWN);
    this.terrain = new Uint8Array(n).fill(TC_UNKNOWN);
    map.terrain.rows.forEach((line, r) => {
      if (r >= spec.rows) return;
      for (let c = 0; c < spec.columns && c < line.length; c += 1) this.terrain[r * spec.columns + c] = charClass.get(line[c] as string) ?? TC_UNKNOWN;
    });

    this.nationIds = map.nations.map((x) => x.id);
    this.nation = new Uint8Array(n).fill(NO_NATION);
    if (map.borders) {
      const charNation = new Map<string, number>();
      for (const e of map.borders.legend) {
        const i = this.nationIds.indexOf(e.value);
        charNation.set(e.char, i < 0 ? NO_NATION : i);
      }
      map.borders.rows.forEach((line, r) => {
        if (r >= spec.rows) return;
        for (let c = 0; c < spec.columns && c < line.length; c += 1) this.nation[r * spec.columns + c] = charNation.get(line[c] as string) ?? NO_NATION;
      });
    }

    this.sides = new Uint8Array(n * 6);
    const bit = { "minor-river": SIDE_MINOR_RIVER, "major-river": SIDE_MAJOR_RIVER, water: SIDE_WATER, ferry: SIDE_FERRY, "fortified-line": SIDE_FORTIFIED_LINE } as const;
    for (const group of map.hexsides) {
      const nationIdx = group.nation ? this.nationIds.indexOf(group.nation) : -1;
      for (const side of group.sides) {
        const [a, b] = side.split("-").map((l) => this.indexOf(l));
        if (a === undefined || b === undefined || a < 0 || b < 0) continue;
        const d = this.directionTo(a, b);
        if (d < 0) continue;
        const o = (d + 3) % 6;
        this.sides[a * 6 + d] = (this.sides[a * 6 + d] as number) | bit[group.kind];
        this.sides[b * 6 + o] = (this.sides[b * 6 + o] as number) | bit[group.kind];
        if (group.kind === "ferry" && nationIdx >= 0) {
          this.ferryNation.set(a * 6 + d, nationIdx);
          this.ferryNation.set(b * 6 + o, nationIdx);
        }
      }
    }

    this.roads = new Uint8Array(n * 6);
    for (const road of map.roads) {
      const code = ROAD_CODES[road.kind];
      for (let i = 1; i < road.path.length; i += 1) {
        const a = this.indexOf(road.path[i - 1] as string);
        const b = this.indexOf(road.path[i] as string);
        if (a < 0 || b < 0) continue;
        const d = this.directionTo(a, b);
        if (d < 0) continue;
        for (const [h, dir] of [[a, d], [b, (d + 3) % 6]] as const) {
          const cur = this.roads[h * 6 + dir] as number;
          if (cur === ROAD_NONE || code < cur) this.roads[h * 6 + dir] = code;
        }
      }
    }

    this.features = new Uint16Array(n);
    const fbit = { airbase: F_AIRBASE, "hardened-airbase": F_HARDENED_AIRBASE, airfield: F_AIRFIELD, port: F_PORT, fortification: F_FORTIFICATION, town: F_TOWN, city: F_CITY, "major-city": F_MAJOR_CITY, capital: F_CAPITAL } as const;
    for (const f of map.features) {
      const h = this.indexOf(f.hex);
      if (h < 0) continue;
      this.features[h] = (this.features[h] as number) | fbit[f.kind];
      if (f.kind === "fortification") this.fortificationOwner.set(h, this.nationIds.indexOf(f.originalOwner));
    }

    this.scratch = { cost: new Float64Array(n), prev: new Int32Array(n), stamp: new Uint32Array(n), flags: new Uint8Array(n), gen: 0 };
  }

  indexOf(label: string): number {
    const h = this.labelIndex.get(label);
    if (h !== undefined) return h;
    const hex = labelOnGrid(this.spec, label);
    return hex ? hex.row * this.columns + hex.col : -1;
  }

  label(h: number): string {
    return this.labels[h] as string;
  }

  neighbour(h: number, d: number): number {
    return this.neighbours[h * 6 + d] as number;
  }

  /** The direction from a to an adjacent b, or -1. */
  directionTo(a: number, b: number): number {
    for (let d = 0; d < 6; d += 1) if (this.neighbours[a * 6 + d] === b) return d;
    return -1;
  }

  terrainClass(h: number): TerrainClass | undefined {
    return TERRAIN_CLASSES[this.terrain[h] as number];
  }

  has(h: number, flags: number): boolean {
    return ((this.features[h] as number) & flags) !== 0;
  }

  distance(a: number, b: number): number {
    return hexDistance(this.spec, { col: a % this.columns, row: Math.floor(a / this.columns) }, { col: b % this.columns, row: Math.floor(b / this.columns) });
  }

  col(h: number): number {
    return h % this.columns;
  }

  row(h: number): number {
    return Math.floor(h / this.columns);
  }

  /** A fresh generation for the scratch buffers (stamp-based reset, O(1)). */
  nextGeneration(): number {
    this.scratch.gen = (this.scratch.gen + 1) >>> 0;
    if (this.scratch.gen === 0) {
      this.scratch.stamp.fill(0);
      this.scratch.gen = 1;
    }
    return this.scratch.gen;
  }
}

const cache = new WeakMap<HexMap, CompiledMap>();

/** The compiled index of a map, built once per map object. */
export function compileMap(map: HexMap): CompiledMap {
  let cm = cache.get(map);
  if (!cm) {
    cm = new CompiledMap(map);
    cache.set(map, cm);
  }
  return cm;
}
