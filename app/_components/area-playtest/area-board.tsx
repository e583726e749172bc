"use client";

import { useEffect, useMemo, useRef, useState } from "react";
import type { AreaMap } from "@/lib/model";
import type { SpaceView } from "@/lib/playtest/area-view-model";
import { AreaView } from "../board-canvas/area-view";
import styles from "./area-playtest.module.css";
import { BoardProgress, useBoardPrep } from "./board-progress";
import { type BaseLayer, type BoardMarks, type FrameBoxes, buildGeometry, drawFrame } from "./draw-board";

declare global {
  interface Window {
    /**
     * When the board was first drawn at its size with its outlines, then with every name and unit, and last drawn with a
     * selection and its destinations (performance.now), for the benchmark; where the last frame put the names and the
     * chips (CSS pixels from the canvas's top left), for the tests.
     */
    __warbenchAreaBoard?: { outlinesAt: number | null; drawnAt: number | null; destinationsAt: number | null; frameMs: number | null; boxes?: FrameBoxes };
  }
}

/**
 * The area map in play: drag pans (round the world when the map wraps), the
 * wheel zooms, a click reports the space, hovering lists what is in it. A drag
 * that starts on `dragFrom` (the selected space, while units may move) carries
 * its units instead of panning: dropping them on a space reports it as
 * `onSpaceDrop`, which the playtest turns into the same action as a click.
 */
