"use client";

import { useEffect, useRef } from "react";
import { currentSegment, type GameState } from "@/lib/engine";
import type { MapEditor } from "@/lib/painter/editor";
import { indexAtPoint, indexCentre, type MapPoint, mapExtent } from "@/lib/painter/geometry";
import { toMap } from "@/lib/painter/view";
import { counterSide, mapCoverage, openingView } from "@/lib/playtest/board-view";
import type { CounterView } from "@/lib/playtest/view-model";
import { MapRenderer } from "../board-canvas/hex-renderer";
import { type BoardMarks, drawOverlay } from "./board-overlay";
import { counterPictures, useProjectId } from "../board-canvas/counter-images";
import { picksByKind } from "./board-picks";

export type { BoardMarks } from "./board-overlay";

declare global {
  interface Window {
    /** When the board last drew (for the playtest benchmark): the map complete, the overlay, reachable hexes. */
    /** mapComplete: the last map frame drew every tile at full detail (screenshots wait for it). */
    /** assaultAt: the hexes (labels) the last overlay marked as assault positions [8.5.8.1]; picks: the destinations it shaded, by kind. */
    /** supplyLineAt: the hexes (labels) of the supply line the last overlay traced for the hovered unit [19.2]. */
    __warbenchBoard?: { mapReadyAt: number | null; overlayAt: number | null; reachableAt: number | null; counterPx?: number; mapComplete?: boolean; assaultAt?: string[]; picks?: Record<string, string[]>; covered?: number; rangeAt?: string[]; supplyLineAt?: string[] };
  }
}

/** How long after it opens the board may still take its opening view again as it settles its size. */
const SETTLE_MS = 3000;

/**
 * The playtest board: the map drawn by the painter's tiled renderer, with a
 * second canvas on top for counters, reachable hexes, paths and markers.
 * Drag pans, the wheel zooms, a click reports the hex.
 */
