import { type GridSpec, areAdjacent } from "./grid";
import { formatLabel, labelOnGrid } from "./labels";

/**
 * A hexside is named by the two hexes it separates, `0512-0513`. The key is
 * canonical (lower hex index first) so one side has one key whichever way a
 * designer wrote it.
 */
export type HexsideParse =
  | { ok: true; key: string; a: number; b: number }
  | { ok: false; reason: "format" | "offmap" | "not-adjacent" };

export function parseHexside(spec: GridSpec, side: string): HexsideParse {
  const parts = side.split("-");
  if (parts.length !== 2) return { ok: false, reason: "format" };
  const a = labelOnGrid(spec, parts[0] as string);
  const b = labelOnGrid(spec, parts[1] as string);
  if (!a || !b) return { ok: false, reason: "offmap" };
  if (!areAdjacent(spec, a, b)) return { ok: false, reason: "not-adjacent" };
  const ia = a.row * spec.columns + a.col;
  const ib = b.row * spec.columns + b.col;
  const [lo, hi] = ia < ib ? [a, b] : [b, a];
  return { ok: true, key: `${formatLabel(spec, lo)}-${formatLabel(spec, hi)}`, a: Math.min(ia, ib), b: Math.max(ia, ib) };
}

/** The canonical key of the side between two hex indices. */
export function hexsideKeyOfIndices(a: number, b: number): string {
  return a < b ? `${a}:${b}` : `${b}:${a}`;
}
