"use client";
/**
 * The scenario editor's map: the map drawn by the painter's tiled renderer
 * (terrain, rivers, roads, cities, borders, sea zones, labels), a canvas of
 * the set-up counters with their stacking points and the reinforcement
 * arrivals, and on top the rings of the selected and cursor hexes and the
 * counter being dragged.
 *
 * Pointer: drag a counter to another hex (the whole stack; with Shift, only
 * the top counter), drag empty ground to pan, wheel to zoom, right-click a
 * counter for its menu. HTML5 drops of units (from the OOB table or the list
 * of units to place) set them up where they land. Keyboard on the focused
 * map: arrows move the selected hex, Enter or the context-menu key opens the
 * selected stack's menu.
 */
import { useEffect, useRef } from "react";
import { onGrid } from "@/lib/hex";
import type { MapEditor } from "@/lib/painter/editor";
import { indexAtPoint, indexCentre } from "@/lib/painter/geometry";
import { type View, toMap, toScreen } from "@/lib/painter/view";
import type { StackStatus } from "@/lib/scenario-setup";
import { hexPath } from "../board-canvas/hex-vectors";
import { MapRenderer } from "../board-canvas/hex-renderer";
import { type CounterUnit, drawStack } from "../board-canvas/counters";
import { type CounterPictures, counterPictures, useProjectId } from "../board-canvas/counter-images";
import { type FormationMarks, drawHqRange, formationBand, hqOfStack } from "./formation-marks";
import { HqRangeNote } from "./hq-range-note";
import { isUnitDrag, readUnitDrag } from "./unit-drag";

export interface SetupCounter extends CounterUnit, FormationMarks {
  name: string;
  nation: string;
  sp: number;
}

export interface SetupStack {
  hex: number;
  label: string;
  units: SetupCounter[];
  status: StackStatus;
}

declare global {
  interface Window {
    /** The scenario editor's map, for end-to-end tests: where a hex's centre is on the page. */
    __warbenchSetupMap?: { pointOf: (label: string) => { x: number; y: number } | null };
  }
}

export interface SetupBoardProps {
  editor: MapEditor;
  stacks: ReadonlyMap<number, SetupStack>;
  /** Turns on which reinforcements enter at each hex. */
  arrivals: ReadonlyMap<number, number[]>;
  selected: number | null;
  highlight: number | null;
  /** Clicks pick a hex for someone else (a reinforcement's entry). */
  picking: boolean;
  /** Whether counters can be dragged and units dropped (a scenario is open). */
  editable: boolean;
  /** The view to open at, once the board knows its size. */
  openView: (width: number, height: number) => View;
  onDropUnits: (units: string[], hex: number) => void;
  onHexClick: (hex: number) => void;
  onMenu: (hex: number, clientX: number, clientY: number) => void;
}

interface Gesture {
  x: number;
  y: number;
  view: View;
  moved: boolean;
  stack?: { hex: number; units: string[] };
}

interface Live {
  props: SetupBoardProps;
  /** A counter being dragged: its units, where the pointer is, the hex under it. */
  drag: { units: SetupCounter[]; x: number; y: number; over: number | null } | null;
  /** The hex an HTML5 drag of units is over. */
  dropHex: number | null;
  hover: number | null;
  /** Counter faces (a ported module's pictures); each arriving one redraws the counters. */
  pictures?: CounterPictures;
}

