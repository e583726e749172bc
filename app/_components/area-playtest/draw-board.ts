import type { SpaceView, UnitChip } from "@/lib/playtest/area-view-model";
import { type ChipPlacement, type Rect, badgeCandidates, placeBadge } from "@/lib/playtest/chip-layout";
import { type SpaceCache, drawSpaces } from "../board-canvas/area-spaces";
import type { BoardGeometry } from "./board-geometry";
import { chipLayoutFor } from "./board-prep";

/**
 * The area playtest's drawing, on the area editor's space drawing
 * (draw-spaces.ts: fills, outlines, names, IPC values and markers). The
 * editor's tiled renderer fills by original owner and caches tiles per edit;
 * in play the fills follow control and change every capture, and the boards
 * are a few hundred spaces, so this draws the whole frame directly.
 */
export { type BoardGeometry, buildGeometry } from "./board-geometry";

/** Control colours pale enough for names and chips to read on them. */
export function pale(hex: string, amount = 0.45): string {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})/i.exec(hex);
  if (!m) return hex;
  const mix = (c: string) => Math.round(parseInt(c, 16) + (255 - parseInt(c, 16)) * amount);
  return `rgb(${mix(m[1]!)}, ${mix(m[2]!)}, ${mix(m[3]!)})`;
}

export interface BoardMarks {
  selected: string | null;
  hover: string | null;
  /** Legal destinations of the selection, each with the movement it costs (drawn on a badge). */
  destinations: ReadonlyMap<string, number>;
  /** Spaces aircraft could still land in from the hovered destination. */
  landing: ReadonlySet<string>;
  path: readonly string[];
  battles: ReadonlySet<string>;
  canals: readonly { seaZones: [string, string]; open: boolean }[];
}

/** Short names for chips: the unit type's first letters, or its initials. */
export function chipText(name: string): string {
  const words = name.split(/[\s-]+/).filter(Boolean);
  return words.length > 1 ? words.map((w) => w[0]!.toUpperCase()).join("").slice(0, 3) : name.slice(0, 3).toUpperCase();
}

/**
 * The spaces in their control colours with their names, as last drawn: kept
 * in a canvas of its own and drawn again only when the view or a controller
 * changes. Outlines of an imported board run to tens of thousands of points,
 * and a selection, a hover or a move changes only what lies on top.
 */
export interface BaseLayer {
  canvas: HTMLCanvasElement | null;
  key: string;
  /** The geometry it was drawn from (a new one comes with a new complex marker). */
  geo: BoardGeometry | null;
}

type View = { x: number; y: number; s: number; width: number; height: number };

function offsetsOf(geo: BoardGeometry, view: View): number[] {
  const w = geo.size.width * view.s;
  return geo.wrap ? [-w, 0, w].filter((o) => view.x + o < view.width && view.x + o + w > 0) : [0];
}

/** An empty outline: drawSpaces writes the chosen names over the spaces already drawn, and draws nothing else. */
let nothing: Path2D | null = null;

function drawBase(base: BaseLayer, geo: BoardGeometry, views: ReadonlyMap<string, SpaceView>, view: View, labels: readonly SpaceCache[] | null): HTMLCanvasElement {
  const caches = [...geo.caches.values()];
  const fills = caches.map((c) => {
    const v = views.get(c.space.props.id);
    return v?.sea ? "#b9d3e6" : v?.controller ? pale(v.colour) : c.space.props.impassable ? "#9a948a" : "#d8d2c4";
  });
  const key = `${labels !== null}|${view.x}|${view.y}|${view.s}|${view.width}|${view.height}|${fills.join(",")}`;
  if (base.canvas && base.key === key && base.geo === geo) return base.canvas;
  const canvas = base.canvas ?? document.createElement("canvas");
  if (canvas.width !== view.width || canvas.height !== view.height) {
    canvas.width = view.width;
    canvas.height = view.height;
  }
  const ctx = canvas.getContext("2d")!;
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.fillStyle = "#f4f1e8";
  ctx.fillRect(0, 0, view.width, view.height);
  caches.forEach((c, i) => (c.fill = fills[i]!));
  for (const o of offsetsOf(geo, view)) {
    const x = view.x + o;
    ctx.setTransform(view.s, 0, 0, view.s, x, view.y);
    drawSpaces(ctx, caches, view.s, { labels: false, dx: -x, dy: -view.y });
    if (labels) drawSpaces(ctx, labels, view.s, { labels: true, dx: -x, dy: -view.y, pathOf: () => (nothing ??= new Path2D()) });
  }
  base.canvas = canvas;
  base.key = key;
  base.geo = geo;
  return canvas;
}

