import type { ToolMachine } from "@/lib/editor-core/tool";
import type { MapFeature } from "@/lib/model/map-hex";
import type { EditableMap } from "../editable-map";
import type { MapPoint } from "../geometry";
import type { History } from "../history";
import type { RoadKind } from "../layers";
import type { EditorOptions, PaintLayer } from "../options";

export type ToolId = "brush" | "line" | "fill" | "rect" | "eyedropper" | "hexside" | "road" | "feature" | "select" | "pan";

export interface PointerInput {
  /** Where the pointer is, in map space. */
  point: MapPoint;
  /** The hex under it, or null off the map. */
  hex: number | null;
  shift: boolean;
  alt: boolean;
}

/** What a tool asks the renderer to draw over the map while it works. */
export type ToolPreview =
  | { kind: "hexes"; hexes: number[] }
  | { kind: "side"; a: number; b: number }
  | { kind: "polygon"; points: MapPoint[] }
  | { kind: "box"; from: MapPoint; to: MapPoint }
  /** The offset-coordinate rectangle between two corner hexes (indices). */
  | { kind: "rect"; from: number; to: number };

/** A painter tool: the shared state machine shape (lib/editor-core/tool.ts) over hex input. */
export type Tool = ToolMachine<PointerInput, ToolPreview, ToolId>;

/**
 * What tools may ask of the editor that drives them. The editor implements
 * it; tools depend on this, not on the editor, so the two do not import each other.
 */
export interface ToolHost {
  readonly map: EditableMap;
  readonly history: History;
  readonly options: EditorOptions;
  readonly hover: number | null;
  endGesture(): void;
  paintCells(indices: number[]): void;
  regionOf(start: number, layer?: PaintLayer): number[];
  pickFrom(index: number): void;
  setHexside(a: number, b: number, bits: number): void;
  setRoad(a: number, b: number, kind: RoadKind | null): void;
  selectHex(index: number | null): void;
  setSelection(hexes: number[], additive?: boolean): void;
  featuresAtIndex(index: number): MapFeature[];
  moveFeatures(from: number, to: number): void;
  placeFeature(index: number): void;
}
