"use client";

import { type RefObject, useEffect } from "react";
import type { AreaEditor } from "@/lib/area-painter/editor";
import { whenIdle } from "./lints";
import type { AreaOverlay } from "./overlay";
import { AreaRenderer } from "./renderer";
import type { AreaView } from "../board-canvas/area-view";

declare global {
  interface Window {
    /** The open area editor, for the benchmark and end-to-end tests to drive and measure. */
    __warbenchArea?: { editor: AreaEditor; renderer: AreaRenderer; view: AreaView; screenOf: (x: number, y: number) => { x: number; y: number } };
  }
}

/**
 * The area editor's canvas: its renderer with the overlay and the live
 * drawing of dragged spaces, the view following the element's size (fitted
 * the first time), redraws on every change, and wheel zoom to the cursor.
 */
export function useAreaCanvas(
  editor: AreaEditor,
  view: AreaView,
  overlay: AreaOverlay,
  pictureUrl: (asset: string) => string,
  refs: { canvas: RefObject<HTMLCanvasElement | null>; wrap: RefObject<HTMLDivElement | null>; renderer: RefObject<AreaRenderer | null> },
) {
  const { canvas: canvasRef, wrap: wrapRef, renderer: rendererRef } = refs;
  useEffect(() => {
    const canvas = canvasRef.current;
    const wrap = wrapRef.current;
    if (!canvas || !wrap) return;
    const renderer = new AreaRenderer(canvas, editor.model, view, pictureUrl);
    renderer.overlay = overlay.draw;
    // While a vertex is dragged, the spaces using it are drawn live over the cached tiles.
    renderer.liveKeys = () => {
      const vertex = editor.history.inProgress ? editor.preview()?.vertex : undefined;
      return vertex === undefined || !editor.model.vertices.has(vertex) ? null : new Set(editor.model.usersOf(vertex));
    };
    rendererRef.current = renderer;
    // Connection lines need every border derived: drawn once the map is, not before its first frame.
    const cancelConnections = whenIdle(() => {
      if (!editor.history.inProgress) overlay.refresh();
      renderer.requestFrame();
    }, 1000);
    window.__warbenchArea = { editor, renderer, view, screenOf: (x, y) => {
      const rect = canvas.getBoundingClientRect();
      const p = view.toScreen(x, y);
      return { x: rect.left + p.x, y: rect.top + p.y };
    } };
    let first = true;
    const observer = new ResizeObserver(() => {
      view.setViewport(wrap.clientWidth, wrap.clientHeight);
      if (first) view.fit();
      first = false;
    });
    observer.observe(wrap);
    view.setViewport(wrap.clientWidth, wrap.clientHeight);
    view.fit();
    const offView = view.subscribe(() => {
      editor.setScale(view.state.scale);
      renderer.requestFrame();
    });
    editor.setScale(view.state.scale);
    const offEditor = editor.subscribe((event) => {
      // Connection lines follow the document, but not every pointer move of a drag.
      if ((event.spaces || event.full || event.ui) && !editor.history.inProgress) overlay.refresh();
      renderer.requestFrame();
    });
    renderer.requestFrame();
    const wheel = (e: WheelEvent) => {
      e.preventDefault();
      const rect = canvas.getBoundingClientRect();
      view.zoomAt(e.clientX - rect.left, e.clientY - rect.top, Math.exp(-e.deltaY * (e.ctrlKey ? 0.01 : 0.0015)));
    };
    canvas.addEventListener("wheel", wheel, { passive: false });
    return () => {
      cancelConnections();
      observer.disconnect();
      offView();
      offEditor();
      canvas.removeEventListener("wheel", wheel);
      renderer.dispose();
      rendererRef.current = null;
      if (window.__warbenchArea?.editor === editor) delete window.__warbenchArea;
    };
  }, [editor, view, overlay, pictureUrl, canvasRef, wrapRef, rendererRef]);
}
