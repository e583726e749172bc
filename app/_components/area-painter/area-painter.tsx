"use client";

import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from "react";
import { AreaEditor } from "@/lib/area-painter/editor";
import type { AreaMap } from "@/lib/model/map-area";
import { STATE_TEXT } from "../../_lib/save-retry";
import { VIEW_ONLY_NOTE } from "@/lib/auth/roles";
import { useCommandKeys, useConflictActions, viewOnlyKeys } from "../map-painter/editor-shell";
import { HelpOverlay } from "../map-painter/help-overlay";
import { type SavableEditor, useMapSave } from "../map-painter/use-map-save";
import { SaveBanner } from "../save-banner";
import { ViewOnlyNote } from "../view-only";
import { useToast } from "../toaster";
import { AREA_VIEW_COMMANDS, type AreaUi, areaCommandFor, areaKeysOf } from "./commands";
import { downloadAreaSvg, exportAreaPng } from "./export";
import { AreaInspector, AreaMapPanel } from "./inspector";
import { type LocatedFinding, useAreaLints, whenIdle } from "./lints";
import { assetUrl } from "./new-area-map";
import { AreaOverlay } from "./overlay";
import { AreaRenderer } from "./renderer";
import { useSpaceDeletion } from "./delete-space";
import { AreaToolbar } from "./toolbar";
import { AreaView } from "./view";

declare global {
  interface Window {
    /** The open area editor, for the benchmark and end-to-end tests to drive and measure. */
    __warbenchArea?: { editor: AreaEditor; renderer: AreaRenderer; view: AreaView; screenOf: (x: number, y: number) => { x: number; y: number } };
  }
}

/** Re-renders on the editor's UI events, several per pointer move folded into one. */
function useAreaState(editor: AreaEditor) {
  const [, bump] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    let queued = false;
    return editor.subscribe((event) => {
      if (!event.ui || queued) return;
      queued = true;
      queueMicrotask(() => {
        queued = false;
        bump();
      });
    });
  }, [editor]);
}

