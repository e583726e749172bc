/**
 * Hex labels of a (possibly half-edited) hex map: which labels exist, what
 * terrain and features each has, and where in the map text a hex is "defined"
 * (its character in the terrain rows).
 */
import { type GridSpec, formatLabel, gridSpecOf, hexIndex, labelOnGrid, neighbour, onGrid } from "@/lib/hex";
import type { HexMap } from "@/lib/model/map";
import { type DocRole, type Obj, isObj, list, str } from "./values";
import { pathToPointer } from "./json-tree";

export interface HexInfo {
  label: string;
  col: number;
  row: number;
  terrain?: { id: string; name?: string; terrainClass?: string; colour?: string };
  nation?: string;
  features: Obj[];
  seaZone?: string;
}

export class HexLookup {
  private readonly legend = new Map<string, string>();
  private readonly borderLegend = new Map<string, string>();
  private readonly terrainTypes = new Map<string, Obj>();
  private readonly features = new Map<string, Obj[]>();
  private readonly seaZoneOf = new Map<string, string>();
  /** Terrain characters whose terrain type is of the sea class. */
  private readonly seaChars = new Set<string>();

  private constructor(
    readonly spec: GridSpec,
    private readonly map: Obj,
    readonly role: DocRole,
  ) {
    const terrain = isObj(map.terrain) ? map.terrain : {};
    for (const e of list(terrain, "legend")) if (str(e.char) && str(e.value)) this.legend.set(e.char as string, e.value as string);
    const borders = isObj(map.borders) ? map.borders : {};
    for (const e of list(borders, "legend")) if (str(e.char) && str(e.value)) this.borderLegend.set(e.char as string, e.value as string);
    for (const t of list(map, "terrainTypes")) if (str(t.id)) this.terrainTypes.set(t.id as string, t);
    for (const [ch, id] of this.legend) if (this.terrainTypes.get(id)?.terrainClass === "sea") this.seaChars.add(ch);
    for (const f of list(map, "features")) {
      const hex = str(f.hex);
      if (!hex) continue;
      const at = this.features.get(hex);
      if (at) at.push(f);
      else this.features.set(hex, [f]);
    }
    for (const z of list(map, "seaZones")) {
      const hexes = Array.isArray(z.hexes) ? z.hexes : [];
      for (const h of hexes) if (typeof h === "string" && str(z.id)) this.seaZoneOf.set(h, z.id as string);
    }
  }

  /** Null when the map has no usable grid yet. */
  static from(map: Obj, role: DocRole): HexLookup | null {
    const grid = map.grid;
    if (!isObj(grid) || typeof grid.columns !== "number" || typeof grid.rows !== "number" || typeof grid.labelFormat !== "string" || typeof grid.firstLabel !== "string") return null;
    if (grid.columns < 1 || grid.rows < 1 || grid.columns * grid.rows > 4_000_000) return null;
    const spec = gridSpecOf({ grid } as unknown as HexMap);
    if (!spec || (grid.orientation !== "flat" && grid.orientation !== "pointy") || (grid.offset !== "odd" && grid.offset !== "even")) return null;
    return new HexLookup(spec, map, role);
  }

  private rowText(layer: unknown, row: number): string | undefined {
    const rows = isObj(layer) && Array.isArray(layer.rows) ? layer.rows : [];
    const r = rows[row];
    return typeof r === "string" ? r : undefined;
  }

  info(label: string): HexInfo | null {
    const hex = labelOnGrid(this.spec, label);
    if (!hex) return null;
    const info: HexInfo = { label, col: hex.col, row: hex.row, features: this.features.get(label) ?? [] };
    const ch = this.rowText(this.map.terrain, hex.row)?.[hex.col];
    const terrainId = ch === undefined ? undefined : this.legend.get(ch);
    if (terrainId) {
      const t = this.terrainTypes.get(terrainId);
      info.terrain = { id: terrainId, name: str(t?.name), terrainClass: str(t?.terrainClass), colour: str(t?.colour) };
    }
    const nationCh = this.rowText(this.map.borders, hex.row)?.[hex.col];
    if (nationCh !== undefined) info.nation = this.borderLegend.get(nationCh);
    info.seaZone = this.seaZoneOf.get(label);
    return info;
  }

  /** Terrain colour per hex index (row-major), for drawing; undefined where unknown. */
  colours(): (string | undefined)[] {
    const out: (string | undefined)[] = new Array(this.spec.columns * this.spec.rows);
    const colourOf = new Map<string, string | undefined>();
    for (const [ch, id] of this.legend) colourOf.set(ch, str(this.terrainTypes.get(id)?.colour));
    for (let r = 0; r < this.spec.rows; r += 1) {
      const text = this.rowText(this.map.terrain, r) ?? "";
      for (let c = 0; c < this.spec.columns; c += 1) out[r * this.spec.columns + c] = colourOf.get(text[c] ?? "");
    }
    return out;
  }

  /** Where a hex is defined: its character in the terrain rows. */
  definition(label: string): { pointer: string; index: number } | null {
    const hex = labelOnGrid(this.spec, label);
    if (!hex) return null;
    return { pointer: pathToPointer(["terrain", "rows", hex.row]), index: hex.col };
  }

