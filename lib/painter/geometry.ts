import { cubeRound, type GridSpec, type OffsetCoord, hexIndex, hexToPixel, neighbour, offsetToCube, cubeToOffset, onGrid, pixelToHex, distance } from "@/lib/hex";

/**
 * Map-space geometry for the painter. Map space is pixels for hexes of
 * circumradius 1 with hex 0,0's centre at (1, √3/2) for flat-top maps, so the
 * whole map sits at positive coordinates; the view scales it to the screen.
 */
export interface MapPoint {
  x: number;
  y: number;
}

const SQRT3 = Math.sqrt(3);

export function originOf(spec: GridSpec): MapPoint {
  return spec.orientation === "flat" ? { x: 1, y: SQRT3 / 2 } : { x: SQRT3 / 2, y: 1 };
}

export function hexCentre(spec: GridSpec, hex: OffsetCoord): MapPoint {
  const o = originOf(spec);
  const p = hexToPixel(spec, hex, 1);
  return { x: p.x + o.x, y: p.y + o.y };
}

export function indexCentre(spec: GridSpec, index: number): MapPoint {
  return hexCentre(spec, { col: index % spec.columns, row: Math.floor(index / spec.columns) });
}

/** The hex under a map point, or null when it is off the map. */
export function hexAtPoint(spec: GridSpec, p: MapPoint): OffsetCoord | null {
  const o = originOf(spec);
  const hex = pixelToHex(spec, p.x - o.x, p.y - o.y, 1);
  return onGrid(spec, hex) ? hex : null;
}

export function indexAtPoint(spec: GridSpec, p: MapPoint): number | null {
  const hex = hexAtPoint(spec, p);
  return hex ? hexIndex(spec, hex) : null;
}

/** Corner k of a hex of circumradius 1 around its centre (k = 0..5). */
export function cornerOffset(spec: GridSpec, k: number): MapPoint {
  const angle = ((spec.orientation === "flat" ? 0 : 30) + 60 * k) * (Math.PI / 180);
  return { x: Math.cos(angle), y: Math.sin(angle) };
}

/** Size of the whole map in map space. */
export function mapExtent(spec: GridSpec): { width: number; height: number } {
  if (spec.orientation === "flat") {
    return { width: 1.5 * (spec.columns - 1) + 2, height: SQRT3 * (spec.rows + (spec.columns > 1 ? 0.5 : 0)) };
  }
  return { width: SQRT3 * (spec.columns + (spec.rows > 1 ? 0.5 : 0)), height: 1.5 * (spec.rows - 1) + 2 };
}

/**
 * The hexside nearest a map point: the side of the hex under the point whose
 * midpoint is closest. Returns the two hex indices it separates (the far one
 * may be off the map: map-edge sides have no key).
 */
export function hexsideAtPoint(spec: GridSpec, p: MapPoint): { a: number; b: number; distance: number } | null {
  const hex = hexAtPoint(spec, p);
  if (!hex) return null;
  const c = hexCentre(spec, hex);
  let best: { a: number; b: number; distance: number } | null = null;
  for (let d = 0; d < 6; d++) {
    const other = neighbour(spec, hex, d);
    if (!onGrid(spec, other)) continue;
    const oc = hexCentre(spec, other);
    const mid = { x: (c.x + oc.x) / 2, y: (c.y + oc.y) / 2 };
    const dist = Math.hypot(p.x - mid.x, p.y - mid.y);
    if (!best || dist < best.distance) best = { a: hexIndex(spec, hex), b: hexIndex(spec, other), distance: dist };
  }
  return best;
}

/** The two corners (in map space) of the side between two adjacent hexes. */
export function sideSegment(spec: GridSpec, a: number, b: number): [MapPoint, MapPoint] {
  const ca = indexCentre(spec, a);
  const cb = indexCentre(spec, b);
  const mid = { x: (ca.x + cb.x) / 2, y: (ca.y + cb.y) / 2 };
  // The side is perpendicular to the line of centres, one circumradius long.
  const dx = cb.x - ca.x;
  const dy = cb.y - ca.y;
  const len = Math.hypot(dx, dy);
  const hx = (-dy / len) * 0.5;
  const hy = (dx / len) * 0.5;
  return [
    { x: mid.x + hx, y: mid.y + hy },
    { x: mid.x - hx, y: mid.y - hy },
  ];
}

