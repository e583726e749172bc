import type { HexMap, MapFeature } from "@/lib/model/map-hex";
import type { EditableMap } from "./editable-map";
import type { Change } from "./history";

/** What the canvas must redraw after a change: some hexes, the whole map (its meta), or a new map altogether. */
export type ChangeEffect = { kind: "hexes"; hexes: number[] } | { kind: "meta" } | { kind: "background" } | { kind: "document"; doc: HexMap };

/**
 * Writes one side of a recorded change (`before` for undo, `after` for redo
 * and the first time) into the map, and says what it touched. A whole new
 * document (a resize) is the editor's to load.
 */
export function applyChange(map: EditableMap, change: Change, which: "before" | "after"): ChangeEffect {
  const value = change[which];
  switch (change.kind) {
    case "cell":
      map[change.layer][change.index] = value as number;
      return { kind: "hexes", hexes: [change.index] };
    case "hexside":
      if (value) map.hexsides.set(change.key, value as number);
      else map.hexsides.delete(change.key);
      return { kind: "hexes", hexes: map.sideHexes(change.key) };
    case "road":
      if (value) map.roads.set(change.key, value as number);
      else map.roads.delete(change.key);
      return { kind: "hexes", hexes: map.sideHexes(change.key) };
    case "features": {
      const touched = new Set([...change.before, ...change.after].map((f) => f.hex));
      map.features = (value as MapFeature[]).map((f) => ({ ...f }));
      const hexes: number[] = [];
      for (const label of touched) {
        const i = map.indexOfLabel(label);
        if (i !== null) hexes.push(i);
      }
      return { kind: "hexes", hexes };
    }
    case "meta":
      map.meta = value as EditableMap["meta"];
      return { kind: "meta" };
    case "background": {
      // The picture lies under the tiles: moving it redraws a frame, not the map.
      const { background: _, ...rest } = map.meta;
      map.meta = value ? { ...rest, background: value as HexMap["background"] } : rest;
      return { kind: "background" };
    }
    case "document":
      return { kind: "document", doc: value as HexMap };
  }
}
