/**
 * Pins lib/hex's public behaviour over random grids (both orientations, both
 * parities, random sizes). The oracle below is a frozen copy of the
 * hand-written maths lib/hex had before it moved onto honeycomb-grid; results
 * are compared with Object.is semantics (toEqual tells -0 from 0), so any
 * change in values, signs of zero, NaN handling or neighbour order shows up.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type CubeCoord,
  type GridSpec,
  type OffsetCoord,
  DIRECTIONS,
  areAdjacent,
  cubeRound,
  cubeToOffset,
  distance,
  formatLabel,
  hexAt,
  hexIndex,
  hexToPixel,
  hexsideKeyOfIndices,
  isShifted,
  labelOnGrid,
  looksLikeLabel,
  neighbour,
  neighbours,
  offsetToCube,
  onGrid,
  parseHexside,
  parseLabel,
  pixelToHex,
} from "./index";

// ---- frozen oracle: lib/hex's maths as of 9c67a7c -------------------------

const FLAT_STEPS: readonly CubeCoord[] = [
  { q: 0, r: -1, s: 1 },
  { q: 1, r: -1, s: 0 },
  { q: 1, r: 0, s: -1 },
  { q: 0, r: 1, s: -1 },
  { q: -1, r: 1, s: 0 },
  { q: -1, r: 0, s: 1 },
];
const POINTY_STEPS: readonly CubeCoord[] = [
  { q: 1, r: -1, s: 0 },
  { q: 1, r: 0, s: -1 },
  { q: 0, r: 1, s: -1 },
  { q: -1, r: 1, s: 0 },
  { q: -1, r: 0, s: 1 },
  { q: 0, r: -1, s: 1 },
];
const ref = {
  offsetToCube(spec: GridSpec, { col, row }: OffsetCoord): CubeCoord {
    if (spec.orientation === "flat") {
      const q = col;
      const r = row - (col - (spec.offset === "odd" ? col & 1 : -(col & 1))) / 2;
      return { q, r, s: -q - r };
    }
    const r = row;
    const q = col - (row - (spec.offset === "odd" ? row & 1 : -(row & 1))) / 2;
    return { q, r, s: -q - r };
  },
  cubeToOffset(spec: GridSpec, { q, r }: CubeCoord): OffsetCoord {
    if (spec.orientation === "flat") return { col: q, row: r + (q - (spec.offset === "odd" ? q & 1 : -(q & 1))) / 2 };
    return { col: q + (r - (spec.offset === "odd" ? r & 1 : -(r & 1))) / 2, row: r };
  },
  neighbour(spec: GridSpec, hex: OffsetCoord, direction: number): OffsetCoord {
    const step = (spec.orientation === "flat" ? FLAT_STEPS : POINTY_STEPS)[((direction % 6) + 6) % 6] as CubeCoord;
    const c = ref.offsetToCube(spec, hex);
    return ref.cubeToOffset(spec, { q: c.q + step.q, r: c.r + step.r, s: c.s + step.s });
  },
  neighbours(spec: GridSpec, hex: OffsetCoord): OffsetCoord[] {
    return [0, 1, 2, 3, 4, 5].map((d) => ref.neighbour(spec, hex, d)).filter((h) => onGridRef(spec, h));
  },
  distance(spec: GridSpec, a: OffsetCoord, b: OffsetCoord): number {
    const x = ref.offsetToCube(spec, a);
    const y = ref.offsetToCube(spec, b);
    return Math.max(Math.abs(x.q - y.q), Math.abs(x.r - y.r), Math.abs(x.s - y.s));
  },
  hexToPixel(spec: GridSpec, hex: OffsetCoord, size: number) {
    const { q, r } = ref.offsetToCube(spec, hex);
    if (spec.orientation === "flat") return { x: size * 1.5 * q, y: size * Math.sqrt(3) * (r + q / 2) };
    return { x: size * Math.sqrt(3) * (q + r / 2), y: size * 1.5 * r };
  },
  pixelToHex(spec: GridSpec, x: number, y: number, size: number): OffsetCoord {
    const q = spec.orientation === "flat" ? ((2 / 3) * x) / size : ((Math.sqrt(3) / 3) * x - (1 / 3) * y) / size;
    const r = spec.orientation === "flat" ? ((-1 / 3) * x + (Math.sqrt(3) / 3) * y) / size : ((2 / 3) * y) / size;
    return ref.cubeToOffset(spec, ref.cubeRound({ q, r, s: -q - r }));
  },
  cubeRound({ q, r, s }: CubeCoord): CubeCoord {
    let rq = Math.round(q);
    let rr = Math.round(r);
    let rs = Math.round(s);
    const dq = Math.abs(rq - q);
    const dr = Math.abs(rr - r);
    const ds = Math.abs(rs - s);
    if (dq > dr && dq > ds) rq = -rr - rs;
    else if (dr > ds) rr = -rq - rs;
    else rs = -rq - rr;
    return { q: rq + 0, r: rr + 0, s: rs + 0 };
  },
};
function onGridRef(spec: GridSpec, { col, row }: OffsetCoord): boolean {
  return Number.isInteger(col) && Number.isInteger(row) && col >= 0 && row >= 0 && col < spec.columns && row < spec.rows;
}

// ---- arbitraries ------------------------------------------------------------

const digits = (n: number) => String(n).length;
const gridArb: fc.Arbitrary<GridSpec> = fc
  .record({
    orientation: fc.constantFrom("flat" as const, "pointy" as const),
    offset: fc.constantFrom("odd" as const, "even" as const),
    columns: fc.integer({ min: 1, max: 400 }),
    rows: fc.integer({ min: 1, max: 400 }),
    firstColumn: fc.integer({ min: 0, max: 2 }),
    firstRow: fc.integer({ min: 0, max: 2 }),
    extraDigits: fc.integer({ min: 0, max: 1 }),
  })
  .map(({ extraDigits, ...g }) => ({
    ...g,
    columnDigits: Math.max(2, digits(g.columns - 1 + g.firstColumn)) + extraDigits,
    rowDigits: Math.max(2, digits(g.rows - 1 + g.firstRow)) + extraDigits,
  }));
/** A grid and a hex on it. */
const onGridArb = gridArb.chain((spec) =>
  fc.record({ col: fc.nat({ max: spec.columns - 1 }), row: fc.nat({ max: spec.rows - 1 }) }).map((hex) => ({ spec, hex })),
);
/** Any integer coordinate, on the grid or well off it (negative too). */
const anyHexArb = fc.record({ col: fc.integer({ min: -1000, max: 1000 }), row: fc.integer({ min: -1000, max: 1000 }) });
const sizeArb = fc.double({ min: 0.01, max: 500, noNaN: true, noDefaultInfinity: true });
const RUNS = { numRuns: 1000 };

