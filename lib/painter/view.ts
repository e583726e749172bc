import type { MapPoint } from "./geometry";

/** Where the map sits on the screen: screen = map × scale + offset. */
export interface View {
  scale: number;
  x: number;
  y: number;
}

export const MIN_SCALE = 2;
export const MAX_SCALE = 160;

export function toMap(view: View, sx: number, sy: number): MapPoint {
  return { x: (sx - view.x) / view.scale, y: (sy - view.y) / view.scale };
}

export function toScreen(view: View, p: MapPoint): { x: number; y: number } {
  return { x: p.x * view.scale + view.x, y: p.y * view.scale + view.y };
}

/** Zooms by `factor` keeping the map point under (sx, sy) fixed. */
export function zoomAt(view: View, sx: number, sy: number, factor: number): View {
  const scale = Math.min(MAX_SCALE, Math.max(MIN_SCALE, view.scale * factor));
  const k = scale / view.scale;
  return { scale, x: sx - (sx - view.x) * k, y: sy - (sy - view.y) * k };
}

/** A rectangle on the screen, in pixels from the canvas's top-left corner. */
export interface ScreenRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

const overlaps = (a: ScreenRect, b: ScreenRect) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * The view that shows a whole extent inside a viewport, with a margin, clear
 * of the boxes that float over the canvas (`covered`: the minimap, the status
 * label). Each box is stepped around either beside it or above/below it,
 * whichever leaves the map largest, so no hex hides under a box at Fit.
 */
export function fitView(extent: { width: number; height: number }, width: number, height: number, margin = 16, covered: readonly ScreenRect[] = []): View {
  const place = (x0: number, y0: number, x1: number, y1: number): View => {
    const scale = Math.min(MAX_SCALE, Math.max(0.5, Math.min((x1 - x0 - 2 * margin) / extent.width, (y1 - y0 - 2 * margin) / extent.height)));
    return { scale, x: x0 + (x1 - x0 - extent.width * scale) / 2, y: y0 + (y1 - y0 - extent.height * scale) / 2 };
  };
  const boxes = covered.filter((r) => r.width > 0 && r.height > 0).slice(0, 4);
  let best: View | null = null;
  // Every way of stepping around each box: 0 = ignore it, 1 = keep beside it, 2 = keep above or below it.
  for (let combo = 0; combo < 3 ** boxes.length; combo++) {
    let x0 = 0;
    let y0 = 0;
    let x1 = width;
    let y1 = height;
    let code = combo;
    for (const r of boxes) {
      const choice = code % 3;
      code = Math.floor(code / 3);
      if (choice === 1) {
        if (r.x + r.width / 2 > width / 2) x1 = Math.min(x1, r.x);
        else x0 = Math.max(x0, r.x + r.width);
      } else if (choice === 2) {
        if (r.y + r.height / 2 > height / 2) y1 = Math.min(y1, r.y);
        else y0 = Math.max(y0, r.y + r.height);
      }
    }
    if (x1 - x0 <= 2 * margin || y1 - y0 <= 2 * margin) continue;
    const view = place(x0, y0, x1, y1);
    const drawn = { x: view.x, y: view.y, width: extent.width * view.scale, height: extent.height * view.scale };
    if (boxes.some((r) => overlaps(drawn, r))) continue;
    if (!best || view.scale > best.scale + 1e-9) best = view;
  }
  return best ?? place(0, 0, width, height);
}

export function centreOn(view: View, p: MapPoint, width: number, height: number): View {
  return { scale: view.scale, x: width / 2 - p.x * view.scale, y: height / 2 - p.y * view.scale };
}
