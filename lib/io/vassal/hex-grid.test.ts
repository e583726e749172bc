import { describe, expect, it } from "vitest";
import { formatLabel } from "@/lib/hex/labels";
import { hexToPixel, pixelToHex } from "@/lib/hex/pixel";
import type { GridSpec } from "@/lib/hex/types";
import type { VassalHexGrid, VassalNumbering } from "./build-file";
import { placeGrid, rawHexOf, toWarbenchFrame, vassalCentre, vassalRawHex, warbenchHexOf } from "./hex-grid";
import { chooseLabels, namePart, vassalName } from "./numbering";

const numbering = (o: Partial<VassalNumbering> = {}): VassalNumbering => ({ first: "H", sep: "", hType: "N", vType: "N", hLeading: 1, vLeading: 1, hOff: 1, vOff: 1, hDescend: false, vDescend: false, stagger: false, ...o });
const grid = (o: Partial<VassalHexGrid> = {}, n: Partial<VassalNumbering> = {}): VassalHexGrid => ({ dx: 55.42562584220407, dy: 64, x0: 38, y0: 36, sideways: false, numbering: numbering(n), ...o });

const specOf = (g: VassalHexGrid, width: number, height: number): GridSpec => {
  const p = placeGrid(g, width, height);
  return { orientation: p.orientation, offset: p.offset, columns: p.columns, rows: p.rows, firstColumn: 1, firstRow: 1, columnDigits: 2, rowDigits: 2 };
};

describe("VASSAL's hex grid", () => {
  it("centres column 0 at x0 and odd columns half a hex lower", () => {
    const g = grid();
    expect(vassalCentre(g, 0, 0)).toEqual({ x: 38, y: 36 });
    expect(vassalCentre(g, 1, 0)).toEqual({ x: 38 + 55.42562584220407, y: 68 });
    expect(vassalCentre(g, 2, 3)).toEqual({ x: 38 + 2 * 55.42562584220407, y: 36 + 192 });
    expect(vassalCentre(g, -1, 0).y).toBe(68);
  });

  it("swaps x and y when sideways", () => {
    expect(vassalCentre(grid({ sideways: true }), 1, 2)).toEqual({ x: 36 + 128 + 32, y: 38 + 55.42562584220407 });
  });

  it("names a point by the nearest column, then the row in it (getRawColumn / getRawRow)", () => {
    const g = grid();
    expect(vassalRawHex(g, 38 + 3 * 55.43 + 20, 36 + 2 * 64 + 32 - 20)).toEqual({ rawColumn: 3, rawRow: 2 });
    expect(vassalRawHex(g, 38 + 4 * 55.43 - 10, 36 + 5 * 64 + 25)).toEqual({ rawColumn: 4, rawRow: 5 });
  });

  for (const [what, g] of [
    ["flat, column 0 on the picture", grid()],
    ["flat, starting at an odd column", grid({ x0: -19, y0: 32 })],
    ["flat, staggered numbering", grid({ x0: -19 }, { stagger: true })],
    ["flat, irregular hexes", grid({ dx: 50, dy: 70 })],
    ["sideways", grid({ sideways: true, x0: 30, y0: 40 })],
    ["sideways, staggered", grid({ sideways: true, x0: 30, y0: 40 }, { stagger: true })],
  ] as const) {
    it(`places the picture so every hex's centre is its VASSAL centre (${what})`, () => {
      const place = placeGrid(g, 1200, 900);
      const spec = specOf(g, 1200, 900);
      expect(place.orientation).toBe(g.sideways ? "pointy" : "flat");
      for (let col = 0; col < place.columns; col++) {
        for (let row = 0; row < place.rows; row++) {
          const raw = rawHexOf(g, place, { col, row });
          expect(warbenchHexOf(g, place, raw.rawColumn, raw.rawRow)).toEqual({ col, row });
          const v = vassalCentre(g, raw.rawColumn, raw.rawRow);
          const w = toWarbenchFrame(place, v.x, v.y);
          const c = hexToPixel(spec, { col, row }, 1);
          expect(Math.abs(w.x - c.x) + Math.abs(w.y - c.y)).toBeLessThan(1e-9);
          // A point a third of the way to a neighbour is still in the same hex.
          const near = toWarbenchFrame(place, v.x + g.dx / 4, v.y - g.dy / 6);
          expect(pixelToHex(spec, near.x, near.y, 1)).toEqual({ col, row });
        }
      }
    });
  }

  it("covers the hexes at least three quarters on the picture", () => {
    // x0 38: column -1 (centre -17) is mostly off; the last centre at least dx/3 inside the 960 width is column 16.
    const place = placeGrid(grid(), 960, 700);
    expect(place.firstRawColumn).toBe(0);
    expect(place.columns).toBe(17);
    // Odd columns' row -1 would be centred at y 4: off. Even columns' row 10 is centred at 676, 24 px inside.
    expect(place.firstLineRow).toBe(0);
    expect(place.rows).toBe(11);
  });
});

