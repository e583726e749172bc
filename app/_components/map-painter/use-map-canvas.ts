"use client";

import { type RefObject, useEffect } from "react";
import type { MapEditor } from "@/lib/painter/editor";
import { indexCentre } from "@/lib/painter/geometry";
import { MapRenderer } from "../board-canvas/hex-renderer";

declare global {
  interface Window {
    /** The open painter, for the benchmark and end-to-end tests to drive and measure. */
    __warbenchPainter?: { editor: MapEditor; renderer: MapRenderer; pointOf: (label: string, toward?: string, t?: number) => { x: number; y: number } | null };
  }
}

/** Where a hex centre (or a point part-way to a neighbour's centre) is on the page, for tests. */
function screenPointOf(editor: MapEditor, canvas: HTMLCanvasElement, label: string, toward?: string, t = 0.9) {
  const a = editor.indexOfLabel(label);
  if (a === null) return null;
  let p = indexCentre(editor.map.spec, a);
  if (toward) {
    const b = editor.indexOfLabel(toward);
    if (b === null) return null;
    const q = indexCentre(editor.map.spec, b);
    p = { x: p.x + ((q.x - p.x) / 2) * t, y: p.y + ((q.y - p.y) / 2) * t };
  }
  const rect = canvas.getBoundingClientRect();
  return { x: rect.left + p.x * editor.view.scale + editor.view.x, y: rect.top + p.y * editor.view.scale + editor.view.y };
}

/**
 * The painter's canvas: its tiled renderer, the viewport following the
 * element's size (fitted the first time), and wheel zoom to the cursor.
 */
export function useMapCanvas(editor: MapEditor, canvasRef: RefObject<HTMLCanvasElement | null>, wrapRef: RefObject<HTMLDivElement | null>, rendererRef: RefObject<MapRenderer | null>) {
  useEffect(() => {
    const canvas = canvasRef.current;
    const wrap = wrapRef.current;
    if (!canvas || !wrap) return;
    const renderer = new MapRenderer(canvas, editor);
    rendererRef.current = renderer;
    window.__warbenchPainter = { editor, renderer, pointOf: (label, toward, t) => screenPointOf(editor, canvas, label, toward, t) };
    const observer = new ResizeObserver(() => {
      const first = editor.viewport.width === 800 && editor.viewport.height === 600;
      editor.setViewport(wrap.clientWidth, wrap.clientHeight);
      if (first) editor.fit();
    });
    observer.observe(wrap);
    editor.setViewport(wrap.clientWidth, wrap.clientHeight);
    editor.fit();
    renderer.requestFrame();
    const wheel = (e: WheelEvent) => {
      e.preventDefault();
      const rect = canvas.getBoundingClientRect();
      editor.zoom(e.clientX - rect.left, e.clientY - rect.top, Math.exp(-e.deltaY * (e.ctrlKey ? 0.01 : 0.0015)));
    };
    canvas.addEventListener("wheel", wheel, { passive: false });
    return () => {
      observer.disconnect();
      canvas.removeEventListener("wheel", wheel);
      renderer.dispose();
      rendererRef.current = null;
      if (window.__warbenchPainter?.editor === editor) delete window.__warbenchPainter;
    };
  }, [editor, canvasRef, wrapRef, rendererRef]);
}
