import { type GridSpec, type OffsetCoord, hexToPixel, neighbour, onGrid, pixelToHex } from "@/lib/hex";
import { pointInPolygon } from "@/lib/painter/geometry";
import type { TiledPoint } from "./model";

/**
 * Tiled's hexagonal layout (libtiled's HexagonalRenderer) against the map
 * document's grid. Tiled staggers columns (`staggeraxis` x: flat-top hexes)
 * or rows (y: pointy-top), and `staggerindex` says whether the odd or the even
 * ones sit half a hex lower/right: the document's orientation and offset
 * parity exactly, hex (col, row) being tile (x, y). Pixel sizes are Tiled's
 * integer arithmetic (tile sizes rounded down to even numbers, halves
 * truncated), so centres and corners land on the same pixels as in Tiled.
 */
export interface TiledLayout {
  staggerX: boolean;
  staggerEven: boolean;
  tileWidth: number;
  tileHeight: number;
  sideLengthX: number;
  sideLengthY: number;
  sideOffsetX: number;
  sideOffsetY: number;
  columnWidth: number;
  rowHeight: number;
}

export function tiledLayout(m: { tilewidth: number; tileheight: number; hexsidelength: number; staggeraxis: "x" | "y"; staggerindex: "odd" | "even" }): TiledLayout {
  const tileWidth = m.tilewidth & ~1;
  const tileHeight = m.tileheight & ~1;
  const staggerX = m.staggeraxis === "x";
  const sideLengthX = staggerX ? m.hexsidelength : 0;
  const sideLengthY = staggerX ? 0 : m.hexsidelength;
  const sideOffsetX = Math.trunc((tileWidth - sideLengthX) / 2);
  const sideOffsetY = Math.trunc((tileHeight - sideLengthY) / 2);
  return { staggerX, staggerEven: m.staggerindex === "even", tileWidth, tileHeight, sideLengthX, sideLengthY, sideOffsetX, sideOffsetY, columnWidth: sideOffsetX + sideLengthX, rowHeight: sideOffsetY + sideLengthY };
}

/** The layout Warbench writes: regular hexes of circumradius 32 px (the height rounded to Tiled's even pixels). */
export function exportLayout(orientation: "flat" | "pointy", offset: "odd" | "even") {
  const R = 32;
  const across = 2 * Math.round((Math.sqrt(3) * R) / 2);
  return orientation === "flat"
    ? { tilewidth: 2 * R, tileheight: across, hexsidelength: R, staggeraxis: "x" as const, staggerindex: offset }
    : { tilewidth: across, tileheight: 2 * R, hexsidelength: R, staggeraxis: "y" as const, staggerindex: offset };
}

const staggered = (l: TiledLayout, n: number) => ((n & 1) ^ (l.staggerEven ? 1 : 0)) === 1;

/** Top-left of a tile's box (HexagonalRenderer::tileToScreenCoords). */
export function tileTopLeft(l: TiledLayout, col: number, row: number): TiledPoint {
  if (l.staggerX) return { x: col * l.columnWidth, y: row * (l.tileHeight + l.sideLengthY) + (staggered(l, col) ? l.rowHeight : 0) };
  return { x: col * (l.tileWidth + l.sideLengthX) + (staggered(l, row) ? l.columnWidth : 0), y: row * l.rowHeight };
}

export function tileCentre(l: TiledLayout, col: number, row: number): TiledPoint {
  const p = tileTopLeft(l, col, row);
  return { x: p.x + l.tileWidth / 2, y: p.y + l.tileHeight / 2 };
}

/** The hexagon's corners in Tiled pixels (tileToScreenPolygon, repeated points dropped), clockwise from the left. */
export function tileCorners(l: TiledLayout, col: number, row: number): TiledPoint[] {
  const o = tileTopLeft(l, col, row);
  const { tileWidth: w, tileHeight: h, sideOffsetX: sx, sideOffsetY: sy } = l;
  const oct = [
    [0, h - sy],
    [0, sy],
    [sx, 0],
    [w - sx, 0],
    [w, sy],
    [w, h - sy],
    [w - sx, h],
    [sx, h],
  ];
  const out: TiledPoint[] = [];
  for (const [x, y] of oct) {
    const p = { x: o.x + x!, y: o.y + y! };
    const last = out[out.length - 1];
    if (!last || last.x !== p.x || last.y !== p.y) out.push(p);
  }
  if (out.length > 1 && out[0]!.x === out[out.length - 1]!.x && out[0]!.y === out[out.length - 1]!.y) out.pop();
  return out;
}

/**
 * Tiled pixels to the document's frame (lib/hex/pixel with circumradius 1,
 * hex 0,0's centre at the origin): an axis-aligned scaling, because a Tiled
 * hex is a regular hex stretched to its tile box.
 */
