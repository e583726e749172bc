import { spaceAt } from "./hit";
import type { AreaModel, Pt } from "./model";

/** Points tested along the whole line: enough to tell which space most of a stroke runs through. */
const SAMPLES = 96;

/**
 * The spaces a drawn knife line runs through, most first: each sampled
 * point along the line counts for the space under it, so the space the line
 * crosses (and would cut in two) leads, not the one selected before the knife
 * was picked up [#26 item 6]. `selected` only breaks a tie.
 */
export function spacesUnderLine(model: AreaModel, line: readonly Pt[], selected: string | null = null): string[] {
  const lengths: number[] = [];
  for (let i = 0; i + 1 < line.length; i++) lengths.push(Math.hypot(line[i + 1]!.x - line[i]!.x, line[i + 1]!.y - line[i]!.y));
  const total = lengths.reduce((s, l) => s + l, 0);
  const tally = new Map<string, number>();
  if (total === 0) return [];
  let seg = 0;
  let before = 0;
  for (let k = 0; k < SAMPLES; k++) {
    const at = ((k + 0.5) / SAMPLES) * total;
    while (seg < lengths.length - 1 && before + lengths[seg]! < at) before += lengths[seg++]!;
    const a = line[seg]!;
    const b = line[seg + 1]!;
    const t = lengths[seg]! === 0 ? 0 : (at - before) / lengths[seg]!;
    const id = spaceAt(model, { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t });
    if (id) tally.set(id, (tally.get(id) ?? 0) + 1);
  }
  return [...tally].sort(([x, n], [y, m]) => m - n || (x === selected ? -1 : y === selected ? 1 : 0)).map(([id]) => id);
}