  /** Labels of the hexes the border layer gives to `nation`. */
  nationHexes(nation: string): string[] {
    const chars = new Set([...this.borderLegend].filter(([, id]) => id === nation).map(([ch]) => ch));
    const out: string[] = [];
    if (chars.size === 0) return out;
    for (let row = 0; row < this.spec.rows; row += 1) {
      const text = this.rowText(this.map.borders, row) ?? "";
      for (let col = 0; col < this.spec.columns && col < text.length; col += 1) if (chars.has(text[col] as string)) out.push(formatLabel(this.spec, { col, row }));
    }
    return out;
  }

  /** Whether the hex at (col, row) is a sea hex by its terrain. */
  isSea(col: number, row: number): boolean {
    const ch = this.rowText(this.map.terrain, row)?.[col];
    return ch !== undefined && this.seaChars.has(ch);
  }

  /**
   * Labels starting with `prefix`, land hexes before sea hexes (or sea first,
   * for naval units), each group nearest-first to the `anchors` (hex labels;
   * in map order when there are none), at most `limit` in all. A breadth-first
   * walk from every anchor at once visits hexes in order of distance to the
   * nearest one, so it stops as soon as the first group is full: a 200,000-hex
   * map costs only the hexes it has to look at.
   */
  ranked(prefix: string, limit: number, anchors: readonly string[], seaFirst = false): { labels: string[]; sea: Set<string>; more: boolean } {
    const { columns, rows } = this.spec;
    const first: string[] = [];
    const second: string[] = [];
    const consider = (col: number, row: number): boolean => {
      const label = formatLabel(this.spec, { col, row });
      if (!label.startsWith(prefix)) return false;
      const group = this.isSea(col, row) === seaFirst ? first : second;
      if (group.length < limit) group.push(label);
      return first.length >= limit;
    };
    const starts: number[] = [];
    for (const a of anchors) {
      const hex = labelOnGrid(this.spec, a);
      if (hex) starts.push(hexIndex(this.spec, hex));
    }
    let full = false;
    if (starts.length === 0) {
      for (let col = 0; col < columns && !full; col += 1) {
        const head = formatLabel(this.spec, { col, row: 0 }).slice(0, this.spec.columnDigits);
        const n = Math.min(prefix.length, head.length);
        if (head.slice(0, n) !== prefix.slice(0, n)) continue;
        for (let row = 0; row < rows && !full; row += 1) full = consider(col, row);
      }
    } else {
      const seen = new Uint8Array(columns * rows);
      const queue = new Int32Array(columns * rows);
      let head = 0;
      let tail = 0;
      for (const i of starts) {
        if (seen[i]) continue;
        seen[i] = 1;
        queue[tail++] = i;
      }
      const steps = this.neighbourSteps();
      while (head < tail && !full) {
        const i = queue[head++] as number;
        const col = i % columns;
        const row = (i - col) / columns;
        full = consider(col, row);
        const parity = this.spec.orientation === "flat" ? col & 1 : row & 1;
        for (const [dc, dr] of steps[parity] as [number, number][]) {
          const c = col + dc;
          const r = row + dr;
          if (c < 0 || r < 0 || c >= columns || r >= rows) continue;
          const j = r * columns + c;
          if (seen[j]) continue;
          seen[j] = 1;
          queue[tail++] = j;
        }
      }
    }
    const labels = [...first, ...second].slice(0, limit);
    const sea = new Set(seaFirst ? first : second);
    return { labels, sea, more: full || first.length + second.length > limit };
  }

  private steps?: [number, number][][];
  /** Column/row steps to the six neighbours, for even and odd columns (flat) or rows (pointy), read from lib/hex once. */
  private neighbourSteps(): [number, number][][] {
    if (this.steps) return this.steps;
    const big = { ...this.spec, columns: 8, rows: 8 };
    this.steps = [2, 3].map((n) => {
      const at = { col: n, row: n };
      const out: [number, number][] = [];
      for (let d = 0; d < 6; d += 1) {
        const next = neighbour(big, at, d);
        if (onGrid(big, next)) out.push([next.col - at.col, next.row - at.row]);
      }
      return out;
    });
    return this.steps;
  }

  /** Labels on the map starting with `prefix`, in map order, at most `limit`. */
  labels(prefix: string, limit: number): { labels: string[]; more: boolean } {
    const labels: string[] = [];
    for (let col = 0; col < this.spec.columns; col += 1) {
      // A column's labels share the column digits: skip whole columns that cannot match.
      const head = formatLabel(this.spec, { col, row: 0 }).slice(0, this.spec.columnDigits);
      const n = Math.min(prefix.length, head.length);
      if (head.slice(0, n) !== prefix.slice(0, n)) continue;
      for (let row = 0; row < this.spec.rows; row += 1) {
        const label = formatLabel(this.spec, { col, row });
        if (!label.startsWith(prefix)) continue;
        if (labels.length >= limit) return { labels, more: true };
        labels.push(label);
      }
    }
    return { labels, more: false };
  }
}