export function Board(props: {
  editor: MapEditor;
  state: GameState;
  counters: Map<number, CounterView[]>;
  marks: BoardMarks;
  onHexClick: (hex: number) => void;
  onHexHover: (hex: number | null) => void;
  /** Keys for the board first (a destination pick's arrows and Enter); true when used. */
  onKey?: (e: React.KeyboardEvent) => boolean;
}) {
  const { editor } = props;
  const mapRef = useRef<HTMLCanvasElement>(null);
  const overlayRef = useRef<HTMLCanvasElement>(null);
  const wrapRef = useRef<HTMLDivElement>(null);
  const latest = useRef(props);
  const drawRef = useRef<() => void>(() => {});
  // Set by the first click, wheel or key on the board: from then on the view is the designer's, never taken again.
  const touched = useRef(false);
  const projectId = useProjectId();

  useEffect(() => {
    const canvas = mapRef.current;
    const overlay = overlayRef.current;
    const wrap = wrapRef.current;
    if (!canvas || !overlay || !wrap) return;
    const renderer = new MapRenderer(canvas, editor);
    renderer.setLayers({ ...renderer.layers, labels: true });
    renderer.onFrame = (_ms, complete) => {
      if (window.__warbenchBoard) window.__warbenchBoard.mapComplete = complete;
      if (complete && window.__warbenchBoard && window.__warbenchBoard.mapReadyAt === null) window.__warbenchBoard.mapReadyAt = performance.now();
    };
    window.__warbenchBoard = { mapReadyAt: null, overlayAt: null, reachableAt: null };
    let raf = 0;
    const pictures = projectId ? counterPictures(projectId, () => drawRef.current()) : undefined;
    const draw = () => {
      raf = 0;
      drawOverlay(overlay, latest.current, pictures);
      const marks = window.__warbenchBoard;
      if (marks) {
        marks.overlayAt = performance.now();
        if (latest.current.marks.reachable.size > 0) marks.reachableAt = marks.overlayAt;
        marks.counterPx = counterSide(editor.view.scale);
        marks.covered = mapCoverage(mapExtent(editor.map.spec), editor.view, editor.viewport);
        marks.rangeAt = [...(latest.current.marks.range ?? [])].map((i) => editor.labelOf(i));
        marks.supplyLineAt = (latest.current.marks.supplyLine ?? []).map((i) => editor.labelOf(i));
        marks.assaultAt = [...(latest.current.marks.assault?.keys() ?? [])].map((i) => editor.labelOf(i));
        marks.picks = picksByKind(latest.current.marks.picks, (i) => editor.labelOf(i));
      }
    };
    drawRef.current = () => {
      if (!raf) raf = requestAnimationFrame(draw);
    };
    const unsubscribe = editor.subscribe((e) => {
      if (e.view) drawRef.current();
    });
    // Open on the side to act's units, at a zoom their counters can be read at (the whole map when that is readable).
    let opening: typeof editor.view | null = null;
    const mounted = performance.now();
    const open = () => {
      editor.setView(unitsView(editor, latest.current.state, latest.current.counters));
      opening = editor.view;
    };
    const observer = new ResizeObserver(() => {
      editor.setViewport(wrap.clientWidth, wrap.clientHeight);
      // The board settles its size after the panels beside it: in its first moments, and until the designer
      // clicks, scrolls or types on it, open again for the size it has, so no part of it is left past the map's
      // edge [#26 item 10]; never later, so a panel growing beside it cannot move the map under the pointer.
      if (editor.view === opening && !touched.current && performance.now() - mounted < SETTLE_MS) open();
      drawRef.current();
    });
    observer.observe(wrap);
    editor.setViewport(wrap.clientWidth, wrap.clientHeight);
    open();
    renderer.requestFrame();
    const wheel = (e: WheelEvent) => {
      touched.current = true;
      e.preventDefault();
      const rect = overlay.getBoundingClientRect();
      editor.zoom(e.clientX - rect.left, e.clientY - rect.top, Math.exp(-e.deltaY * 0.0015));
    };
    overlay.addEventListener("wheel", wheel, { passive: false });
    return () => {
      unsubscribe();
      observer.disconnect();
      overlay.removeEventListener("wheel", wheel);
      renderer.dispose();
      if (raf) cancelAnimationFrame(raf);
    };
  }, [editor, projectId]);

  useEffect(() => {
    latest.current = props;
    drawRef.current();
  });

  const down = useRef<{ x: number; y: number; view: typeof editor.view; moved: boolean } | null>(null);
  const local = (e: React.PointerEvent) => {
    const rect = e.currentTarget.getBoundingClientRect();
    return { x: e.clientX - rect.left, y: e.clientY - rect.top };
  };
  const hexAt = (p: { x: number; y: number }) => indexAtPoint(editor.map.spec, toMap(editor.view, p.x, p.y));
  const zoomBy = (factor: number) => editor.zoom(editor.viewport.width / 2, editor.viewport.height / 2, factor);
  const toUnits = () => editor.setView(unitsView(editor, props.state, props.counters));
  const onKey = (e: React.KeyboardEvent) => {
    touched.current = true;
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    if (props.onKey?.(e)) {
      e.preventDefault();
      return;
    }
    const act = e.key === "+" || e.key === "=" ? () => zoomBy(1.25) : e.key === "-" ? () => zoomBy(0.8) : e.key === "0" ? () => editor.fit() : e.key === "u" ? toUnits : null;
    if (!act) return;
    e.preventDefault();
    act();
  };

  return (
    <div className="board" ref={wrapRef}>
      <canvas ref={mapRef} className="board-map" aria-hidden="true" />
      <canvas
        ref={overlayRef}
        className="board-overlay"
        data-testid="board"
        tabIndex={0}
        aria-label="Game board: click a hex; + and − zoom, 0 shows the whole map, U the units"
        onPointerDown={(e) => {
          touched.current = true;
          e.currentTarget.setPointerCapture(e.pointerId);
          const p = local(e);
          down.current = { ...p, view: editor.view, moved: false };
        }}
        onPointerMove={(e) => {
          const p = local(e);
          const d = down.current;
          if (d && e.buttons) {
            if (Math.hypot(p.x - d.x, p.y - d.y) > 4) d.moved = true;
            if (d.moved) editor.setView({ ...d.view, x: d.view.x + p.x - d.x, y: d.view.y + p.y - d.y });
            return;
          }
          const hex = hexAt(p);
          if (hex !== latest.current.marks.hoverHex) props.onHexHover(hex);
        }}
        onPointerUp={(e) => {
          const d = down.current;
          down.current = null;
          if (!d || d.moved) return;
          const hex = hexAt(local(e));
          if (hex !== null) props.onHexClick(hex);
        }}
        onPointerLeave={() => props.onHexHover(null)}
        onKeyDown={onKey}
      />
      <div className="board-zoom" role="toolbar" aria-label="Zoom">
        <button type="button" className="btn small" title="Zoom in (+)" aria-label="Zoom in" onClick={() => zoomBy(1.25)}>
          +
        </button>
        <button type="button" className="btn small" title="Zoom out (−)" aria-label="Zoom out" onClick={() => zoomBy(0.8)}>
          −
        </button>
        <button type="button" className="btn small" title="Show the whole map (0)" onClick={() => editor.fit()}>
          Whole map
        </button>
        <button type="button" className="btn small" title="Back to the units at a readable zoom (U)" onClick={toUnits}>
          Units
        </button>
      </div>
    </div>
  );
}

/** The view on the side to act's biggest group of units (facing the most enemies), at a readable zoom. */
function unitsView(editor: MapEditor, state: GameState, counters: Map<number, CounterView[]>) {
  const active = currentSegment(state).active;
  const mine: MapPoint[] = [];
  const others: MapPoint[] = [];
  for (const [hex, list] of counters) (list.some((c) => c.side === active) ? mine : others).push(indexCentre(editor.map.spec, hex));
  return openingView(mapExtent(editor.map.spec), editor.viewport, mine, others);
}
