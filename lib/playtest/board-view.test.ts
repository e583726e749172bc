import { describe, expect, it } from "vitest";
import { mapExtent } from "@/lib/painter/geometry";
import { fitView } from "@/lib/painter/view";
import { counterSide, mapCoverage, MAX_COUNTER_PX, MIN_COUNTER_PX, openingView, READABLE_COUNTER_PX, READABLE_SCALE } from "./board-view";

const sample = mapExtent({ orientation: "flat", columns: 60, rows: 40, offset: "odd", firstColumn: 1, firstRow: 1, columnDigits: 2, rowDigits: 2 });
const viewport = { width: 1000, height: 620 };

describe("counter size on the playtest board", () => {
  it("follows the zoom, within limits", () => {
    expect(counterSide(20)).toBe(21);
    expect(counterSide(40)).toBe(42);
    expect(counterSide(40)).toBeGreaterThan(counterSide(20));
    expect(counterSide(1)).toBe(MIN_COUNTER_PX);
    expect(counterSide(500)).toBe(MAX_COUNTER_PX);
  });
});

describe("the view a game opens with", () => {
  it("the sample's 60×40 map at fit would draw unreadable counters", () => {
    expect(counterSide(fitView(sample, viewport.width, viewport.height).scale)).toBeLessThan(READABLE_COUNTER_PX);
  });

  it("opens at a readable zoom on the units instead, inside the map", () => {
    const units = [
      { x: 30, y: 20 },
      { x: 40, y: 30 },
    ];
    const v = openingView(sample, viewport, units);
    expect(counterSide(v.scale)).toBeGreaterThanOrEqual(READABLE_COUNTER_PX);
    // The units' centre is on screen, and no more than the margin shows past the map's top-left corner.
    const cx = 35 * v.scale + v.x;
    const cy = 25 * v.scale + v.y;
    expect(cx).toBeGreaterThan(0);
    expect(cx).toBeLessThan(viewport.width);
    expect(cy).toBeGreaterThan(0);
    expect(cy).toBeLessThan(viewport.height);
    expect(v.x).toBeLessThanOrEqual(16);
    expect(v.y).toBeLessThanOrEqual(16);
  });

  it("units in a corner do not leave the map's far side empty", () => {
    const v = openingView(sample, viewport, [{ x: 1, y: 1 }]);
    expect(v.x).toBe(16);
    expect(v.y).toBe(16);
    expect(v.scale).toBeCloseTo(READABLE_SCALE);
  });

  it("opens on the biggest group of the side to act, not on the empty middle between its groups", () => {
    const onScreen = (v: ReturnType<typeof openingView>, p: { x: number; y: number }) => {
      const x = p.x * v.scale + v.x;
      const y = p.y * v.scale + v.y;
      return x >= 0 && x <= viewport.width && y >= 0 && y <= viewport.height;
    };
    const north = [{ x: 60, y: 8 }, { x: 62, y: 9 }, { x: 61, y: 11 }];
    const south = [{ x: 30, y: 60 }, { x: 31, y: 62 }];
    const v = openingView(sample, viewport, [...north, ...south]);
    expect(north.every((p) => onScreen(v, p))).toBe(true);
    expect(south.some((p) => onScreen(v, p))).toBe(false);
    // Between equal groups of its own, the one facing more of the enemy.
    const enemy = [{ x: 33, y: 58 }, { x: 29, y: 63 }, { x: 32, y: 64 }];
    const w = openingView(sample, viewport, [...north.slice(0, 2), ...south], enemy);
    expect(south.every((p) => onScreen(w, p))).toBe(true);
  });

  it("a map with no counters on it opens whole", () => {
    expect(openingView(sample, viewport, [], [])).toEqual(fitView(sample, viewport.width, viewport.height));
  });

  it("a small map that is readable whole opens whole", () => {
    const small = mapExtent({ orientation: "flat", columns: 12, rows: 8, offset: "odd", firstColumn: 1, firstRow: 1, columnDigits: 2, rowDigits: 2 });
    expect(openingView(small, viewport, [{ x: 3, y: 3 }])).toEqual(fitView(small, viewport.width, viewport.height));
  });
});

describe("how much of the board the map covers [#26 item 10]", () => {
  it("is all of it when the map runs past every side, a part when it does not", () => {
    expect(mapCoverage(sample, { scale: READABLE_SCALE, x: -100, y: -100 }, viewport)).toBe(1);
    expect(mapCoverage({ width: 10, height: 10 }, { scale: 50, x: 0, y: 0 }, viewport)).toBeCloseTo((500 * 500) / (1000 * 620));
    expect(mapCoverage(sample, { scale: 1, x: 2000, y: 0 }, viewport)).toBe(0);
  });

  it("the opening view on the units covers the whole board", () => {
    // All but the margin kept past the map's edge by a corner.
    expect(mapCoverage(sample, openingView(sample, viewport, [{ x: 85, y: 55 }]), viewport)).toBeGreaterThan(0.95);
  });
});
