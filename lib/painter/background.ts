import type { GridSpec } from "@/lib/hex";
import type { HexMap } from "@/lib/model/map-hex";
import { type MapPoint, mapExtent, originOf } from "./geometry";

/**
 * The board picture's placement maths. The document places the picture in the
 * frame where hex 0,0's centre is the origin (lib/model/map-hex.ts); the
 * painter works in map space, that frame moved by originOf(spec), so every
 * function here takes the grid to add or take off that shift.
 */
export type HexBackground = NonNullable<HexMap["background"]>;
export type Rotation = HexBackground["rotation"];

/** A 2D affine map as the canvas takes it: (x, y) → (a·x + c·y + e, b·x + d·y + f). */
export interface Affine {
  a: number;
  b: number;
  c: number;
  d: number;
  e: number;
  f: number;
}

const ROTATIONS: readonly Rotation[] = [0, 60, 120, 180, 240, 300];
export const DEFAULT_OPACITY = 0.6;

/** Picture pixels → map space, for a placement on a grid. */
export function pictureToMapAffine(spec: GridSpec, bg: HexBackground): Affine {
  const t = (bg.rotation * Math.PI) / 180;
  // Exact sines for the sixths, so 180° does not leave 1e-16 of skew behind.
  const cos = round12(Math.cos(t));
  const sin = round12(Math.sin(t));
  const sx = bg.scale;
  const sy = bg.scale * (bg.aspect ?? 1);
  const o = originOf(spec);
  // Turned clockwise on screen (y down), then stretched along the map's axes, then moved.
  return { a: sx * cos, b: sy * sin, c: -sx * sin, d: sy * cos, e: bg.x + o.x, f: bg.y + o.y };
}

function round12(v: number): number {
  return Math.round(v * 1e12) / 1e12;
}

export function applyAffine(m: Affine, p: MapPoint): MapPoint {
  return { x: m.a * p.x + m.c * p.y + m.e, y: m.b * p.x + m.d * p.y + m.f };
}

export function invertAffine(m: Affine): Affine {
  const det = m.a * m.d - m.b * m.c;
  if (det === 0) throw new Error("The picture's placement has no size (scale 0).");
  const a = m.d / det;
  const b = -m.b / det;
  const c = -m.c / det;
  const d = m.a / det;
  return { a, b, c, d, e: -(a * m.e + c * m.f), f: -(b * m.e + d * m.f) };
}

export function pictureToMap(spec: GridSpec, bg: HexBackground, p: MapPoint): MapPoint {
  return applyAffine(pictureToMapAffine(spec, bg), p);
}

export function mapToPicture(spec: GridSpec, bg: HexBackground, p: MapPoint): MapPoint {
  return applyAffine(invertAffine(pictureToMapAffine(spec, bg)), p);
}

/** Where a map point falls on the picture, or null when it is off the picture's pixels. */
export function pictureAt(spec: GridSpec, bg: HexBackground, p: MapPoint): MapPoint | null {
  const q = mapToPicture(spec, bg, p);
  return q.x >= 0 && q.y >= 0 && q.x < bg.width && q.y < bg.height ? q : null;
}

/** The placement that shows a freshly uploaded picture whole over the map, centred, unturned. */
export function fitPlacement(spec: GridSpec, asset: string, width: number, height: number, opacity = DEFAULT_OPACITY): HexBackground {
  if (!(width >= 1 && height >= 1)) throw new Error("The picture has no pixels.");
  const extent = mapExtent(spec);
  const scale = Math.min(extent.width / width, extent.height / height);
  const o = originOf(spec);
  return {
    asset,
    width: Math.round(width),
    height: Math.round(height),
    x: (extent.width - width * scale) / 2 - o.x,
    y: (extent.height - height * scale) / 2 - o.y,
    scale,
    rotation: 0,
    opacity,
  };
}

/**
 * A new picture in place of the old: the same board at another resolution
 * (the same shape within 1 %) keeps its alignment, scaled to cover the same
 * ground; any other picture starts from the fit.
 */
export function replacePicture(spec: GridSpec, bg: HexBackground, asset: string, width: number, height: number): HexBackground {
  const same = Math.abs(width / height / (bg.width / bg.height) - 1) < 0.01;
  if (!same) return fitPlacement(spec, asset, width, height, bg.opacity);
  return { ...bg, asset, width: Math.round(width), height: Math.round(height), scale: (bg.scale * bg.width) / width };
}

/** The placement moved by (dx, dy) in hex radii. */
export function nudge(bg: HexBackground, dx: number, dy: number): HexBackground {
  return { ...bg, x: bg.x + dx, y: bg.y + dy };
}

