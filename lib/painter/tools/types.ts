import type { MapPoint } from "../geometry";

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
