/**
 * Border geometry of area maps, on the document's flat outlines
 * (x1, y1, x2, y2, …): which spaces share a border, which meet across the
 * wrapped edge. Pure and shared: the lints use it on whole documents, the
 * area editor (lib/area-painter) on the spaces a drag touched.
 */

/** Two outlines closer than this (map pixels) count as one border. */
export const BORDER_TOLERANCE = 0.5;

export interface Box {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

export const EMPTY_BOX: Box = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };

export function boxOfFlat(flat: readonly number[], into: Box = { ...EMPTY_BOX }): Box {
  for (let i = 0; i + 1 < flat.length; i += 2) {
    const x = flat[i]!;
    const y = flat[i + 1]!;
    if (x < into.minX) into.minX = x;
    if (x > into.maxX) into.maxX = x;
    if (y < into.minY) into.minY = y;
    if (y > into.maxY) into.maxY = y;
  }
  return into;
}

export function boxesTouch(a: Box, b: Box, pad = 0): boolean {
  return a.minX <= b.maxX + pad && b.minX <= a.maxX + pad && a.minY <= b.maxY + pad && b.minY <= a.maxY + pad;
}

/**
 * Whether segment b lies along segment a for more than `tol`: both of b's
 * ends within `tol` of a's line and their projections overlapping a by more
 * than `tol`. T-junctions count (a long side against two short ones), which
 * hand-drawn and imported maps are full of.
 */
export function segmentsShareBorder(ax1: number, ay1: number, ax2: number, ay2: number, bx1: number, by1: number, bx2: number, by2: number, tol = BORDER_TOLERANCE): boolean {
  const dx = ax2 - ax1;
  const dy = ay2 - ay1;
  const len = Math.hypot(dx, dy);
  if (len <= tol) return false;
  const ux = dx / len;
  const uy = dy / len;
  const off1 = (bx1 - ax1) * uy - (by1 - ay1) * ux;
  if (Math.abs(off1) > tol) return false;
  const off2 = (bx2 - ax1) * uy - (by2 - ay1) * ux;
  if (Math.abs(off2) > tol) return false;
  const t1 = (bx1 - ax1) * ux + (by1 - ay1) * uy;
  const t2 = (bx2 - ax1) * ux + (by2 - ay1) * uy;
  const overlap = Math.min(len, Math.max(t1, t2)) - Math.max(0, Math.min(t1, t2));
  return overlap > tol;
}

/** Whether two closed outlines share a stretch of border. */
export function outlinesShareBorder(a: readonly number[], b: readonly number[], tol = BORDER_TOLERANCE, boxA = boxOfFlat(a), boxB = boxOfFlat(b)): boolean {
  if (!boxesTouch(boxA, boxB, tol)) return false;
  const n = a.length;
  const m = b.length;
  for (let i = 0; i + 1 < n; i += 2) {
    const ax1 = a[i]!;
    const ay1 = a[i + 1]!;
    const ax2 = a[(i + 2) % n]!;
    const ay2 = a[(i + 3) % n]!;
    // Skip sides of a that cannot reach b's box: most of them, on a big map.
    if (Math.max(ax1, ax2) < boxB.minX - tol || Math.min(ax1, ax2) > boxB.maxX + tol || Math.max(ay1, ay2) < boxB.minY - tol || Math.min(ay1, ay2) > boxB.maxY + tol) continue;
    for (let j = 0; j + 1 < m; j += 2) {
      const bx1 = b[j]!;
      const by1 = b[j + 1]!;
      const bx2 = b[(j + 2) % m]!;
      const by2 = b[(j + 3) % m]!;
      if (Math.max(bx1, bx2) < Math.min(ax1, ax2) - tol || Math.min(bx1, bx2) > Math.max(ax1, ax2) + tol) continue;
      if (Math.max(by1, by2) < Math.min(ay1, ay2) - tol || Math.min(by1, by2) > Math.max(ay1, ay2) + tol) continue;
      // Either way round: the longer side must hold the shorter one's ends.
      if (segmentsShareBorder(ax1, ay1, ax2, ay2, bx1, by1, bx2, by2, tol) || segmentsShareBorder(bx1, by1, bx2, by2, ax1, ay1, ax2, ay2, tol)) return true;
    }
  }
  return false;
}

