import type { ToolMachine } from "@/lib/editor-core/tool";
import type { EditorError } from "../editor-types";
import type { Pt, SpaceKind } from "../model";
import type { Snap } from "../hit";

export type AreaToolId = "select" | "draw" | "add-polygon" | "insert-vertex" | "delete-vertex" | "split" | "merge" | "label" | "connect" | "canal" | "pan";

export interface AreaPointerInput {
  /** Where the pointer is, in map pixels. */
  point: Pt;
  shift: boolean;
  alt: boolean;
}

/** What a tool asks the view to draw over the map while it works. */
export interface AreaToolPreview {
  /** Lines being drawn (open: a split line or an unfinished outline). */
  path?: { points: Pt[]; closed: boolean };
  /** Where the next click would land, and on what. */
  snap?: Snap;
  /** Spaces picked so far (merge, connect, canal). */
  spaces?: string[];
  /** The vertex being dragged or under the pointer. */
  vertex?: number;
  /** A one-line hint for the status bar. */
  hint?: string;
}

export type AreaTool = ToolMachine<AreaPointerInput, AreaToolPreview, AreaToolId>;

/** What tools may ask of the editor; tools depend on this, not on the editor class. */
export interface AreaToolHost {
  /** Snap/hit radius in map pixels (a fixed number of screen pixels at the current zoom). */
  readonly tolerance: number;
  readonly drawKind: SpaceKind;
  readonly selectedSpace: string | null;
  snap(point: Pt, exclude?: ReadonlySet<number>): Snap;
  spaceAt(point: Pt): string | null;
  kindOf(id: string): SpaceKind | null;
  select(id: string | null, vertex?: number | null): void;
  beginGesture(label: string): void;
  endGesture(): void;
  /** Runs an edit as one undo step; a refusal comes back as the error, not a throw. */
  attempt(label: string, fn: () => void): EditorError | null;
  finishOutline(purpose: "draw" | "add-polygon" | "split", snaps: Snap[]): EditorError | null;
  dragVertex(id: number, to: Pt): void;
  dropVertex(id: number): void;
  insertVertexAt(point: Pt): number | null;
  deleteVertexAt(point: Pt): EditorError | null;
  mergeSpaces(a: string, b: string): EditorError | null;
  dragLabel(id: string, to: Pt): void;
  toggleConnection(a: string, b: string): EditorError | null;
  createCanal(seaZones: [string, string], controlledBy: string[]): EditorError | null;
}
