import { describe, expect, it } from "vitest";
import { type GridSpec, hexToPixel } from "@/lib/hex";
import { exportLayout, sideAtFrame, tileCentre, tileCorners, tiledLayout, tileTopLeft, toHexFrame } from "./geometry";

const spec = (orientation: "flat" | "pointy", offset: "odd" | "even"): GridSpec => ({ orientation, offset, columns: 9, rows: 7, firstColumn: 1, firstRow: 1, columnDigits: 2, rowDigits: 2 });

describe("Tiled's hexagonal layout", () => {
  it("places tiles as libtiled's HexagonalRenderer does (Tiled's 60×60 side-30 example, stagger x odd)", () => {
    const l = tiledLayout({ tilewidth: 60, tileheight: 60, hexsidelength: 30, staggeraxis: "x", staggerindex: "odd" });
    expect([l.sideOffsetX, l.columnWidth, l.rowHeight]).toEqual([15, 45, 30]);
    expect(tileTopLeft(l, 0, 0)).toEqual({ x: 0, y: 0 });
    expect(tileTopLeft(l, 1, 0)).toEqual({ x: 45, y: 30 });
    expect(tileTopLeft(l, 2, 3)).toEqual({ x: 90, y: 180 });
    expect(tileCorners(l, 0, 0)).toEqual([
      { x: 0, y: 30 },
      { x: 15, y: 0 },
      { x: 45, y: 0 },
      { x: 60, y: 30 },
      { x: 45, y: 60 },
      { x: 15, y: 60 },
    ]);
    // Odd sizes are rounded down to even pixels, as Tiled does.
    expect(tiledLayout({ tilewidth: 61, tileheight: 57, hexsidelength: 0, staggeraxis: "y", staggerindex: "even" })).toMatchObject({ tileWidth: 60, tileHeight: 56, rowHeight: 28 });
  });

  it.each([
    ["flat", "odd"],
    ["flat", "even"],
    ["pointy", "odd"],
    ["pointy", "even"],
  ] as const)("%s-top %s: stagger axis and index put every tile's centre on the document's hex centre", (orientation, offset) => {
    const s = spec(orientation, offset);
    const l = tiledLayout(exportLayout(orientation, offset));
    const frame = toHexFrame(l);
    for (let row = 0; row < s.rows; row++) {
      for (let col = 0; col < s.columns; col++) {
        const p = frame(tileCentre(l, col, row));
        const q = hexToPixel(s, { col, row }, 1);
        expect(p.x).toBeCloseTo(q.x, 9);
        expect(p.y).toBeCloseTo(q.y, 9);
      }
    }
  });

  it("finds the hexside a point lies along, but not at a corner where three meet", () => {
    const s = spec("flat", "odd");
    const l = tiledLayout(exportLayout("flat", "odd"));
    const frame = toHexFrame(l);
    // The bottom edge of tile 2,2 (x 16–48 within the tile, y 56), in Tiled pixels.
    const o = tileTopLeft(l, 2, 2);
    expect(sideAtFrame(s, frame({ x: o.x + 32, y: o.y + 57 }))).toEqual([
      { col: 2, row: 3 },
      { col: 2, row: 2 },
    ]);
    expect(sideAtFrame(s, frame({ x: o.x + 16, y: o.y + 56 }))).toBeNull();
    expect(sideAtFrame(s, frame({ x: o.x + 32, y: o.y + 28 }))).toBeNull();
  });
});