describe("VASSAL's hex names", () => {
  it("pads numbers with `leading` zeros below each power of ten, as getName does", () => {
    expect(namePart(5, "N", 1)).toBe("05");
    expect(namePart(12, "N", 1)).toBe("12");
    expect(namePart(100, "N", 1)).toBe("100");
    expect(namePart(5, "N", 2)).toBe("005");
    expect(namePart(5, "N", 0)).toBe("5");
    expect(namePart(-3, "N", 1)).toBe("-03");
  });

  it("writes letters as A…Z, then AA, BB, …", () => {
    expect(namePart(0, "A", 0)).toBe("A");
    expect(namePart(25, "A", 0)).toBe("Z");
    expect(namePart(26, "A", 0)).toBe("AA");
    expect(namePart(27, "A", 0)).toBe("BB");
  });

  it("counts staggered odd columns' rows from one further on", () => {
    const g = grid({}, { stagger: true });
    expect(vassalName(g, { width: 960, height: 700 }, 1, 0)).toBe("0202");
    expect(vassalName(grid(), { width: 960, height: 700 }, 1, 0)).toBe("0201");
  });

  for (const [what, g] of [
    ["plain", grid()],
    ["staggered", grid({ x0: -19 }, { stagger: true, hOff: 0 })],
    ["wider padding", grid({}, { hLeading: 2, vLeading: 2 })],
    ["a separator", grid({}, { sep: "-" })],
    ["sideways, vertical first", grid({ sideways: true }, { first: "V" })],
  ] as const) {
    it(`labels every hex with its VASSAL name where Warbench can write it (${what})`, () => {
      const size = { width: 1200, height: 900 };
      const place = placeGrid(g, size.width, size.height);
      const labels = chooseLabels(g, place, size);
      expect(labels.follows).toBe(true);
      const m = /^(C+)(R+)$/.exec(labels.labelFormat)!;
      const spec: GridSpec = { ...specOf(g, size.width, size.height), columnDigits: m[1]!.length, rowDigits: m[2]!.length, firstColumn: Number(labels.firstLabel.slice(0, m[1]!.length)), firstRow: Number(labels.firstLabel.slice(m[1]!.length)) };
      for (let col = 0; col < place.columns; col++) {
        for (let row = 0; row < place.rows; row++) {
          const raw = rawHexOf(g, place, { col, row });
          expect(formatLabel(spec, { col, row })).toBe(vassalName(g, size, raw.rawColumn, raw.rawRow).replace("-", ""));
        }
      }
    });
  }

  for (const [what, g, why] of [
    ["letters", grid({}, { hType: "A" }), /letters/],
    ["descending columns", grid({}, { hDescend: true }), /backwards/],
    ["row first", grid({}, { first: "V" }), /row number before/],
    ["negative names", grid({ x0: -19 }, { hOff: -5 }), /below zero/],
    ["padding too short", grid({ dx: 20, dy: 23, x0: 10, y0: 10 }, { hLeading: 0 }), /change width/],
  ] as const) {
    it(`numbers the hexes itself and says how, when VASSAL's names cannot be labels (${what})`, () => {
      const place = placeGrid(g, 1200, 900);
      const labels = chooseLabels(g, place, { width: 1200, height: 900 });
      expect(labels.follows).toBe(false);
      expect(labels.note).toMatch(why);
      expect(labels.note).toMatch(/VASSAL \S+ is 01+/);
      expect(labels.firstLabel).toMatch(/^0+10+1$/);
    });
  }
});
