import type { MapFeature } from "@/lib/model/map-hex";
import type { HexsideKind, RoadKind } from "./layers";

export type PaintLayer = "terrain" | "nation" | "seaZone";
export type FeatureKind = MapFeature["kind"];

export interface EditorOptions {
  /** What the paint tools lay down: a layer and a value (1-based index, 0 = none). */
  layer: PaintLayer;
  values: Record<PaintLayer, number>;
  brushSize: 1 | 2 | 3;
  hexsideKind: HexsideKind;
  roadKind: RoadKind;
  roadErase: boolean;
  featureKind: FeatureKind;
  selectMode: "box" | "lasso" | "wand";
}
