import {
  type Ellipse,
  type Hex,
  type HexOffset,
  type HexSettings,
  type Point,
  Direction,
  Orientation as HoneycombOrientation,
  defineHex,
  hexToPoint,
  neighborOf,
} from "honeycomb-grid";
import type { CubeCoord, GridSpec, OffsetParity, Orientation } from "./types";

/**
 * The bridge between a GridSpec and honeycomb-grid's hex definition. Not
 * re-exported from lib/hex's index: lib/hex's public API is its own types.
 *
 * honeycomb's `offset` is the sign in `(n + offset * (n & 1)) >> 1`, the
 * half-hex correction of column n (flat) or row n (pointy): -1 makes the odd
 * columns/rows the pushed ones (Red Blob's odd-q / odd-r, our "odd"), +1 the
 * even ones. Its default origin, `{ x: 0, y: 0 }`, puts hex 0,0's centre at the
 * point origin, which is what hexToPixel promises (`origin: "topLeft"` would
 * move hex 0,0's bounding-box corner there instead). The tests pin both.
 */
export function honeycombOffset(parity: OffsetParity): HexOffset {
  return parity === "odd" ? -1 : 1;
}

export function honeycombOrientation(orientation: Orientation): HoneycombOrientation {
  return orientation === "flat" ? HoneycombOrientation.FLAT : HoneycombOrientation.POINTY;
}

const CENTRE: Point = Object.freeze({ x: 0, y: 0 });

/** honeycomb hex settings for a grid: circumradius `size`, hex 0,0 centred on the origin. */
export function hexSettingsOf(spec: Pick<GridSpec, "orientation" | "offset">, size = 1): HexSettings {
  return {
    dimensions: { xRadius: size, yRadius: size },
    orientation: honeycombOrientation(spec.orientation),
    origin: CENTRE,
    offset: honeycombOffset(spec.offset),
  };
}

/** A honeycomb Hex class for a grid (for corners, traversers, Grid); not for hot loops. */
export function hexClassOf(spec: Pick<GridSpec, "orientation" | "offset">, size = 1): typeof Hex {
  return defineHex({ dimensions: size, orientation: honeycombOrientation(spec.orientation), origin: CENTRE, offset: honeycombOffset(spec.offset) });
}

/**
 * honeycomb's hexToPoint is typed as taking a whole Hex but reads only these
 * fields; giving it a plain object avoids constructing a Hex (and its
 * coordinate parsing) for every call.
 */
export const pointOfHex = hexToPoint as (hex: { orientation: HoneycombOrientation; dimensions: Ellipse; origin: Point; q: number; r: number }) => Point;
export const ORIGIN_AT_CENTRE = CENTRE;

/**
 * The cube step to each neighbour, in the order of the compass names given,
 * read once from honeycomb's own neighborOf (which builds a Hex per call, too
 * slow for the engine's loops; the steps are the same everywhere on a grid).
 */
export function cubeSteps(orientation: Orientation, names: readonly string[]): readonly CubeCoord[] {
  const HexClass = defineHex({ orientation: honeycombOrientation(orientation) });
  const origin = new HexClass([0, 0]);
  // honeycomb answers these too, but by offset row/column: they are not hex neighbours.
  const ambiguous = orientation === "flat" ? ["E", "W"] : ["N", "S"];
  return names.map((name) => {
    const direction = Direction[name as keyof typeof Direction];
    if (direction === undefined || ambiguous.includes(name)) throw new Error(`lib/hex: ${name} is not a ${orientation}-top hex direction`);
    const { q, r } = neighborOf(origin, direction);
    return { q, r, s: -q - r };
  });
}
