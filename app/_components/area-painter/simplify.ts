import simplify from "simplify-js";

/**
 * Outlines simplified for the zoom they are drawn at. Imported maps are traced
 * pixel by pixel (TripleA's 1942 board has 54,000 outline vertices), far more
 * than a screen can show below 1:1: each ring is reduced by Ramer–Douglas–
 * Peucker (simplify-js, high-quality mode: no radial pre-pass) to within half
 * a screen pixel of the exact line, once per space per zoom bucket. Every
 * space is simplified the same way, so a shared border drawn from either side
 * differs by at most a pixel, which the outline stroke covers. At and above
 * EXACT_FROM_BUCKET the exact outline is drawn.
 */

/** Zoom buckets at or above this scale (device pixels per map pixel) draw exact outlines. */
export const EXACT_FROM_BUCKET = 4;
/** Largest distance, in screen (device) pixels, between a simplified outline and the exact one. */
export const TOLERANCE_PX = 0.5;

/** The zoom bucket of device scale `s`: `s` rounded up to a half-octave (the renderer's tile levels). */
export function bucketOf(s: number): number {
  return Math.pow(2, Math.ceil(Math.log2(s) * 2) / 2);
}

/** One closed ring x1, y1, x2, y2, … simplified to within `tolerance` map pixels. */
export function simplifyRing(ring: readonly number[], tolerance: number): number[] {
  const n = ring.length >> 1;
  if (n <= 3) return ring.slice();
  const points = new Array<{ x: number; y: number }>(n + 1);
  for (let i = 0; i < n; i++) points[i] = { x: ring[2 * i]!, y: ring[2 * i + 1]! };
  // Closed: the first point again at the end, so RDP keeps the ring's start fixed.
  points[n] = points[0]!;
  const kept = simplify(points, tolerance, true);
  // A ring smaller than the tolerance would vanish or fold to a line: keep it whole (it is a few points anyway).
  if (kept.length < 4) return ring.slice();
  const out = new Array<number>(2 * (kept.length - 1));
  for (let i = 0; i + 1 < kept.length; i++) {
    out[2 * i] = kept[i]!.x;
    out[2 * i + 1] = kept[i]!.y;
  }
  return out;
}

/** A space's rings for zoom bucket `bucket`: simplified below EXACT_FROM_BUCKET, the same arrays above. */
export function outlineAt(flat: readonly number[][], bucket: number): number[][] {
  if (bucket >= EXACT_FROM_BUCKET) return flat as number[][];
  const tolerance = TOLERANCE_PX / bucket;
  return flat.map((ring) => simplifyRing(ring, tolerance));
}

/**
 * Per space, per zoom bucket: what `make` builds from the simplified outline
 * (the renderer's Path2D). An entry is dropped when the space's outline array
 * changes (the model hands out a new one on every geometry edit).
 */
export class OutlineLevels<T> {
  private readonly entries = new Map<number, { flat: readonly number[][]; byBucket: Map<number, T> }>();

  constructor(private readonly make: (outline: number[][]) => T) {}

  get(key: number, flat: readonly number[][], s: number): T {
    const bucket = bucketOf(s);
    let entry = this.entries.get(key);
    if (!entry || entry.flat !== flat) {
      entry = { flat, byBucket: new Map() };
      this.entries.set(key, entry);
    }
    let made = entry.byBucket.get(bucket);
    if (made === undefined) {
      made = this.make(outlineAt(flat, bucket));
      entry.byBucket.set(bucket, made);
    }
    return made;
  }

  delete(key: number) {
    this.entries.delete(key);
  }

  clear() {
    this.entries.clear();
  }
}