export function AreaBoard(props: {
  map: AreaMap;
  views: ReadonlyMap<string, SpaceView>;
  victoryCities: ReadonlySet<string>;
  complexes: Readonly<Record<string, true>>;
  marks: BoardMarks;
  onSpaceClick: (id: string) => void;
  /** The space whose units a drag picks up (none: every drag pans). */
  dragFrom?: string | null;
  onSpaceDrop?: (from: string, to: string) => void;
  /** What the drag ghost says over a space ("Load onto the transport in Sea Zone 1"). */
  dropLabel?: (to: string) => string;
  onSpaceHover: (id: string | null) => void;
  /** Hands out a function giving a space's label point on screen (tests aim with it). */
  onPointOf?: (f: (id: string) => { x: number; y: number } | null) => void;
}) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const complexKey = Object.keys(props.complexes).sort().join(",");
  // Rebuilt only when a complex is built: its marker is part of the cached label.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const geo = useMemo(() => buildGeometry(props.map, props.victoryCities, props.complexes), [props.map, props.victoryCities, complexKey]);
  const view = useMemo(() => new AreaView(props.map.size, props.map.wrap.horizontal), [props.map]);
  const prep = useBoardPrep(props.map, geo);
  const full = useRef(false);
  const latest = useRef(props);
  const [tip, setTip] = useState<{ id: string; x: number; y: number } | null>(null);
  const scratch = useMemo(() => (typeof document === "undefined" ? null : document.createElement("canvas").getContext("2d")), []);

  const draw = useRef(() => {});
  const sized = useRef(false);
  // The spaces drawn once per view, geometry and control.
  const base = useRef<BaseLayer>({ canvas: null, key: "", geo: null }).current;
  // Every render hands the newest props and geometry to the drawing, which view changes also call.
  useEffect(() => {
    latest.current = props;
    full.current = prep.ready;
    draw.current = () => {
      const canvas = canvasRef.current;
      // Nothing is drawn before the canvas has its size: a first frame at the default size would be thrown away.
      if (!canvas || !sized.current) return;
      const ctx = canvas.getContext("2d");
      if (!ctx) return;
      const dpr = window.devicePixelRatio || 1;
      const { x, y, scale } = view.state;
      const t0 = performance.now();
      const boxes = drawFrame(ctx, geo, latest.current.views, latest.current.marks, { x: x * dpr, y: y * dpr, s: scale * dpr, width: canvas.width, height: canvas.height }, base, full.current ? "full" : "outlines");
      const marks = (window.__warbenchAreaBoard ??= { outlinesAt: null, drawnAt: null, destinationsAt: null, frameMs: null });
      marks.frameMs = performance.now() - t0;
      const css = (r: { x: number; y: number; w: number; h: number }) => ({ x: r.x / dpr, y: r.y / dpr, w: r.w / dpr, h: r.h / dpr });
      marks.boxes = { labels: boxes.labels.map((l) => ({ ...l, box: css(l.box) })), chips: boxes.chips.map((c) => ({ ...c, box: css(c.box), chips: c.chips.map(css) })) };
      marks.outlinesAt ??= performance.now();
      if (full.current && marks.drawnAt === null) marks.drawnAt = performance.now();
      // The selection and its destinations come in one render, so a frame with a selection shows both.
      if (latest.current.marks.selected !== null) marks.destinationsAt = performance.now();
    };
    draw.current();
  });

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const resize = () => {
      const r = canvas.getBoundingClientRect();
      const dpr = window.devicePixelRatio || 1;
      canvas.width = Math.max(1, Math.round(r.width * dpr));
      canvas.height = Math.max(1, Math.round(r.height * dpr));
      const first = view.width === 800 && view.height === 600;
      view.setViewport(r.width, r.height);
      if (first) view.fit();
      sized.current = true;
      draw.current();
    };
    const observer = new ResizeObserver(resize);
    observer.observe(canvas);
    resize();
    const off = view.subscribe(() => draw.current());
    return () => {
      observer.disconnect();
      off();
    };
  }, [view]);

  const spaceAt = (sx: number, sy: number): string | null => {
    if (!scratch) return null;
    const p = view.toMap(sx, sy);
    // Land drawn over sea: look at territories first.
    const list = [...geo.caches.values()].reverse();
    return list.find((c) => scratch.isPointInPath(c.path, p.x, p.y, "evenodd"))?.space.props.id ?? null;
  };

  useEffect(() => {
    props.onPointOf?.((id) => {
      const c = geo.caches.get(id);
      const canvas = canvasRef.current;
      if (!c || !canvas) return null;
      const r = canvas.getBoundingClientRect();
      const s = view.toScreen(c.label.x, c.label.y);
      // With wrap the view keeps its offset within one map width: aim at the copy on screen.
      const w = geo.size.width * view.state.scale;
      if (geo.wrap) while (s.x < 0 && w > 0) s.x += w;
      return { x: r.left + s.x, y: r.top + s.y };
    });
  });

  const drag = useRef<{ x: number; y: number; moved: boolean; units: string | null } | null>(null);
  const [ghost, setGhost] = useState<{ x: number; y: number; over: string | null } | null>(null);
  const local = (e: { clientX: number; clientY: number }) => {
    const r = canvasRef.current!.getBoundingClientRect();
    return { x: e.clientX - r.left, y: e.clientY - r.top };
  };

  const hovered = tip ? props.views.get(tip.id) : undefined;
  return (
    <div className="board" data-testid="area-board-wrap" data-board-ready={prep.ready ? "true" : "false"}>
      <BoardProgress prep={prep} />
      <canvas
        ref={canvasRef}
        className="board-overlay"
        data-testid="area-board"
        onPointerDown={(e) => {
          const p = local(e);
          const from = props.dragFrom ? spaceAt(p.x, p.y) : null;
          drag.current = { ...p, moved: false, units: from && from === props.dragFrom ? from : null };
          e.currentTarget.setPointerCapture(e.pointerId);
        }}
        onPointerMove={(e) => {
          const p = local(e);
          const d = drag.current;
          if (d?.units) {
            if (d.moved || Math.abs(p.x - d.x) + Math.abs(p.y - d.y) > 4) {
              d.moved = true;
              const over = spaceAt(p.x, p.y);
              setTip(null);
              setGhost({ x: p.x, y: p.y, over });
              if (over !== latest.current.marks.hover) props.onSpaceHover(over);
            }
            return;
          }
          if (d) {
            const dx = p.x - d.x;
            const dy = p.y - d.y;
            if (d.moved || Math.abs(dx) + Math.abs(dy) > 4) {
              view.pan(dx, dy);
              drag.current = { ...p, moved: true, units: null };
              setTip(null);
              return;
            }
          }
          const id = spaceAt(p.x, p.y);
          setTip(id ? { id, x: p.x, y: p.y } : null);
          if (id !== latest.current.marks.hover) props.onSpaceHover(id);
        }}
        onPointerUp={(e) => {
          const d = drag.current;
          drag.current = null;
          setGhost(null);
          if (d?.units && d.moved) {
            const to = spaceAt(local(e).x, local(e).y);
            if (to && to !== d.units) props.onSpaceDrop?.(d.units, to);
            return;
          }
          if (d && !d.moved) {
            const p = local(e);
            const id = spaceAt(p.x, p.y);
            if (id) props.onSpaceClick(id);
          }
        }}
        onPointerLeave={() => {
          setTip(null);
          if (!drag.current?.units) props.onSpaceHover(null);
        }}
        onPointerCancel={() => {
          drag.current = null;
          setGhost(null);
        }}
        style={{ cursor: ghost ? "grabbing" : undefined }}
        onWheel={(e) => {
          const p = local(e);
          view.zoomAt(p.x, p.y, e.deltaY < 0 ? 1.15 : 1 / 1.15);
        }}
      />
      {ghost && (
        <div className={styles.ghost} data-testid="drag-ghost" style={{ left: ghost.x + 12, top: ghost.y - 24 }}>
          {ghost.over && ghost.over !== props.dragFrom ? (props.dropLabel?.(ghost.over) ?? `Drop on ${props.views.get(ghost.over)?.name ?? ghost.over}`) : "Drag to a space"}
        </div>
      )}
      {hovered && tip && (
        <div className={styles.tip} data-testid="space-tip" style={{ left: tip.x + 14, top: tip.y + 14 }}>
          <strong>{hovered.name}</strong>
          <div className="muted">
            {hovered.sea ? "Sea zone" : `${hovered.controllerName ?? "neutral"} · ${hovered.ipc} IPC`}
            {hovered.capital && " · capital"}
            {hovered.victoryCity && " · victory city"}
            {hovered.complex && ` · complex${hovered.damage > 0 ? ` (${hovered.damage} damage)` : ""}`}
          </div>
          {hovered.chips.length === 0 && <div className="muted">No units</div>}
          {hovered.chips.map((c) => (
            <div key={`${c.owner}-${c.type}-${c.damaged}`}>
              <span className={styles.swatch} style={{ background: c.colour }} /> {c.count} {c.name}
              {c.damaged && " (damaged)"}
              {c.carrying && <span className="muted"> — {c.carrying}</span>}
            </div>
          ))}
        </div>
      )}
      <div className={styles.zoom}>
        <button type="button" className="btn small" onClick={() => view.zoomAt(view.width / 2, view.height / 2, 1.25)} aria-label="Zoom in">
          +
        </button>
        <button type="button" className="btn small" onClick={() => view.zoomAt(view.width / 2, view.height / 2, 0.8)} aria-label="Zoom out">
          −
        </button>
        <button type="button" className="btn small" onClick={() => view.fit()}>
          Fit
        </button>
      </div>
    </div>
  );
}
