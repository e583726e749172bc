import { describe, expect, it } from "vitest";
import { AreaView } from "./area-view";

describe("AreaView", () => {
  it("fits the map, zooms about the cursor and maps screen to map and back", () => {
    const view = new AreaView({ width: 1000, height: 500 }, false);
    view.setViewport(800, 600);
    view.fit();
    const centre = view.toMap(400, 300);
    expect(centre.x).toBeCloseTo(500);
    expect(centre.y).toBeCloseTo(250);
    const under = view.toMap(123, 456);
    view.zoomAt(123, 456, 2.5);
    const after = view.toMap(123, 456);
    expect(after.x).toBeCloseTo(under.x);
    expect(after.y).toBeCloseTo(under.y);
    const s = view.toScreen(under.x, under.y);
    expect(s.x).toBeCloseTo(123);
    expect(s.y).toBeCloseTo(456);
  });

  it("with wrap, keeps the offset within one map width and folds points into the map", () => {
    const view = new AreaView({ width: 1000, height: 500 }, true);
    view.setViewport(800, 600);
    view.set({ x: 0, y: 0, scale: 1 });
    for (let i = 0; i < 40; i++) view.pan(-130, 0);
    expect(view.state.x).toBeLessThanOrEqual(0);
    expect(view.state.x).toBeGreaterThan(-1000);
    const p = view.toMap(799, 10);
    expect(p.x).toBeGreaterThanOrEqual(0);
    expect(p.x).toBeLessThan(1000);
    // 40 × 130 = 5200 = 5 maps + 200 px: the left edge of the screen is at map x 200.
    expect(view.toMap(0, 0).x).toBeCloseTo(200);
  });
});
