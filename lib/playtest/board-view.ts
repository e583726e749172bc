import { indexCentre, type MapPoint } from "@/lib/painter/geometry";
import { fitView, type View } from "@/lib/painter/view";

/**
 * How big the playtest board draws counters, and where it opens. Map space
 * has hexes of circumradius 1, so `view.scale` is the hex radius in pixels.
 */

/** A counter's side per hex radius: it sits inside its hex (inner radius √3/2) with a little to spare. */
export const COUNTER_PER_RADIUS = 1.05;
/** Below this side a counter is a coloured square with its symbol only. */
export const MIN_COUNTER_PX = 14;
export const MAX_COUNTER_PX = 72;
/** The side at which the strengths line is comfortably read (its text is ~0.28 of the side, 10 px here). */
export const READABLE_COUNTER_PX = 36;

/** The counter side in CSS pixels at a zoom: it follows the hexes, within limits. */
export function counterSide(scale: number): number {
  return Math.round(Math.max(MIN_COUNTER_PX, Math.min(MAX_COUNTER_PX, scale * COUNTER_PER_RADIUS)));
}

/** The zoom at which counters are readable. */
export const READABLE_SCALE = READABLE_COUNTER_PX / COUNTER_PER_RADIUS;

/**
 * The view a game opens with: the whole map when its counters are readable
 * that way (or there are none), else the readable zoom on the window that holds the most of
 * `units` (the side to act), then the most of `others`, kept inside the map.
 */
export function openingView(extent: { width: number; height: number }, viewport: { width: number; height: number }, units: readonly MapPoint[], others: readonly MapPoint[] = []): View {
  const fit = fitView(extent, viewport.width, viewport.height);
  // With no counters on the map there is nothing to read: show all of it.
  if (fit.scale >= READABLE_SCALE || viewport.width <= 0 || viewport.height <= 0 || (units.length === 0 && others.length === 0)) return fit;
  // No closer than readable: more of the map around the units is worth more than bigger counters.
  const scale = READABLE_SCALE;
  const centre = busiestWindow(units.length > 0 ? units : others, others, viewport.width / scale - 2, viewport.height / scale - 2)!;
  // Centre there, then slide back so no more than a margin of empty space shows past the map's edges.
  const margin = 16;
  const place = (c: number, size: number, span: number) => {
    const mapPx = span * scale;
    if (mapPx + 2 * margin <= size) return (size - mapPx) / 2;
    return Math.min(margin, Math.max(size - mapPx - margin, size / 2 - c * scale));
  };
  return { scale, x: place(centre.x, viewport.width, extent.width), y: place(centre.y, viewport.height, extent.height) };
}

/**
 * The centre of a window of the given size (map units) placed on one of the
 * points so that it holds the most points, then the most `others`; the
 * window is then moved to the middle of the points it holds.
 */
function busiestWindow(points: readonly MapPoint[], others: readonly MapPoint[], w: number, h: number): MapPoint | null {
  const inside = (c: MapPoint, p: MapPoint) => Math.abs(p.x - c.x) <= w / 2 && Math.abs(p.y - c.y) <= h / 2;
  let best: { c: MapPoint; score: number } | null = null;
  for (const c of points) {
    const score = points.filter((p) => inside(c, p)).length * 100_000 + others.filter((p) => inside(c, p)).length;
    if (!best || score > best.score) best = { c, score };
  }
  if (!best) return null;
  const held = points.filter((p) => inside(best.c, p));
  const x0 = Math.min(...held.map((p) => p.x));
  const x1 = Math.max(...held.map((p) => p.x));
  const y0 = Math.min(...held.map((p) => p.y));
  const y1 = Math.max(...held.map((p) => p.y));
  return { x: (x0 + x1) / 2, y: (y0 + y1) / 2 };
}

/** Whether hex `index` has its centre inside the viewport at the current view. */
export function hexOnScreen(spec: Parameters<typeof indexCentre>[0], view: View, viewport: { width: number; height: number }, index: number): boolean {
  const c = indexCentre(spec, index);
  const x = c.x * view.scale + view.x;
  const y = c.y * view.scale + view.y;
  return x >= 0 && y >= 0 && x <= viewport.width && y <= viewport.height;
}

/**
 * How much of the viewport the map covers at a view, from 0 to 1: a board
 * that opens with part of its area past the map's edge shows nothing there.
 */
export function mapCoverage(extent: { width: number; height: number }, view: View, viewport: { width: number; height: number }): number {
  if (viewport.width <= 0 || viewport.height <= 0) return 0;
  const span = (from: number, length: number, size: number) => Math.max(0, Math.min(size, from + length) - Math.max(0, from));
  return (span(view.x, extent.width * view.scale, viewport.width) * span(view.y, extent.height * view.scale, viewport.height)) / (viewport.width * viewport.height);
}
