import { hexIndex, neighbours } from "@/lib/hex";
import type { MapFeature } from "@/lib/model/map-hex";
import { type HexClip, pasteTargets } from "./clipboard";
import type { EditableMap } from "./editable-map";
import { NONE } from "./layers";
import type { PaintLayer } from "./options";

/** The recorded edits the selection's edits are made of: the editor's own, each one undoable. */
export interface EditHost {
  readonly map: EditableMap;
  setCell(layer: PaintLayer, index: number, value: number): void;
  setHexside(a: number, b: number, bits: number): void;
  setRoadGrade(a: number, b: number, grade: number): void;
  replaceFeatures(next: MapFeature[]): void;
  labelOf(index: number): string;
}

/**
 * Lays a clip down with its first hex at `anchor`: terrain and nations by id
 * (an id this map does not have is skipped), hexsides and roads between
 * pasted hexes that still touch, features replacing those on the hexes
 * pasted over. Returns how many hexes were pasted and where they went; the
 * caller opens and closes the undo step.
 */
export function pasteClip(host: EditHost, clip: HexClip, anchor: number): { pasted: number; targets: (number | null)[] } {
  const map = host.map;
  const targets = pasteTargets(map.spec, clip, anchor);
  const terrainIndex = new Map(map.meta.terrainTypes.map((t, i) => [t.id, i + 1]));
  const nationIndex = new Map(map.meta.nations.map((n, i) => [n.id, i + 1]));
  let pasted = 0;
  const features = map.features.filter((f) => !targets.some((t) => t !== null && host.labelOf(t) === f.hex));
  clip.cells.forEach((cell, n) => {
    const at = targets[n];
    if (at === null || at === undefined) return;
    pasted++;
    if (cell.terrain && terrainIndex.has(cell.terrain)) host.setCell("terrain", at, terrainIndex.get(cell.terrain)!);
    host.setCell("nation", at, cell.nation ? (nationIndex.get(cell.nation) ?? NONE) : NONE);
    for (const f of cell.features) features.push({ ...f, hex: host.labelOf(at) } as MapFeature);
  });
  for (const side of clip.sides) {
    const a = targets[side.from];
    const b = targets[side.to];
    if (a === null || b === null || a === undefined || b === undefined) continue;
    // Pasted at another column parity, two hexes that touched may no longer do so.
    if (map.sideKey(a, b) < 0) continue;
    host.setHexside(a, b, side.hexside);
    host.setRoadGrade(a, b, side.road);
  }
  host.replaceFeatures(features);
  return { pasted, targets };
}

/** Clears features, roads, hexsides and nation in `hexes` (terrain stays: every hex has one); the caller opens and closes the undo step. */
export function clearContents(host: EditHost, hexes: readonly number[]) {
  const map = host.map;
  const spec = map.spec;
  const inside = new Set(hexes);
  for (const i of hexes) {
    host.setCell("nation", i, NONE);
    for (const n of neighbours(spec, { col: i % spec.columns, row: Math.floor(i / spec.columns) })) {
      const j = hexIndex(spec, n);
      if (!inside.has(j) && j < i) continue;
      host.setHexside(i, j, 0);
      host.setRoadGrade(i, j, 0);
    }
  }
  const labels = new Set(hexes.map((i) => host.labelOf(i)));
  host.replaceFeatures(map.features.filter((f) => !labels.has(f.hex)));
}
