import { describe, expect, it } from "vitest";
import { gridSpecOf, type GridSpec } from "@/lib/hex";
import { alignByTwoPoints, fitPlacement, type HexBackground, mapToPicture, nudge, pictureAt, pictureCorners, pictureToMap, placementProblem, replacePicture, rotateAbout, scaleAbout } from "./background";
import { hexCentre, mapExtent, originOf } from "./geometry";
import { testMap } from "./test-map";

const flat = gridSpecOf(testMap("flat", 20, 15))!;
const pointy = gridSpecOf(testMap("pointy", 20, 15))!;
const SQRT3 = Math.sqrt(3);

const base: HexBackground = { asset: "a".repeat(64), width: 400, height: 300, x: -1.5, y: -0.5, scale: 0.05, rotation: 0, opacity: 0.6 };

const close = (p: { x: number; y: number }, q: { x: number; y: number }, digits = 9) => {
  expect(p.x).toBeCloseTo(q.x, digits);
  expect(p.y).toBeCloseTo(q.y, digits);
};

describe("a picture pixel's place on the map (placement frame: hex 0,0's centre at the origin)", () => {
  // Expected map points worked by hand: turn clockwise (y down), stretch, move, then add the map's origin.
  const cases: { name: string; spec: GridSpec; bg: HexBackground; pixel: { x: number; y: number }; frame: { x: number; y: number } }[] = [
    { name: "unturned: the top-left corner is the offset", spec: flat, bg: base, pixel: { x: 0, y: 0 }, frame: { x: -1.5, y: -0.5 } },
    { name: "unturned: 100 px across at 0.05 is 5 radii", spec: flat, bg: base, pixel: { x: 100, y: 20 }, frame: { x: 3.5, y: 0.5 } },
    { name: "aspect stretches down only", spec: flat, bg: { ...base, aspect: 2 }, pixel: { x: 100, y: 20 }, frame: { x: 3.5, y: 1.5 } },
    { name: "90° is not a sixth, 180° turns right to left", spec: flat, bg: { ...base, rotation: 180 }, pixel: { x: 100, y: 20 }, frame: { x: -6.5, y: -1.5 } },
    { name: "60° clockwise: across goes down-right", spec: pointy, bg: { ...base, rotation: 60, x: 0, y: 0 }, pixel: { x: 100, y: 0 }, frame: { x: 2.5, y: 2.5 * SQRT3 } },
    { name: "300°: down goes down-right, then stretched by the aspect", spec: pointy, bg: { ...base, rotation: 300, x: 0, y: 0, aspect: 2 }, pixel: { x: 0, y: 100 }, frame: { x: 2.5 * SQRT3, y: 5 } },
  ];
  for (const c of cases) {
    it(c.name, () => {
      const o = originOf(c.spec);
      const expected = { x: c.frame.x + o.x, y: c.frame.y + o.y };
      close(pictureToMap(c.spec, c.bg, c.pixel), expected);
      close(mapToPicture(c.spec, c.bg, expected), c.pixel);
    });
  }

  it("round-trips every rotation with an aspect, on both orientations", () => {
    for (const spec of [flat, pointy]) {
      for (const rotation of [0, 60, 120, 180, 240, 300] as const) {
        const bg = { ...base, rotation, aspect: 1.3, x: 2.25, y: -4.5, scale: 0.0371 };
        for (const p of [{ x: 0, y: 0 }, { x: 399, y: 0 }, { x: 123.5, y: 277.25 }]) close(mapToPicture(spec, bg, pictureToMap(spec, bg, p)), p);
      }
    }
  });

  it("says which map points fall on the picture at all", () => {
    expect(pictureAt(flat, base, pictureToMap(flat, base, { x: 10, y: 10 }))).not.toBeNull();
    expect(pictureAt(flat, base, pictureToMap(flat, base, { x: -1, y: 10 }))).toBeNull();
    expect(pictureAt(flat, base, pictureToMap(flat, base, { x: 10, y: 300.5 }))).toBeNull();
  });
});

describe("a fresh upload's placement", () => {
  it("shows the picture whole, centred on the map", () => {
    const extent = mapExtent(flat);
    for (const [w, h] of [[3000, 200], [200, 3000], [800, 600]]) {
      const bg = fitPlacement(flat, "b".repeat(64), w!, h!);
      const corners = pictureCorners(flat, bg);
      const xs = corners.map((p) => p.x);
      const ys = corners.map((p) => p.y);
      expect(Math.min(...xs)).toBeGreaterThanOrEqual(-1e-9);
      expect(Math.max(...xs)).toBeLessThanOrEqual(extent.width + 1e-9);
      expect(Math.min(...ys)).toBeGreaterThanOrEqual(-1e-9);
      expect(Math.max(...ys)).toBeLessThanOrEqual(extent.height + 1e-9);
      // One pair of sides touches the map's edges: the picture is as large as fits.
      const touchesX = Math.abs(Math.min(...xs)) < 1e-9 && Math.abs(Math.max(...xs) - extent.width) < 1e-9;
      const touchesY = Math.abs(Math.min(...ys)) < 1e-9 && Math.abs(Math.max(...ys) - extent.height) < 1e-9;
      expect(touchesX || touchesY).toBe(true);
      close({ x: (Math.min(...xs) + Math.max(...xs)) / 2, y: (Math.min(...ys) + Math.max(...ys)) / 2 }, { x: extent.width / 2, y: extent.height / 2 });
      expect(placementProblem(bg)).toBeNull();
    }
  });
});

