import { hexIndex, neighbours } from "@/lib/hex";
import type { EditableMap } from "./editable-map";
import type { PaintLayer } from "./options";

/** The connected hexes sharing `start`'s value in a layer (flood fill and the magic wand). */
export function regionOf(map: EditableMap, start: number, layer: PaintLayer): number[] {
  const values = map[layer];
  const target = values[start];
  const spec = map.spec;
  const seen = new Uint8Array(map.cells);
  const out: number[] = [];
  const stack = [start];
  seen[start] = 1;
  while (stack.length > 0) {
    const i = stack.pop()!;
    out.push(i);
    for (const n of neighbours(spec, { col: i % spec.columns, row: Math.floor(i / spec.columns) })) {
      const j = hexIndex(spec, n);
      if (!seen[j] && values[j] === target) {
        seen[j] = 1;
        stack.push(j);
      }
    }
  }
  return out;
}
