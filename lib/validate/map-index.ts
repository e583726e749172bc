import { type GridSpec, hexIndex, labelOnGrid, looksLikeLabel, neighbours } from "@/lib/hex";
import type { HexMap } from "@/lib/model/map";
import { TERRAIN_CLASSES, type TerrainClass } from "@/lib/model/vocabulary";

const UNKNOWN = 255;
const SEA = TERRAIN_CLASSES.indexOf("sea");

export type Place =
  | { kind: "hex"; index: number; sea: boolean; port: boolean }
  | { kind: "box"; id: string }
  | { kind: "edge" }
  | { kind: "offmap" }
  | { kind: "unknown" };

/**
 * What the lints ask of a hex map, answered from typed arrays: terrain class
 * per hex, sea hexes, ports and boxes. Hexes whose terrain cannot be read count
 * as unknown (their own lint reports them).
 */
export class HexMapIndex {
  readonly terrain: Uint8Array;
  readonly ports = new Set<number>();
  readonly boxes = new Map<string, { seaZone: string; kind: "sea" | "coastal" }>();
  readonly terrainTypeClass = new Map<string, TerrainClass>();

  constructor(
    readonly map: HexMap,
    readonly spec: GridSpec,
  ) {
    for (const t of map.terrainTypes) this.terrainTypeClass.set(t.id, t.terrainClass);
    const charClass = new Map<string, number>();
    for (const entry of map.terrain.legend) {
      const cls = this.terrainTypeClass.get(entry.value);
      charClass.set(entry.char, cls === undefined ? UNKNOWN : TERRAIN_CLASSES.indexOf(cls));
    }
    this.terrain = new Uint8Array(spec.columns * spec.rows).fill(UNKNOWN);
    const rows = map.terrain.rows;
    for (let r = 0; r < spec.rows && r < rows.length; r += 1) {
      const row = rows[r] as string;
      const base = r * spec.columns;
      for (let c = 0; c < spec.columns && c < row.length; c += 1) {
        this.terrain[base + c] = charClass.get(row[c] as string) ?? UNKNOWN;
      }
    }
    for (const f of map.features) {
      if (f.kind !== "port") continue;
      const hex = labelOnGrid(spec, f.hex);
      if (hex) this.ports.add(hexIndex(spec, hex));
    }
    for (const zone of map.seaZones) {
      this.boxes.set(zone.seaBox.id, { seaZone: zone.id, kind: "sea" });
      this.boxes.set(zone.coastalBox.id, { seaZone: zone.id, kind: "coastal" });
    }
  }

  classAt(index: number): TerrainClass | undefined {
    const v = this.terrain[index];
    return v === undefined || v === UNKNOWN ? undefined : TERRAIN_CLASSES[v];
  }

  isSea(index: number): boolean {
    return this.terrain[index] === SEA;
  }

  isCoastal(index: number): boolean {
    return neighbours(this.spec, { col: index % this.spec.columns, row: Math.floor(index / this.spec.columns) }).some((n) =>
      this.isSea(hexIndex(this.spec, n)),
    );
  }

  indexOf(label: string): number | null {
    const hex = labelOnGrid(this.spec, label);
    return hex ? hexIndex(this.spec, hex) : null;
  }

  /** Resolves a setup or entry location: a hex label, a box id or a map edge. */
  place(at: string): Place {
    if (at.startsWith("edge:")) return { kind: "edge" };
    if (/^[0-9]+$/.test(at)) {
      if (!looksLikeLabel(this.spec, at)) return { kind: "unknown" };
      const index = this.indexOf(at);
      if (index === null) return { kind: "offmap" };
      return { kind: "hex", index, sea: this.isSea(index), port: this.ports.has(index) };
    }
    return this.boxes.has(at) ? { kind: "box", id: at } : { kind: "unknown" };
  }
}
