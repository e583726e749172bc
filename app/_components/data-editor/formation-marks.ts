import { type GridSpec, distance, hexAt, hexIndex, onGrid } from "@/lib/hex";
import { hexPath } from "../board-canvas/hex-vectors";

/**
 * The Advanced game on the set-up map: each counter's formation by its colour
 * [15.2.10, 18.1], and an HQ's range as the hexes it reaches [18.2.1].
 */

/** What the set-up map needs of a counter to draw its formation and, for an HQ, its range. */
export interface FormationMarks {
  /** The formation's colour, when it has one. */
  band?: string;
  /** An HQ's range in hexes (its support value) [18.2.1]. */
  hqRange?: number;
}

/** The first HQ with a range in a stack, if any: the one whose range the map shows. */
export function hqOfStack<T extends FormationMarks & { id: string; name: string }>(units: readonly T[] | undefined): T | undefined {
  return units?.find((u) => u.hqRange !== undefined);
}

/** Every hex within `range` of `centre`, by index. */
export function hexesWithin(spec: GridSpec, centre: number, range: number): number[] {
  const from = hexAt(spec, centre);
  const out: number[] = [];
  for (let row = from.row - range - 1; row <= from.row + range + 1; row += 1) {
    for (let col = from.col - range; col <= from.col + range; col += 1) {
      const hex = { col, row };
      if (onGrid(spec, hex) && distance(spec, from, hex) <= range) out.push(hexIndex(spec, hex));
    }
  }
  return out;
}

/** A stripe of the formation's colour across the top of a counter drawn at (cx, cy). */
export function formationBand(ctx: CanvasRenderingContext2D, colour: string, cx: number, cy: number, side: number): void {
  const h = Math.max(3, Math.round(side * 0.2));
  ctx.fillStyle = colour;
  ctx.fillRect(cx - side / 2, cy - side / 2, side, h);
  ctx.strokeStyle = "rgba(0, 0, 0, 0.75)";
  ctx.lineWidth = 1;
  ctx.strokeRect(cx - side / 2, cy - side / 2, side, h);
}

/**
 * An HQ's range: the hexes it reaches tinted, and its edge (the hexes at
 * exactly its range) outlined, in the formation's colour. Drawn in map units
 * (`px` screen pixels a map unit).
 */
export function drawHqRange(ctx: CanvasRenderingContext2D, spec: GridSpec, px: number, centre: number, range: number, colour: string): void {
  const from = hexAt(spec, centre);
  ctx.save();
  ctx.globalAlpha = 0.18;
  ctx.fillStyle = colour;
  ctx.beginPath();
  const hexes = hexesWithin(spec, centre, range);
  for (const hex of hexes) hexPath(ctx, spec, hex, 1);
  ctx.fill();
  ctx.globalAlpha = 1;
  ctx.strokeStyle = colour;
  ctx.lineWidth = 2.5 / px;
  ctx.beginPath();
  for (const hex of hexes) if (distance(spec, from, hexAt(spec, hex)) === range) hexPath(ctx, spec, hex, 0.9);
  ctx.stroke();
  ctx.restore();
}