/** The area map editor; `readOnly` (a viewer, team mode) keeps the select and pan tools and exports, and never saves. */
export function AreaPainter(props: { projectId: string; documentId: string; documentName: string; revisionId: string | null; initial: Record<string, unknown>; readOnly?: boolean }) {
  const toast = useToast();
  const readOnly = props.readOnly ?? false;
  const editor = useMemo(() => {
    const e = new AreaEditor(props.initial as unknown as AreaMap);
    if (readOnly) e.makeReadOnly();
    return e;
  }, [props.initial, readOnly]);
  const view = useMemo(() => new AreaView(editor.model.meta.size, editor.model.meta.wrap.horizontal), [editor]);
  const overlay = useMemo(() => new AreaOverlay(editor), [editor]);
  useAreaState(editor);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const wrapRef = useRef<HTMLDivElement>(null);
  const rendererRef = useRef<AreaRenderer | null>(null);
  const [help, setHelp] = useState(false);
  // Written straight to the DOM: a React render per pointer move would cost the drag its frame budget.
  const cursorRef = useRef<HTMLSpanElement>(null);
  const setCursor = (text: string | null) => {
    if (cursorRef.current) cursorRef.current.textContent = text ?? "—";
  };
  const space = useRef(false);
  const panning = useRef<{ x: number; y: number } | null>(null);
  const pictureUrl = useCallback((asset: string) => assetUrl(props.projectId, asset), [props.projectId]);

  // The save hooks speak of gestures; a drawing in progress is one until it closes.
  const savable: SavableEditor = useMemo(
    () => ({
      get gestureInProgress() {
        return editor.history.inProgress;
      },
      history: editor.history,
      get dirty() {
        return editor.dirty;
      },
      document: () => editor.document(),
      markSaved: (v?: number) => editor.markSaved(v),
      subscribe: (l) => editor.subscribe(l),
    }),
    [editor],
  );
  const { state, problem, canRetry, save, resolved } = useMapSave(savable, props.documentId, props.revisionId, readOnly);
  const redraw = useCallback(() => rendererRef.current?.requestFrame(), []);
  const findings = useAreaLints(editor, overlay, redraw);

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
  }, [editor, view, overlay, pictureUrl]);

  const { request: requestDelete, dialog: deleteDialog } = useSpaceDeletion(editor, props.projectId, props.documentId);
  const ui: AreaUi = useMemo(
    () => ({
      view,
      deleteSpace: (id: string) => void requestDelete(id),
      save: readOnly ? () => toast.show(VIEW_ONLY_NOTE) : () => void save(),
      toggleHelp: () => setHelp((h) => !h),
      toggleLabels: () => {
        const r = rendererRef.current;
        if (!r) return;
        r.labels = !r.labels;
        r.invalidate();
      },
      exportPng: () => void exportAreaPng(editor, props.documentName, pictureUrl).catch((e: unknown) => toast.show(String(e), { tone: "error" })),
      exportSvg: () => downloadAreaSvg(editor, props.documentName),
    }),
    [editor, view, save, toast, props.documentName, pictureUrl, readOnly, requestDelete],
  );

  const keys = useMemo(() => viewOnlyKeys(areaCommandFor, readOnly), [readOnly]);
  useCommandKeys(keys, editor, ui, space);

  const local = (e: React.PointerEvent) => {
    const rect = e.currentTarget.getBoundingClientRect();
    return { x: e.clientX - rect.left, y: e.clientY - rect.top };
  };

  const { reload, saveCopy } = useConflictActions(savable, props, resolved);

  const goTo = (f: LocatedFinding) => {
    if (!f.at) return;
    view.centreOn(f.at, Math.min(2, view.state.scale * 2));
    if (f.space) editor.select(f.space);
  };

  const errors = findings.filter((f) => f.severity === "error").length;
  const warnings = findings.length - errors;
  const hint = editor.lastError ?? editor.lastNote ?? editor.preview()?.hint ?? null;

  return (
    <div className="painter area-painter">
      <SaveBanner problem={problem} state={state} canRetry={canRetry} onRetry={() => void save()} onReload={reload} onSaveCopy={saveCopy} />
      <div className="painter-top">
        <AreaToolbar editor={editor} onHelp={() => setHelp(true)} onExportPng={ui.exportPng} onExportSvg={ui.exportSvg} readOnly={readOnly} />
        {readOnly ? (
          <ViewOnlyNote />
        ) : (
          <>
            <span className="save-state" data-state={state} data-testid="save-state">
              {STATE_TEXT[state]}
            </span>
            <button type="button" className="btn small primary" onClick={() => void save()} disabled={state === "saving"} title={`Save (${areaKeysOf("file.save")}); it also saves by itself a few seconds after you stop`}>
              Save
            </button>
          </>
        )}
      </div>
      <div className="painter-body">
        <aside className="painter-side" aria-label="Map settings">
          <fieldset className="plain" disabled={readOnly}>
            <AreaMapPanel editor={editor} />
          </fieldset>
        </aside>
        <div className="painter-canvas" ref={wrapRef}>
          <canvas
            ref={canvasRef}
            data-testid="area-canvas"
            tabIndex={0}
            aria-label={`Area map ${props.documentName}: ${editor.tool} tool`}
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
        <aside className="painter-side right" aria-label="Inspector and problems">
          <fieldset className="plain" disabled={readOnly}>
            <AreaInspector editor={editor} onDelete={ui.deleteSpace} />
          </fieldset>
          <div className="painter-panel">
            <h3>
              Problems{" "}
              <span className="muted" data-testid="lint-count">
                {errors} error{errors === 1 ? "" : "s"}, {warnings} warning{warnings === 1 ? "" : "s"}
              </span>
            </h3>
            {findings.length === 0 ? (
              <p className="muted">The map validates clean.</p>
            ) : (
              <ul className="findings">
                {findings.slice(0, 200).map((f, i) => (
                  <li key={i}>
                    <button type="button" className={`finding ${f.severity}`} disabled={!f.at} onClick={() => goTo(f)}>
                      <span className="code">{f.code}</span> {f.message}
                      {f.space && <span className="mono muted"> · {f.space}</span>}
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </aside>
      </div>
      {deleteDialog}
      {help && <HelpOverlay onClose={() => setHelp(false)} commands={AREA_VIEW_COMMANDS} mouse={AREA_MOUSE} />}
    </div>
  );
}

const AREA_MOUSE: [string, string][] = [
  ["Space+drag", "Pan (or the middle button, or arrows)"],
  ["Wheel", "Zoom to the cursor"],
  ["Backspace", "Take back the last point of the outline being drawn"],
];