/** The placement with the picture point under map point `pivot` kept under it after `change`. */
function keeping(spec: GridSpec, bg: HexBackground, pivot: MapPoint, change: Partial<HexBackground>): HexBackground {
  const held = mapToPicture(spec, bg, pivot);
  const next = { ...bg, ...change };
  const at = pictureToMap(spec, next, held);
  return { ...next, x: next.x + pivot.x - at.x, y: next.y + pivot.y - at.y };
}

/** Scaled by `factor` about a map point (the view's centre), which stays where it is on the picture. */
export function scaleAbout(spec: GridSpec, bg: HexBackground, factor: number, pivot: MapPoint): HexBackground {
  if (!(factor > 0) || !Number.isFinite(factor)) throw new Error(`A scale factor must be above 0 (got ${factor}).`);
  return keeping(spec, bg, pivot, { scale: bg.scale * factor });
}

/** Turned by `sixths` sixths of a turn (clockwise; negative: anticlockwise) about a map point. */
export function rotateAbout(spec: GridSpec, bg: HexBackground, sixths: number, pivot: MapPoint): HexBackground {
  const i = (((ROTATIONS.indexOf(bg.rotation) + sixths) % 6) + 6) % 6;
  return keeping(spec, bg, pivot, { rotation: ROTATIONS[i]! });
}

/**
 * Two-point alignment: two points on the picture (picture pixels) and the
 * map points they must land on (the hex centres the designer named) give the
 * scale and offset; the rotation and aspect stay. Four equations for three
 * unknowns: the scale is the least-squares one, the offset puts the two
 * points' midpoint exactly on the two hexes' midpoint.
 */
export function alignByTwoPoints(spec: GridSpec, bg: HexBackground, picture: [MapPoint, MapPoint], map: [MapPoint, MapPoint]): HexBackground {
  const [p1, p2] = picture;
  const [m1, m2] = map;
  if (Math.hypot(p2.x - p1.x, p2.y - p1.y) < 2) throw new Error("The two points on the picture are too close together: pick two hexes further apart.");
  if (Math.hypot(m2.x - m1.x, m2.y - m1.y) < 1e-9) throw new Error("Both points were given the same hex: name two different hexes.");
  // The picture points turned (unit scale), as the placement turns them before stretching.
  const unit = pictureToMapAffine(spec, { ...bg, scale: 1, aspect: 1, x: 0, y: 0 });
  const o = originOf(spec);
  const r1 = { x: applyAffine(unit, p1).x - o.x, y: applyAffine(unit, p1).y - o.y };
  const r2 = { x: applyAffine(unit, p2).x - o.x, y: applyAffine(unit, p2).y - o.y };
  const k = bg.aspect ?? 1;
  const dr = { x: r2.x - r1.x, y: (r2.y - r1.y) * k };
  const dm = { x: m2.x - m1.x, y: m2.y - m1.y };
  const scale = (dr.x * dm.x + dr.y * dm.y) / (dr.x * dr.x + dr.y * dr.y);
  if (!(scale > 0)) throw new Error("The two hexes lie the other way round from the two points on the picture: check which hex is which (or turn the picture first).");
  const mid = { x: (m1.x + m2.x) / 2, y: (m1.y + m2.y) / 2 };
  const rmid = { x: (r1.x + r2.x) / 2, y: ((r1.y + r2.y) / 2) * k };
  return { ...bg, scale, x: mid.x - o.x - scale * rmid.x, y: mid.y - o.y - scale * rmid.y };
}

/** The picture's corners in map space, for its outline and for whether it is in view. */
export function pictureCorners(spec: GridSpec, bg: HexBackground): MapPoint[] {
  const m = pictureToMapAffine(spec, bg);
  return [
    { x: 0, y: 0 },
    { x: bg.width, y: 0 },
    { x: bg.width, y: bg.height },
    { x: 0, y: bg.height },
  ].map((p) => applyAffine(m, p));
}

/** Checks a placement typed by hand: a one-line reason, or null when it is fine. */
export function placementProblem(bg: HexBackground): string | null {
  if (!Number.isFinite(bg.x) || Math.abs(bg.x) > 1e6) return "Offset x must be a number within ±1,000,000 hex radii.";
  if (!Number.isFinite(bg.y) || Math.abs(bg.y) > 1e6) return "Offset y must be a number within ±1,000,000 hex radii.";
  if (!(bg.scale > 0) || bg.scale > 1000) return "Scale must be above 0 and at most 1,000 hex radii per pixel.";
  if (bg.aspect !== undefined && !(bg.aspect >= 0.25 && bg.aspect <= 4)) return "Aspect must be from 0.25 to 4.";
  if (!(bg.opacity >= 0 && bg.opacity <= 1)) return "Opacity must be from 0 to 1.";
  return null;
}
