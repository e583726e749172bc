import type { Snap } from "../hit";
import type { Pt } from "../model";
import type { AreaPointerInput, AreaTool, AreaToolHost, AreaToolPreview } from "./types";

type Purpose = "draw" | "add-polygon" | "split";

/**
 * Click points to draw an outline (or, for split, a line). Each click snaps
 * to a vertex or a side near it. An outline closes by clicking its first
 * point again or with Enter; a split line ends with Enter or a double click
 * on its last point. Backspace takes back the last point; Escape drops it all.
 */
export class OutlineTool implements AreaTool {
  private points: Snap[] = [];
  private cursor: Snap | null = null;
  lastError: string | null = null;

  constructor(
    readonly id: "draw" | "add-polygon" | "split",
    private readonly host: AreaToolHost,
  ) {}

  private get purpose(): Purpose {
    return this.id;
  }

  down(input: AreaPointerInput) {
    const snap = this.host.snap(input.point);
    const first = this.points[0];
    const last = this.points[this.points.length - 1];
    const near = (a: Snap, b: Pt) => Math.hypot(a.point.x - b.x, a.point.y - b.y) <= this.host.tolerance;
    if (this.purpose !== "split" && first && this.points.length >= 3 && near(first, input.point)) {
      this.finish();
      return;
    }
    if (this.purpose === "split" && last && this.points.length >= 2 && near(last, input.point)) {
      this.finish();
      return;
    }
    if (last && near(last, snap.point)) return;
    this.points.push(snap);
  }

  move(input: AreaPointerInput) {
    this.cursor = this.host.snap(input.point);
  }

  up() {}

  key(key: string): boolean {
    if (key === "Enter") {
      this.finish();
      return true;
    }
    if (key === "Backspace" && this.points.length > 0) {
      this.points.pop();
      return true;
    }
    return false;
  }

  private finish() {
    const points = this.points;
    this.points = [];
    const needed = this.purpose === "split" ? 2 : 3;
    if (points.length < needed) {
      this.lastError = this.purpose === "split" ? "A split line needs two points." : "An outline needs three points.";
      return;
    }
    this.lastError = this.host.finishOutline(this.purpose, points)?.error ?? null;
  }

  cancel() {
    this.points = [];
  }

  /** Points placed so far (tests and the view's status bar). */
  get placed(): readonly Snap[] {
    return this.points;
  }

  preview(): AreaToolPreview | null {
    const points = this.points.map((s) => s.point);
    if (this.cursor) points.push(this.cursor.point);
    const hint =
      this.purpose === "split"
        ? "Click across the space; Enter ends the line"
        : this.points.length >= 3
          ? "Click the first point or press Enter to close"
          : "Click to place points; they snap to nearby vertices and sides";
    return { path: points.length > 0 ? { points, closed: false } : undefined, snap: this.cursor ?? undefined, hint };
  }
}
