"use client";

import { useEffect, useRef } from "react";
import { pictureCorners, pictureToMap } from "@/lib/painter/background";
import type { MapEditor } from "@/lib/painter/editor";
import { cornerOffset, indexCentre, type MapPoint, regionOutline } from "@/lib/painter/geometry";
import type { PictureTools } from "./picture-tools";

/**
 * What the picture tools show over the map (a canvas of its own over the
 * painter's, taking no clicks): the picture's outline while the panel is
 * open, the alignment's picks, and the hexes a trace proposes.
 */
export function PictureOverlay(props: { editor: MapEditor; tools: PictureTools; outline: boolean }) {
  const { editor, tools, outline } = props;
  const ref = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const canvas = ref.current;
    if (!canvas) return;
    let frame = 0;
    // The proposal's border, worked out once per proposal rather than every frame.
    let border: { of: Set<number>; segments: [MapPoint, MapPoint][] } | null = null;
    const draw = () => {
      frame = 0;
      const dpr = window.devicePixelRatio || 1;
      const { width, height } = editor.viewport;
      if (canvas.width !== Math.round(width * dpr) || canvas.height !== Math.round(height * dpr)) {
        canvas.width = Math.round(width * dpr);
        canvas.height = Math.round(height * dpr);
      }
      const ctx = canvas.getContext("2d")!;
      ctx.setTransform(1, 0, 0, 1, 0, 0);
      ctx.clearRect(0, 0, canvas.width, canvas.height);
      const bg = editor.map.meta.background;
      const spec = editor.map.spec;
      const { scale, x, y } = editor.view;
      ctx.setTransform(dpr * scale, 0, 0, dpr * scale, dpr * x, dpr * y);
      ctx.lineWidth = 2 / scale;
      const mode = tools.mode;
      if (bg && (outline || mode.kind === "align")) {
        ctx.setLineDash([6 / scale, 4 / scale]);
        ctx.strokeStyle = "#1e5fd6";
        ctx.beginPath();
        pictureCorners(spec, bg).forEach((p, i) => (i === 0 ? ctx.moveTo(p.x, p.y) : ctx.lineTo(p.x, p.y)));
        ctx.closePath();
        ctx.stroke();
        ctx.setLineDash([]);
      }
      if (mode.kind === "align" && bg) {
        ctx.font = `${14 / scale}px sans-serif`;
        mode.points.forEach((pp, i) => {
          const p = pictureToMap(spec, bg, pp);
          const r = 8 / scale;
          ctx.strokeStyle = "#d62d1e";
          ctx.beginPath();
          ctx.moveTo(p.x - r, p.y);
          ctx.lineTo(p.x + r, p.y);
          ctx.moveTo(p.x, p.y - r);
          ctx.lineTo(p.x, p.y + r);
          ctx.stroke();
          ctx.fillStyle = "#d62d1e";
          ctx.fillText(String(i + 1), p.x + r, p.y - r);
        });
        mode.hexes.forEach((h, i) => {
          const c = indexCentre(spec, h);
          ctx.strokeStyle = "#1e5fd6";
          ctx.beginPath();
          ctx.arc(c.x, c.y, 0.6, 0, Math.PI * 2);
          ctx.stroke();
          ctx.fillStyle = "#1e5fd6";
          ctx.fillText(String(i + 1), c.x + 0.6, c.y - 0.6);
        });
      }
      if (mode.kind === "trace" && mode.proposed.size > 0) {
        ctx.fillStyle = "rgb(255 214 0 / 45%)";
        ctx.beginPath();
        for (const h of mode.proposed) {
          const c = indexCentre(spec, h);
          for (let k = 0; k < 6; k++) {
            const o = cornerOffset(spec, k);
            if (k === 0) ctx.moveTo(c.x + o.x * 0.92, c.y + o.y * 0.92);
            else ctx.lineTo(c.x + o.x * 0.92, c.y + o.y * 0.92);
          }
          ctx.closePath();
        }
        ctx.fill();
        if (border?.of !== mode.proposed) border = { of: mode.proposed, segments: regionOutline(spec, mode.proposed) };
        ctx.strokeStyle = "#b8860b";
        ctx.beginPath();
        for (const [a, b] of border.segments) {
          ctx.moveTo(a.x, a.y);
          ctx.lineTo(b.x, b.y);
        }
        ctx.stroke();
      }
    };
    const request = () => {
      if (!frame) frame = requestAnimationFrame(draw);
    };
    request();
    const offEditor = editor.subscribe((e) => {
      if (e.view || e.background || e.full) request();
    });
    const offTools = tools.subscribe(request);
    return () => {
      offEditor();
      offTools();
      if (frame) cancelAnimationFrame(frame);
    };
  }, [editor, tools, outline]);
  return <canvas ref={ref} aria-hidden="true" data-testid="picture-overlay" style={{ position: "absolute", inset: 0, width: "100%", height: "100%", pointerEvents: "none" }} />;
}
