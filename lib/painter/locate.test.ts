import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type GridSpec } from "@/lib/hex";
import { indexAtPoint } from "./geometry";
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
