"use client";

import { useEffect, useRef } from "react";
import type { MapEditor } from "@/lib/painter/editor";
import { mapExtent } from "@/lib/painter/geometry";
import { makeLocator } from "@/lib/painter/locate";
import { centreOn } from "@/lib/painter/view";
import { packColour } from "./terrain-patterns";

const WIDTH = 160;

/** The whole map small, with the view's outline; click or drag to move the view. */
export function Minimap({ editor }: { editor: MapEditor }) {
  const ref = useRef<HTMLCanvasElement>(null);
  const base = useRef<ImageData | null>(null);

  useEffect(() => {
    const canvas = ref.current;
    if (!canvas) return;
    let raf = 0;
    let stale = true;
    const draw = () => {
      raf = 0;
      const ctx = canvas.getContext("2d");
      if (!ctx) return;
      const extent = mapExtent(editor.map.spec);
      const scale = WIDTH / extent.width;
      const height = Math.max(1, Math.round(extent.height * scale));
      if (canvas.width !== WIDTH || canvas.height !== height) {
        canvas.width = WIDTH;
        canvas.height = height;
        stale = true;
      }
      if (stale || !base.current) {
        const image = ctx.createImageData(WIDTH, height);
        const px = new Uint32Array(image.data.buffer);
        const locate = makeLocator(editor.map.spec);
        const colours = [packColour("#c8c8c8"), ...editor.map.meta.terrainTypes.map((t) => packColour(t.colour))];
        for (let y = 0; y < height; y++) {
          for (let x = 0; x < WIDTH; x++) {
            const i = locate((x + 0.5) / scale, (y + 0.5) / scale);
            if (i >= 0) px[y * WIDTH + x] = colours[editor.map.terrain[i]!] ?? 0;
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
  }, [editor]);

  const move = (e: React.PointerEvent<HTMLCanvasElement>) => {
    if (e.buttons !== 1 && e.type !== "pointerdown") return;
    const rect = e.currentTarget.getBoundingClientRect();
    const scale = WIDTH / mapExtent(editor.map.spec).width;
    const p = { x: (e.clientX - rect.left) / scale, y: (e.clientY - rect.top) / scale };
    editor.setView(centreOn(editor.view, p, editor.viewport.width, editor.viewport.height));
  };

  return <canvas ref={ref} className="minimap" aria-label="Minimap: click to move the view" onPointerDown={move} onPointerMove={move} />;
}