// ---- properties -------------------------------------------------------------

describe("offset <-> cube (pinned)", () => {
  it("matches the frozen maths exactly, on and off the grid", () => {
    fc.assert(
      fc.property(gridArb, anyHexArb, (spec, hex) => {
        const c = offsetToCube(spec, hex);
        expect(c).toEqual(ref.offsetToCube(spec, hex));
        expect(c.q + c.r + c.s).toBe(0);
        expect(cubeToOffset(spec, c)).toEqual(hex);
      }),
      RUNS,
    );
  });
  it("cube -> offset -> cube round-trips", () => {
    fc.assert(
      fc.property(gridArb, fc.integer({ min: -1000, max: 1000 }), fc.integer({ min: -1000, max: 1000 }), (spec, q, r) => {
        const cube = { q, r, s: -q - r };
        const off = cubeToOffset(spec, cube);
        expect(off).toEqual(ref.cubeToOffset(spec, cube));
        const back = offsetToCube(spec, off);
        expect([back.q, back.r, back.s + 0]).toEqual([q, r, -q - r + 0]);
      }),
      RUNS,
    );
  });
  it("odd/even means Red Blob's odd-q/odd-r vs even-q/even-r", () => {
    const base: GridSpec = { orientation: "flat", columns: 10, rows: 10, offset: "odd", firstColumn: 1, firstRow: 1, columnDigits: 2, rowDigits: 2 };
    // odd-q: odd columns pushed down, so col 1 row 0 is the SE neighbour of col 0 row 0.
    expect(offsetToCube(base, { col: 1, row: 0 })).toEqual({ q: 1, r: 0, s: -1 });
    expect(offsetToCube({ ...base, offset: "even" }, { col: 1, row: 0 })).toEqual({ q: 1, r: -1, s: 0 });
    expect(offsetToCube({ ...base, orientation: "pointy" }, { col: 0, row: 1 })).toEqual({ q: 0, r: 1, s: -1 });
    expect(offsetToCube({ ...base, orientation: "pointy", offset: "even" }, { col: 0, row: 1 })).toEqual({ q: -1, r: 1, s: 0 });
    for (const spec of [base, { ...base, orientation: "pointy" as const }]) {
      expect(isShifted(spec, 1)).toBe(true);
      expect(isShifted(spec, 0)).toBe(false);
      expect(isShifted({ ...spec, offset: "even" }, 0)).toBe(true);
      expect(isShifted({ ...spec, offset: "even" }, 3)).toBe(false);
    }
  });
});

