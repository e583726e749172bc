import { describe, expect, it } from "vitest";
import type { GridSpec } from "@/lib/hex";
import { indexCentre } from "@/lib/painter/geometry";
import { toScreen } from "@/lib/painter/view";
import { FIT_MAX_SCALE, fitToHexes } from "./fit";

const spec: GridSpec = { orientation: "flat", offset: "odd", columns: 200, rows: 150, firstColumn: 1, firstRow: 1, columnDigits: 3, rowDigits: 3 };
const at = (col: number, row: number) => row * spec.columns + col;

describe("where the set-up map opens", () => {
  it("frames the units' hexes, centred, with every one on screen", () => {
    const hexes = [at(120, 80), at(130, 90), at(125, 70)];
    const view = fitToHexes(spec, hexes, 500, 400);
    for (const h of hexes) {
      const s = toScreen(view, indexCentre(spec, h));
      expect(s.x).toBeGreaterThan(20);
      expect(s.x).toBeLessThan(480);
      expect(s.y).toBeGreaterThan(20);
      expect(s.y).toBeLessThan(380);
    }
    // Zoomed in on them, not on the whole 200×150 map.
    expect(view.scale).toBeGreaterThan(8);
  });

  it("a lone unit opens at a readable scale, not at the closest zoom", () => {
    const view = fitToHexes(spec, [at(5, 5)], 500, 400);
    expect(view.scale).toBe(FIT_MAX_SCALE);
    const s = toScreen(view, indexCentre(spec, at(5, 5)));
    expect(s.x).toBeCloseTo(250);
    expect(s.y).toBeCloseTo(200);
  });

  it("with nothing set up, the whole map fits", () => {
    const view = fitToHexes(spec, [], 500, 400);
    expect(view.scale).toBeLessThan(2);
    expect(toScreen(view, indexCentre(spec, at(0, 0))).x).toBeGreaterThanOrEqual(0);
    expect(toScreen(view, indexCentre(spec, at(199, 149))).y).toBeLessThanOrEqual(400);
  });
});