export function toHexFrame(l: TiledLayout): (p: TiledPoint) => TiledPoint {
  const c = tileCentre(l, 0, 0);
  if (l.staggerX) {
    const sx = 1.5 / l.columnWidth;
    const sy = Math.sqrt(3) / (l.tileHeight + l.sideLengthY);
    return (p) => ({ x: (p.x - c.x) * sx, y: (p.y - c.y) * sy });
  }
  const sx = Math.sqrt(3) / (l.tileWidth + l.sideLengthX);
  const sy = 1.5 / l.rowHeight;
  return (p) => ({ x: (p.x - c.x) * sx, y: (p.y - c.y) * sy });
}

/** The hex under a point in the document's frame, or null off the grid. */
export function hexAtFrame(spec: GridSpec, p: TiledPoint): OffsetCoord | null {
  const h = pixelToHex(spec, p.x, p.y, 1);
  return onGrid(spec, h) ? h : null;
}

/** Samples one path may take: a path longer than this many quarter hexes runs far off any map Warbench holds. */
export const MAX_PATH_SAMPLES = 400_000;

/**
 * Points along a path every quarter hex or closer, never at a segment's
 * middle (where a road crosses a hexside); null when the path is too long to
 * be on a map (a hostile file's 1e300-pixel line is refused, not walked).
 */
export function samplePath(points: readonly TiledPoint[], max = MAX_PATH_SAMPLES): TiledPoint[] | null {
  const out: TiledPoint[] = [];
  if (points.length === 1) out.push(points[0]!);
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1]!;
    const b = points[i]!;
    const length = Math.hypot(b.x - a.x, b.y - a.y);
    const n = 2 * Math.max(1, Math.ceil(length / 0.5));
    if (!(out.length + n <= max)) return null;
    for (let k = 0; k < n; k++) {
      const t = (k + 0.5) / n;
      out.push({ x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t });
    }
  }
  return out;
}

/**
 * The hexside a point lies on, in the document's frame: the side of the hex
 * under it whose line passes within a fifth of a hex and whose middle
 * stretch (not a corner, where three sides meet) is beside it.
 */
export function sideAtFrame(spec: GridSpec, p: TiledPoint): [OffsetCoord, OffsetCoord] | "off-grid" | null {
  const h = pixelToHex(spec, p.x, p.y, 1);
  const c = hexToPixel(spec, h, 1);
  let best: { n: OffsetCoord; off: number } | null = null;
  for (let d = 0; d < 6; d++) {
    const n = neighbour(spec, h, d);
    const cn = hexToPixel(spec, n, 1);
    const ux = (cn.x - c.x) / Math.sqrt(3);
    const uy = (cn.y - c.y) / Math.sqrt(3);
    const dx = p.x - (c.x + cn.x) / 2;
    const dy = p.y - (c.y + cn.y) / 2;
    const off = Math.abs(dx * ux + dy * uy);
    const along = Math.abs(dx * uy - dy * ux);
    if (off < 0.2 && along < 0.4 && (!best || off < best.off)) best = { n, off };
  }
  if (!best) return null;
  return onGrid(spec, h) && onGrid(spec, best.n) ? [h, best.n] : "off-grid";
}

/** In Tiled pixels, searched only within the polygon's bounding box. */
export const MAX_POLYGON_POINTS = 10_000;

/** Hexes whose centres are inside a polygon, or null when testing them would pass `budget.left` (point-in-polygon steps, shared by a map's polygons). */
export function hexesInPolygon(l: TiledLayout, spec: GridSpec, poly: readonly TiledPoint[], budget: { left: number } = { left: Infinity }): OffsetCoord[] | null {
  if (poly.length < 3 || poly.length > MAX_POLYGON_POINTS) return [];
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const p of poly) {
    minX = Math.min(minX, p.x);
    maxX = Math.max(maxX, p.x);
    minY = Math.min(minY, p.y);
    maxY = Math.max(maxY, p.y);
  }
  const colStep = l.staggerX ? l.columnWidth : l.tileWidth + l.sideLengthX;
  const rowStep = l.staggerX ? l.tileHeight + l.sideLengthY : l.rowHeight;
  const clamp = (v: number, max: number) => Math.max(0, Math.min(max, v));
  const c0 = clamp(Math.floor(minX / colStep) - 1, spec.columns - 1);
  const c1 = clamp(Math.ceil(maxX / colStep) + 1, spec.columns - 1);
  const r0 = clamp(Math.floor(minY / rowStep) - 1, spec.rows - 1);
  const r1 = clamp(Math.ceil(maxY / rowStep) + 1, spec.rows - 1);
  const cost = (r1 - r0 + 1) * (c1 - c0 + 1) * poly.length;
  if (cost > budget.left) return null;
  budget.left -= cost;
  const out: OffsetCoord[] = [];
  for (let row = r0; row <= r1; row++) {
    for (let col = c0; col <= c1; col++) {
      const c = tileCentre(l, col, row);
      if (c.x >= minX && c.x <= maxX && c.y >= minY && c.y <= maxY && pointInPolygon(c, poly)) out.push({ col, row });
    }
  }
  return out;
}
