import { areAdjacent } from "@/lib/hex";
import { hexLine, hexsideAtPoint } from "../geometry";
import { HEXSIDE_BIT } from "../layers";
import type { PointerInput, Tool, ToolPreview, ToolHost } from "./types";

/**
 * Hexside: click or drag along hex edges. The first side decides the stroke:
 * if it already has the chosen kind the stroke clears it, else it sets it
 * (Alt always clears).
 */
export class HexsideTool implements Tool {
  readonly id = "hexside";
  private mode: "set" | "clear" | null = null;
  private hover: { a: number; b: number } | null = null;
  constructor(private readonly editor: ToolHost) {}

  down(input: PointerInput) {
    const side = hexsideAtPoint(this.editor.map.spec, input.point);
    if (!side) return;
    const kind = this.editor.options.hexsideKind;
    const has = this.editor.map.hasHexside(side.a, side.b, kind);
    this.mode = input.alt || has ? "clear" : "set";
    this.editor.history.begin(this.mode === "set" ? `Draw ${kind}` : `Clear ${kind}`);
    this.apply(side.a, side.b);
  }

  move(input: PointerInput) {
    const side = hexsideAtPoint(this.editor.map.spec, input.point);
    this.hover = side ? { a: side.a, b: side.b } : null;
    // Only take a side when the pointer is near its middle, so a drag along a
    // river does not catch the sides it passes close to.
    if (this.mode && side && side.distance < 0.45) this.apply(side.a, side.b);
  }

  up() {
    if (!this.mode) return;
    this.mode = null;
    this.editor.endGesture();
  }

  cancel() {
    this.mode = null;
  }

  private apply(a: number, b: number) {
    const bit = HEXSIDE_BIT[this.editor.options.hexsideKind];
    const before = this.editor.map.hexsideBits(a, b);
    this.editor.setHexside(a, b, this.mode === "set" ? before | bit : before & ~bit);
  }

  preview(): ToolPreview | null {
    return this.hover ? { kind: "side", ...this.hover } : null;
  }
}

/** Road: drag from hex to hex; each hexside crossed gets the chosen road (Alt erases). */
export class RoadTool implements Tool {
  readonly id = "road";
  private last: number | null = null;
  private erase = false;
  private active = false;
  constructor(private readonly editor: ToolHost) {}

  down(input: PointerInput) {
    this.active = true;
    this.erase = input.alt || this.editor.options.roadErase;
    this.last = input.hex;
    this.editor.history.begin(this.erase ? "Erase road" : `Lay ${this.editor.options.roadKind}`);
  }

  move(input: PointerInput) {
    if (!this.active || input.hex === null || input.hex === this.last) return;
    const spec = this.editor.map.spec;
    if (this.last !== null) {
      const path = hexLine(spec, this.last, input.hex);
      for (let i = 1; i < path.length; i++) {
        const a = path[i - 1]!;
        const b = path[i]!;
        const ca = { col: a % spec.columns, row: Math.floor(a / spec.columns) };
        const cb = { col: b % spec.columns, row: Math.floor(b / spec.columns) };
        if (areAdjacent(spec, ca, cb)) this.editor.setRoad(a, b, this.erase ? null : this.editor.options.roadKind);
      }
    }
    this.last = input.hex;
  }

  up() {
    if (!this.active) return;
    this.active = false;
    this.last = null;
    this.editor.endGesture();
  }

  cancel() {
    this.active = false;
    this.last = null;
  }

  preview(): ToolPreview | null {
    const hover = this.editor.hover;
    return hover === null ? null : { kind: "hexes", hexes: [hover] };
  }
}