describe("neighbours and distance (pinned)", () => {
  it("neighbour matches the frozen maths for every direction index (any integer)", () => {
    fc.assert(
      fc.property(gridArb, anyHexArb, fc.integer({ min: -20, max: 20 }), (spec, hex, d) => {
        const n = neighbour(spec, hex, d);
        expect(n).toEqual(ref.neighbour(spec, hex, d));
        expect(distance(spec, hex, n)).toBe(1);
        expect(neighbour(spec, n, d + 3)).toEqual(hex);
      }),
      RUNS,
    );
  });
  it("neighbours: DIRECTIONS order, on-grid only, symmetric, six inside the map", () => {
    fc.assert(
      fc.property(onGridArb, ({ spec, hex }) => {
        const ns = neighbours(spec, hex);
        expect(ns).toEqual(ref.neighbours(spec, hex));
        for (const n of ns) {
          expect(onGrid(spec, n)).toBe(true);
          expect(areAdjacent(spec, hex, n)).toBe(true);
          expect(neighbours(spec, n)).toContainEqual(hex);
        }
        const inside = hex.col > 0 && hex.row > 0 && hex.col < spec.columns - 1 && hex.row < spec.rows - 1;
        if (inside) expect(ns).toHaveLength(6);
        expect(DIRECTIONS[spec.orientation]).toHaveLength(6);
      }),
      RUNS,
    );
  });
  it("distance matches the frozen maths and is a metric", () => {
    fc.assert(
      fc.property(gridArb, anyHexArb, anyHexArb, anyHexArb, (spec, a, b, c) => {
        const ab = distance(spec, a, b);
        expect(ab).toBe(ref.distance(spec, a, b));
        expect(distance(spec, b, a)).toBe(ab);
        expect(ab === 0).toBe(a.col === b.col && a.row === b.row);
        expect(distance(spec, a, c)).toBeLessThanOrEqual(ab + distance(spec, b, c));
        expect(areAdjacent(spec, a, b)).toBe(ab === 1);
      }),
      RUNS,
    );
  });
  it("distance along the line of hexes in one direction is the step count", () => {
    fc.assert(
      fc.property(gridArb, anyHexArb, fc.nat({ max: 5 }), fc.nat({ max: 40 }), (spec, start, d, k) => {
        let h = start;
        for (let i = 0; i < k; i += 1) h = neighbour(spec, h, d);
        expect(distance(spec, start, h)).toBe(k);
      }),
      { numRuns: 300 },
    );
  });
});

