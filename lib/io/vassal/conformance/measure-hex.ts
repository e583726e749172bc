import type { PNG } from "pngjs";

/**
 * Where a hex's centre is on a board picture, measured from the picture
 * itself: from a point inside the hex, look along each of the six directions
 * square to the hex's sides for the printed grid line (a thin neutral grey on
 * this board), and take the middle of each pair of opposite sides. Flat-topped
 * hexes: sides straight up and down, and at 30° either side of across.
 */
export interface Measured {
  x: number;
  y: number;
  /** How far apart the two estimates of y are: small when all six sides were found cleanly. */
  spread: number;
}

function isGridLine(png: PNG, x: number, y: number): boolean {
  const i = (Math.round(y) * png.width + Math.round(x)) * 4;
  const r = png.data[i] as number;
  const g = png.data[i + 1] as number;
  const b = png.data[i + 2] as number;
  const avg = (r + g + b) / 3;
  return Math.max(r, g, b) - Math.min(r, g, b) < 30 && avg > 90 && avg < 175;
}

/** Distance from (x, y) along the angle (degrees, y down) to the first grid-line pixel between `from` and `to`, or null. */
function distanceToLine(png: PNG, x: number, y: number, degrees: number, from: number, to: number): number | null {
  const a = (degrees * Math.PI) / 180;
  for (let t = from; t <= to; t += 0.25) if (isGridLine(png, x + t * Math.cos(a), y + t * Math.sin(a))) return t;
  return null;
}

/** The centre of the hex around (x, y), whose sides stand `inradius` px from its centre; null when a side is not found. */
export function measureHexCentre(png: PNG, x: number, y: number, inradius: number): Measured | null {
  const from = inradius * 0.6;
  const to = inradius * 1.4;
  const half = (deg: number): number | null => {
    const a = distanceToLine(png, x, y, deg, from, to);
    const b = distanceToLine(png, x, y, deg + 180, from, to);
    return a === null || b === null ? null : (a - b) / 2;
  };
  const down = half(90);
  const d30 = half(30);
  const d150 = half(150);
  if (down === null || d30 === null || d150 === null) return null;
  const dx = (d30 - d150) / Math.sqrt(3);
  const dyDiagonal = d30 + d150;
  return { x: x + dx, y: y + (down + dyDiagonal) / 2, spread: Math.abs(down - dyDiagonal) };
}
