"use client";

import { type RefObject, useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import type { MapEditor } from "@/lib/painter/editor";
import { mapExtent } from "@/lib/painter/geometry";
import { makeLocator } from "@/lib/painter/locate";
import { centreOn } from "@/lib/painter/view";
import { keysOf } from "./commands";
import { packColour } from "../board-canvas/terrain-patterns";

const MINIMAP_KEY = "warbench-painter-minimap";

/** Whether the minimap is shown, remembered across maps (folded stays folded). */
export function useMinimapOpen(): [boolean, (update: (open: boolean) => boolean) => void] {
  const [open, setOpen] = useState(() => typeof localStorage === "undefined" || localStorage.getItem(MINIMAP_KEY) !== "folded");
  const set = useCallback((update: (open: boolean) => boolean) => {
    setOpen((was) => {
      const next = update(was);
      localStorage.setItem(MINIMAP_KEY, next ? "open" : "folded");
      return next;
    });
  }, []);
  return [open, set];
}

/** The minimap fits the map into this box, so a tall map does not grow a tall minimap. */
const MAX_WIDTH = 180;
const MAX_HEIGHT = 140;

function minimapSize(editor: MapEditor) {
  const extent = mapExtent(editor.map.spec);
  const scale = Math.min(MAX_WIDTH / extent.width, MAX_HEIGHT / extent.height);
  return { scale, width: Math.max(1, Math.round(extent.width * scale)), height: Math.max(1, Math.round(extent.height * scale)) };
}

/**
 * Tells the editor where an element floats over the canvas, so Fit keeps the
 * map clear of it; follows the element's size and forgets it on unmount.
 * A layout effect: it runs before the painter's first Fit.
 */
export function useCovered(editor: MapEditor, id: string, ref: RefObject<HTMLElement | null>, shape?: unknown) {
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const report = () => editor.setCovered(id, { x: element.offsetLeft, y: element.offsetTop, width: element.offsetWidth, height: element.offsetHeight });
    report();
    const observer = new ResizeObserver(report);
    observer.observe(element);
    return () => {
      observer.disconnect();
      editor.setCovered(id, null);
    };
    // `shape` changes when the element is swapped for another (the minimap folding).
  }, [editor, id, ref, shape]);
}

/**
 * The whole map small, with the view's outline; click or drag to move the
 * view. It folds away to a small button (M), and Fit keeps the map clear of it.
 */
export function Minimap({ editor, open, onToggle }: { editor: MapEditor; open: boolean; onToggle: () => void }) {
  const ref = useRef<HTMLCanvasElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const base = useRef<ImageData | null>(null);
  const keys = keysOf("view.minimap");
  useCovered(editor, "minimap", box, open);

  useEffect(() => {
    const canvas = ref.current;
    if (!canvas) return;
    let raf = 0;
    let stale = true;
    const draw = () => {
      raf = 0;
      const ctx = canvas.getContext("2d");
      if (!ctx) return;
      const { scale, width, height } = minimapSize(editor);
      if (canvas.width !== width || canvas.height !== height) {
        canvas.width = width;
        canvas.height = height;
        stale = true;
      }
      if (stale || !base.current) {
        // One locate per minimap pixel: the cost follows the minimap's size, not the map's.
        const image = ctx.createImageData(width, height);
        const px = new Uint32Array(image.data.buffer);
        const locate = makeLocator(editor.map.spec);
        const colours = [packColour("#c8c8c8"), ...editor.map.meta.terrainTypes.map((t) => packColour(t.colour))];
        for (let y = 0; y < height; y++) {
          for (let x = 0; x < width; x++) {
            const i = locate((x + 0.5) / scale, (y + 0.5) / scale);
            if (i >= 0) px[y * width + x] = colours[editor.map.terrain[i]!] ?? 0;
          }
        }
        base.current = image;
        stale = false;
      }
      ctx.putImageData(base.current, 0, 0);
      const v = editor.view;
      ctx.strokeStyle = "#f5c400";
      ctx.lineWidth = 2;
      ctx.strokeRect((-v.x / v.scale) * scale, (-v.y / v.scale) * scale, (editor.viewport.width / v.scale) * scale, (editor.viewport.height / v.scale) * scale);
    };
    const schedule = () => {
      if (!raf) raf = requestAnimationFrame(draw);
    };
    let idle: ReturnType<typeof setTimeout> | null = null;
    const unsubscribe = editor.subscribe((event) => {
      if (event.hexes || event.full) {
        // Terrain changes redraw the small map when painting pauses, not on every move.
        if (idle) clearTimeout(idle);
        idle = setTimeout(() => {
          stale = true;
          schedule();
        }, 250);
      }
      if (event.view || event.full) schedule();
    });
    schedule();
    return () => {
      unsubscribe();
      if (raf) cancelAnimationFrame(raf);
      if (idle) clearTimeout(idle);
    };
  }, [editor, open]);

  const move = (e: React.PointerEvent<HTMLCanvasElement>) => {
    if (e.buttons !== 1 && e.type !== "pointerdown") return;
    const rect = e.currentTarget.getBoundingClientRect();
    const { scale } = minimapSize(editor);
    const p = { x: (e.clientX - rect.left) / scale, y: (e.clientY - rect.top) / scale };
    editor.setView(centreOn(editor.view, p, editor.viewport.width, editor.viewport.height));
  };

  if (!open) {
    return (
      <div ref={box} className="minimap-box folded">
        <button type="button" className="btn small" onClick={onToggle} title={`Show the minimap (${keys})`}>
          Show minimap
        </button>
      </div>
    );
  }
  const size = minimapSize(editor);
  return (
    <div ref={box} className="minimap-box">
      <canvas ref={ref} className="minimap" width={size.width} height={size.height} aria-label="Minimap: click to move the view" onPointerDown={move} onPointerMove={move} />
      <button type="button" className="minimap-fold" onClick={onToggle} aria-label="Hide minimap" title={`Hide the minimap (${keys})`}>
        ×
      </button>
    </div>
  );
}
