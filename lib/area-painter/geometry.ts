import type { Pt } from "./model";

/** Signed area of a flat outline (positive = counter-clockwise in y-up terms). */
export function signedArea(flat: readonly number[]): number {
  let sum = 0;
  const n = flat.length;
  for (let i = 0; i + 1 < n; i += 2) sum += flat[i]! * flat[(i + 3) % n]! - flat[(i + 2) % n]! * flat[i + 1]!;
  return sum / 2;
}

export const areaOf = (flat: readonly number[]) => Math.abs(signedArea(flat));

export function pointInFlat(flat: readonly number[], x: number, y: number): boolean {
  let inside = false;
  const n = flat.length;
  for (let i = 0, j = n - 2; i + 1 < n; j = i, i += 2) {
    const xi = flat[i]!;
    const yi = flat[i + 1]!;
    const xj = flat[j]!;
    const yj = flat[j + 1]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** The closest point of segment a–b to p, with t in [0, 1] along it. */
export function projectOnSegment(p: Pt, a: Pt, b: Pt): { point: Pt; t: number; distance: number } {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / len2));
  const point = { x: a.x + t * dx, y: a.y + t * dy };
  return { point, t, distance: Math.hypot(p.x - point.x, p.y - point.y) };
}

export function centroid(flat: readonly number[]): Pt {
  const a = signedArea(flat);
  const n = flat.length;
  if (Math.abs(a) < 1e-9) {
    let x = 0;
    let y = 0;
    for (let i = 0; i + 1 < n; i += 2) {
      x += flat[i]!;
      y += flat[i + 1]!;
    }
    return { x: x / (n / 2), y: y / (n / 2) };
  }
  let cx = 0;
  let cy = 0;
  for (let i = 0; i + 1 < n; i += 2) {
    const x0 = flat[i]!;
    const y0 = flat[i + 1]!;
    const x1 = flat[(i + 2) % n]!;
    const y1 = flat[(i + 3) % n]!;
    const f = x0 * y1 - x1 * y0;
    cx += (x0 + x1) * f;
    cy += (y0 + y1) * f;
  }
  return { x: cx / (6 * a), y: cy / (6 * a) };
}

function distanceToOutline(flat: readonly number[], p: Pt): number {
  let best = Infinity;
  const n = flat.length;
  for (let i = 0; i + 1 < n; i += 2) {
    const d = projectOnSegment(p, { x: flat[i]!, y: flat[i + 1]! }, { x: flat[(i + 2) % n]!, y: flat[(i + 3) % n]! }).distance;
    if (d < best) best = d;
  }
  return best;
}

/**
 * A label point well inside an outline: the centroid when it lies inside
 * (convex-ish shapes), else the pole of inaccessibility found by refining a
 * grid around the best cell (the centroid of a C or L shape is outside it).
 */
export function labelPointOf(flat: readonly number[]): Pt {
  const c = centroid(flat);
  if (pointInFlat(flat, c.x, c.y) && distanceToOutline(flat, c) > 0) return c;
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (let i = 0; i + 1 < flat.length; i += 2) {
    minX = Math.min(minX, flat[i]!);
    maxX = Math.max(maxX, flat[i]!);
    minY = Math.min(minY, flat[i + 1]!);
    maxY = Math.max(maxY, flat[i + 1]!);
  }
  let best = c;
  let bestD = -Infinity;
  let cx = (minX + maxX) / 2;
  let cy = (minY + maxY) / 2;
  let w = maxX - minX;
  let h = maxY - minY;
  const steps = 16;
  for (let round = 0; round < 4; round++) {
    for (let i = 0; i <= steps; i++) {
      for (let j = 0; j <= steps; j++) {
        const p = { x: cx - w / 2 + (w * i) / steps, y: cy - h / 2 + (h * j) / steps };
        if (!pointInFlat(flat, p.x, p.y)) continue;
        const d = distanceToOutline(flat, p);
        if (d > bestD) {
          bestD = d;
          best = p;
        }
      }
    }
    cx = best.x;
    cy = best.y;
    w /= 4;
    h /= 4;
  }
  return best;
}

/** The default label point of a space: inside its largest outline. */
export function defaultLabelPoint(polygons: readonly (readonly number[])[]): Pt {
  let largest: readonly number[] | undefined;
  let most = -1;
  for (const p of polygons) {
    const a = areaOf(p);
    if (a > most) {
      most = a;
      largest = p;
    }
  }
  return largest ? labelPointOf(largest) : { x: 0, y: 0 };
}
