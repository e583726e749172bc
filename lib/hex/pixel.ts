import { type CubeCoord, type GridSpec, type OffsetCoord, offsetToCube } from "./grid";
import { ORIGIN_AT_CENTRE, honeycombOrientation, pointOfHex } from "./honeycomb";

/**
 * Centre of a hex in pixels for hexes of circumradius `size`, origin at hex
 * 0,0's centre: honeycomb-grid's hexToPoint with the default (centre) origin.
 * Its float expressions are the same as Red Blob's, so the values are the
 * same to the last bit as the maths lib/hex used to do itself.
 */
export function hexToPixel(spec: GridSpec, hex: OffsetCoord, size: number): { x: number; y: number } {
  const { q, r } = offsetToCube(spec, hex);
  return pointOfHex({ orientation: honeycombOrientation(spec.orientation), dimensions: { xRadius: size, yRadius: size }, origin: ORIGIN_AT_CENTRE, q, r });
}

/**
 * The hex under a point. Deliberately not honeycomb-grid's pointToCube:
 * - lib/painter/locate.ts colours every pixel with this exact arithmetic and
 *   must agree with it everywhere. pointToCube groups the same formula
 *   differently (`√3·y/(3·size) − x/(3·size)` against `(−x/3 + √3/3·y)/size`),
 *   so on hex edges, where the rounding is decided, the last bit differs and
 *   about one edge point in ten lands in the other hex (e.g. flat, size 1,
 *   (54.905481538639066, 22.352949721065027): hex q 37 r -6 here, q 36 r -5
 *   in pointToCube).
 * - pointToCube's rounding throws on NaN or infinite input (its cube
 *   completion refuses non-finite numbers); this returns an off-grid hex.
 * The offset conversion is written out for the same reason (honeycomb's
 * `>> 1` wraps past 2^31, locate.ts does not). The tests check that this
 * agrees with pointToCube away from hex edges.
 */
export function pixelToHex(spec: GridSpec, x: number, y: number, size: number): OffsetCoord {
  const q = spec.orientation === "flat" ? ((2 / 3) * x) / size : ((Math.sqrt(3) / 3) * x - (1 / 3) * y) / size;
  const r = spec.orientation === "flat" ? ((-1 / 3) * x + (Math.sqrt(3) / 3) * y) / size : ((2 / 3) * y) / size;
  const c = cubeRound({ q, r, s: -q - r });
  const odd = spec.offset === "odd";
  if (spec.orientation === "flat") return { col: c.q, row: c.r + (c.q - (odd ? c.q & 1 : -(c.q & 1))) / 2 };
  return { col: c.q + (c.r - (odd ? c.r & 1 : -(c.r & 1))) / 2, row: c.r };
}

/**
 * Red Blob's cube rounding. honeycomb-grid's `round` is the same algorithm
 * (the tests compare them) but throws on non-finite input and can return -0;
 * this one passes NaN through and never returns -0, as before.
 */
export function cubeRound({ q, r, s }: CubeCoord): CubeCoord {
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
}
