/**
 * lib/hex against honeycomb-grid itself: the settings bridge (odd/even ->
 * offset -1/+1, centre origin, circumradius) is checked by geometry, not by
 * reading, and every function lib/hex keeps its own arithmetic for is compared
 * with honeycomb's version of it.
 */
import fc from "fast-check";
import {
  Direction,
  Grid,
  distance as hcDistance,
  hexToOffset,
  offsetToCube as hcOffsetToCube,
  pointToCube,
  rectangle,
  round,
  defineHex,
  Orientation,
} from "honeycomb-grid";
import { describe, expect, it } from "vitest";
import { hexClassOf, hexSettingsOf, honeycombOffset } from "./honeycomb";
import {
  type GridSpec,
  DIRECTIONS,
  cubeRound,
  cubeToOffset,
  distance,
  hexToPixel,
  isShifted,
  neighbour,
  neighbours,
  offsetToCube,
  pixelToHex,
} from "./index";

const specArb = (maxSide: number): fc.Arbitrary<GridSpec> =>
  fc.record({
    orientation: fc.constantFrom("flat" as const, "pointy" as const),
    offset: fc.constantFrom("odd" as const, "even" as const),
    columns: fc.integer({ min: 1, max: maxSide }),
    rows: fc.integer({ min: 1, max: maxSide }),
    firstColumn: fc.constant(1),
    firstRow: fc.constant(1),
    columnDigits: fc.constant(4),
    rowDigits: fc.constant(4),
  });
const hexArb = fc.record({ col: fc.integer({ min: -500, max: 500 }), row: fc.integer({ min: -500, max: 500 }) });
const sizeArb = fc.double({ min: 0.01, max: 500, noNaN: true, noDefaultInfinity: true });

describe("the settings bridge, checked by geometry", () => {
  it('honeycomb offset -1 pushes the odd columns (flat) / rows (pointy) down / right: our "odd"', () => {
    for (const orientation of [Orientation.FLAT, Orientation.POINTY]) {
      for (const offset of [-1, 1] as const) {
        const H = defineHex({ orientation, offset, dimensions: 10 });
        const flat = orientation === Orientation.FLAT;
        const at = (n: number) => (flat ? new H({ col: n, row: 0 }).y : new H({ col: 0, row: n }).x);
        // Which of 0 and 1 sits half a hex further along?
        const oddPushed = at(1) > at(0);
        expect(oddPushed).toBe(offset === -1);
        const spec: GridSpec = { orientation: flat ? "flat" : "pointy", offset: oddPushed ? "odd" : "even", columns: 3, rows: 3, firstColumn: 1, firstRow: 1, columnDigits: 2, rowDigits: 2 };
        expect(honeycombOffset(spec.offset)).toBe(offset);
        expect(isShifted(spec, 1)).toBe(oddPushed);
      }
    }
  });
  it("default origin puts hex 0,0's centre on the point origin; 'topLeft' puts its bounding box corner there", () => {
    fc.assert(
      fc.property(specArb(50), sizeArb, hexArb, (spec, size, hex) => {
        const H = hexClassOf(spec, size);
        const zero = new H({ col: 0, row: 0 });
        expect([zero.x, zero.y]).toEqual([0, 0]);
        const h = new H(hex);
        const p = hexToPixel(spec, hex, size);
        expect(h.x).toBe(p.x);
        expect(h.y).toBe(p.y);
        const T = defineHex({ ...hexSettingsOf(spec, size), origin: "topLeft" });
        const t = new T(hex);
        expect(t.x).toBeCloseTo(p.x + h.width / 2, 6);
        expect(t.y).toBeCloseTo(p.y + h.height / 2, 6);
      }),
      { numRuns: 500 },
    );
  });
  it("size is the circumradius: honeycomb's corners sit `size` from our centre, 60° apart", () => {
    fc.assert(
      fc.property(specArb(50), sizeArb, hexArb, (spec, size, hex) => {
        const H = hexClassOf(spec, size);
        const c = hexToPixel(spec, hex, size);
        const first = spec.orientation === "flat" ? 0 : 30;
        const ours = [0, 1, 2, 3, 4, 5].map((k) => ((first + 60 * k) % 360));
        const theirs = new H(hex).corners.map((p) => {
          expect(Math.hypot(p.x - c.x, p.y - c.y)).toBeCloseTo(size, 6);
          return (Math.round((Math.atan2(p.y - c.y, p.x - c.x) * 180) / Math.PI) + 360) % 360;
        });
        expect([...theirs].sort((a, b) => a - b)).toEqual([...ours].sort((a, b) => a - b));
      }),
      { numRuns: 300 },
    );
  });
});

