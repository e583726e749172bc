import type { GridSpec } from "@/lib/hex";
import { originOf } from "./geometry";

/**
 * A fast map point → hex index function for per-pixel work (the canvas
 * colours every pixel from its hex). Same maths as lib/hex's pixelToHex,
 * unrolled with no allocation; -1 off the map.
 */
export function makeLocator(spec: GridSpec): (x: number, y: number) => number {
  const o = originOf(spec);
  const odd = spec.offset === "odd";
  const { columns, rows } = spec;
  const S3 = Math.sqrt(3) / 3;
  const round = (fq: number, fr: number, out: Int32Array) => {
    const fs = -fq - fr;
    let q = Math.round(fq);
    let r = Math.round(fr);
    const s = Math.round(fs);
    const dq = Math.abs(q - fq);
    const dr = Math.abs(r - fr);
    const ds = Math.abs(s - fs);
    if (dq > dr && dq > ds) q = -r - s;
    else if (dr > ds) r = -q - s;
    out[0] = q;
    out[1] = r;
  };
  const qr = new Int32Array(2);
  if (spec.orientation === "flat") {
    return (x, y) => {
      const px = x - o.x;
      const py = y - o.y;
      round((2 / 3) * px, (-1 / 3) * px + S3 * py, qr);
      const q = qr[0]!;
      const r = qr[1]!;
      const col = q;
      const row = r + (q - (odd ? q & 1 : -(q & 1))) / 2;
      return col < 0 || row < 0 || col >= columns || row >= rows ? -1 : row * columns + col;
    };
  }
  return (x, y) => {
    const px = x - o.x;
    const py = y - o.y;
    round(S3 * px - (1 / 3) * py, (2 / 3) * py, qr);
    const q = qr[0]!;
    const r = qr[1]!;
    const row = r;
    const col = q + (r - (odd ? r & 1 : -(r & 1))) / 2;
    return col < 0 || row < 0 || col >= columns || row >= rows ? -1 : row * columns + col;
  };
}