/** Every hex within `radius` steps of a hex (radius 0 = the hex itself), on the map. */
export function hexesInRadius(spec: GridSpec, centre: number, radius: number): number[] {
  const origin = offsetToCube(spec, { col: centre % spec.columns, row: Math.floor(centre / spec.columns) });
  const out: number[] = [];
  for (let dq = -radius; dq <= radius; dq++) {
    for (let dr = Math.max(-radius, -dq - radius); dr <= Math.min(radius, -dq + radius); dr++) {
      const hex = cubeToOffset(spec, { q: origin.q + dq, r: origin.r + dr, s: origin.s - dq - dr });
      if (onGrid(spec, hex)) out.push(hexIndex(spec, hex));
    }
  }
  return out;
}

/** The hexes on a straight line between two hexes (cube lerp), both ends included. */
export function hexLine(spec: GridSpec, from: number, to: number): number[] {
  const a = { col: from % spec.columns, row: Math.floor(from / spec.columns) };
  const b = { col: to % spec.columns, row: Math.floor(to / spec.columns) };
  const n = distance(spec, a, b);
  const ca = offsetToCube(spec, a);
  const cb = offsetToCube(spec, b);
  const out: number[] = [];
  for (let i = 0; i <= n; i++) {
    const t = n === 0 ? 0 : i / n;
    // A tiny nudge keeps lines that run exactly along hexsides from flip-flopping.
    const q = ca.q + (cb.q - ca.q) * t + 1e-6;
    const r = ca.r + (cb.r - ca.r) * t + 1e-6;
    const rounded = cubeRound({ q, r, s: -q - r });
    const hex = cubeToOffset(spec, rounded);
    if (onGrid(spec, hex)) {
      const idx = hexIndex(spec, hex);
      if (out[out.length - 1] !== idx) out.push(idx);
    }
  }
  return out;
}

/**
 * The offset-coordinate rectangle between two corner hexes, both included:
 * columns c0..c1 × rows r0..r1, row by row. Designers count hexes by their
 * labels, so a "rectangle" keeps every column (and row) the same length even
 * where the shifted columns make its edge step.
 */
export function hexesInOffsetRect(spec: GridSpec, a: number, b: number): number[] {
  const { columns } = spec;
  const c0 = Math.min(a % columns, b % columns);
  const c1 = Math.max(a % columns, b % columns);
  const r0 = Math.min(Math.floor(a / columns), Math.floor(b / columns));
  const r1 = Math.max(Math.floor(a / columns), Math.floor(b / columns));
  const out: number[] = [];
  for (let row = r0; row <= r1; row++) for (let col = c0; col <= c1; col++) out.push(row * columns + col);
  return out;
}

/** The outline of an offset-coordinate rectangle (see hexesInOffsetRect) as side segments, for previews. */
export function offsetRectOutline(spec: GridSpec, a: number, b: number): [MapPoint, MapPoint][] {
  const { columns } = spec;
  const c0 = Math.min(a % columns, b % columns);
  const c1 = Math.max(a % columns, b % columns);
  const r0 = Math.min(Math.floor(a / columns), Math.floor(b / columns));
  const r1 = Math.max(Math.floor(a / columns), Math.floor(b / columns));
  const inside = (h: OffsetCoord) => h.col >= c0 && h.col <= c1 && h.row >= r0 && h.row <= r1;
  const out: [MapPoint, MapPoint][] = [];
  for (let row = r0; row <= r1; row++) {
    for (let col = c0; col <= c1; col++) {
      if (row !== r0 && row !== r1 && col !== c0 && col !== c1) continue;
      const hex = { col, row };
      const c = hexCentre(spec, hex);
      for (let d = 0; d < 6; d++) {
        const n = neighbour(spec, hex, d);
        if (inside(n)) continue;
        const o = hexCentre(spec, n);
        const mid = { x: (c.x + o.x) / 2, y: (c.y + o.y) / 2 };
        const len = Math.hypot(o.x - c.x, o.y - c.y);
        const hx = (-(o.y - c.y) / len) * 0.5;
        const hy = ((o.x - c.x) / len) * 0.5;
        out.push([
          { x: mid.x + hx, y: mid.y + hy },
          { x: mid.x - hx, y: mid.y - hy },
        ]);
      }
    }
  }
  return out;
}

