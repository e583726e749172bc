import type { MapEditor } from "@/lib/painter/editor";
import { hexesInOffsetRect, indexCentre, offsetRectOutline } from "@/lib/painter/geometry";
import { toScreen } from "@/lib/painter/view";
import { hexPath } from "./hex-vectors";

export interface LintMark {
  hex: number;
  severity: "error" | "warning" | "info";
}

/**
 * What is drawn over the map's tiles each frame, in map units: the selection,
 * lint marks, the selected hex and the tool's preview (a stroke's hexes, a
 * side, a rectangle, a box or lasso).
 */
export function drawOverlays(ctx: CanvasRenderingContext2D, editor: MapEditor, lints: readonly LintMark[]) {
  const spec = editor.map.spec;
  const view = editor.view;
  ctx.save();
  ctx.setTransform(ctx.getTransform().a * view.scale, 0, 0, ctx.getTransform().d * view.scale, ctx.getTransform().a * view.x, ctx.getTransform().d * view.y);
  const px = view.scale;

  if (editor.selection.size > 0) {
    ctx.beginPath();
    let n = 0;
    for (const i of editor.selection) {
      const s = toScreen(view, indexCentre(spec, i));
      if (s.x < -50 || s.y < -50 || s.x > editor.viewport.width + 50 || s.y > editor.viewport.height + 50) continue;
      hexPath(ctx, spec, i);
      if (++n > 20000) break;
    }
    ctx.fillStyle = "rgba(47, 111, 219, 0.28)";
    ctx.fill();
    ctx.strokeStyle = "rgba(47, 111, 219, 0.9)";
    ctx.lineWidth = 1 / px;
    ctx.stroke();
  }

  for (const lint of lints) {
    const c = indexCentre(spec, lint.hex);
    const s = toScreen(view, c);
    if (s.x < -20 || s.y < -20 || s.x > editor.viewport.width + 20 || s.y > editor.viewport.height + 20) continue;
    const r = Math.max(0.22, 6 / px);
    ctx.beginPath();
    ctx.arc(c.x + 0.45, c.y + 0.45, r, 0, Math.PI * 2);
    ctx.fillStyle = lint.severity === "error" ? "#c62828" : lint.severity === "warning" ? "#d08a00" : "#2f6fdb";
    ctx.fill();
    ctx.strokeStyle = "#fff";
    ctx.lineWidth = 1.5 / px;
    ctx.stroke();
    ctx.fillStyle = "#fff";
    ctx.font = `700 ${r * 1.4}px system-ui, sans-serif`;
    ctx.textAlign = "center";
    ctx.textBaseline = "middle";
    ctx.fillText("!", c.x + 0.45, c.y + 0.47);
  }

  if (editor.selectedHex !== null) {
    ctx.beginPath();
    hexPath(ctx, spec, editor.selectedHex, 0.94);
    ctx.strokeStyle = "#f5c400";
    ctx.lineWidth = 3 / px;
    ctx.stroke();
  }

  const preview = editor.activeTool().preview();
  if (preview) {
    ctx.strokeStyle = "#111";
    ctx.lineWidth = 2 / px;
    ctx.setLineDash([4 / px, 3 / px]);
    if (preview.kind === "hexes") {
      ctx.beginPath();
      for (const i of preview.hexes.slice(0, 5000)) hexPath(ctx, spec, i, 0.92);
      ctx.fillStyle = "rgba(255,255,255,0.18)";
      ctx.fill();
      ctx.stroke();
    } else if (preview.kind === "side") {
      const a = indexCentre(spec, preview.a);
      const b = indexCentre(spec, preview.b);
      const mx = (a.x + b.x) / 2;
      const my = (a.y + b.y) / 2;
      const hx = -(b.y - a.y) / 2;
      const hy = (b.x - a.x) / 2;
      const len = Math.hypot(hx, hy) * 2;
      ctx.setLineDash([]);
      ctx.beginPath();
      ctx.moveTo(mx + hx / len, my + hy / len);
      ctx.lineTo(mx - hx / len, my - hy / len);
      ctx.strokeStyle = "#f5c400";
      ctx.lineWidth = 5 / px;
      ctx.stroke();
    } else if (preview.kind === "rect") {
      const hexes = hexesInOffsetRect(spec, preview.from, preview.to);
      // A big rectangle is shown by its outline alone: filling thousands of hex paths would cost a frame.
      if (hexes.length <= 4000) {
        ctx.beginPath();
        for (const i of hexes) hexPath(ctx, spec, i);
        ctx.fillStyle = "rgba(255,255,255,0.22)";
        ctx.fill();
      }
      ctx.beginPath();
      for (const [p, q] of offsetRectOutline(spec, preview.from, preview.to)) {
        ctx.moveTo(p.x, p.y);
        ctx.lineTo(q.x, q.y);
      }
      ctx.stroke();
    } else if (preview.kind === "box") {
      ctx.strokeRect(preview.from.x, preview.from.y, preview.to.x - preview.from.x, preview.to.y - preview.from.y);
    } else if (preview.kind === "polygon") {
      ctx.beginPath();
      preview.points.forEach((p, k) => (k === 0 ? ctx.moveTo(p.x, p.y) : ctx.lineTo(p.x, p.y)));
      ctx.closePath();
      ctx.stroke();
    }
    ctx.setLineDash([]);
  }
  ctx.restore();
}