/** Where a frame put the names and the chips, in device pixels on the canvas (the board's test hook reads it). */
export interface FrameBoxes {
  labels: { id: string; box: Rect }[];
  chips: (ChipPlacement & { units: number })[];
}

/**
 * One frame: the spaces with control colours (from the base layer), then, in
 * screen pixels, the marks, canal badges, complex damage and unit chips.
 * `x`, `y`, `s` are the view (screen = map × s + offset), in device pixels.
 * While the board is being prepared (`outlines`), only the spaces are drawn:
 * no names, no chips.
 */
export function drawFrame(ctx: CanvasRenderingContext2D, geo: BoardGeometry, views: ReadonlyMap<string, SpaceView>, marks: BoardMarks, view: View, base: BaseLayer, stage: "outlines" | "full" = "full"): FrameBoxes {
  const layout = stage === "full" ? chipLayoutFor(geo, views, view.s) : null;
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.drawImage(drawBase(base, geo, views, view, layout?.labelCaches ?? null), 0, 0);
  const boxes: FrameBoxes = { labels: [], chips: [] };
  const onCanvas = (r: Rect) => r.x < view.width && r.y < view.height && r.x + r.w > 0 && r.y + r.h > 0;
  const moved = (r: Rect, dx: number, dy: number) => ({ x: r.x + dx, y: r.y + dy, w: r.w, h: r.h });
  for (const o of offsetsOf(geo, view)) {
    const x = view.x + o;
    ctx.setTransform(view.s, 0, 0, view.s, x, view.y);
    drawMarks(ctx, geo, marks, view.s);
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    const at = (id: string) => {
      const c = geo.caches.get(id);
      return c ? { x: c.label.x * view.s + x, y: c.label.y * view.s + view.y } : null;
    };
    drawCanals(ctx, marks, at, layout ? layout.labels.map((l) => moved(l.box, x, view.y)) : []);
    // Beside the name (left: the move's cost; right: a complex's damage), clear of it when it is measured.
    const half = (id: string) => (layout?.labels.find((l) => l.id === id)?.box.w ?? 52) / 2;
    for (const [id, cost] of marks.destinations) {
      const p = at(id);
      if (p) badge(ctx, p.x - half(id) - 12, p.y, String(cost), "#1e8c46");
    }
    if (!layout) continue;
    for (const v of views.values()) {
      const p = at(v.id);
      if (p && v.damage > 0) badge(ctx, p.x + half(v.id) + 14, p.y, `−${v.damage}`, "#b3261e");
    }
    for (const l of layout.labels) {
      const box = moved(l.box, x, view.y);
      if (onCanvas(box)) boxes.labels.push({ id: l.id, box });
    }
    for (const placed of layout.placed) {
      const v = views.get(placed.id);
      const box = moved(placed.box, x, view.y);
      if (!v || !onCanvas(box)) continue;
      const units = v.chips.reduce((n, c) => n + c.count, 0);
      if (placed.kind === "badge") countBadge(ctx, box, v.chips, units);
      else placed.chips.forEach((r, i) => drawChip(ctx, v.chips[i]!, moved(r, x, view.y)));
      boxes.chips.push({ ...placed, box, chips: placed.chips.map((r) => moved(r, x, view.y)), units });
    }
  }
  return boxes;
}

function drawMarks(ctx: CanvasRenderingContext2D, geo: BoardGeometry, marks: BoardMarks, s: number) {
  const path = (id: string | null) => (id ? geo.caches.get(id)?.path : undefined);
  for (const id of marks.battles) {
    const p = path(id);
    if (!p) continue;
    ctx.strokeStyle = "#d35400";
    ctx.setLineDash([6 / s, 4 / s]);
    ctx.lineWidth = 3 / s;
    ctx.stroke(p);
  }
  ctx.setLineDash([]);
  for (const id of marks.landing) {
    const p = path(id);
    if (!p) continue;
    ctx.fillStyle = "rgba(40, 110, 220, 0.18)";
    ctx.fill(p, "evenodd");
  }
  for (const id of marks.destinations.keys()) {
    const p = path(id);
    if (!p) continue;
    ctx.fillStyle = "rgba(30, 160, 70, 0.25)";
    ctx.fill(p, "evenodd");
    ctx.strokeStyle = "#1e8c46";
    ctx.lineWidth = 2.5 / s;
    ctx.stroke(p);
  }
  for (const [id, colour, width] of [
    [marks.hover, "rgba(0,0,0,0.55)", 2],
    [marks.selected, "#f2b705", 4],
  ] as const) {
    const p = path(id);
    if (!p) continue;
    ctx.strokeStyle = colour;
    ctx.lineWidth = width / s;
    ctx.stroke(p);
  }
  const points = marks.path.map((id) => geo.caches.get(id)?.label).filter((p): p is { x: number; y: number } => p !== undefined);
  if (points.length > 1) {
    ctx.strokeStyle = "#1e5fd6";
    ctx.lineWidth = 4 / s;
    ctx.lineCap = "round";
    ctx.beginPath();
    ctx.moveTo(points[0]!.x, points[0]!.y);
    for (const p of points.slice(1)) ctx.lineTo(p.x, p.y);
    ctx.stroke();
    const last = points.at(-1)!;
    ctx.fillStyle = "#1e5fd6";
    ctx.beginPath();
    ctx.arc(last.x, last.y, 7 / s, 0, Math.PI * 2);
    ctx.fill();
  }
}

