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

function distanceToOutline(flat: readonly number[], x: number, y: number): number {
  let best = Infinity;
  const n = flat.length;
  for (let i = 0; i + 1 < n; i += 2) {
    const ax = flat[i]!;
    const ay = flat[i + 1]!;
    const dx = flat[(i + 2) % n]! - ax;
    const dy = flat[(i + 3) % n]! - ay;
    const len2 = dx * dx + dy * dy;
    const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((x - ax) * dx + (y - ay) * dy) / len2));
    best = Math.min(best, Math.hypot(x - ax - t * dx, y - ay - t * dy));
  }
  return best;
}

function inside(flat: readonly number[], x: number, y: number): boolean {
  let odd = false;
  const n = flat.length;
  for (let i = 0, j = n - 2; i + 1 < n; j = i, i += 2) {
    const xi = flat[i]!;
    const yi = flat[i + 1]!;
    const xj = flat[j]!;
    const yj = flat[j + 1]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) odd = !odd;
  }
  return odd;
}

/** Some point of a (vertex or side midpoint) well inside b. */
function reachesInto(a: readonly number[], b: readonly number[], box: Box): boolean {
  const n = a.length;
  for (let i = 0; i + 1 < n; i += 2) {
    for (const [x, y] of [
      [a[i]!, a[i + 1]!],
      [(a[i]! + a[(i + 2) % n]!) / 2, (a[i + 1]! + a[(i + 3) % n]!) / 2],
    ] as const) {
      if (x <= box.minX || x >= box.maxX || y <= box.minY || y >= box.maxY) continue;
      if (inside(b, x, y) && distanceToOutline(b, x, y) > 1e-6) return true;
    }
  }
  return false;
}

/** Whether two sides cross at a point inside both (not at an end, not along a shared border). */
function sidesCross(a: readonly number[], b: readonly number[]): boolean {
  const n = a.length;
  const m = b.length;
  for (let i = 0; i + 1 < n; i += 2) {
    const ax = a[i]!;
    const ay = a[i + 1]!;
    const bx = a[(i + 2) % n]!;
    const by = a[(i + 3) % n]!;
    for (let j = 0; j + 1 < m; j += 2) {
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