/** The y ranges of an outline's sides lying on the vertical line x (within tol). */
export function spansOnVertical(flat: readonly number[], x: number, tol = BORDER_TOLERANCE): [number, number][] {
  const out: [number, number][] = [];
  const n = flat.length;
  for (let i = 0; i + 1 < n; i += 2) {
    const x1 = flat[i]!;
    const x2 = flat[(i + 2) % n]!;
    if (Math.abs(x1 - x) <= tol && Math.abs(x2 - x) <= tol) {
      const y1 = flat[i + 1]!;
      const y2 = flat[(i + 3) % n]!;
      out.push([Math.min(y1, y2), Math.max(y1, y2)]);
    }
  }
  return out;
}

export function spansOverlap(a: readonly [number, number][], b: readonly [number, number][], tol = BORDER_TOLERANCE): boolean {
  return a.some(([a1, a2]) => b.some(([b1, b2]) => Math.min(a2, b2) - Math.max(a1, b1) > tol));
}

export interface OutlinedSpace {
  id: string;
  polygons: readonly (readonly number[])[];
}

/** Whether two spaces meet across the wrapped edge: one's west side against the other's east side. */
export function meetAcrossWrap(a: OutlinedSpace, b: OutlinedSpace, width: number, tol = BORDER_TOLERANCE): boolean {
  const west = (s: OutlinedSpace) => s.polygons.flatMap((p) => spansOnVertical(p, 0, tol));
  const east = (s: OutlinedSpace) => s.polygons.flatMap((p) => spansOnVertical(p, width, tol));
  return spansOverlap(west(a), east(b), tol) || spansOverlap(west(b), east(a), tol);
}

/**
 * Adjacency derived from outlines alone: spaces sharing a stretch of border,
 * and (with wrap) spaces meeting across the east–west edge. Symmetric by
 * construction. Pairs are found by a sweep over bounding boxes, so a
 * 160-space map tests only the few pairs that can touch.
 */
export function deriveBorderAdjacency(spaces: readonly OutlinedSpace[], width: number, wrap: boolean, tol = BORDER_TOLERANCE): Map<string, Set<string>> {
  const adjacency = new Map<string, Set<string>>(spaces.map((s) => [s.id, new Set<string>()]));
  const join = (a: string, b: string) => {
    if (a === b) return;
    adjacency.get(a)!.add(b);
    adjacency.get(b)!.add(a);
  };
  const boxes = spaces.map((s) => s.polygons.map((p) => boxOfFlat(p)));
  const whole = boxes.map((bs) => bs.reduce((acc, b) => boxOfFlat([b.minX, b.minY, b.maxX, b.maxY], acc), { ...EMPTY_BOX }));
  const order = spaces.map((_, i) => i).sort((i, j) => whole[i]!.minX - whole[j]!.minX);
  for (let oi = 0; oi < order.length; oi++) {
    const i = order[oi]!;
    for (let oj = oi + 1; oj < order.length; oj++) {
      const j = order[oj]!;
      if (whole[j]!.minX > whole[i]!.maxX + tol) break;
      if (!boxesTouch(whole[i]!, whole[j]!, tol)) continue;
      const a = spaces[i]!;
      const b = spaces[j]!;
      const shares = a.polygons.some((p, pi) => b.polygons.some((q, qi) => outlinesShareBorder(p, q, tol, boxes[i]![pi], boxes[j]![qi])));
      if (shares) join(a.id, b.id);
    }
  }
  if (wrap) {
    const west = spaces.filter((_, i) => whole[i]!.minX <= tol);
    const east = spaces.filter((_, i) => whole[i]!.maxX >= width - tol);
    for (const a of west) for (const b of east) if (a.id !== b.id && meetAcrossWrap(a, b, width, tol)) join(a.id, b.id);
  }
  return adjacency;
}
