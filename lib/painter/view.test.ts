import { describe, expect, it } from "vitest";
import { MapEditor } from "./editor";
import { cornerOffset, indexCentre, mapExtent } from "./geometry";
import { testMap } from "./test-map";
import { fitView, type ScreenRect, toScreen } from "./view";

const inside = (p: { x: number; y: number }, r: ScreenRect) => p.x > r.x && p.x < r.x + r.width && p.y > r.y && p.y < r.y + r.height;

/** Every hex corner on the screen after Fit, with the boxes over the canvas. */
function cornersAfterFit(orientation: "flat" | "pointy", columns: number, rows: number, covered: Record<string, ScreenRect>) {
  const e = new MapEditor(testMap(orientation, columns, rows));
  e.setViewport(1000, 640);
  for (const [id, rect] of Object.entries(covered)) e.setCovered(id, rect);
  e.fit();
  const out: { x: number; y: number }[] = [];
  for (let i = 0; i < e.map.cells; i++) {
    const c = indexCentre(e.map.spec, i);
    for (let k = 0; k < 6; k++) {
      const o = cornerOffset(e.map.spec, k);
      out.push(toScreen(e.view, { x: c.x + o.x, y: c.y + o.y }));
    }
  }
  return { e, out };
}

describe("Fit", () => {
  const minimap = { x: 1000 - 8 - 180, y: 640 - 8 - 150, width: 180, height: 150 };
  const status = { x: 8, y: 640 - 8 - 22, width: 150, height: 22 };
  for (const [orientation, columns, rows] of [
    ["flat", 40, 20],
    ["flat", 16, 30],
    ["pointy", 30, 18],
    ["pointy", 12, 12],
  ] as const) {
    it(`leaves no hex under the minimap or the status label (${orientation}-top ${columns}×${rows})`, () => {
      const { e, out } = cornersAfterFit(orientation, columns, rows, { minimap, status });
      const hidden = out.filter((p) => inside(p, minimap) || inside(p, status) || p.x < 0 || p.y < 0 || p.x > 1000 || p.y > 640);
      expect(hidden.map((p) => `${Math.round(p.x)},${Math.round(p.y)}`)).toEqual([]);
      // Still a real fit: the map is not shrunk to a stamp.
      const free = fitView(mapExtent(e.map.spec), 1000, 640).scale;
      expect(e.view.scale).toBeGreaterThan(free * 0.6);
    });
  }

  it("keeps the whole viewport when the boxes do not touch the map, and forgets a box that is gone", () => {
    const extent = { width: 10, height: 10 };
    const plain = fitView(extent, 1000, 640);
    expect(fitView(extent, 1000, 640, 16, [{ x: 0, y: 0, width: 40, height: 40 }])).toEqual(plain);
    const e = new MapEditor(testMap("flat", 40, 20));
    e.setViewport(1000, 640);
    e.fit();
    const before = e.view;
    e.setCovered("minimap", minimap);
    e.fit();
    expect(e.view.scale).toBeLessThan(before.scale);
    e.setCovered("minimap", null);
    e.fit();
    expect(e.view).toEqual(before);
  });
});
