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
  | { kind: "box"; from: MapPoint; to: MapPoint };

/**
 * A tool is a small state machine driven by pointer events. It edits only
 * through the editor, which records every change in the history.
 */
export interface Tool {
  readonly id: ToolId;
  down(input: PointerInput): void;
  move(input: PointerInput): void;
  up(input: PointerInput): void;
  /** Escape: abandon the gesture in progress (the editor reverts its changes). */
  cancel(): void;
  preview(): ToolPreview | null;
}

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
