import { CHIP_LAYOUT, type ChipPlacement, type ChipSpace, type Rect, layoutChips, pickLabels } from "@/lib/playtest/chip-layout";
import type { SpaceView } from "@/lib/playtest/area-view-model";
import { LABEL_PX, type SpaceCache, drawSpaces } from "../board-canvas/area-spaces";
import type { BoardGeometry } from "./board-geometry";

/**
 * What the area board prepares once per map before names and chips are on
 * it: every label's bitmap (draw-spaces.ts keeps them; text is the slowest
 * thing the board draws) and its measured size, in slices of a few
 * milliseconds so the outlines are on screen at once and the progress moves;
 * then, per zoom, where the chips go (lib/playtest/chip-layout.ts).
 */

/** A label's extent around its point, in screen pixels (labels keep their size at every zoom). */
interface LabelSize {
  half: number;
  above: number;
  below: number;
}

const MARKERS = { capital: "★", victoryCity: "◉", industrialComplex: "⚙" } as const;

/** The two lines draw-spaces.ts writes for a space: its name (sea zones with their number) and, for territories, IPC and markers. */
function labelLines(c: SpaceCache): { name: string; line: string | null } {
  const { props, kind } = c.space;
  const name = kind === "seaZone" && props.number !== undefined && !props.name.includes(String(props.number)) ? `${props.number} ${props.name}` : props.name;
  const marks = (Object.keys(MARKERS) as (keyof typeof MARKERS)[]).filter((k) => props[k]).map((k) => MARKERS[k]);
  return { name: name.length > 22 ? `${name.slice(0, 21)}…` : name, line: kind === "territory" ? `${props.ipc ?? 0}${marks.length ? ` ${marks.join("")}` : ""}` : null };
}

const sizes = new WeakMap<SpaceCache["space"], LabelSize>();
let measurer: CanvasRenderingContext2D | null = null;

/** Measures a label once (a new geometry, after a complex is built, is measured as it is laid out). */
function measure(c: SpaceCache): LabelSize {
  const known = sizes.get(c.space);
  if (known) return known;
  const ctx = (measurer ??= document.createElement("canvas").getContext("2d"));
  if (!ctx) return { half: 0, above: 0, below: 0 };
  const { name, line } = labelLines(c);
  ctx.font = c.space.kind === "seaZone" ? `italic ${LABEL_PX}px system-ui, sans-serif` : `600 ${LABEL_PX}px system-ui, sans-serif`;
  let w = Math.min(176, ctx.measureText(name).width);
  if (line) {
    ctx.font = `${LABEL_PX - 1}px system-ui, sans-serif`;
    w = Math.max(w, ctx.measureText(line).width);
  }
  // The name's line sits 6 px above the point, the IPC line 8 px below; 3 px of halo round both.
  const size = { half: Math.ceil(w / 2) + 3, above: 15, below: line ? 16 : 3 };
  sizes.set(c.space, size);
  return size;
}

/** Whether draw-spaces.ts writes a space's label at scale `s` (a label wider than its space is left out). */
export const labelShown = (c: SpaceCache, s: number) => (c.box.maxX - c.box.minX) * s >= 28;

/** A label's rectangle at scale `s` (screen pixels, before the view's offset). */
export function labelRect(c: SpaceCache, s: number): Rect {
  const z = measure(c);
  return { x: c.label.x * s - z.half, y: c.label.y * s - z.above, w: 2 * z.half, h: z.above + z.below };
}

/**
 * Draws every label's bitmap and measures it, a slice at a time; `onProgress`
 * hears how many of `total` are ready and `onDone` when all are. Returns a
 * function that stops it (a new map, the board unmounted).
 */
export function prepareLabels(geo: BoardGeometry, onProgress: (done: number, total: number) => void, onDone: () => void): () => void {
  const caches = [...geo.caches.values()];
  const scratch = document.createElement("canvas");
  scratch.width = 1;
  scratch.height = 1;
  const ctx = scratch.getContext("2d");
  let i = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const slice = () => {
    timer = null;
    const t0 = performance.now();
    while (i < caches.length && performance.now() - t0 < 8) {
      const chunk = caches.slice(i, i + 8);
      if (ctx) {
        for (const c of chunk) measure(c);
        // Drawn far off a 1-pixel canvas at a huge scale: only the label bitmaps are made (and kept by draw-spaces.ts).
        drawSpaces(ctx, chunk, 1e6, { labels: true, dx: 1e9, dy: 1e9 });
      }
      i += chunk.length;
    }
    onProgress(i, caches.length);
    if (i < caches.length) timer = setTimeout(slice, 0);
    else onDone();
  };
  timer = setTimeout(slice, 0);
  return () => {
    if (timer !== null) clearTimeout(timer);
  };
}

/** Which names come first when they would run into each other: capitals, victory cities and complexes, then IPC value, then the larger space; sea zones last. */
function rank(c: SpaceCache): number {
  const p = c.space.props;
  if (c.space.kind === "seaZone") return 0;
  const area = (c.box.maxX - c.box.minX) * (c.box.maxY - c.box.minY);
  return 1 + (p.capital ? 4000 : 0) + (p.victoryCity ? 2000 : 0) + (p.industrialComplex ? 1000 : 0) + (p.ipc ?? 0) * 50 + Math.min(49, Math.log2(1 + area));
}

export interface BoardLayout {
  s: number;
  views: ReadonlyMap<string, SpaceView>;
  /** The names written at this zoom (none running into another) and their rectangles. */
  labels: { id: string; box: Rect }[];
  labelCaches: SpaceCache[];
  placed: ChipPlacement[];
}

const layouts = new WeakMap<BoardGeometry, BoardLayout>();

/**
 * The names written at scale `s` and where the chips go round them (screen
 * pixels, before the view's offset); kept until the zoom or the units change.
 */
export function chipLayoutFor(geo: BoardGeometry, views: ReadonlyMap<string, SpaceView>, s: number): BoardLayout {
  const known = layouts.get(geo);
  if (known && known.s === s && known.views === views) return known;
  const period = geo.wrap ? geo.size.width * s : undefined;
  const caches = [...geo.caches.values()];
  const candidates = caches.filter((c) => labelShown(c, s)).map((c) => ({ id: c.space.props.id, box: labelRect(c, s), rank: rank(c), c }));
  const taken = pickLabels(candidates, period);
  const written = candidates.filter((l) => taken.has(l.id));
  const boxOf = new Map(written.map((l) => [l.id, l.box]));
  const spaces: ChipSpace[] = [];
  for (const c of caches) {
    const v = views.get(c.space.props.id);
    if (!v || v.chips.length === 0) continue;
    const box = boxOf.get(v.id);
    const at = { x: c.label.x * s, y: c.label.y * s };
    spaces.push({ id: v.id, at, chips: v.chips.length, units: v.chips.reduce((n, chip) => n + chip.count, 0), labelAbove: box ? at.y - box.y : 0, labelBelow: box ? box.y + box.h - at.y : 0 });
  }
  const labels = written.map(({ id, box }) => ({ id, box }));
  const placed = layoutChips(spaces, labels.map((l) => l.box), CHIP_LAYOUT, period, { minY: 0, maxY: geo.size.height * s });
  const entry = { s, views, labels, labelCaches: written.map((l) => l.c), placed };
  layouts.set(geo, entry);
  return entry;
}
