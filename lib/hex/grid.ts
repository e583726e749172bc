import { hexToOffset, offsetToCubeFlat, offsetToCubePointy } from "honeycomb-grid";
import { cubeSteps, honeycombOffset } from "./honeycomb";

/**
 * Offset hex grids as the published maps number them: columns × rows, each
 * hex named by a label such as `0512` (column 05, row 12). Internally a hex is
 * its 0-based column and row; cube coordinates do the geometry.
 *
 * `offset` says which 0-based columns (flat-top) or rows (pointy-top) are
 * pushed half a hex down/right: "odd" is Red Blob's odd-q / odd-r.
 */
export type { CubeCoord, GridSpec, OffsetCoord, OffsetParity, Orientation } from "./types";
import type { CubeCoord, GridSpec, OffsetCoord, Orientation } from "./types";

export const DIRECTIONS: Record<Orientation, readonly string[]> = {
  flat: ["N", "NE", "SE", "S", "SW", "NW"],
  pointy: ["NE", "E", "SE", "SW", "W", "NW"],
};

/**
 * Cube steps to the neighbours in DIRECTIONS order, read once from
 * honeycomb-grid's neighborOf (see ./honeycomb.ts). neighbour/neighbours do not
 * call neighborOf per hex: it builds a Hex object (and Grid#neighborOf also
 * looks it up in a Map) each time, 10-25x slower than adding the step between
 * honeycomb's offset/cube conversions, and the engine's compiled map, the
 * validator's map index and the painter's fills call them for every hex. The
 * arrays are not frozen on purpose: V8 iterated the frozen ones ~1.7x slower.
 */
const FLAT_CUBE_STEPS = cubeSteps("flat", DIRECTIONS.flat);
const POINTY_CUBE_STEPS = cubeSteps("pointy", DIRECTIONS.pointy);

function shifted(spec: GridSpec, n: number): number {
  const odd = (n & 1) === 1;
  return (spec.offset === "odd") === odd ? 1 : 0;
}

/**
 * Offset -> cube by honeycomb-grid's offsetToCubeFlat / offsetToCubePointy
 * (plain functions, no Hex object). Coordinates are integers (|n| < 2^31:
 * honeycomb halves with `>> 1`).
 */
export function offsetToCube(spec: GridSpec, { col, row }: OffsetCoord): CubeCoord {
  const offset = honeycombOffset(spec.offset);
  return spec.orientation === "flat" ? offsetToCubeFlat(col, row, offset) : offsetToCubePointy(col, row, offset);
}

/** Cube -> offset by honeycomb-grid's hexToOffset (it reads only q, r, offset and isPointy). */
export function cubeToOffset(spec: GridSpec, { q, r }: CubeCoord): OffsetCoord {
  return hexToOffset({ q, r, offset: honeycombOffset(spec.offset), isPointy: spec.orientation === "pointy" });
}

export function onGrid(spec: GridSpec, { col, row }: OffsetCoord): boolean {
  return Number.isInteger(col) && Number.isInteger(row) && col >= 0 && row >= 0 && col < spec.columns && row < spec.rows;
}

export function hexIndex(spec: GridSpec, { col, row }: OffsetCoord): number {
  return row * spec.columns + col;
}

export function hexAt(spec: GridSpec, index: number): OffsetCoord {
  return { col: index % spec.columns, row: Math.floor(index / spec.columns) };
}

/** The neighbours on the grid, in DIRECTIONS order; off-grid ones are left out. */
export function neighbours(spec: GridSpec, hex: OffsetCoord): OffsetCoord[] {
  const out: OffsetCoord[] = [];
  for (const step of stepsFor(spec)) {
    const next = neighbourToward(spec, hex, step);
    if (onGrid(spec, next)) out.push(next);
  }
  return out;
}

/** The neighbour in a direction (by index into DIRECTIONS), on the grid or not. */
export function neighbour(spec: GridSpec, hex: OffsetCoord, direction: number): OffsetCoord {
  const step = stepsFor(spec)[((direction % 6) + 6) % 6] as CubeCoord;
  return neighbourToward(spec, hex, step);
}

function stepsFor(spec: GridSpec): readonly CubeCoord[] {
  return spec.orientation === "flat" ? FLAT_CUBE_STEPS : POINTY_CUBE_STEPS;
}

function neighbourToward(spec: GridSpec, hex: OffsetCoord, step: CubeCoord): OffsetCoord {
  const c = offsetToCube(spec, hex);
  return cubeToOffset(spec, { q: c.q + step.q, r: c.r + step.r, s: c.s + step.s });
}

/**
 * Steps between two hexes. The cube conversion is honeycomb-grid's; the
 * distance itself is written out because honeycomb's distance() re-detects
 * the coordinate kind (tuple/offset/cube) and completes the cube on every call,
 * 4-8x slower here, and the engine's compiled map calls this in its loops.
 * The tests check it against honeycomb's distance.
 */
export function distance(spec: GridSpec, a: OffsetCoord, b: OffsetCoord): number {
  const x = offsetToCube(spec, a);
  const y = offsetToCube(spec, b);
  return Math.max(Math.abs(x.q - y.q), Math.abs(x.r - y.r), Math.abs(x.s - y.s));
}

export function areAdjacent(spec: GridSpec, a: OffsetCoord, b: OffsetCoord): boolean {
  return distance(spec, a, b) === 1;
}

/** Whether this column (flat) or row (pointy) is the one pushed half a hex. */
export function isShifted(spec: GridSpec, n: number): boolean {
  return shifted(spec, n) === 1;
}