/** Hexes whose centres fall inside the axis-aligned box between two map points. */
export function hexesInBox(spec: GridSpec, p: MapPoint, q: MapPoint): number[] {
  const minX = Math.min(p.x, q.x);
  const maxX = Math.max(p.x, q.x);
  const minY = Math.min(p.y, q.y);
  const maxY = Math.max(p.y, q.y);
  const out: number[] = [];
  for (let row = 0; row < spec.rows; row++) {
    for (let col = 0; col < spec.columns; col++) {
      const c = hexCentre(spec, { col, row });
      if (c.x >= minX && c.x <= maxX && c.y >= minY && c.y <= maxY) out.push(row * spec.columns + col);
    }
  }
  return out;
}

/** Hexes whose centres fall inside a polygon (even-odd rule). */
export function hexesInPolygon(spec: GridSpec, polygon: MapPoint[]): number[] {
  if (polygon.length < 3) return [];
  const out: number[] = [];
  for (let i = 0; i < spec.columns * spec.rows; i++) {
    if (pointInPolygon(indexCentre(spec, i), polygon)) out.push(i);
  }
  return out;
}

export function pointInPolygon(p: MapPoint, poly: readonly MapPoint[]): boolean {
  let inside = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const a = poly[i]!;
    const b = poly[j]!;
    if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x) inside = !inside;
  }
  return inside;
}

export { SQRT3 };

/**
 * The column and row steps to a hex's six neighbours, for hexes of each
 * parity (of the column on flat-top maps, of the row on pointy-top ones), read
 * from lib/hex's neighbour() once so they agree with it. Per-tile drawing walks
 * thousands of sides and must not build coordinate objects for each.
 */
export function neighbourSteps(spec: GridSpec): { even: Int8Array; odd: Int8Array } {
  const probe: GridSpec = { ...spec, columns: 8, rows: 8 };
  const stepsAt = (col: number, row: number) => {
    const out = new Int8Array(12);
    for (let d = 0; d < 6; d++) {
      const n = neighbour(probe, { col, row }, d);
      out[2 * d] = n.col - col;
      out[2 * d + 1] = n.row - row;
    }
    return out;
  };
  return spec.orientation === "flat" ? { even: stepsAt(2, 3), odd: stepsAt(3, 3) } : { even: stepsAt(3, 2), odd: stepsAt(3, 3) };
}

/**
 * Every side between the given hexes and their neighbours on the map, each
 * once (toward the higher index), as pairs of hex indices in one flat array.
 */
export function sidePairs(spec: GridSpec, hexes: readonly number[], steps = neighbourSteps(spec)): Int32Array {
  const { columns, rows } = spec;
  const flat = spec.orientation === "flat";
  const out = new Int32Array(hexes.length * 6);
  let n = 0;
  for (const i of hexes) {
    const col = i % columns;
    const row = (i - col) / columns;
    const s = ((flat ? col : row) & 1) === 1 ? steps.odd : steps.even;
    for (let d = 0; d < 6; d++) {
      const c = col + s[2 * d]!;
      const r = row + s[2 * d + 1]!;
      if (c < 0 || r < 0 || c >= columns || r >= rows) continue;
      const j = r * columns + c;
      if (j > i) {
        out[n++] = i;
        out[n++] = j;
      }
    }
  }
  return out.subarray(0, n);
}

/**
 * The border of a region of hexes: every side between a hex of it and a
 * neighbour outside it (the map's own edge is not drawn), as segments in map
 * space — a range shown as an outline reads at any zoom and over any terrain.
 */
export function regionOutline(spec: GridSpec, hexes: ReadonlySet<number>): [MapPoint, MapPoint][] {
  const out: [MapPoint, MapPoint][] = [];
  for (const i of hexes) {
    const at = { col: i % spec.columns, row: Math.floor(i / spec.columns) };
    for (let d = 0; d < 6; d++) {
      const n = neighbour(spec, at, d);
      if (!onGrid(spec, n)) continue;
      const j = hexIndex(spec, n);
      if (!hexes.has(j)) out.push(sideSegment(spec, i, j));
    }
  }
  return out;
}
