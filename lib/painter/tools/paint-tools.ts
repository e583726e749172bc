import { hexesInOffsetRect, hexesInRadius, hexLine } from "../geometry";
import type { PointerInput, Tool, ToolPreview, ToolHost } from "./types";

/** Brush: paints the current target under the pointer, 1–3 rings wide; one stroke is one undo step. */
export class BrushTool implements Tool {
  readonly id = "brush";
  private last: number | null = null;
  private active = false;
  constructor(private readonly editor: ToolHost) {}

  down(input: PointerInput) {
    this.active = true;
    this.editor.history.begin("Paint");
    this.last = null;
    this.stamp(input.hex);
  }

  move(input: PointerInput) {
    if (!this.active) return;
    this.stamp(input.hex);
  }

  up() {
    if (!this.active) return;
    this.active = false;
    this.editor.endGesture();
  }

  cancel() {
    this.active = false;
    this.last = null;
  }

  private stamp(hex: number | null) {
    if (hex === null) return;
    // Fast drags skip hexes between events: fill the gap along a line.
    const path = this.last === null ? [hex] : hexLine(this.editor.map.spec, this.last, hex);
    const radius = this.editor.options.brushSize - 1;
    const cells = new Set<number>();
    for (const h of path) for (const c of hexesInRadius(this.editor.map.spec, h, radius)) cells.add(c);
    this.editor.paintCells([...cells]);
    this.last = hex;
  }

  preview(): ToolPreview | null {
    const hover = this.editor.hover;
    return hover === null ? null : { kind: "hexes", hexes: hexesInRadius(this.editor.map.spec, hover, this.editor.options.brushSize - 1) };
  }
}

/** Line: drag from one hex to another; the hexes between are painted on release. */
export class LineTool implements Tool {
  readonly id = "line";
  private from: number | null = null;
  private to: number | null = null;
  constructor(private readonly editor: ToolHost) {}
  down(input: PointerInput) {
    this.from = input.hex;
    this.to = input.hex;
  }
  move(input: PointerInput) {
    if (this.from !== null && input.hex !== null) this.to = input.hex;
  }
  up() {
    if (this.from !== null && this.to !== null) {
      this.editor.history.begin("Paint line");
      this.editor.paintCells(this.cells());
      this.editor.endGesture();
    }
    this.from = this.to = null;
  }
  cancel() {
    this.from = this.to = null;
  }
  private cells(): number[] {
    if (this.from === null || this.to === null) return [];
    const spec = this.editor.map.spec;
    const radius = this.editor.options.brushSize - 1;
    const out = new Set<number>();
    for (const h of hexLine(spec, this.from, this.to)) for (const c of hexesInRadius(spec, h, radius)) out.add(c);
    return [...out];
  }
  preview(): ToolPreview | null {
    if (this.from !== null) return { kind: "hexes", hexes: this.cells() };
    const hover = this.editor.hover;
    return hover === null ? null : { kind: "hexes", hexes: [hover] };
  }
}

/** Rectangle: drag from one corner hex to the other; the offset-coordinate rectangle between them is painted on release. */
export class RectTool implements Tool {
  readonly id = "rect";
  private from: number | null = null;
  private to: number | null = null;
  constructor(private readonly editor: ToolHost) {}
  down(input: PointerInput) {
    this.from = input.hex;
    this.to = input.hex;
  }
  move(input: PointerInput) {
    if (input.hex === null) return;
    // A drag that starts off the map starts at the first hex it reaches.
    this.from ??= input.hex;
    this.to = input.hex;
  }
  up(input: PointerInput) {
    if (input.hex !== null && this.from !== null) this.to = input.hex;
    if (this.from !== null && this.to !== null) {
      this.editor.history.begin("Paint rectangle");
      this.editor.paintCells(hexesInOffsetRect(this.editor.map.spec, this.from, this.to));
      this.editor.endGesture();
    }
    this.from = this.to = null;
  }
  cancel() {
    this.from = this.to = null;
  }
  preview(): ToolPreview | null {
    if (this.from !== null && this.to !== null) return { kind: "rect", from: this.from, to: this.to };
    const hover = this.editor.hover;
    return hover === null ? null : { kind: "hexes", hexes: [hover] };
  }
}

/** Flood fill: paints the connected region of hexes that share the clicked hex's value. */
export class FillTool implements Tool {
  readonly id = "fill";
  constructor(private readonly editor: ToolHost) {}
  down(input: PointerInput) {
    if (input.hex === null) return;
    this.editor.history.begin("Fill");
    this.editor.paintCells(this.editor.regionOf(input.hex));
    this.editor.endGesture();
  }
  move() {}
  up() {}
  cancel() {}
  preview(): ToolPreview | null {
    const hover = this.editor.hover;
    return hover === null ? null : { kind: "hexes", hexes: [hover] };
  }
}

/** Eyedropper: picks the clicked hex's value as the current target, then returns to the last tool. */
export class EyedropperTool implements Tool {
  readonly id = "eyedropper";
  constructor(private readonly editor: ToolHost) {}
  down(input: PointerInput) {
    if (input.hex === null) return;
    this.editor.pickFrom(input.hex);
  }
  move() {}
  up() {}
  cancel() {}
  preview(): ToolPreview | null {
    const hover = this.editor.hover;
    return hover === null ? null : { kind: "hexes", hexes: [hover] };
  }
}