describe("pixels (pinned)", () => {
  it("hexToPixel matches the frozen maths bit for bit; hex 0,0 is at the origin", () => {
    fc.assert(
      fc.property(gridArb, anyHexArb, sizeArb, (spec, hex, size) => {
        expect(hexToPixel(spec, hex, size)).toEqual(ref.hexToPixel(spec, hex, size));
        expect(hexToPixel(spec, { col: 0, row: 0 }, size)).toEqual(ref.hexToPixel(spec, { col: 0, row: 0 }, size));
      }),
      RUNS,
    );
    for (const orientation of ["flat", "pointy"] as const) {
      const spec: GridSpec = { orientation, columns: 5, rows: 5, offset: "odd", firstColumn: 1, firstRow: 1, columnDigits: 2, rowDigits: 2 };
      const o = hexToPixel(spec, { col: 0, row: 0 }, 7);
      expect(o.x === 0 && o.y === 0).toBe(true);
    }
  });
  it("shifted columns (flat) / rows (pointy) sit half a hex down / right", () => {
    fc.assert(
      fc.property(onGridArb, sizeArb, ({ spec, hex }, size) => {
        const p = hexToPixel(spec, hex, size);
        const along = spec.orientation === "flat" ? hex.col : hex.row;
        const half = isShifted(spec, along) ? 0.5 : 0;
        const evenBase = spec.offset === "even" ? -0.5 : 0; // even grids shift col/row 0, relative to which the others sit half up/left
        if (spec.orientation === "flat") {
          expect(p.x).toBeCloseTo(1.5 * size * hex.col, 6);
          expect(p.y).toBeCloseTo(Math.sqrt(3) * size * (hex.row + half + evenBase), 6);
        } else {
          expect(p.y).toBeCloseTo(1.5 * size * hex.row, 6);
          expect(p.x).toBeCloseTo(Math.sqrt(3) * size * (hex.col + half + evenBase), 6);
        }
      }),
      RUNS,
    );
  });
  it("pixelToHex inverts hexToPixel anywhere inside the hex's inner circle", () => {
    fc.assert(
      fc.property(gridArb, anyHexArb, sizeArb, fc.double({ min: 0, max: 0.86, noNaN: true }), fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }), (spec, hex, size, rho, theta) => {
        const p = hexToPixel(spec, hex, size);
        const x = p.x + rho * size * Math.cos(theta);
        const y = p.y + rho * size * Math.sin(theta);
        expect(pixelToHex(spec, x, y, size)).toEqual(hex);
      }),
      RUNS,
    );
  });
  it("pixelToHex matches the frozen maths bit for bit, NaN and infinities included", () => {
    const coord = fc.oneof(fc.double({ min: -5000, max: 5000 }), fc.double());
    fc.assert(
      fc.property(gridArb, coord, coord, fc.oneof(sizeArb, fc.constant(1)), (spec, x, y, size) => {
        expect(pixelToHex(spec, x, y, size)).toEqual(ref.pixelToHex(spec, x, y, size));
      }),
      { numRuns: 3000 },
    );
  });
  it("pixelToHex agrees with the frozen maths on hex edges and corners (where rounding is decided)", () => {
    fc.assert(
      fc.property(gridArb, anyHexArb, fc.nat({ max: 5 }), fc.double({ min: 0, max: 1, noNaN: true }), fc.oneof(sizeArb, fc.constant(1)), (spec, hex, k, t, size) => {
        const c = hexToPixel(spec, hex, size);
        const corner = (i: number) => {
          const a = ((spec.orientation === "flat" ? 0 : 30) + 60 * i) * (Math.PI / 180);
          return { x: c.x + size * Math.cos(a), y: c.y + size * Math.sin(a) };
        };
        const a = corner(k);
        const b = corner(k + 1);
        const x = a.x + (b.x - a.x) * t;
        const y = a.y + (b.y - a.y) * t;
        expect(pixelToHex(spec, x, y, size)).toEqual(ref.pixelToHex(spec, x, y, size));
      }),
      { numRuns: 3000 },
    );
  });
  it("cubeRound matches the frozen maths (sums to 0, no -0, NaN passes through)", () => {
    const v = fc.oneof(fc.double({ min: -1e6, max: 1e6 }), fc.double());
    fc.assert(
      fc.property(v, v, fc.option(v, { nil: undefined }), (q, r, s0) => {
        const cube = { q, r, s: s0 ?? -q - r };
        const got = cubeRound(cube);
        expect(got).toEqual(ref.cubeRound(cube));
      }),
      { numRuns: 3000 },
    );
    expect(cubeRound({ q: -0.2, r: 0.1, s: 0.1 })).toEqual({ q: 0, r: 0, s: 0 });
    expect(Object.is(cubeRound({ q: -0.2, r: 0.1, s: 0.1 }).q, 0)).toBe(true);
  });
});

