import type { RgbaImage } from "../png";
import type { TiledPoint } from "./model";

export interface TileSwatch {
  colour: string;
  /** Fill opacity 0–1: terrain is opaque, nations and sea zones are overlays. */
  fill: number;
  /** Opacity of the 2-pixel rim, so overlays show their outline. */
  rim: number;
}

/**
 * The generated tileset's picture: one hexagon per tile in its colour, `columns`
 * tiles a row, each tile `width × height` with the hexagon's corners `corners`
 * (relative to the tile's top-left), outside transparent.
 */
export function drawTileset(swatches: TileSwatch[], width: number, height: number, corners: TiledPoint[], columns: number): RgbaImage {
  const rows = Math.max(1, Math.ceil(swatches.length / columns));
  const W = width * columns;
  const H = height * rows;
  const data = new Uint8Array(W * H * 4);
  // Every tile has the same shape: measure it once, then paint each tile with its colours.
  const edge = new Float32Array(width * height).fill(-1);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) edge[y * width + x] = insideDistance(corners, x + 0.5, y + 0.5);
  swatches.forEach((s, i) => {
    const [r, g, b] = rgb(s.colour);
    const ox = (i % columns) * width;
    const oy = Math.floor(i / columns) * height;
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const d = edge[y * width + x]!;
        if (d < 0) continue;
        const rim = d < 2;
        const shade = rim ? 0.7 : 1;
        const at = ((oy + y) * W + ox + x) * 4;
        data[at] = Math.round(r * shade);
        data[at + 1] = Math.round(g * shade);
        data[at + 2] = Math.round(b * shade);
        data[at + 3] = Math.round(255 * (rim ? Math.max(s.rim, s.fill) : s.fill));
      }
    }
  });
  return { width: W, height: H, data };
}

function rgb(hex: string): [number, number, number] {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** Distance from a point inside the polygon to its nearest edge, or -1 outside. */
function insideDistance(poly: TiledPoint[], px: number, py: number): number {
  let inside = false;
  let best = Infinity;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const a = poly[i]!;
    const b = poly[j]!;
    if (a.y > py !== b.y > py && px < ((b.x - a.x) * (py - a.y)) / (b.y - a.y) + a.x) inside = !inside;
    const dx = b.x - a.x;
    const dy = b.y - a.y;
    const t = Math.max(0, Math.min(1, ((px - a.x) * dx + (py - a.y) * dy) / (dx * dx + dy * dy || 1)));
    best = Math.min(best, Math.hypot(px - a.x - t * dx, py - a.y - t * dy));
  }
  return inside ? best : -1;
}