export function SetupBoard(props: SetupBoardProps) {
  const { editor } = props;
  const mapRef = useRef<HTMLCanvasElement>(null);
  const countersRef = useRef<HTMLCanvasElement>(null);
  const overlayRef = useRef<HTMLCanvasElement>(null);
  const wrapRef = useRef<HTMLDivElement>(null);
  const live = useRef<Live>({ props, drag: null, dropHex: null, hover: null });
  /** Schedules a frame of the marks (rings, the dragged counter), and of the counters too when asked. */
  const redraw = useRef<(counters?: boolean) => void>(() => {});
  const drawn = useRef<{ stacks: SetupBoardProps["stacks"]; arrivals: SetupBoardProps["arrivals"] } | null>(null);
  const gesture = useRef<Gesture | null>(null);
  // A map edited as JSON is rebuilt at each pause: the new one keeps the view of the last.
  const lastView = useRef<View | null>(null);
  const projectId = useProjectId();

  useEffect(() => {
    const canvas = mapRef.current;
    const countersCanvas = countersRef.current;
    const overlay = overlayRef.current;
    const wrap = wrapRef.current;
    if (!canvas || !countersCanvas || !overlay || !wrap) return;
    const renderer = new MapRenderer(canvas, editor);
    let raf = 0;
    let countersDue = true;
    // Counters and marks on separate canvases: a cursor move redraws a ring, not 2,000 counters.
    redraw.current = (counters = false) => {
      countersDue ||= counters;
      if (!raf)
        raf = requestAnimationFrame(() => {
          raf = 0;
          if (countersDue) drawCounters(countersCanvas, editor, live.current);
          countersDue = false;
          drawMarks(overlay, editor, live.current);
        });
    };
    live.current.pictures = projectId ? counterPictures(projectId, () => redraw.current(true)) : undefined;
    const unsubscribe = editor.subscribe((e) => {
      if (e.view || e.full) redraw.current(true);
    });
    let opened = false;
    const layout = () => {
      if (wrap.clientWidth === 0 || wrap.clientHeight === 0) return;
      editor.setViewport(wrap.clientWidth, wrap.clientHeight);
      if (!opened) {
        opened = true;
        editor.setView(lastView.current ?? live.current.props.openView(wrap.clientWidth, wrap.clientHeight));
      }
      redraw.current(true);
    };
    const observer = new ResizeObserver(layout);
    observer.observe(wrap);
    layout();
    renderer.requestFrame();
    const wheel = (e: WheelEvent) => {
      e.preventDefault();
      const rect = overlay.getBoundingClientRect();
      editor.zoom(e.clientX - rect.left, e.clientY - rect.top, Math.exp(-e.deltaY * (e.ctrlKey ? 0.01 : 0.0015)));
    };
    overlay.addEventListener("wheel", wheel, { passive: false });
    window.__warbenchSetupMap = {
      pointOf: (label) => {
        const i = editor.indexOfLabel(label);
        if (i === null) return null;
        const rect = overlay.getBoundingClientRect();
        const s = toScreen(editor.view, indexCentre(editor.map.spec, i));
        return { x: rect.left + s.x, y: rect.top + s.y };
      },
    };
    return () => {
      lastView.current = editor.view;
      unsubscribe();
      observer.disconnect();
      overlay.removeEventListener("wheel", wheel);
      renderer.dispose();
      if (raf) cancelAnimationFrame(raf);
      delete window.__warbenchSetupMap;
    };
  }, [editor, projectId]);

  useEffect(() => {
    live.current.props = props;
    const changed = drawn.current?.stacks !== props.stacks || drawn.current?.arrivals !== props.arrivals;
    drawn.current = { stacks: props.stacks, arrivals: props.arrivals };
    redraw.current(changed);
  });

  const local = (e: { clientX: number; clientY: number; currentTarget: Element }) => {
    const rect = e.currentTarget.getBoundingClientRect();
    return { x: e.clientX - rect.left, y: e.clientY - rect.top };
  };
  const hexAt = (p: { x: number; y: number }) => indexAtPoint(editor.map.spec, toMap(editor.view, p.x, p.y));

  return (
    <div className="de-board" ref={wrapRef} data-picking={props.picking}>
      <HqRangeNote units={props.selected === null ? undefined : props.stacks.get(props.selected)?.units} />
      <canvas ref={mapRef} aria-hidden="true" />
      <canvas ref={countersRef} aria-hidden="true" />
      <canvas
        ref={overlayRef}
        data-testid="map-canvas"
        tabIndex={0}
        aria-label={props.picking ? "Map: click the hex to pick" : "Map: drag units onto hexes, drag counters to move them, right-click a counter for its menu"}
        onPointerDown={(e) => {
          if (e.button === 2) return;
          e.currentTarget.setPointerCapture(e.pointerId);
          const p = local(e);
          const hex = hexAt(p);
          const stack = props.editable && !props.picking && hex !== null ? props.stacks.get(hex) : undefined;
          gesture.current = { ...p, view: editor.view, moved: false, stack: stack && { hex: stack.hex, units: (e.shiftKey ? stack.units.slice(0, 1) : stack.units).map((u) => u.id) } };
        }}
        onPointerMove={(e) => {
          const p = local(e);
          const g = gesture.current;
          if (g && e.buttons) {
            if (Math.hypot(p.x - g.x, p.y - g.y) > 4) g.moved = true;
            if (!g.moved) return;
            if (g.stack) {
              const units = (props.stacks.get(g.stack.hex)?.units ?? []).filter((u) => g.stack?.units.includes(u.id));
              const started = !live.current.drag;
              live.current.drag = { units, ...p, over: hexAt(p) };
              // The counters canvas leaves the dragged units out from the first move to the drop.
              redraw.current(started);
            } else editor.setView({ ...g.view, x: g.view.x + p.x - g.x, y: g.view.y + p.y - g.y });
            return;
          }
          const hex = hexAt(p);
          if (hex !== live.current.hover) {
            const left = live.current.hover;
            live.current.hover = hex;
            // An HQ's range follows the pointer [18.2.1].
            if (props.picking || [hex, left].some((h) => h !== null && hqOfStack(props.stacks.get(h)?.units))) redraw.current();
          }
        }}
        onPointerUp={(e) => {
          const g = gesture.current;
          gesture.current = null;
          redraw.current(!!live.current.drag);
          live.current.drag = null;
          if (!g) return;
          const hex = hexAt(local(e));
          if (g.stack && g.moved) {
            if (hex !== null && hex !== g.stack.hex) props.onDropUnits(g.stack.units, hex);
          } else if (!g.moved && hex !== null) props.onHexClick(hex);
        }}
        onPointerCancel={() => {
          gesture.current = null;
          live.current.drag = null;
          redraw.current(true);
        }}
        onPointerLeave={() => {
          live.current.hover = null;
          if (props.picking) redraw.current();
        }}
        onContextMenu={(e) => {
          e.preventDefault();
          const hex = hexAt(local(e));
          if (hex !== null && props.stacks.has(hex)) props.onMenu(hex, e.clientX, e.clientY);
        }}
        onKeyDown={(e) => {
          const spec = editor.map.spec;
          // Arrows step through offset coordinates: a column left or right, a row up or down.
          const step = { ArrowRight: [1, 0], ArrowLeft: [-1, 0], ArrowDown: [0, 1], ArrowUp: [0, -1] }[e.key];
          if (step) {
            e.preventDefault();
            const from = props.selected;
            if (from === null) return props.onHexClick(spec.columns * Math.floor(spec.rows / 2) + Math.floor(spec.columns / 2));
            const to = { col: (from % spec.columns) + (step[0] as number), row: Math.floor(from / spec.columns) + (step[1] as number) };
            if (onGrid(spec, to)) props.onHexClick(to.row * spec.columns + to.col);
            return;
          }
          if ((e.key === "Enter" || e.key === "ContextMenu" || (e.shiftKey && e.key === "F10")) && props.selected !== null && props.stacks.has(props.selected)) {
            e.preventDefault();
            const rect = e.currentTarget.getBoundingClientRect();
            const s = toScreen(editor.view, indexCentre(spec, props.selected));
            props.onMenu(props.selected, rect.left + s.x, rect.top + s.y);
          }
        }}
        onDragOver={(e) => {
          if (!props.editable || !isUnitDrag(e.dataTransfer)) return;
          e.preventDefault();
          e.dataTransfer.dropEffect = "move";
          const hex = hexAt(local(e));
          if (hex !== live.current.dropHex) {
            live.current.dropHex = hex;
            redraw.current();
          }
        }}
        onDragLeave={() => {
          live.current.dropHex = null;
          redraw.current();
        }}
        onDrop={(e) => {
          if (!props.editable || !isUnitDrag(e.dataTransfer)) return;
          e.preventDefault();
          live.current.dropHex = null;
          redraw.current();
          const units = readUnitDrag(e.dataTransfer);
          const hex = hexAt(local(e));
          if (units.length > 0 && hex !== null) props.onDropUnits(units, hex);
        }}
      />
    </div>
  );
}

