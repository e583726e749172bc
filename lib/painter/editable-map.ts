import { formatLabel, type GridSpec, gridSpecOf, hexIndex, labelOnGrid, parseHexside } from "@/lib/hex";
import type { HexMap, MapFeature } from "@/lib/model/map-hex";
import { HEXSIDE_BIT, type HexsideKind, NONE, ROAD_GRADE } from "./layers";
import { SideLayer } from "./side-layer";

/** The parts of a map document the painter does not keep per hex. */
export type MapMeta = Omit<HexMap, "terrain" | "borders" | "hexsides" | "roads" | "features" | "seaZones"> & {
  seaZones: Omit<HexMap["seaZones"][number], "hexes">[];
  /** Legend characters the document used, kept so saving changes as little as possible. */
  terrainChars: Record<string, string>;
  nationChars: Record<string, string>;
  /** Nations named on fortified lines and ferries, by side key. */
  sideNations: Record<string, string>;
};

/** An editable map's state as plain data: see EditableMap.snapshot. */
export interface MapSnapshot {
  spec: GridSpec;
  meta: MapMeta;
  features: MapFeature[];
  terrain: Uint8Array;
  nation: Uint8Array;
  seaZone: Uint8Array;
  /** The side layers' arrays (SideLayer.data). */
  hexsides: Uint8Array;
  roads: Uint8Array;
  roadJumps: EditableMap["roadJumps"];
}

/**
 * A hex map held for editing: per-hex layers in typed arrays (terrain type,
 * nation, sea zone: index + 1, 0 = none), hexside bits and road grades by
 * side key (sideKey) in dense side layers, features as a list.
 */
export class EditableMap {
  readonly spec: GridSpec;
  readonly cells: number;
  terrain: Uint8Array;
  nation: Uint8Array;
  seaZone: Uint8Array;
  hexsides: SideLayer;
  roads: SideLayer;
  /** Road steps between hexes that are not adjacent (an invalid document), kept as read so saving does not drop them. */
  roadJumps: { a: number; b: number; grade: number }[] = [];
  features: MapFeature[];
  meta: MapMeta;
  private featureIndex: { of: MapFeature[]; index: Map<number, MapFeature[]> } | null = null;
  private labelIndex: { of: MapMeta["labels"]; index: Map<number, MapMeta["labels"]> } | null = null;

  constructor(spec: GridSpec, meta: MapMeta, features: MapFeature[] = []) {
    this.spec = spec;
    this.cells = spec.columns * spec.rows;
    this.terrain = new Uint8Array(this.cells);
    this.nation = new Uint8Array(this.cells);
    this.seaZone = new Uint8Array(this.cells);
    this.hexsides = new SideLayer(this.cells * 4);
    this.roads = new SideLayer(this.cells * 4);
    this.meta = meta;
    this.features = features;
  }

  /**
   * The key of the side between two adjacent hexes: the lower index × 4 plus
   * which of the four "forward" neighbours the other is (index + 1, + columns − 1,
   * + columns, + columns + 1). Small integers, so the side maps stay fast on a
   * 200,000-hex map; -1 for two hexes that are not next to each other.
   */
  sideKey(a: number, b: number): number {
    const lo = a < b ? a : b;
    const d = a < b ? b - a : a - b;
    const cols = this.spec.columns;
    const code = d === 1 ? 0 : d === cols - 1 ? 1 : d === cols ? 2 : d === cols + 1 ? 3 : -1;
    return code < 0 ? -1 : lo * 4 + code;
  }

  sideHexes(key: number): [number, number] {
    const lo = key >> 2;
    const cols = this.spec.columns;
    const code = key & 3;
    return [lo, lo + (code === 0 ? 1 : code === 1 ? cols - 1 : code === 2 ? cols : cols + 1)];
  }

  hexsideBits(a: number, b: number): number {
    return this.hexsides.get(this.sideKey(a, b)) ?? 0;
  }

  hasHexside(a: number, b: number, kind: HexsideKind): boolean {
    return (this.hexsideBits(a, b) & HEXSIDE_BIT[kind]) !== 0;
  }

  roadGrade(a: number, b: number): number {
    return this.roads.get(this.sideKey(a, b)) ?? 0;
  }

  terrainTypeAt(index: number) {
    const t = this.terrain[index] ?? NONE;
    return t === NONE ? undefined : this.meta.terrainTypes[t - 1];
  }

  featuresAt(label: string): MapFeature[] {
    const i = this.indexOfLabel(label);
    return i === null ? this.features.filter((f) => f.hex === label) : [...(this.featuresByIndex().get(i) ?? [])];
  }

  featureLabel(index: number): string {
    return formatLabel(this.spec, { col: index % this.spec.columns, row: Math.floor(index / this.spec.columns) });
  }

  indexOfLabel(label: string): number | null {
    const hex = labelOnGrid(this.spec, label);
    return hex ? hexIndex(this.spec, hex) : null;
  }

