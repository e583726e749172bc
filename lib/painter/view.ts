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

/** The view that shows a whole extent inside a viewport, with a margin. */
export function fitView(extent: { width: number; height: number }, width: number, height: number, margin = 16): View {
  const scale = Math.min(MAX_SCALE, Math.max(0.5, Math.min((width - 2 * margin) / extent.width, (height - 2 * margin) / extent.height)));
  return { scale, x: (width - extent.width * scale) / 2, y: (height - extent.height * scale) / 2 };
}

export function centreOn(view: View, p: MapPoint, width: number, height: number): View {
  return { scale: view.scale, x: width / 2 - p.x * view.scale, y: height / 2 - p.y * view.scale };
}
