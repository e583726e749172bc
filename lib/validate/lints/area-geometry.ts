import polygonClipping, { type MultiPolygon } from "polygon-clipping";
import type { AreaMap } from "@/lib/model/map";
import { type Box, boxesTouch, boxOfFlat, deriveBorderAdjacency, EMPTY_BOX } from "../area-borders";
import { type FindingSink, pointer } from "../findings";

/** Overlaps smaller than this (px²) are rounding along a shared border, not a drawing mistake. */
export const OVERLAP_TOLERANCE = 1;

type Space = (AreaMap["territories"][number] | AreaMap["seaZones"][number]) & { at: string };

function polygonArea(poly: MultiPolygon): number {
  let sum = 0;
  for (const rings of poly) {
    rings.forEach((ring, i) => {
      let a = 0;
      for (let j = 0; j + 1 < ring.length; j++) a += ring[j]![0] * ring[j + 1]![1] - ring[j + 1]![0] * ring[j]![1];
      sum += (i === 0 ? 1 : -1) * Math.abs(a / 2);
    });
  }
  return sum;
}

const toClip = (flat: readonly number[]): [number, number][][] => [Array.from({ length: flat.length >> 1 }, (_, i) => [flat[2 * i]!, flat[2 * i + 1]!] as [number, number])];

/**
 * Lints an area map's drawing against its connections: borders without a
 * connection, land territories connected to nothing, overlapping outlines,
 * victory cities nobody owns. `adjacency` is the connection lists as sets
 * (lintAreaMap has built them). Pairs are prefiltered by bounding box, so a
 * 160-space map clips only neighbours.
 */
export function lintAreaGeometry(map: AreaMap, adjacency: Map<string, Set<string>>, sink: FindingSink): void {
  const spaces: Space[] = [...map.territories.map((t, i) => ({ ...t, at: pointer("territories", i) })), ...map.seaZones.map((z, i) => ({ ...z, at: pointer("seaZones", i) }))];
  const valid = spaces.every((s) => s.polygons.every((p) => p.length % 2 === 0));
  if (!valid) return;

  map.territories.forEach((t, i) => {
    if (t.victoryCity && t.originalOwner === undefined) sink.add("W-VICTORY-CITY-NO-OWNER", pointer("territories", i, "victoryCity"), `Victory city "${t.id}" has no original owner.`);
    if ((adjacency.get(t.id)?.size ?? 0) === 0) sink.add("W-AREA-NO-NEIGHBOURS", pointer("territories", i), `Territory "${t.id}" is connected to no other space.`);
  });

  const derived = deriveBorderAdjacency(spaces, map.size.width, map.wrap.horizontal);
  const where = new Map(spaces.map((s) => [s.id, s.at]));
  for (const s of spaces) {
    for (const other of derived.get(s.id) ?? []) {
      if (s.id >= other) continue;
      if (!adjacency.get(s.id)?.has(other) && !adjacency.get(other)?.has(s.id)) {
        sink.add("W-AREA-MISSING-CONNECTION", where.get(s.id)!, `"${s.id}" and "${other}" share a border but are not connected.`);
      }
    }
  }

  const boxes: Box[][] = spaces.map((s) => s.polygons.map((p) => boxOfFlat(p)));
  const whole = boxes.map((bs) => bs.reduce((acc, b) => boxOfFlat([b.minX, b.minY, b.maxX, b.maxY], acc), { ...EMPTY_BOX }));
  const order = spaces.map((_, i) => i).sort((i, j) => whole[i]!.minX - whole[j]!.minX);
  for (let oi = 0; oi < order.length; oi++) {
    const i = order[oi]!;
    for (let oj = oi + 1; oj < order.length; oj++) {
      const j = order[oj]!;
      if (whole[j]!.minX >= whole[i]!.maxX) break;
      if (!boxesTouch(whole[i]!, whole[j]!, -1e-9)) continue;
      const hit = overlapOf(spaces[i]!, boxes[i]!, spaces[j]!, boxes[j]!);
      if (hit) {
        const [first, second] = i < j ? [spaces[i]!, spaces[j]!] : [spaces[j]!, spaces[i]!];
        sink.add("W-AREA-OVERLAP", `${second.at}/polygons/${hit.polygon(second)}`, `"${second.id}" overlaps "${first.id}" by ${Math.round(hit.area)} px².`);
      }
    }
  }
}

/**
 * A closed outline's sides bucketed into horizontal strips of its box, so the
 * tests below look only at the sides near a point or a side: traced outlines
 * (TripleA boards are drawn pixel by pixel) have thousands of sides, and
 * testing every side of one against every side of its neighbour took seconds.
 * Each side is in every strip its y-range reaches, so a strip holds every side
 * that a horizontal line through it can meet. Kept per outline array.
 */
interface SideIndex {
  flat: readonly number[];
  minY: number;
  height: number;
  strips: number[][];
}

const indexes = new WeakMap<readonly number[], SideIndex>();

function sideIndex(flat: readonly number[]): SideIndex {
  let index = indexes.get(flat);
  if (index) return index;
  const box = boxOfFlat(flat);
  const n = flat.length >> 1;
  const count = Math.max(1, Math.min(1024, Math.ceil(n / 4)));
  const height = (box.maxY - box.minY) / count || 1;
  const strips: number[][] = Array.from({ length: count }, () => []);
  index = { flat, minY: box.minY, height, strips };
  for (let i = 0; i + 1 < flat.length; i += 2) {
    const y1 = flat[i + 1]!;
    const y2 = flat[(i + 3) % flat.length]!;
    const [from, to] = stripsOf(index, Math.min(y1, y2), Math.max(y1, y2));
    for (let k = from; k <= to; k++) strips[k]!.push(i);
  }
  indexes.set(flat, index);
  return index;
}