/** Counter size in screen pixels: follows the zoom, readable at any zoom. */
export function counterSide(scale: number): number {
  return Math.max(14, Math.min(56, scale * 1.2));
}

/** Below this many pixels per hex radius, counters are drawn as squares of their nation's colour. */
const FULL_COUNTERS_SCALE = 4;

function sizeCanvas(canvas: HTMLCanvasElement, editor: MapEditor): CanvasRenderingContext2D | null {
  const dpr = window.devicePixelRatio || 1;
  const { width, height } = editor.viewport;
  if (canvas.width !== Math.round(width * dpr) || canvas.height !== Math.round(height * dpr)) {
    canvas.width = Math.round(width * dpr);
    canvas.height = Math.round(height * dpr);
  }
  const ctx = canvas.getContext("2d");
  if (!ctx) return null;
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.clearRect(0, 0, canvas.width, canvas.height);
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  return ctx;
}

function drawCounters(canvas: HTMLCanvasElement, editor: MapEditor, live: Live) {
  const ctx = sizeCanvas(canvas, editor);
  if (!ctx) return;
  const { props, drag } = live;
  const { width, height } = editor.viewport;
  const view = editor.view;
  const spec = editor.map.spec;
  const px = view.scale;
  const full = px >= FULL_COUNTERS_SCALE;
  const side = full ? counterSide(px) : Math.max(3, px * 1.4);
  const dragged = new Set(drag?.units.map((u) => u.id));
  const onScreen = (s: { x: number; y: number }) => s.x >= -side && s.y >= -side && s.x <= width + side && s.y <= height + side;
  if (full) {
    for (const [hex, turns] of props.arrivals) {
      const s = toScreen(view, indexCentre(spec, hex));
      if (onScreen(s)) arrivalMark(ctx, s.x - px * 0.55, s.y - px * 0.55, turns);
    }
  }
  for (const [hex, stack] of props.stacks) {
    const s = toScreen(view, indexCentre(spec, hex));
    if (!onScreen(s)) continue;
    const units = dragged.size ? stack.units.filter((u) => !dragged.has(u.id)) : stack.units;
    const top = units[0];
    if (!top) continue;
    if (!full) {
      ctx.fillStyle = stack.status.over > 0 ? "#c62828" : top.colour;
      ctx.fillRect(s.x - side / 2, s.y - side / 2, side, side);
      continue;
    }
    drawStack(ctx, units, s.x, s.y, side, live.pictures);
    if (top.band) formationBand(ctx, top.band, s.x, s.y, side);
    // Stacks always say their SP against the limit; a lone counter only once zoomed in enough to have room.
    if (units === stack.units && (units.length > 1 || stack.status.over > 0 || side >= 24)) stackBadge(ctx, stack.status, s.x, s.y + side / 2 + 1, side);
  }
}