/** Each canal's badge between its sea zones, moved off the names when it would cover one [#26 item 9]. */
function drawCanals(ctx: CanvasRenderingContext2D, marks: BoardMarks, at: (id: string) => { x: number; y: number } | null, names: readonly Rect[]) {
  ctx.font = "600 10px system-ui, sans-serif";
  for (const c of marks.canals) {
    const a = at(c.seaZones[0]);
    const b = at(c.seaZones[1]);
    if (!a || !b) continue;
    const text = c.open ? "canal open" : "canal closed";
    const p = placeBadge(badgeCandidates(a, b, 16), ctx.measureText(text).width + 8, 14, names)!;
    badge(ctx, p.x, p.y, text, c.open ? "#1e8c46" : "#b3261e");
  }
}

function badge(ctx: CanvasRenderingContext2D, x: number, y: number, text: string, colour: string) {
  ctx.font = "600 10px system-ui, sans-serif";
  const w = ctx.measureText(text).width + 8;
  ctx.fillStyle = colour;
  ctx.beginPath();
  ctx.roundRect(x - w / 2, y - 7, w, 14, 7);
  ctx.fill();
  ctx.fillStyle = "#fff";
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  ctx.fillText(text, x, y);
}

/** A crowded space's units as one badge: their count on the first owner's colour, a stripe of each other owner's. */
function countBadge(ctx: CanvasRenderingContext2D, r: Rect, chips: readonly UnitChip[], units: number) {
  const owners = [...new Set(chips.map((c) => c.colour))];
  ctx.fillStyle = owners[0] ?? "#555";
  ctx.strokeStyle = "rgba(0,0,0,0.7)";
  ctx.lineWidth = 1;
  ctx.beginPath();
  ctx.roundRect(r.x, r.y, r.w, r.h, r.h / 2);
  ctx.fill();
  ctx.stroke();
  owners.slice(1, 4).forEach((colour, i) => {
    ctx.fillStyle = colour;
    ctx.fillRect(r.x + r.h / 2 + i * 4, r.y + r.h - 4, 3, 3);
  });
  ctx.fillStyle = "#fff";
  ctx.font = "700 10px system-ui, sans-serif";
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  ctx.fillText(String(units), r.x + r.w / 2, r.y + r.h / 2 - 1);
}

/** One chip: nation colour, type, count; a red corner when damaged, a dot when carrying. */
function drawChip(ctx: CanvasRenderingContext2D, chip: UnitChip, r: Rect) {
  const { x, y, w, h } = r;
  ctx.fillStyle = chip.colour;
  ctx.strokeStyle = "rgba(0,0,0,0.6)";
  ctx.lineWidth = 1;
  ctx.beginPath();
  ctx.roundRect(x, y, w, h, 3);
  ctx.fill();
  ctx.stroke();
  ctx.fillStyle = "#fff";
  ctx.font = "600 9px system-ui, sans-serif";
  ctx.textAlign = "left";
  ctx.textBaseline = "middle";
  ctx.fillText(chipText(chip.name), x + 2, y + h / 2, chip.count > 9 ? 16 : 21);
  ctx.font = "700 10px system-ui, sans-serif";
  ctx.textAlign = "right";
  ctx.fillText(String(chip.count), x + w - 2, y + h / 2);
  if (chip.damaged) {
    ctx.fillStyle = "#ff3b30";
    ctx.beginPath();
    ctx.moveTo(x + w - 8, y);
    ctx.lineTo(x + w, y);
    ctx.lineTo(x + w, y + 8);
    ctx.fill();
  }
  if (chip.carrying) {
    ctx.fillStyle = "#ffd60a";
    ctx.beginPath();
    ctx.arc(x + 3, y + 3, 2.5, 0, Math.PI * 2);
    ctx.fill();
  }
}
