import { describe, expect, it } from "vitest";
import { fitPlacement, type HexBackground, mapToPicture, pictureToMap } from "@/lib/painter/background";
import { MapEditor } from "@/lib/painter/editor";
import { indexCentre } from "@/lib/painter/geometry";
import { testMap } from "@/lib/painter/test-map";
import type { PicturePixels } from "@/lib/painter/trace-assist";
import { PictureTools } from "./picture-tools";

const GREEN = [40, 140, 60];
const SAND = [230, 210, 150];

/** An editor with a picture placed (`truth`) whose pixels are green on the forest hexes and sand elsewhere. */
function setup(isForest: (index: number) => boolean) {
  const editor = new MapEditor(testMap("flat", 10, 8));
  const spec = editor.map.spec;
  const truth: HexBackground = { ...fitPlacement(spec, "a".repeat(64), 300, 280), x: -1.3, y: -1.1 };
  const width = 300;
  const height = 280;
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const p = pictureToMap(spec, truth, { x: x + 0.5, y: y + 0.5 });
      let best = 0;
      let d = Infinity;
      for (let h = 0; h < spec.columns * spec.rows; h++) {
        const c = indexCentre(spec, h);
        const e = (c.x - p.x) ** 2 + (c.y - p.y) ** 2;
        if (e < d) {
          d = e;
          best = h;
        }
      }
      const colour = isForest(best) ? GREEN : SAND;
      data.set([...colour, 255], (y * width + x) * 4);
    }
  }
  const pixels: PicturePixels = { width, height, data };
  editor.setBackground("Add picture", truth);
  return { editor, spec, truth, tools: new PictureTools(editor, () => pixels) };
}

describe("the picture tools' clicks", () => {
  const forest = (i: number) => i % 10 >= 2 && i % 10 < 6 && Math.floor(i / 10) >= 1 && Math.floor(i / 10) < 5;

  it("align: two picture points and their hexes move the picture onto the grid in one undo step", () => {
    const { editor, spec, truth, tools } = setup(forest);
    // The picture starts misplaced: shifted and too small.
    editor.setBackground("Move picture", { ...truth, x: truth.x + 2, y: truth.y - 1, scale: truth.scale * 0.9 });
    const misplaced = editor.map.meta.background!;
    tools.startAlign();
    for (const hex of [11, 66]) {
      // Where the hex's centre is printed on the picture, as it is shown now.
      const printed = pictureToMap(spec, misplaced, mapToPicture(spec, truth, indexCentre(spec, hex)));
      expect(tools.click(printed, null)).toBe(true);
      expect(tools.prompt()).toMatch(/Click the hex/);
      tools.click(indexCentre(spec, hex), hex);
    }
    expect(tools.mode.kind).toBe("idle");
    const aligned = editor.map.meta.background!;
    expect(aligned.scale).toBeCloseTo(truth.scale, 9);
    expect(aligned.x).toBeCloseTo(truth.x, 9);
    expect(aligned.y).toBeCloseTo(truth.y, 9);
    editor.undo();
    expect(editor.map.meta.background).toEqual(misplaced);
  });

  it("align: the same hex twice is refused with a reason, and the pair starts again", () => {
    const { spec, tools } = setup(forest);
    tools.startAlign();
    tools.click({ x: 3, y: 3 }, 0);
    tools.click(indexCentre(spec, 11), 11);
    tools.click({ x: 9, y: 7 }, 0);
    tools.click(indexCentre(spec, 11), 11);
    expect(tools.problem).toMatch(/same hex/);
    expect(tools.mode).toEqual({ kind: "align", points: [], hexes: [] });
  });

  it("trace: a sample proposes the matching hexes, a click toggles one, Enter paints them as one step, Esc leaves", () => {
    const { editor, spec, tools } = setup(forest);
    const expected = Array.from({ length: 80 }, (_, i) => i).filter(forest);
    tools.startTrace(2);
    expect(tools.click(indexCentre(spec, 23), 23)).toBe(true);
    const mode = () => tools.mode as Extract<PictureTools["mode"], { kind: "trace" }>;
    expect([...mode().proposed].sort((a, b) => a - b)).toEqual(expected);
    tools.click(indexCentre(spec, 23), 23);
    expect(mode().proposed.has(23)).toBe(false);
    tools.click(indexCentre(spec, 0), 0);
    expect(mode().proposed.has(0)).toBe(true);
    // A tighter tolerance works the proposal out again from the sample.
    tools.updateTrace({ tolerance: 0 });
    expect(mode().proposed.size).toBe(expected.length);
    expect(tools.confirm()).toBe(true);
    expect(editor.history.peekUndo()).toBe("Trace Forest");
    const doc = editor.document();
    const f = doc.terrain.legend.find((l) => l.value === "forest")!.char;
    expect(doc.terrain.rows.join("").split("").flatMap((c, i) => (c === f ? [i] : []))).toEqual(expected);
    editor.undo();
    expect(editor.document().terrain.rows.join("")).not.toContain(f);
    expect(tools.cancel()).toBe(true);
    expect(tools.mode.kind).toBe("idle");
    expect(tools.click({ x: 1, y: 1 }, 0)).toBe(false);
  });

  it("trace: a sample off the picture, or a confirm with nothing proposed, says why", () => {
    const { tools } = setup(forest);
    tools.startTrace(2);
    tools.click({ x: -40, y: -40 }, null);
    expect(tools.problem).toMatch(/off the picture/);
    tools.confirm();
    expect(tools.problem).toMatch(/No hexes are proposed/);
  });

  it("without a picture, neither mode starts", () => {
    const tools = new PictureTools(new MapEditor(testMap()), () => null);
    tools.startTrace();
    expect(tools.mode.kind).toBe("idle");
    expect(tools.problem).toMatch(/Add a picture first/);
  });
});
