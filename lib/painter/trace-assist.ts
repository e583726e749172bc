import type { GridSpec } from "@/lib/hex";
import { type HexBackground, invertAffine, pictureToMapAffine } from "./background";
import { hexCentre, type MapPoint, neighbourSteps } from "./geometry";

/**
 * Terrain from the picture: which hexes of the map look like a sample colour
 * on the board picture under them. Pure: the caller decodes the picture into
 * RGBA pixels once (possibly smaller than the picture: `PicturePixels` says
 * its own size) and asks as often as the designer moves the tolerance.
 */
export interface PicturePixels {
  width: number;
  height: number;
  /** RGBA, row by row, as ImageData holds it. */
  data: Uint8ClampedArray | Uint8Array;
}

export type Rgb = [number, number, number];

/** Largest distance between two RGB colours (black to white). */
export const MAX_DISTANCE = Math.sqrt(3) * 255;

/**
 * Where around a hex centre its colour is read, in hex radii: the centre and
 * six points half-way out, so a hex's label or a river across one corner of
 * its printed picture does not decide its colour alone.
 */
const PROBES: readonly MapPoint[] = [{ x: 0, y: 0 }, ...Array.from({ length: 6 }, (_, k) => ({ x: 0.5 * Math.cos((k * Math.PI) / 3 + Math.PI / 6), y: 0.5 * Math.sin((k * Math.PI) / 3 + Math.PI / 6) }))];

/** RGB distance: 0 for the same colour, MAX_DISTANCE for black against white. */
export function colourDistance(a: Rgb, b: Rgb): number {
  return Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);
}

/**
 * Every hex's average picture colour, packed as three bytes a hex (NaN-free:
 * a hex off the picture is marked in `seen` as 0). Computed once per picture
 * and placement; `matchHexes` then compares against any sample at once.
 */
export interface HexColours {
  rgb: Uint8Array;
  seen: Uint8Array;
}

export function hexColours(spec: GridSpec, bg: HexBackground, pixels: PicturePixels): HexColours {
  const cells = spec.columns * spec.rows;
  const rgb = new Uint8Array(cells * 3);
  const seen = new Uint8Array(cells);
  // Map space → the decoded pixels (which may be a scaled-down copy of the picture).
  const inv = invertAffine(pictureToMapAffine(spec, bg));
  const fx = pixels.width / bg.width;
  const fy = pixels.height / bg.height;
  const { data, width, height } = pixels;
  for (let i = 0; i < cells; i++) {
    const c = hexCentre(spec, { col: i % spec.columns, row: Math.floor(i / spec.columns) });
    let r = 0;
    let g = 0;
    let b = 0;
    let n = 0;
    for (const p of PROBES) {
      const mx = c.x + p.x;
      const my = c.y + p.y;
      const px = Math.floor((inv.a * mx + inv.c * my + inv.e) * fx);
      const py = Math.floor((inv.b * mx + inv.d * my + inv.f) * fy);
      if (px < 0 || py < 0 || px >= width || py >= height) continue;
      const o = (py * width + px) * 4;
      r += data[o]!;
      g += data[o + 1]!;
      b += data[o + 2]!;
      n++;
    }
    if (n === 0) continue;
    seen[i] = 1;
    rgb[i * 3] = Math.round(r / n);
    rgb[i * 3 + 1] = Math.round(g / n);
    rgb[i * 3 + 2] = Math.round(b / n);
  }
  return { rgb, seen };
}

/**
 * The hexes whose colour is within `tolerance` (RGB distance, inclusive) of
 * the sample. With `connectedTo`, only those joined to that hex through other
 * matching hexes (a region, as a flood fill would take it).
 */
export function matchHexes(spec: GridSpec, colours: HexColours, sample: Rgb, tolerance: number, connectedTo: number | null = null): number[] {
  const cells = spec.columns * spec.rows;
  const match = new Uint8Array(cells);
  const t2 = tolerance * tolerance;
  const { rgb, seen } = colours;
  for (let i = 0; i < cells; i++) {
    if (!seen[i]) continue;
    const dr = rgb[i * 3]! - sample[0];
    const dg = rgb[i * 3 + 1]! - sample[1];
    const db = rgb[i * 3 + 2]! - sample[2];
    if (dr * dr + dg * dg + db * db <= t2) match[i] = 1;
  }
  if (connectedTo === null) {
    const out: number[] = [];
    for (let i = 0; i < cells; i++) if (match[i]) out.push(i);
    return out;
  }
  return connectedMatches(spec, match, connectedTo);
}

function connectedMatches(spec: GridSpec, match: Uint8Array, start: number): number[] {
  if (!match[start]) return [];
  const { columns, rows } = spec;
  const flat = spec.orientation === "flat";
  const steps = neighbourSteps(spec);
  const stack = [start];
  match[start] = 2;
  const out: number[] = [];
  while (stack.length > 0) {
    const i = stack.pop()!;
    out.push(i);
    const col = i % columns;
    const row = (i - col) / columns;
    const s = ((flat ? col : row) & 1) === 1 ? steps.odd : steps.even;
    for (let d = 0; d < 6; d++) {
      const c = col + s[2 * d]!;
      const r = row + s[2 * d + 1]!;
      if (c < 0 || r < 0 || c >= columns || r >= rows) continue;
      const j = r * columns + c;
      if (match[j] === 1) {
        match[j] = 2;
        stack.push(j);
      }
    }
  }
  return out.sort((a, b) => a - b);
}

/** The average colour of the picture in a small square around a map point (the designer's click), or null off the picture. */
export function sampleAt(spec: GridSpec, bg: HexBackground, pixels: PicturePixels, p: MapPoint, radius = 2): Rgb | null {
  const inv = invertAffine(pictureToMapAffine(spec, bg));
  const cx = Math.floor((inv.a * p.x + inv.c * p.y + inv.e) * (pixels.width / bg.width));
  const cy = Math.floor((inv.b * p.x + inv.d * p.y + inv.f) * (pixels.height / bg.height));
  let r = 0;
  let g = 0;
  let b = 0;
  let n = 0;
  for (let y = cy - radius; y <= cy + radius; y++) {
    for (let x = cx - radius; x <= cx + radius; x++) {
      if (x < 0 || y < 0 || x >= pixels.width || y >= pixels.height) continue;
      const o = (y * pixels.width + x) * 4;
      r += pixels.data[o]!;
      g += pixels.data[o + 1]!;
      b += pixels.data[o + 2]!;
      n++;
    }
  }
  return n === 0 ? null : [Math.round(r / n), Math.round(g / n), Math.round(b / n)];
}

export function rgbHex(c: Rgb): string {
  return `#${c.map((v) => v.toString(16).padStart(2, "0")).join("")}`;
}
