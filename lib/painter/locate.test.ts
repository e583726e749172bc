import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type GridSpec, hexIndex, neighbours } from "@/lib/hex";
import { indexAtPoint, indexCentre, mapExtent, sidePairs } from "./geometry";
import { makeLocator } from "./locate";

const spec = (orientation: "flat" | "pointy", offset: "odd" | "even"): GridSpec => ({
  orientation, columns: 30, rows: 20, offset, firstColumn: 1, firstRow: 1, columnDigits: 2, rowDigits: 2,
});

describe("makeLocator", () => {
  for (const orientation of ["flat", "pointy"] as const) {
    for (const offset of ["odd", "even"] as const) {
      it(`agrees with lib/hex's pixelToHex everywhere (${orientation}, ${offset})`, () => {
        const s = spec(orientation, offset);
        const locate = makeLocator(s);
        fc.assert(
          fc.property(fc.double({ min: -2, max: 60, noNaN: true }), fc.double({ min: -2, max: 50, noNaN: true }), (x, y) => {
            expect(locate(x, y)).toBe(indexAtPoint(s, { x, y }) ?? -1);
          }),
          { numRuns: 3000 },
        );
      });
    }
  }
});

describe("makeLocator on ported boards' grids", () => {
  // 700×700 (issue #30's boards) and the schema's largest, 1000×1000: still exact at the far corner, where
  // coordinates reach the thousands.
  for (const [columns, rows] of [
    [700, 700],
    [1000, 1000],
  ] as const) {
    for (const orientation of ["flat", "pointy"] as const) {
      it(`agrees with pixelToHex across a ${columns}×${rows} ${orientation} map and finds its last hex`, () => {
        const s: GridSpec = { orientation, columns, rows, offset: "even", firstColumn: 1, firstRow: 1, columnDigits: 4, rowDigits: 4 };
        const locate = makeLocator(s);
        const { width, height } = mapExtent(s);
        fc.assert(
          fc.property(fc.double({ min: -2, max: width + 2, noNaN: true }), fc.double({ min: -2, max: height + 2, noNaN: true }), (x, y) => {
            expect(locate(x, y)).toBe(indexAtPoint(s, { x, y }) ?? -1);
          }),
          { numRuns: 3000 },
        );
        const last = columns * rows - 1;
        const c = indexCentre(s, last);
        expect(locate(c.x, c.y)).toBe(last);
        expect(locate(c.x + 0.5, c.y - 0.3)).toBe(last);
      });
    }
  }
});

describe("sidePairs", () => {
  for (const orientation of ["flat", "pointy"] as const) {
    for (const offset of ["odd", "even"] as const) {
      it(`lists each side once, the same as lib/hex's neighbours (${orientation}, ${offset})`, () => {
        const s = spec(orientation, offset);
        const all = Array.from({ length: s.columns * s.rows }, (_, i) => i);
        const pairs = sidePairs(s, all);
        const got = new Set<string>();
        for (let k = 0; k < pairs.length; k += 2) got.add(`${pairs[k]}-${pairs[k + 1]}`);
        const want = new Set<string>();
        for (const i of all) for (const n of neighbours(s, { col: i % s.columns, row: Math.floor(i / s.columns) })) if (hexIndex(s, n) > i) want.add(`${i}-${hexIndex(s, n)}`);
        expect(got.size).toBe(pairs.length / 2);
        expect([...got].sort()).toEqual([...want].sort());
      });
    }
  }
});
