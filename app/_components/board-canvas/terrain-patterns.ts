import type { TerrainClass } from "@/lib/model/vocabulary";

/**
 * A pixel pattern per terrain class, so terrain is never told by colour alone
 * (the same patterns mark the legend). Coordinates are whole-map pixels, so a
 * pattern runs on across tile edges. True means "draw this pixel darker".
 */
export type Pattern = (x: number, y: number) => boolean;

const none: Pattern = () => false;
const dots: Pattern = (x, y) => (x % 6 === 0 && y % 6 === 0) || ((x + 3) % 6 === 0 && (y + 3) % 6 === 0);
const hatch: Pattern = (x, y) => (x + y) % 8 === 0;
const cross: Pattern = (x, y) => (x + y) % 7 === 0 || (((x - y) % 7) + 7) % 7 === 0;
const dashes: Pattern = (x, y) => y % 6 === 0 && x % 6 < 3;
const chevrons: Pattern = (x, y) => {
  const m = x % 10;
  return y % 10 === (m < 5 ? 5 - m : m - 5) + 2;
};
const grid: Pattern = (x, y) => x % 5 === 0 || y % 5 === 0;
const waves: Pattern = (x, y) => (y + Math.round(1.5 * Math.sin(x / 2.5))) % 9 === 0;
const either = (a: Pattern, b: Pattern): Pattern => (x, y) => a(x, y) || b(x, y);

export const PATTERNS: Record<TerrainClass, Pattern> = {
  clear: none,
  "clear-forest": dots,
  rough: hatch,
  "rough-forest": either(hatch, dots),
  marsh: dashes,
  hills: chevrons,
  "hills-forest": either(chevrons, dots),
  mountain: cross,
  alpine: either(cross, grid),
  urban: grid,
  sea: waves,
};

/** A CSS colour as packed RGBA for ImageData (little-endian: 0xAABBGGRR). */
export function packColour(css: string, darken = 1, alpha = 1): number {
  const m = /^#?([0-9a-f]{6})$/i.exec(css.trim());
  const n = m ? parseInt(m[1]!, 16) : 0xb0b0b0;
  const r = Math.round(((n >> 16) & 255) * darken);
  const g = Math.round(((n >> 8) & 255) * darken);
  const b = Math.round((n & 255) * darken);
  const a = Math.round(Math.min(1, Math.max(0, alpha)) * 255);
  return ((a << 24) | (b << 16) | (g << 8) | r) >>> 0;
}

/** A stable colour for a sea zone or anything else without one of its own (the legend's, lib/painter/legend.ts). */
export { zoneColour as colourFor } from "@/lib/painter/legend";
