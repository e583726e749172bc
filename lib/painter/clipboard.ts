import { cubeToOffset, type GridSpec, hexIndex, neighbours, offsetToCube, onGrid } from "@/lib/hex";
import type { MapFeature } from "@/lib/model/map-hex";
import type { EditableMap } from "./editable-map";

/**
 * Copied hexes, positioned by cube offsets from the selection's first hex so
 * they paste with the same shape on any map of the same orientation.
 */
export interface HexClip {
  format: "warbench-hexes";
  orientation: GridSpec["orientation"];
  cells: { dq: number; dr: number; terrain: string | null; nation: string | null; features: Omit<MapFeature, "hex">[] }[];
  sides: { from: number; to: number; hexside: number; road: number }[];
}

export function copyHexes(map: EditableMap, selection: number[]): HexClip | null {
  if (selection.length === 0) return null;
  const spec = map.spec;
  const sorted = [...selection].sort((a, b) => a - b);
  const at = (i: number) => ({ col: i % spec.columns, row: Math.floor(i / spec.columns) });
  const anchor = offsetToCube(spec, at(sorted[0]!));
  const position = new Map(sorted.map((i, n) => [i, n]));
  const labelOf = new Map<number, string>();
  const cells = sorted.map((i) => {
    const c = offsetToCube(spec, at(i));
    const label = map.featureLabel(i);
    labelOf.set(i, label);
    const nation = map.nation[i] ? (map.meta.nations[map.nation[i]! - 1]?.id ?? null) : null;
    return {
      dq: c.q - anchor.q,
      dr: c.r - anchor.r,
      terrain: map.terrainTypeAt(i)?.id ?? null,
      nation,
      features: map.featuresAt(label).map(({ hex: _hex, ...rest }) => rest),
    };
  });
  const sides: HexClip["sides"] = [];
  for (const i of sorted) {
    for (const n of neighbours(spec, at(i))) {
      const j = hexIndex(spec, n);
      if (j <= i || !position.has(j)) continue;
      const hexside = map.hexsideBits(i, j);
      const road = map.roadGrade(i, j);
      if (hexside || road) sides.push({ from: position.get(i)!, to: position.get(j)!, hexside, road });
    }
  }
  return { format: "warbench-hexes", orientation: spec.orientation, cells, sides };
}

export function isHexClip(value: unknown): value is HexClip {
  const v = value as HexClip | null;
  return !!v && v.format === "warbench-hexes" && Array.isArray(v.cells) && Array.isArray(v.sides);
}

/** Where each clip cell lands when pasted with its first cell on `anchor` (null: off the map). */
export function pasteTargets(spec: GridSpec, clip: HexClip, anchor: number): (number | null)[] {
  const a = offsetToCube(spec, { col: anchor % spec.columns, row: Math.floor(anchor / spec.columns) });
  return clip.cells.map((c) => {
    const hex = cubeToOffset(spec, { q: a.q + c.dq, r: a.r + c.dr, s: -(a.q + c.dq) - (a.r + c.dr) });
    return onGrid(spec, hex) ? hexIndex(spec, hex) : null;
  });
}
