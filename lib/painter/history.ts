import type { HexMap, MapFeature } from "@/lib/model/map-hex";
import { History as CoreHistory, type Entry as CoreEntry } from "@/lib/editor-core/history";
import type { MapMeta } from "./editable-map";

/** One recorded difference; undo applies `before`, redo `after`. */
export type Change =
  | { kind: "cell"; layer: "terrain" | "nation" | "seaZone"; index: number; before: number; after: number }
  | { kind: "hexside"; key: number; before: number; after: number }
  | { kind: "road"; key: number; before: number; after: number }
  | { kind: "features"; before: MapFeature[]; after: MapFeature[] }
  | { kind: "meta"; before: MapMeta; after: MapMeta }
  | { kind: "background"; before: HexMap["background"]; after: HexMap["background"] }
  | { kind: "document"; before: HexMap; after: HexMap };

export type Entry = CoreEntry<Change>;

function slot(change: Change): string | null {
  switch (change.kind) {
    case "cell":
      return `${change.layer}:${change.index}`;
    case "hexside":
    case "road":
      return `${change.kind}:${change.key}`;
    default:
      return change.kind;
  }
}

/**
 * The hex painter's history: the shared one (lib/editor-core) with the
 * painter's slots, so a stroke over one hex folds into one diff.
 */
export class History extends CoreHistory<Change> {
  constructor(limit = 500) {
    super(slot, limit);
  }
}