describe("lib/hex agrees with honeycomb-grid", () => {
  it("offset <-> cube: honeycomb's Hex, offsetToCube and hexToOffset", () => {
    fc.assert(
      fc.property(specArb(50), hexArb, (spec, hex) => {
        const settings = hexSettingsOf(spec);
        const cube = offsetToCube(spec, hex);
        expect(cube).toEqual(hcOffsetToCube(settings, hex));
        const h = new (hexClassOf(spec))(hex);
        expect([h.q, h.r, h.s]).toEqual([cube.q, cube.r, cube.s]);
        expect({ col: h.col, row: h.row }).toEqual(hex);
        expect(cubeToOffset(spec, cube)).toEqual(hexToOffset({ ...cube, offset: settings.offset, isPointy: spec.orientation === "pointy" }));
      }),
      { numRuns: 1000 },
    );
  });
  it("neighbours: the same hexes, in DIRECTIONS order, as honeycomb's Grid#neighborOf inside a rectangle grid", () => {
    fc.assert(
      fc.property(specArb(12), fc.nat(), (spec, pick) => {
        const H = hexClassOf(spec);
        const grid = new Grid(H, rectangle({ width: spec.columns, height: spec.rows }));
        expect(grid.size).toBe(spec.columns * spec.rows);
        const hexes = grid.toArray();
        const h = hexes[pick % hexes.length]!;
        const hex = { col: h.col, row: h.row };
        expect(hex.col >= 0 && hex.col < spec.columns && hex.row >= 0 && hex.row < spec.rows).toBe(true);
        const theirs = DIRECTIONS[spec.orientation]
          .map((name) => grid.neighborOf(h, Direction[name as keyof typeof Direction], { allowOutside: false }))
          .filter((n) => n !== undefined)
          .map((n) => ({ col: n.col, row: n.row }));
        expect(neighbours(spec, hex)).toEqual(theirs);
        DIRECTIONS[spec.orientation].forEach((name, d) => {
          const n = grid.neighborOf(h, Direction[name as keyof typeof Direction]);
          expect(neighbour(spec, hex, d)).toEqual({ col: n.col, row: n.row });
        });
      }),
      { numRuns: 300 },
    );
  });
  it("distance: honeycomb's distance() and Grid#distance", () => {
    fc.assert(
      fc.property(specArb(50), hexArb, hexArb, (spec, a, b) => {
        expect(distance(spec, a, b)).toBe(hcDistance(hexSettingsOf(spec), a, b));
      }),
      { numRuns: 1000 },
    );
    fc.assert(
      fc.property(specArb(10), fc.nat(), fc.nat(), (spec, i, j) => {
        const grid = new Grid(hexClassOf(spec), rectangle({ width: spec.columns, height: spec.rows }));
        const hexes = grid.toArray();
        const a = hexes[i % hexes.length]!;
        const b = hexes[j % hexes.length]!;
        expect(distance(spec, { col: a.col, row: a.row }, { col: b.col, row: b.row })).toBe(grid.distance(a, b));
      }),
      { numRuns: 200 },
    );
  });
  it("hexToPixel: honeycomb's hexToPoint, bit for bit", () => {
    fc.assert(
      fc.property(specArb(50), hexArb, sizeArb, (spec, hex, size) => {
        const h = new (hexClassOf(spec, size))(hex);
        expect(hexToPixel(spec, hex, size)).toEqual({ x: h.x, y: h.y });
      }),
      { numRuns: 1000 },
    );
  });
  it("pixelToHex: honeycomb's pointToCube away from hex edges", () => {
    fc.assert(
      fc.property(
        specArb(50),
        hexArb,
        fc.oneof(sizeArb, fc.constant(1)),
        fc.double({ min: 0, max: 0.86, noNaN: true }),
        fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }),
        (spec, hex, size, rho, theta) => {
          const c = hexToPixel(spec, hex, size);
          const x = c.x + rho * size * Math.cos(theta);
          const y = c.y + rho * size * Math.sin(theta);
          const settings = hexSettingsOf(spec, size);
          const cube = pointToCube(settings, { x, y });
          const theirs = hexToOffset({ ...cube, offset: settings.offset, isPointy: spec.orientation === "pointy" });
          // honeycomb's round can give -0 where ours gives 0 (see the cubeRound test).
          expect(pixelToHex(spec, x, y, size)).toEqual({ col: theirs.col + 0, row: theirs.row + 0 });
        },
      ),
      { numRuns: 1000 },
    );
  });
  it("pixelToHex keeps the locator's arithmetic where pointToCube rounds an edge point the other way (why it is not pointToCube)", () => {
    const spec: GridSpec = { orientation: "flat", offset: "odd", columns: 60, rows: 40, firstColumn: 1, firstRow: 1, columnDigits: 2, rowDigits: 2 };
    const p = { x: 54.905481538639066, y: 22.352949721065027 };
    expect(offsetToCube(spec, pixelToHex(spec, p.x, p.y, 1))).toMatchObject({ q: 37, r: -6 });
    expect(pointToCube(hexSettingsOf(spec, 1), p)).toMatchObject({ q: 36, r: -5 });
    expect(() => pointToCube(hexSettingsOf(spec, 1), { x: Number.NaN, y: 0 })).toThrow();
    expect(pixelToHex(spec, Number.NaN, 0, 1)).toEqual({ col: Number.NaN, row: Number.NaN });
  });
  it("cubeRound: honeycomb's round for finite input (ours never returns -0)", () => {
    const v = fc.double({ min: -1e6, max: 1e6, noNaN: true });
    fc.assert(
      fc.property(v, v, (q, r) => {
        const theirs = round({ q, r, s: -q - r });
        const ours = cubeRound({ q, r, s: -q - r });
        expect(ours).toEqual({ q: theirs.q + 0, r: theirs.r + 0, s: theirs.s + 0 });
        expect([Object.is(ours.q, -0), Object.is(ours.r, -0), Object.is(ours.s, -0)]).toEqual([false, false, false]);
      }),
      { numRuns: 2000 },
    );
  });
});
