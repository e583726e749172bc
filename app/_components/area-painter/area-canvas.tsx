"use client";

import { type RefObject, useRef } from "react";
import type { AreaEditor } from "@/lib/area-painter/editor";
import type { AreaView } from "../board-canvas/area-view";

/**
 * The area editor's canvas and the line under it (the point and space under
 * the pointer, the tool's hint or why it did nothing). Pointer input becomes
 * map coordinates for the editor; a middle-button, space-bar or pan-tool drag
 * moves the view instead.
 */
export function AreaCanvas(props: {
  editor: AreaEditor;
  view: AreaView;
  documentName: string;
  /** The editor sets the renderer up on these (use-area-canvas.ts). */
  canvasRef: RefObject<HTMLCanvasElement | null>;
  wrapRef: RefObject<HTMLDivElement | null>;
  /** The space bar is held: a drag pans. */
  space: RefObject<boolean>;
}) {
  const { editor, view, documentName, canvasRef, wrapRef, space } = props;
  const panning = useRef<{ x: number; y: number } | null>(null);
  // Written straight to the DOM: a React render per pointer move would cost the drag its frame budget.
  const cursorRef = useRef<HTMLSpanElement>(null);
  const setCursor = (text: string | null) => {
    if (cursorRef.current) cursorRef.current.textContent = text ?? "—";
  };

  const local = (e: React.PointerEvent) => {
    const rect = e.currentTarget.getBoundingClientRect();
    return { x: e.clientX - rect.left, y: e.clientY - rect.top };
  };
  const hint = editor.lastError ?? editor.lastNote ?? editor.preview()?.hint ?? null;

  return (
    <div className="painter-canvas" ref={wrapRef}>
      <canvas
        ref={canvasRef}
        data-testid="area-canvas"
        tabIndex={0}
        aria-label={`Area map ${documentName}: ${editor.tool} tool`}
        className={`tool-${editor.tool}`}
        onPointerDown={(e) => {
          e.currentTarget.setPointerCapture(e.pointerId);
          e.currentTarget.focus();
          const p = local(e);
          if (e.button === 1 || space.current || editor.tool === "pan") {
            panning.current = p;
            return;
          }
          if (e.button !== 0) return;
          const m = view.toMap(p.x, p.y);
          editor.pointerDown(m.x, m.y, { shift: e.shiftKey, alt: e.altKey });
        }}
        onPointerMove={(e) => {
          const p = local(e);
          if (panning.current) {
            view.pan(p.x - panning.current.x, p.y - panning.current.y);
            panning.current = p;
            return;
          }
          const m = view.toMap(p.x, p.y);
          editor.pointerMove(m.x, m.y, { shift: e.shiftKey, alt: e.altKey });
          const id = editor.spaceAt(m);
          setCursor(`${Math.round(m.x)}, ${Math.round(m.y)}${id ? ` · ${editor.spaceView(id)?.props.name ?? id}` : ""}`);
        }}
        onPointerUp={(e) => {
          if (panning.current) {
            panning.current = null;
            return;
          }
          const p = local(e);
          const m = view.toMap(p.x, p.y);
          editor.pointerUp(m.x, m.y, { shift: e.shiftKey, alt: e.altKey });
        }}
        onPointerLeave={() => setCursor(null)}
        onContextMenu={(e) => e.preventDefault()}
      />
      <div className="coords" data-testid="coords" aria-live="off">
        <span ref={cursorRef}>—</span>
        {hint && <span className={editor.lastError ? "error-text" : "muted"} data-testid="area-hint"> · {hint}</span>}
      </div>
    </div>
  );
}
