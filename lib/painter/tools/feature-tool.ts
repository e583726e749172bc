import type { PointerInput, Tool, ToolPreview, ToolHost } from "./types";

/**
 * Feature: a click on a hex selects it for the inspector and, on an empty
 * hex or with Shift, places the chosen feature; a drag from a hex with
 * features moves them to the hex where it ends.
 */
export class FeatureTool implements Tool {
  readonly id = "feature";
  private from: number | null = null;
  private to: number | null = null;
  constructor(private readonly editor: ToolHost) {}

  down(input: PointerInput) {
    if (input.hex === null) return;
    this.from = input.hex;
    this.to = input.hex;
    this.editor.selectHex(input.hex);
  }

  move(input: PointerInput) {
    if (this.from !== null && input.hex !== null) this.to = input.hex;
  }

  up(input: PointerInput) {
    const from = this.from;
    const to = this.to;
    this.from = this.to = null;
    if (from === null || to === null) return;
    const hasFeatures = this.editor.featuresAtIndex(from).length > 0;
    if (to !== from && hasFeatures) {
      this.editor.moveFeatures(from, to);
      this.editor.selectHex(to);
    } else if (to === from && (!hasFeatures || input.shift)) {
      this.editor.placeFeature(from);
    }
  }

  cancel() {
    this.from = this.to = null;
  }

  preview(): ToolPreview | null {
    if (this.from !== null && this.to !== null && this.to !== this.from) return { kind: "hexes", hexes: [this.from, this.to] };
    const hover = this.editor.hover;
    return hover === null ? null : { kind: "hexes", hexes: [hover] };
  }
}