/** The strips a y-range reaches (clamped to the outline's box: nothing lies outside it). */
function stripsOf(index: SideIndex, y1: number, y2: number): [number, number] {
  const last = index.strips.length - 1;
  const at = (y: number) => Math.max(0, Math.min(last, Math.floor((y - index.minY) / index.height)));
  return [at(y1), at(y2)];
}

/** Whether (x, y) lies within `eps` of a side of the outline. */
function onOutline(index: SideIndex, x: number, y: number, eps: number): boolean {
  const flat = index.flat;
  const n = flat.length;
  const [from, to] = stripsOf(index, y - eps, y + eps);
  for (let k = from; k <= to; k++) {
    for (const i of index.strips[k]!) {
      const ax = flat[i]!;
      const ay = flat[i + 1]!;
      const dx = flat[(i + 2) % n]! - ax;
      const dy = flat[(i + 3) % n]! - ay;
      const len2 = dx * dx + dy * dy;
      const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((x - ax) * dx + (y - ay) * dy) / len2));
      if (Math.hypot(x - ax - t * dx, y - ay - t * dy) <= eps) return true;
    }
  }
  return false;
}

/** Even-odd point in outline: a ray to +x crosses the sides spanning y, all of which are in y's strip. */
function inside(index: SideIndex, x: number, y: number): boolean {
  const flat = index.flat;
  const n = flat.length;
  let odd = false;
  const [k] = stripsOf(index, y, y);
  for (const i of index.strips[k]!) {
    // Side from vertex i/2 back to the one before it, as the classic loop pairs them.
    const xi = flat[i]!;
    const yi = flat[i + 1]!;
    const xj = flat[(i + 2) % n]!;
    const yj = flat[(i + 3) % n]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) odd = !odd;
  }
  return odd;
}

/** Some point of a (vertex or side midpoint) well inside b. */
function reachesInto(a: readonly number[], b: readonly number[], box: Box): boolean {
  const n = a.length;
  const index = sideIndex(b);
  for (let i = 0; i + 1 < n; i += 2) {
    for (const [x, y] of [
      [a[i]!, a[i + 1]!],
      [(a[i]! + a[(i + 2) % n]!) / 2, (a[i + 1]! + a[(i + 3) % n]!) / 2],
    ] as const) {
      if (x <= box.minX || x >= box.maxX || y <= box.minY || y >= box.maxY) continue;
      if (inside(index, x, y) && !onOutline(index, x, y, 1e-6)) return true;
    }
  }
  return false;
}

/** Whether two sides cross at a point inside both (not at an end, not along a shared border). */
function sidesCross(a: readonly number[], b: readonly number[]): boolean {
  const n = a.length;
  const m = b.length;
  const index = sideIndex(b);
  for (let i = 0; i + 1 < n; i += 2) {
    const ax = a[i]!;
    const ay = a[i + 1]!;
    const bx = a[(i + 2) % n]!;
    const by = a[(i + 3) % n]!;
    const [from, to] = stripsOf(index, Math.min(ay, by), Math.max(ay, by));
    for (let k = from; k <= to; k++) {
      for (const j of index.strips[k]!) {
        const cx = b[j]!;
        const cy = b[j + 1]!;
        const dx = b[(j + 2) % m]!;
        const dy = b[(j + 3) % m]!;
        if (Math.max(cx, dx) < Math.min(ax, bx) || Math.min(cx, dx) > Math.max(ax, bx) || Math.max(cy, dy) < Math.min(ay, by) || Math.min(cy, dy) > Math.max(ay, by)) continue;
        const d1 = (bx - ax) * (cy - ay) - (by - ay) * (cx - ax);
        const d2 = (bx - ax) * (dy - ay) - (by - ay) * (dx - ax);
        const d3 = (dx - cx) * (ay - cy) - (dy - cy) * (ax - cx);
        const d4 = (dx - cx) * (by - cy) - (dy - cy) * (bx - cx);
        if (((d1 > 1e-9 && d2 < -1e-9) || (d1 < -1e-9 && d2 > 1e-9)) && ((d3 > 1e-9 && d4 < -1e-9) || (d3 < -1e-9 && d4 > 1e-9))) return true;
      }
    }
  }
  return false;
}

/**
 * Outlines can only overlap if a point of one lies well inside the other or
 * their sides cross. Neighbours that merely share a border fail both tests,
 * so the clipper (which measures the overlap) runs only on likely overlaps.
 */
function mayOverlap(a: readonly number[], boxA: Box, b: readonly number[], boxB: Box): boolean {
  return reachesInto(a, b, boxB) || reachesInto(b, a, boxA) || sidesCross(a, b);
}

function overlapOf(a: Space, boxesA: Box[], b: Space, boxesB: Box[]): { area: number; polygon: (s: Space) => number } | null {
  for (let p = 0; p < a.polygons.length; p++) {
    for (let q = 0; q < b.polygons.length; q++) {
      // Strict box overlap: outlines that only meet along a border skip the clipper.
      if (!boxesTouch(boxesA[p]!, boxesB[q]!, -1e-9)) continue;
      if (!mayOverlap(a.polygons[p]!, boxesA[p]!, b.polygons[q]!, boxesB[q]!)) continue;
      let area = 0;
      try {
        area = polygonArea(polygonClipping.intersection(toClip(a.polygons[p]!), toClip(b.polygons[q]!)));
      } catch {
        continue; // a degenerate outline the clipper cannot read: other lints and the editor show it
      }
      if (area > OVERLAP_TOLERANCE) return { area, polygon: (s) => (s === a ? p : q) };
    }
  }
  return null;
}