describe("nudges, scaling and turning keep what they should", () => {
  const pivot = { x: 7.25, y: 5.5 };
  it("a nudge moves every pixel by the same amount", () => {
    const moved = nudge(base, 0.1, -0.2);
    const p = { x: 50, y: 60 };
    const a = pictureToMap(flat, base, p);
    close(pictureToMap(flat, moved, p), { x: a.x + 0.1, y: a.y - 0.2 });
  });

  it("scaling about a point keeps the picture pixel under it", () => {
    const held = mapToPicture(flat, base, pivot);
    const scaled = scaleAbout(flat, base, 1.1, pivot);
    expect(scaled.scale).toBeCloseTo(0.055, 12);
    close(pictureToMap(flat, scaled, held), pivot);
    expect(() => scaleAbout(flat, base, 0, pivot)).toThrow(/above 0/);
  });

  it("turning by sixths wraps round and keeps the pixel under the pivot", () => {
    const table: [HexBackground["rotation"], number, HexBackground["rotation"]][] = [
      [0, 1, 60],
      [300, 1, 0],
      [0, -1, 300],
      [120, -2, 0],
      [240, 7, 300],
    ];
    for (const [from, by, to] of table) {
      const bg = { ...base, rotation: from };
      const turned = rotateAbout(pointy, bg, by, pivot);
      expect(turned.rotation).toBe(to);
      close(pictureToMap(pointy, turned, mapToPicture(pointy, bg, pivot)), pivot);
    }
  });
});

describe("two-point alignment (\"this hex is here\")", () => {
  it("recovers a known placement from two of its hexes, for every rotation and an aspect", () => {
    for (const spec of [flat, pointy]) {
      for (const rotation of [0, 60, 120, 180, 240, 300] as const) {
        const truth: HexBackground = { ...base, rotation, aspect: 1.1, x: 3.2, y: -2.7, scale: 0.0427 };
        const hexes = [hexCentre(spec, { col: 2, row: 3 }), hexCentre(spec, { col: 15, row: 11 })] as [ReturnType<typeof hexCentre>, ReturnType<typeof hexCentre>];
        const picture = hexes.map((h) => mapToPicture(spec, truth, h)) as [typeof hexes[0], typeof hexes[0]];
        // Start from a placement that is wrong in scale and offset, right in rotation and aspect.
        const solved = alignByTwoPoints(spec, { ...truth, x: 0, y: 0, scale: 0.1 }, picture, hexes);
        expect(solved.scale).toBeCloseTo(truth.scale, 10);
        expect(solved.x).toBeCloseTo(truth.x, 9);
        expect(solved.y).toBeCloseTo(truth.y, 9);
        expect(solved.rotation).toBe(rotation);
      }
    }
  });

  it("a known answer by hand: 100 px apart across for two hexes 3 radii apart gives 0.03", () => {
    const bg = { ...base, x: 0, y: 0, scale: 1 };
    const m1 = hexCentre(flat, { col: 0, row: 0 });
    const m2 = hexCentre(flat, { col: 2, row: 0 });
    const solved = alignByTwoPoints(flat, bg, [{ x: 50, y: 40 }, { x: 150, y: 40 }], [m1, m2]);
    expect(solved.scale).toBeCloseTo(0.03, 12);
    // Pixel (50, 40) lands on hex 0,0's centre: the placement frame's origin.
    close(pictureToMap(flat, solved, { x: 50, y: 40 }), m1);
    expect(solved.x).toBeCloseTo(-1.5, 12);
    expect(solved.y).toBeCloseTo(-1.2, 12);
  });

  it("refuses points too close, the same hex twice, and hexes the wrong way round", () => {
    const m1 = hexCentre(flat, { col: 0, row: 0 });
    const m2 = hexCentre(flat, { col: 4, row: 0 });
    expect(() => alignByTwoPoints(flat, base, [{ x: 10, y: 10 }, { x: 11, y: 10 }], [m1, m2])).toThrow(/too close/);
    expect(() => alignByTwoPoints(flat, base, [{ x: 10, y: 10 }, { x: 110, y: 10 }], [m1, m1])).toThrow(/same hex/);
    expect(() => alignByTwoPoints(flat, base, [{ x: 10, y: 10 }, { x: 110, y: 10 }], [m2, m1])).toThrow(/other way round/);
  });
});

describe("replacing the picture", () => {
  it("keeps the alignment for the same board at twice the resolution, fits any other shape afresh", () => {
    const bg = { ...base, rotation: 60 as const, aspect: 1.2 };
    const sharper = replacePicture(flat, bg, "e".repeat(64), 800, 600);
    expect(sharper.asset).toBe("e".repeat(64));
    close(pictureToMap(flat, sharper, { x: 800, y: 600 }), pictureToMap(flat, bg, { x: 400, y: 300 }));
    expect(replacePicture(flat, bg, "e".repeat(64), 800, 300)).toEqual(fitPlacement(flat, "e".repeat(64), 800, 300, bg.opacity));
  });
});

describe("a placement typed by hand", () => {
  const table: [Partial<HexBackground>, RegExp | null][] = [
    [{}, null],
    [{ scale: 0 }, /Scale/],
    [{ scale: Number.NaN }, /Scale/],
    [{ x: Number.POSITIVE_INFINITY }, /Offset x/],
    [{ y: 2e6 }, /Offset y/],
    [{ aspect: 0.2 }, /Aspect/],
    [{ opacity: 1.5 }, /Opacity/],
  ];
  for (const [patch, problem] of table) {
    it(`${JSON.stringify(patch)} → ${problem ?? "fine"}`, () => {
      const found = placementProblem({ ...base, ...patch });
      if (problem) expect(found).toMatch(problem);
      else expect(found).toBeNull();
    });
  }
});
