import { type CubeCoord, type GridSpec, type OffsetCoord, cubeToOffset, offsetToCube } from "./grid";

/** Centre of a hex in pixels for hexes of circumradius `size`, origin at hex 0,0's centre. */
export function hexToPixel(spec: GridSpec, hex: OffsetCoord, size: number): { x: number; y: number } {
  const { q, r } = offsetToCube(spec, hex);
  if (spec.orientation === "flat") return { x: size * 1.5 * q, y: size * Math.sqrt(3) * (r + q / 2) };
  return { x: size * Math.sqrt(3) * (q + r / 2), y: size * 1.5 * r };
}

export function pixelToHex(spec: GridSpec, x: number, y: number, size: number): OffsetCoord {
  const q = spec.orientation === "flat" ? ((2 / 3) * x) / size : ((Math.sqrt(3) / 3) * x - (1 / 3) * y) / size;
  const r = spec.orientation === "flat" ? ((-1 / 3) * x + (Math.sqrt(3) / 3) * y) / size : ((2 / 3) * y) / size;
  return cubeToOffset(spec, cubeRound({ q, r, s: -q - r }));
}

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
