import type { AreaEditor } from "@/lib/area-painter/editor";
import type { Pt } from "@/lib/area-painter/model";

export interface LintMark {
  at: Pt;
  severity: "error" | "warning" | "info";
}

/**
 * What is drawn over the cached map every frame: connection lines between
 * label points, canal markers, the selected space's outline and vertex
 * handles, the tool's preview and lint marks. Connections and canals are
 * rebuilt only when the document changes (`refresh`), not per frame.
 */
export class AreaOverlay {
  private connections = new Path2D();
  private canals: { a: Pt; b: Pt; controls: Pt[] }[] = [];
  private lints: LintMark[] = [];
  showConnections = true;

  constructor(private readonly editor: AreaEditor) {}

  setLints(lints: LintMark[]) {
    this.lints = lints;
  }

  /** Rebuilds connection lines and canal markers from the editor (after an edit, not during a drag). */
  refresh() {
    const editor = this.editor;
    const width = editor.model.meta.size.width;
    const wrap = editor.model.meta.wrap.horizontal;
    const labels = new Map<string, Pt>();
    const labelOf = (id: string) => {
      let p = labels.get(id);
      if (!p) {
        p = editor.spaceView(id)?.label;
        if (p) labels.set(id, p);
      }
      return p;
    };
    const path = new Path2D();
    for (const [a, set] of editor.connections()) {
      for (const b of set) {
        if (b < a) continue;
        const pa = labelOf(a);
        const pb = labelOf(b);
        if (!pa || !pb) continue;
        let bx = pb.x;
        // Across the wrapped edge the short way round; the copy beside the map continues the line.
        if (wrap && Math.abs(bx - pa.x) > width / 2) bx += bx > pa.x ? -width : width;
        path.moveTo(pa.x, pa.y);
        path.lineTo(bx, pb.y);
      }
    }
    this.connections = path;
    this.canals = [];
    for (const canal of editor.model.canals) {
      const a = labelOf(canal.seaZones[0] ?? "");
      const b = labelOf(canal.seaZones[1] ?? "");
      if (!a || !b) continue;
      this.canals.push({ a, b, controls: canal.controlledBy.map(labelOf).filter((p): p is Pt => !!p) });
    }
  }

  draw = (ctx: CanvasRenderingContext2D, s: number) => {
    const px = 1 / s;
    const editor = this.editor;
    if (this.showConnections) {
      ctx.strokeStyle = "rgba(180, 30, 30, 0.55)";
      ctx.lineWidth = 1.5 * px;
      ctx.setLineDash([5 * px, 4 * px]);
      ctx.stroke(this.connections);
      ctx.setLineDash([]);
    }
    for (const canal of this.canals) {
      ctx.strokeStyle = "#e07b00";
      ctx.lineWidth = 3 * px;
      ctx.beginPath();
      ctx.moveTo(canal.a.x, canal.a.y);
      ctx.lineTo(canal.b.x, canal.b.y);
      ctx.stroke();
      ctx.lineWidth = 1 * px;
      ctx.setLineDash([2 * px, 3 * px]);
      const mid = { x: (canal.a.x + canal.b.x) / 2, y: (canal.a.y + canal.b.y) / 2 };
      for (const c of canal.controls) {
        ctx.beginPath();
        ctx.moveTo(mid.x, mid.y);
        ctx.lineTo(c.x, c.y);
        ctx.stroke();
      }
      ctx.setLineDash([]);
      marker(ctx, mid, 7 * px, "#e07b00", "C", px);
    }
    const preview = editor.preview();
    for (const id of preview?.spaces ?? []) outline(ctx, editor, id, "#e07b00", 3 * px);
    if (editor.selectedSpace) {
      const view = editor.spaceView(editor.selectedSpace);
      if (view) {
        outline(ctx, editor, editor.selectedSpace, "#1565c0", 2.5 * px);
        ctx.fillStyle = "#ffffff";
        ctx.strokeStyle = "#1565c0";
        ctx.lineWidth = 1.2 * px;
        const h = 3.5 * px;
        const handles = new Path2D();
        for (const ring of view.polygons) for (let i = 0; i + 1 < ring.length; i += 2) handles.rect(ring[i]! - h, ring[i + 1]! - h, 2 * h, 2 * h);
        ctx.fill(handles);
        ctx.stroke(handles);
      }
    }
    const vertex = preview?.vertex ?? editor.selectedVertex;
    if (vertex !== null && vertex !== undefined && editor.model.vertices.has(vertex)) {
      const p = editor.model.point(vertex);
      ctx.fillStyle = "#1565c0";
      ctx.fillRect(p.x - 4.5 * px, p.y - 4.5 * px, 9 * px, 9 * px);
    }
    if (preview?.path && preview.path.points.length > 0) {
      const pts = preview.path.points;
      ctx.strokeStyle = "#d81b60";
      ctx.lineWidth = 2 * px;
      ctx.beginPath();
      ctx.moveTo(pts[0]!.x, pts[0]!.y);
      for (const p of pts.slice(1)) ctx.lineTo(p.x, p.y);
      if (preview.path.closed) ctx.closePath();
      ctx.stroke();
      ctx.fillStyle = "#d81b60";
      for (const p of pts) ctx.fillRect(p.x - 3 * px, p.y - 3 * px, 6 * px, 6 * px);
    }
    if (preview?.snap && preview.snap.kind !== "free") {
      const p = preview.snap.point;
      ctx.strokeStyle = preview.snap.kind === "vertex" ? "#00897b" : "#7b1fa2";
      ctx.lineWidth = 2 * px;
      ctx.beginPath();
      ctx.arc(p.x, p.y, 7 * px, 0, Math.PI * 2);
      ctx.stroke();
    }
    for (const lint of this.lints) marker(ctx, lint.at, 8 * px, lint.severity === "error" ? "#c62828" : "#ef6c00", "!", px);
  };
}

function outline(ctx: CanvasRenderingContext2D, editor: AreaEditor, id: string, colour: string, width: number) {
  const view = editor.spaceView(id);
  if (!view) return;
  ctx.strokeStyle = colour;
  ctx.lineWidth = width;
  ctx.beginPath();
  for (const ring of view.polygons) {
    ctx.moveTo(ring[0]!, ring[1]!);
    for (let i = 2; i + 1 < ring.length; i += 2) ctx.lineTo(ring[i]!, ring[i + 1]!);
    ctx.closePath();
  }
  ctx.stroke();
}

function marker(ctx: CanvasRenderingContext2D, at: Pt, r: number, colour: string, text: string, px: number) {
  ctx.fillStyle = colour;
  ctx.beginPath();
  ctx.arc(at.x, at.y, r, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = "#ffffff";
  ctx.font = `bold ${11 * px}px system-ui, sans-serif`;
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  ctx.fillText(text, at.x, at.y + 0.5 * px);
}
