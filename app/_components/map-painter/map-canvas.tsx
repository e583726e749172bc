"use client";

import { type ReactNode, type RefObject, useRef, useState } from "react";
import type { MapEditor } from "@/lib/painter/editor";
import { Minimap, useCovered } from "./minimap";

/** The painter's canvas with the hex under the pointer and the minimap over it; pointer input goes straight to the editor. */
export function MapCanvas(props: {
  editor: MapEditor;
  documentName: string;
  /** The painter sets the renderer up on these (use-map-canvas.ts). */
  canvasRef: RefObject<HTMLCanvasElement | null>;
  wrapRef: RefObject<HTMLDivElement | null>;
  /** The space bar is held: a drag pans. */
  space: RefObject<boolean>;
  minimapOpen: boolean;
  onMinimap: () => void;
  /** Takes a plain click before the editor's tool does (the picture's alignment and trace); true when taken. */
  onClickFirst?: (x: number, y: number) => boolean;
  /** Drawn over the canvas (the picture tools' overlay and panel). */
  children?: ReactNode;
}) {
  const { editor, documentName, canvasRef, wrapRef, space, minimapOpen, onMinimap } = props;
  const coordsRef = useRef<HTMLDivElement>(null);
  const [cursor, setCursor] = useState<string | null>(null);
  useCovered(editor, "status", coordsRef);

  const local = (e: React.PointerEvent) => {
    const rect = e.currentTarget.getBoundingClientRect();
    return { x: e.clientX - rect.left, y: e.clientY - rect.top };
  };
  const tool = editor.tool;

  return (
    <div className="painter-canvas" ref={wrapRef}>
      <canvas
        ref={canvasRef}
        data-testid="map-canvas"
        tabIndex={0}
        aria-label={`Map ${documentName}: ${tool} tool`}
        className={`tool-${tool}`}
        onPointerDown={(e) => {
          e.currentTarget.setPointerCapture(e.pointerId);
          e.currentTarget.focus();
          const p = local(e);
          if (e.button === 0 && !space.current && editor.tool !== "pan" && props.onClickFirst?.(p.x, p.y)) return;
          editor.pointerDown(p.x, p.y, { button: e.button, shift: e.shiftKey, alt: e.altKey, space: space.current });
        }}
        onPointerMove={(e) => {
          const p = local(e);
          editor.pointerMove(p.x, p.y, { shift: e.shiftKey, alt: e.altKey });
          setCursor(editor.hover === null ? null : editor.labelOf(editor.hover));
        }}
        onPointerUp={(e) => {
          const p = local(e);
          editor.pointerUp(p.x, p.y, { shift: e.shiftKey, alt: e.altKey });
        }}
        onPointerLeave={() => {
          editor.pointerLeave();
          setCursor(null);
        }}
        onContextMenu={(e) => e.preventDefault()}
      />
      {props.children}
      <div className="coords" data-testid="coords" aria-live="off" ref={coordsRef}>
        {cursor ? (
          <>
            <span className="mono">{cursor}</span> {editor.map.terrainTypeAt(editor.hover ?? 0)?.name}
          </>
        ) : (
          "—"
        )}
        <span className="muted"> · {Math.round(editor.view.scale * 10) / 10} px/hex</span>
      </div>
      <Minimap editor={editor} open={minimapOpen} onToggle={onMinimap} />
    </div>
  );
}
