/**
 * Where the set-up map opens: fitted to the hexes the units are on (with a
 * margin of a few hexes), so a designer lands on the front rather than on a
 * corner of a 200×150 theatre; the whole map when nothing is set up yet.
 */
import type { GridSpec } from "@/lib/hex";
import { indexCentre, mapExtent } from "@/lib/painter/geometry";
import { type View, MAX_SCALE, fitView } from "@/lib/painter/view";

/** Map units of margin around the units (a hex is 2 units across). */
const MARGIN = 3;
/** The closest a fit zooms in: a lone unit opens at a readable scale, not at the maximum. */
export const FIT_MAX_SCALE = 40;

export function fitToHexes(spec: GridSpec, hexes: Iterable<number>, width: number, height: number): View {
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (const h of hexes) {
    const c = indexCentre(spec, h);
    x0 = Math.min(x0, c.x);
    y0 = Math.min(y0, c.y);
    x1 = Math.max(x1, c.x);
    y1 = Math.max(y1, c.y);
  }
  if (!Number.isFinite(x0)) return fitView(mapExtent(spec), width, height);
  const box = { width: x1 - x0 + 2 * MARGIN, height: y1 - y0 + 2 * MARGIN };
  const scale = Math.min(FIT_MAX_SCALE, MAX_SCALE, fitView(box, width, height, 0).scale);
  const cx = (x0 + x1) / 2;
  const cy = (y0 + y1) / 2;
  return { scale, x: width / 2 - cx * scale, y: height / 2 - cy * scale };
}
