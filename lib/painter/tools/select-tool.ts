import { hexesInBox, hexesInPolygon, type MapPoint } from "../geometry";
import type { PointerInput, Tool, ToolPreview, ToolHost } from "./types";

/** Select: drag a rectangle, or a lasso, or click for the magic wand (same terrain, connected). Shift adds. */
export class SelectTool implements Tool {
  readonly id = "select";
  private points: MapPoint[] = [];
  private additive = false;
  constructor(private readonly editor: ToolHost) {}

  down(input: PointerInput) {
    this.points = [input.point];
    this.additive = input.shift;
  }

  move(input: PointerInput) {
    if (this.points.length > 0) this.points.push(input.point);
  }

  up(input: PointerInput) {
    const points = this.points;
    this.points = [];
    if (points.length === 0) return;
    const first = points[0]!;
    const last = points[points.length - 1]!;
    const moved = Math.hypot(last.x - first.x, last.y - first.y) > 0.3;
    const spec = this.editor.map.spec;
    const mode = this.editor.options.selectMode;
    let hexes: number[];
    if (!moved || mode === "wand") hexes = input.hex === null ? [] : this.editor.regionOf(input.hex, "terrain");
    else if (mode === "lasso") hexes = hexesInPolygon(spec, points);
    else hexes = hexesInBox(spec, first, last);
    this.editor.setSelection(hexes, this.additive);
  }

  cancel() {
    this.points = [];
  }

  preview(): ToolPreview | null {
    if (this.points.length < 2) return null;
    if (this.editor.options.selectMode === "lasso") return { kind: "polygon", points: this.points };
    return { kind: "box", from: this.points[0]!, to: this.points[this.points.length - 1]! };
  }
}

/** Pan: drag the view (also Space+drag or the middle button with any tool). */
export class PanTool implements Tool {
  readonly id = "pan";
  down() {}
  move() {}
  up() {}
  cancel() {}
  preview(): ToolPreview | null {
    return null;
  }
}
