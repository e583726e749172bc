import type { GridSpec } from "@/lib/hex";
import { hexIndex, labelOnGrid } from "@/lib/hex";

const LABEL = /^[0-9]{2,8}$/;
const SIDE = /^([0-9]{2,8})-[0-9]{2,8}$/;

/**
 * The hex a validation finding is about, found by walking its JSON pointer
 * into the map document: the nearest hex label at or above the pointed value
 * (a feature's `hex`, a hexside's first hex, a road's hex), or the first hex
 * of a terrain row. Null when the finding is not about a place.
 */
export function hexOfPointer(spec: GridSpec, doc: unknown, pointer: string): number | null {
  const tokens = pointer.split("/").slice(1).map((t) => t.replace(/~1/g, "/").replace(/~0/g, "~"));
  const chain: unknown[] = [doc];
  let at: unknown = doc;
  for (const t of tokens) {
    if (at === null || typeof at !== "object") break;
    at = (at as Record<string, unknown>)[t];
    chain.push(at);
  }
  const hexOf = (label: string) => {
    const hex = labelOnGrid(spec, label);
    return hex ? hexIndex(spec, hex) : null;
  };
  for (let k = chain.length - 1; k >= 0; k--) {
    const v = chain[k];
    if (typeof v === "string") {
      if (LABEL.test(v)) return hexOf(v);
      const side = SIDE.exec(v);
      if (side) return hexOf(side[1]!);
    } else if (v && typeof v === "object" && !Array.isArray(v)) {
      const hex = (v as { hex?: unknown }).hex;
      if (typeof hex === "string" && LABEL.test(hex)) return hexOf(hex);
    }
  }
  if (tokens[0] === "terrain" && tokens[1] === "rows" && tokens[2] !== undefined) {
    const row = Number(tokens[2]);
    if (Number.isInteger(row) && row >= 0 && row < spec.rows) return row * spec.columns;
  }
  return null;
}