function drawMarks(canvas: HTMLCanvasElement, editor: MapEditor, live: Live) {
  const ctx = sizeCanvas(canvas, editor);
  if (!ctx) return;
  const { props, drag, dropHex, hover } = live;
  const dpr = window.devicePixelRatio || 1;
  const view = editor.view;
  const spec = editor.map.spec;
  const px = view.scale;

  // Rings, in map units.
  ctx.setTransform(dpr * px, 0, 0, dpr * px, dpr * view.x, dpr * view.y);
  const ring = (hex: number | null, colour: string, w: number, fill?: string) => {
    if (hex === null) return;
    ctx.beginPath();
    hexPath(ctx, spec, hex, 0.95);
    if (fill) {
      ctx.fillStyle = fill;
      ctx.fill();
    }
    ctx.strokeStyle = colour;
    ctx.lineWidth = w / px;
    ctx.stroke();
  };
  for (const hex of new Set([props.selected, hover])) {
    const hq = hex === null ? undefined : hqOfStack(props.stacks.get(hex)?.units);
    if (hex !== null && hq?.hqRange !== undefined) drawHqRange(ctx, spec, px, hex, hq.hqRange, hq.band ?? "#1b1b1b");
  }
  ring(props.selected, "#2f6fdb", 3);
  ring(props.highlight, "#ff2d2d", 3.5);
  if (props.picking) ring(hover, "#f5c400", 4, "rgba(245, 196, 0, 0.25)");
  ring(dropHex, "#1f9d55", 4, "rgba(31, 157, 85, 0.2)");
  if (drag && drag.over !== null) ring(drag.over, "#1f9d55", 4, "rgba(31, 157, 85, 0.2)");

  // The dragged counter follows the pointer, in screen pixels.
  if (drag) {
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    ctx.globalAlpha = 0.85;
    drawStack(ctx, drag.units, drag.x, drag.y, counterSide(px), live.pictures);
    ctx.globalAlpha = 1;
  }
}

/**
 * "3/4" under a stack: its stacking points against the hex's limit — red when
 * over, blue when over but allowed (one division alone [8.1.1.1]).
 */
function stackBadge(ctx: CanvasRenderingContext2D, status: StackStatus, x: number, top: number, side: number) {
  const text = `${status.sp}/${status.limit}`;
  const size = Math.round(Math.max(9, Math.min(12, side * 0.42)));
  ctx.font = `700 ${size}px system-ui, sans-serif`;
  const w = ctx.measureText(text).width + 8;
  const h = size + 4;
  ctx.fillStyle = status.over > 0 ? "#c62828" : status.exempt && status.sp > status.limit ? "#2f6fdb" : "rgba(20, 24, 20, 0.8)";
  ctx.beginPath();
  ctx.roundRect(x - w / 2, top, w, h, h / 2);
  ctx.fill();
  ctx.fillStyle = "#fff";
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  ctx.fillText(text, x, top + h / 2 + 0.5);
}

/** A small flag where reinforcements enter: "T2", or "T2+" when several turns do. */
function arrivalMark(ctx: CanvasRenderingContext2D, x: number, y: number, turns: number[]) {
  const text = `T${Math.min(...turns)}${turns.length > 1 ? "+" : ""}`;
  ctx.font = "700 10px system-ui, sans-serif";
  const w = ctx.measureText(text).width + 8;
  ctx.fillStyle = "#f5c400";
  ctx.strokeStyle = "#5a4500";
  ctx.lineWidth = 1;
  ctx.beginPath();
  ctx.roundRect(x - w / 2, y - 7, w, 14, 3);
  ctx.fill();
  ctx.stroke();
  ctx.fillStyle = "#1b1500";
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  ctx.fillText(text, x, y + 0.5);
}
