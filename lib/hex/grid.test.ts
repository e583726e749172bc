import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type GridSpec,
  areAdjacent,
  cubeToOffset,
  distance,
  formatLabel,
  hexToPixel,
  labelOnGrid,
  neighbour,
  neighbours,
  offsetToCube,
  parseHexside,
  parseLabel,
  pixelToHex,
} from "./index";

const flatOdd: GridSpec = {
  orientation: "flat",
  columns: 60,
  rows: 40,
  offset: "odd",
  firstColumn: 1,
  firstRow: 1,
  columnDigits: 2,
  rowDigits: 2,
};
const specs: GridSpec[] = [
  flatOdd,
  { ...flatOdd, offset: "even" },
  { ...flatOdd, orientation: "pointy" },
  { ...flatOdd, orientation: "pointy", offset: "even" },
];

describe("labels", () => {
  it("formats column then row, zero-padded from the first label", () => {
    expect(formatLabel(flatOdd, { col: 4, row: 11 })).toBe("0512");
    expect(formatLabel({ ...flatOdd, firstColumn: 0, firstRow: 0 }, { col: 4, row: 11 })).toBe("0411");
  });
  it("parses strictly", () => {
    expect(parseLabel(flatOdd, "0512")).toEqual({ col: 4, row: 11 });
    expect(parseLabel(flatOdd, "512")).toBeNull();
    expect(parseLabel(flatOdd, "05a2")).toBeNull();
    expect(labelOnGrid(flatOdd, "6101")).toBeNull();
    expect(labelOnGrid(flatOdd, "6040")).toEqual({ col: 59, row: 39 });
  });
});

describe("neighbours and distance", () => {
  it("flat odd-q: hex 0202 (col 1, shifted) touches 0102 and 0103", () => {
    const labels = neighbours(flatOdd, { col: 1, row: 1 }).map((h) => formatLabel(flatOdd, h));
    expect(labels.sort()).toEqual(["0102", "0103", "0201", "0203", "0302", "0303"]);
  });
  it("corner hexes have fewer neighbours", () => {
    expect(neighbours(flatOdd, { col: 0, row: 0 })).toHaveLength(2);
  });
  it("offset <-> cube round-trips and every neighbour is at distance 1, both ways", () => {
    for (const spec of specs) {
      fc.assert(
        fc.property(fc.integer({ min: 0, max: 59 }), fc.integer({ min: 0, max: 39 }), fc.integer({ min: 0, max: 5 }), (col, row, dir) => {
          const hex = { col, row };
          expect(cubeToOffset(spec, offsetToCube(spec, hex))).toEqual(hex);
          const next = neighbour(spec, hex, dir);
          expect(distance(spec, hex, next)).toBe(1);
          expect(areAdjacent(spec, next, hex)).toBe(true);
          expect(neighbour(spec, next, dir + 3)).toEqual(hex);
        }),
      );
    }
  });
  it("distance along a column is the row difference", () => {
    expect(distance(flatOdd, { col: 3, row: 2 }, { col: 3, row: 9 })).toBe(7);
  });
});

describe("hexsides", () => {
  it("canonical key whichever way round", () => {
    const a = parseHexside(flatOdd, "0513-0512");
    const b = parseHexside(flatOdd, "0512-0513");
    expect(a).toEqual(b);
    expect(a.ok && a.key).toBe("0512-0513");
  });
  it("rejects non-adjacent and off-map sides", () => {
    expect(parseHexside(flatOdd, "0512-0514")).toEqual({ ok: false, reason: "not-adjacent" });
    expect(parseHexside(flatOdd, "0512-9999")).toEqual({ ok: false, reason: "offmap" });
    expect(parseHexside(flatOdd, "0512")).toEqual({ ok: false, reason: "format" });
  });
});

describe("pixels", () => {
  it("pixelToHex inverts hexToPixel", () => {
    for (const spec of specs) {
      fc.assert(
        fc.property(fc.integer({ min: 0, max: 59 }), fc.integer({ min: 0, max: 39 }), (col, row) => {
          const p = hexToPixel(spec, { col, row }, 20);
          expect(pixelToHex(spec, p.x + 3, p.y - 4, 20)).toEqual({ col, row });
        }),
      );
    }
  });
});
