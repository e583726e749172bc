import type { AreaMap } from "@/lib/model";
import { defaultLabelPoint } from "@/lib/area-painter/geometry";
import type { SpaceView, UnitChip } from "@/lib/playtest/area-view-model";
import { type DrawnSpace, type SpaceCache, drawSpaces, pathOf } from "../area-painter/draw-spaces";

/**
 * The area playtest's drawing, on the area editor's space drawing
 * (draw-spaces.ts: fills, outlines, names, IPC values and markers). The
 * editor's tiled renderer fills by original owner and caches tiles per edit;
 * in play the fills follow control and change every capture, and the boards
 * are a few hundred spaces, so this draws the whole frame directly.
 */
export interface BoardGeometry {
  caches: Map<string, SpaceCache>;
  size: { width: number; height: number };
  wrap: boolean;
}

export function buildGeometry(map: AreaMap, victoryCities: ReadonlySet<string>, complexes: Readonly<Record<string, true>>): BoardGeometry {
  const caches = new Map<string, SpaceCache>();
  const add = (kind: DrawnSpace["kind"], s: AreaMap["territories"][number] | AreaMap["seaZones"][number]) => {
    const t = kind === "territory" ? (s as AreaMap["territories"][number]) : null;
    const label = s.label ?? defaultLabelPoint(s.polygons);
    const space: DrawnSpace = {
      kind,
      props: {
        id: s.id,
        name: s.name,
        ...(t ? { ipc: t.ipc, capital: t.capital === true, victoryCity: victoryCities.has(s.id), industrialComplex: complexes[s.id] === true, neutral: t.neutral === true, impassable: t.impassable === true } : {}),
        ...(kind === "seaZone" && "number" in s && s.number !== undefined ? { number: s.number } : {}),
        label,
      },
    };
    const xs = s.polygons.flatMap((p) => p.filter((_, i) => i % 2 === 0));
    const ys = s.polygons.flatMap((p) => p.filter((_, i) => i % 2 === 1));
    caches.set(s.id, {
      flat: s.polygons,
      space,
      path: pathOf(s.polygons),
      box: { minX: Math.min(...xs), maxX: Math.max(...xs), minY: Math.min(...ys), maxY: Math.max(...ys) },
      label,
      fill: "#ccc",
    });
  };
  for (const z of map.seaZones) add("seaZone", z);
  for (const t of map.territories) add("territory", t);
  return { caches, size: map.size, wrap: map.wrap.horizontal };
}

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

const CHIP_W = 36;
const CHIP_H = 17;

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

function drawBase(base: BaseLayer, geo: BoardGeometry, views: ReadonlyMap<string, SpaceView>, view: View): HTMLCanvasElement {
  const caches = [...geo.caches.values()];
  const fills = caches.map((c) => {
    const v = views.get(c.space.props.id);
    return v?.sea ? "#b9d3e6" : v?.controller ? pale(v.colour) : c.space.props.impassable ? "#9a948a" : "#d8d2c4";
  });
  const key = `${view.x}|${view.y}|${view.s}|${view.width}|${view.height}|${fills.join(",")}`;
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
    drawSpaces(ctx, caches, view.s, { labels: true, dx: -x, dy: -view.y });
  }
  base.canvas = canvas;
  base.key = key;
  base.geo = geo;
  return canvas;
}

/**
 * One frame: the spaces with control colours (from the base layer), then, in
 * screen pixels, the marks, canal badges, complex damage and unit chips.
 * `x`, `y`, `s` are the view (screen = map × s + offset), in device pixels.
 */
export function drawFrame(ctx: CanvasRenderingContext2D, geo: BoardGeometry, views: ReadonlyMap<string, SpaceView>, marks: BoardMarks, view: View, base: BaseLayer) {
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.drawImage(drawBase(base, geo, views, view), 0, 0);
  for (const o of offsetsOf(geo, view)) {
    const x = view.x + o;
    ctx.setTransform(view.s, 0, 0, view.s, x, view.y);
    drawMarks(ctx, geo, marks, view.s);
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    const at = (id: string) => {
      const c = geo.caches.get(id);
      return c ? { x: c.label.x * view.s + x, y: c.label.y * view.s + view.y } : null;
    };
    drawCanals(ctx, marks, at);
    for (const [id, cost] of marks.destinations) {
      const p = at(id);
      if (p) badge(ctx, p.x - 26, p.y + 8, String(cost), "#1e8c46");
    }
    for (const v of views.values()) {
      const p = at(v.id);
      if (!p) continue;
      if (v.damage > 0) badge(ctx, p.x + 26, p.y + 8, `−${v.damage}`, "#b3261e");
      drawChips(ctx, v.chips, p.x, p.y + 18);
    }
  }
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

function drawCanals(ctx: CanvasRenderingContext2D, marks: BoardMarks, at: (id: string) => { x: number; y: number } | null) {
  for (const c of marks.canals) {
    const a = at(c.seaZones[0]);
    const b = at(c.seaZones[1]);
    if (!a || !b) continue;
    badge(ctx, (a.x + b.x) / 2, (a.y + b.y) / 2, c.open ? "canal open" : "canal closed", c.open ? "#1e8c46" : "#b3261e");
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

/** Chips in rows of three under the label: nation colour, type, count; a red corner when damaged, a dot when carrying. */
function drawChips(ctx: CanvasRenderingContext2D, chips: readonly UnitChip[], cx: number, top: number) {
  const perRow = 3;
  for (const [i, chip] of chips.entries()) {
    const row = Math.floor(i / perRow);
    const inRow = Math.min(perRow, chips.length - row * perRow);
    const x = cx - (inRow * (CHIP_W + 2)) / 2 + (i % perRow) * (CHIP_W + 2);
    const y = top + row * (CHIP_H + 2);
    ctx.fillStyle = chip.colour;
    ctx.strokeStyle = "rgba(0,0,0,0.6)";
    ctx.lineWidth = 1;
    ctx.beginPath();
    ctx.roundRect(x, y, CHIP_W, CHIP_H, 3);
    ctx.fill();
    ctx.stroke();
    ctx.fillStyle = "#fff";
    ctx.font = "600 9px system-ui, sans-serif";
    ctx.textAlign = "left";
    ctx.textBaseline = "middle";
    ctx.fillText(chipText(chip.name), x + 2, y + CHIP_H / 2, chip.count > 9 ? 16 : 21);
    ctx.font = "700 10px system-ui, sans-serif";
    ctx.textAlign = "right";
    ctx.fillText(String(chip.count), x + CHIP_W - 2, y + CHIP_H / 2);
    if (chip.damaged) {
      ctx.fillStyle = "#ff3b30";
      ctx.beginPath();
      ctx.moveTo(x + CHIP_W - 8, y);
      ctx.lineTo(x + CHIP_W, y);
      ctx.lineTo(x + CHIP_W, y + 8);
      ctx.fill();
    }
    if (chip.carrying) {
      ctx.fillStyle = "#ffd60a";
      ctx.beginPath();
      ctx.arc(x + 3, y + 3, 2.5, 0, Math.PI * 2);
      ctx.fill();
    }
  }
}