  /**
   * The state as plain data (typed arrays, maps, objects) for a worker: it
   * crosses postMessage as a copy of a few arrays, so the main thread never
   * builds the document text for a check.
   */
  snapshot(): MapSnapshot {
    return {
      spec: this.spec,
      meta: this.meta,
      features: this.features,
      terrain: this.terrain.slice(),
      nation: this.nation.slice(),
      seaZone: this.seaZone.slice(),
      hexsides: this.hexsides.copy(),
      roads: this.roads.copy(),
      roadJumps: this.roadJumps,
    };
  }

  static fromSnapshot(s: MapSnapshot): EditableMap {
    const map = new EditableMap(s.spec, s.meta, s.features);
    map.terrain = s.terrain;
    map.nation = s.nation;
    map.seaZone = s.seaZone;
    map.hexsides = new SideLayer(map.cells * 4, s.hexsides);
    map.roads = new SideLayer(map.cells * 4, s.roads);
    map.roadJumps = s.roadJumps;
    return map;
  }

  /** Features by hex index, rebuilt only when the feature list is replaced (every edit replaces it). */
  featuresByIndex(): Map<number, MapFeature[]> {
    if (this.featureIndex?.of !== this.features) {
      const index = new Map<number, MapFeature[]>();
      for (const f of this.features) {
        const i = this.indexOfLabel(f.hex);
        if (i === null) continue;
        const list = index.get(i);
        if (list) list.push(f);
        else index.set(i, [f]);
      }
      this.featureIndex = { of: this.features, index };
    }
    return this.featureIndex.index;
  }

  /** Free map labels by hex index, rebuilt only when the label list is replaced. */
  labelsByIndex(): Map<number, MapMeta["labels"]> {
    if (this.labelIndex?.of !== this.meta.labels) {
      const index = new Map<number, MapMeta["labels"]>();
      for (const l of this.meta.labels) {
        const i = this.indexOfLabel(l.hex);
        if (i === null) continue;
        const list = index.get(i);
        if (list) list.push(l);
        else index.set(i, [l]);
      }
      this.labelIndex = { of: this.meta.labels, index };
    }
    return this.labelIndex.index;
  }

  static fromDocument(doc: HexMap): EditableMap {
    const spec = gridSpecOf(doc);
    if (!spec) throw new Error(`The map's label format "${doc.grid.labelFormat}" does not fit its first label "${doc.grid.firstLabel}".`);
    const { terrain, borders, hexsides, roads, features, seaZones, ...rest } = doc;
    const terrainChars: Record<string, string> = {};
    for (const e of terrain.legend) terrainChars[e.value] ??= e.char;
    const nationChars: Record<string, string> = {};
    for (const e of borders?.legend ?? []) nationChars[e.value] ??= e.char;
    const map = new EditableMap(
      spec,
      { ...rest, seaZones: seaZones.map(({ hexes: _hexes, ...zone }) => zone), terrainChars, nationChars, sideNations: {} },
      features.map((f) => ({ ...f })),
    );
    const typeIndex = new Map(doc.terrainTypes.map((t, i) => [t.id, i + 1]));
    fillLayer(map.terrain, spec, terrain.rows, new Map(terrain.legend.map((e) => [e.char, typeIndex.get(e.value) ?? NONE])));
    if (borders) {
      const nationIndex = new Map(doc.nations.map((n, i) => [n.id, i + 1]));
      fillLayer(map.nation, spec, borders.rows, new Map(borders.legend.map((e) => [e.char, nationIndex.get(e.value) ?? NONE])));
    }
    seaZones.forEach((zone, i) => {
      for (const label of zone.hexes) {
        const hex = labelOnGrid(spec, label);
        if (hex) map.seaZone[hexIndex(spec, hex)] = i + 1;
      }
    });
    for (const group of hexsides) {
      for (const side of group.sides) {
        const parsed = parseHexside(spec, side);
        if (!parsed.ok) continue;
        const key = map.sideKey(parsed.a, parsed.b);
        if (key < 0) continue;
        map.hexsides.set(key, (map.hexsides.get(key) ?? 0) | HEXSIDE_BIT[group.kind]);
        if (group.nation) map.meta.sideNations[`${key}:${group.kind}`] = group.nation;
      }
    }
    for (const road of roads) {
      const grade = ROAD_GRADE[road.kind];
      for (let i = 1; i < road.path.length; i++) {
        const a = labelOnGrid(spec, road.path[i - 1]!);
        const b = labelOnGrid(spec, road.path[i]!);
        if (!a || !b) continue;
        const ia = hexIndex(spec, a);
        const ib = hexIndex(spec, b);
        const key = map.sideKey(ia, ib);
        if (key < 0) map.roadJumps.push({ a: ia, b: ib, grade });
        else map.roads.set(key, Math.max(map.roads.get(key) ?? 0, grade));
      }
    }
    return map;
  }
}

function fillLayer(layer: Uint8Array, spec: GridSpec, rows: readonly string[], value: Map<string, number>) {
  for (let r = 0; r < spec.rows && r < rows.length; r++) {
    const row = rows[r]!;
    for (let c = 0; c < spec.columns && c < row.length; c++) layer[r * spec.columns + c] = value.get(row[c]!) ?? NONE;
  }
}