describe("labels and hexsides (pinned)", () => {
  it("format/parse round-trip; labelOnGrid only on the map; strict shape", () => {
    fc.assert(
      fc.property(onGridArb, anyHexArb, ({ spec, hex }, other) => {
        const label = formatLabel(spec, hex);
        expect(label).toHaveLength(spec.columnDigits + spec.rowDigits);
        expect(label).toBe(String(hex.col + spec.firstColumn).padStart(spec.columnDigits, "0") + String(hex.row + spec.firstRow).padStart(spec.rowDigits, "0"));
        expect(parseLabel(spec, label)).toEqual(hex);
        expect(labelOnGrid(spec, label)).toEqual(hex);
        expect(looksLikeLabel(spec, label)).toBe(true);
        expect(parseLabel(spec, label.slice(1))).toBeNull();
        expect(parseLabel(spec, `${label}0`)).toBeNull();
        expect(parseLabel(spec, `${label.slice(1)}x`)).toBeNull();
        const offMap = formatLabel(spec, { col: spec.columns + Math.abs(other.col), row: Math.abs(other.row) });
        if (offMap.length === spec.columnDigits + spec.rowDigits) expect(labelOnGrid(spec, offMap)).toBeNull();
      }),
      RUNS,
    );
  });
  it("hex index <-> coordinate; onGrid", () => {
    fc.assert(
      fc.property(onGridArb, ({ spec, hex }) => {
        const i = hexIndex(spec, hex);
        expect(i).toBe(hex.row * spec.columns + hex.col);
        expect(hexAt(spec, i)).toEqual(hex);
        expect(onGrid(spec, hex)).toBe(true);
        expect(onGrid(spec, { col: hex.col + 0.5, row: hex.row })).toBe(false);
        expect(onGrid(spec, { col: spec.columns, row: hex.row })).toBe(false);
        expect(onGrid(spec, { col: hex.col, row: -1 })).toBe(false);
      }),
      RUNS,
    );
  });
  it("hexside keys are canonical whichever way round; non-adjacent sides are refused", () => {
    fc.assert(
      fc.property(onGridArb, fc.nat({ max: 5 }), fc.nat({ max: 5 }), ({ spec, hex }, d, e) => {
        const n = neighbour(spec, hex, d);
        const la = formatLabel(spec, hex);
        if (onGrid(spec, n)) {
          const lb = formatLabel(spec, n);
          const x = parseHexside(spec, `${la}-${lb}`);
          const y = parseHexside(spec, `${lb}-${la}`);
          expect(x).toEqual(y);
          const ia = hexIndex(spec, hex);
          const ib = hexIndex(spec, n);
          const [lo, hi] = ia < ib ? [la, lb] : [lb, la];
          expect(x).toEqual({ ok: true, key: `${lo}-${hi}`, a: Math.min(ia, ib), b: Math.max(ia, ib) });
          expect(hexsideKeyOfIndices(ia, ib)).toBe(hexsideKeyOfIndices(ib, ia));
          expect(hexsideKeyOfIndices(ia, ib)).toBe(`${Math.min(ia, ib)}:${Math.max(ia, ib)}`);
          const far = neighbour(spec, n, e);
          if (onGrid(spec, far) && distance(spec, hex, far) === 2) {
            expect(parseHexside(spec, `${la}-${formatLabel(spec, far)}`)).toEqual({ ok: false, reason: "not-adjacent" });
          }
        } else {
          expect(parseHexside(spec, `${la}-${formatLabel(spec, { col: spec.columns, row: 0 })}`)).toMatchObject({ ok: false });
        }
        expect(parseHexside(spec, la)).toEqual({ ok: false, reason: "format" });
        expect(parseHexside(spec, `${la}-${la}-${la}`)).toEqual({ ok: false, reason: "format" });
      }),
      RUNS,
    );
  });
});
