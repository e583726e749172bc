"use client";

import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { HexMap } from "@/lib/model/map-hex";
import { isHexClip } from "@/lib/painter/clipboard";
import { MapEditor } from "@/lib/painter/editor";
import { indexCentre } from "@/lib/painter/geometry";
import { STATE_TEXT } from "../../_lib/save-retry";
import { VIEW_ONLY_NOTE } from "@/lib/auth/roles";
import { SaveBanner } from "../save-banner";
import { ViewOnlyNote } from "../view-only";
import { useToast } from "../toaster";
import { NationsOffer } from "./nations-offer";
import { commandFor, type PainterUi } from "./commands";
import { ALL_LAYERS, type Layers } from "./draw-vectors";
import { downloadPng, exportSvg } from "./export";
import { useCommandKeys, useConflictActions, viewOnlyKeys } from "./editor-shell";
import { HelpOverlay } from "./help-overlay";
import { Inspector } from "./inspector";
import { MapSettings } from "./map-settings";
import { Minimap, useCovered } from "./minimap";
import { Palette } from "./palette";
import { ProblemsPanel } from "./problems-panel";
import { MapRenderer } from "./renderer";
import { ResizeDialog } from "./resize-dialog";
import { Toolbar } from "./toolbar";
import { useEditorState } from "./use-editor-state";
import { useMapLints } from "./use-map-lints";
import { useMapSave } from "./use-map-save";

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

const CLIP_KEY = "warbench-hex-clipboard";

declare global {
  interface Window {
    /** The open painter, for the benchmark and end-to-end tests to drive and measure. */
    __warbenchPainter?: { editor: MapEditor; renderer: MapRenderer; pointOf: (label: string, toward?: string, t?: number) => { x: number; y: number } | null };
  }
}

const MINIMAP_KEY = "warbench-painter-minimap";

/** Whether the minimap is shown, remembered across maps (folded stays folded). */
function useMinimapOpen(): [boolean, (update: (open: boolean) => boolean) => void] {
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

/** The hex map painter; `readOnly` (a viewer, team mode) keeps the select and pan tools and exports, and never saves. */
export function MapPainter(props: { projectId: string; documentId: string; documentName: string; revisionId: string | null; initial: Record<string, unknown>; readOnly?: boolean }) {
  const toast = useToast();
  const readOnly = props.readOnly ?? false;
  const editor = useMemo(() => {
    const e = new MapEditor(props.initial as unknown as HexMap);
    if (readOnly) e.makeReadOnly();
    return e;
  }, [props.initial, readOnly]);
  useEditorState(editor);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const wrapRef = useRef<HTMLDivElement>(null);
  const rendererRef = useRef<MapRenderer | null>(null);
  const [layers, setLayers] = useState<Layers>(ALL_LAYERS);
  const [help, setHelp] = useState(false);
  const [minimapOpen, setMinimapOpen] = useMinimapOpen();
  const coordsRef = useRef<HTMLDivElement>(null);
  useCovered(editor, "status", coordsRef);
  const [resizing, setResizing] = useState(false);
  const [settings, setSettings] = useState(false);
  const [cursor, setCursor] = useState<string | null>(null);
  const space = useRef(false);
  const { state, problem, canRetry, save, resolved } = useMapSave(editor, props.documentId, props.revisionId, readOnly);

  // Canvas, renderer and viewport size.
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
  }, [editor]);

  useEffect(() => rendererRef.current?.setLayers(layers), [layers]);

  // Lints: as the map opens and after every committed edit.
  // Null until the first check answers: the panel must not call an unchecked map clean.
  const checked = useMapLints(editor, rendererRef);

  const ui: PainterUi = useMemo(
    () => ({
      save: readOnly ? () => toast.show(VIEW_ONLY_NOTE) : () => void save(),
      toggleHelp: () => setHelp((h) => !h),
      toggleMinimap: () => setMinimapOpen((o) => !o),
      toggleLayer: (layer) => setLayers((l) => ({ ...l, [layer]: !l[layer] })),
      copy: () => {
        const clip = editor.copySelection();
        if (!clip) return toast.show("Select hexes first (S), then copy.");
        const text = JSON.stringify(clip);
        localStorage.setItem(CLIP_KEY, text);
        void navigator.clipboard?.writeText(text).catch(() => undefined);
        toast.show(`Copied ${clip.cells.length} hex${clip.cells.length === 1 ? "" : "es"}.`);
      },
      paste: () => {
        if (readOnly) return toast.show(VIEW_ONLY_NOTE);
        const anchor = editor.hover ?? editor.selectedHex ?? [...editor.selection][0] ?? null;
        if (anchor === null) return toast.show("Point at the hex to paste onto, then press Ctrl+V.");
        let clip: unknown = null;
        try {
          clip = JSON.parse(localStorage.getItem(CLIP_KEY) ?? "null");
        } catch {
          clip = null;
        }
        if (!isHexClip(clip)) return toast.show("Nothing to paste: copy some hexes first.");
        try {
          const n = editor.paste(clip, anchor);
          toast.show(`Pasted ${n} hex${n === 1 ? "" : "es"}.`);
        } catch (error) {
          toast.show(error instanceof Error ? error.message : String(error), { tone: "error" });
        }
      },
      exportPng: () => void downloadPng(editor, props.documentName).catch((e: unknown) => toast.show(String(e), { tone: "error" })),
      exportSvg: () => exportSvg(editor, props.documentName),
    }),
    [editor, save, toast, props.documentName, setMinimapOpen, readOnly],
  );

  const keys = useMemo(() => viewOnlyKeys(commandFor, readOnly), [readOnly]);
  useCommandKeys(keys, editor, ui, space);

  const local = (e: React.PointerEvent) => {
    const rect = e.currentTarget.getBoundingClientRect();
    return { x: e.clientX - rect.left, y: e.clientY - rect.top };
  };

  const { reload, saveCopy } = useConflictActions(editor, props, resolved);

  const tool = editor.tool;

  return (
    <div className="painter">
      <SaveBanner problem={problem} state={state} canRetry={canRetry} onRetry={() => void save()} onReload={reload} onSaveCopy={saveCopy} />
      <NationsOffer editor={editor} projectId={props.projectId} readOnly={readOnly} />
      <div className="painter-top">
        <Toolbar editor={editor} layers={layers} onLayers={setLayers} onHelp={() => setHelp(true)} onExportPng={ui.exportPng} onExportSvg={ui.exportSvg} onResize={() => setResizing(true)} onSettings={() => setSettings(true)} readOnly={readOnly} />
        {readOnly ? (
          <ViewOnlyNote />
        ) : (
          <>
            <span className="save-state" data-state={state} data-testid="save-state">
              {STATE_TEXT[state]}
            </span>
            <button type="button" className="btn small primary" onClick={() => void save()} disabled={state === "saving"} title="Save (Ctrl+S); it also saves by itself a few seconds after you stop">
              Save
            </button>
          </>
        )}
      </div>
      <div className="painter-body">
        <aside className="painter-side" aria-label="Palette">
          {/* What to paint with: nothing to choose for a viewer. */}
          <fieldset className="plain" disabled={readOnly}>
            <Palette editor={editor} />
          </fieldset>
        </aside>
        <div className="painter-canvas" ref={wrapRef}>
          <canvas
            ref={canvasRef}
            data-testid="map-canvas"
            tabIndex={0}
            aria-label={`Map ${props.documentName}: ${tool} tool`}
            className={`tool-${tool}`}
            onPointerDown={(e) => {
              e.currentTarget.setPointerCapture(e.pointerId);
              e.currentTarget.focus();
              const p = local(e);
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
          <Minimap editor={editor} open={minimapOpen} onToggle={() => setMinimapOpen((o) => !o)} />
        </div>
        <aside className="painter-side right" aria-label="Inspector and problems">
          <fieldset className="plain" disabled={readOnly}>
            <Inspector editor={editor} readOnly={readOnly} />
          </fieldset>
          <ProblemsPanel editor={editor} checked={checked} />
        </aside>
      </div>
      {help && <HelpOverlay onClose={() => setHelp(false)} />}
      <MapSettings editor={editor} open={settings} onClose={() => setSettings(false)} />
      <ResizeDialog editor={editor} projectId={props.projectId} documentId={props.documentId} open={resizing} onClose={() => setResizing(false)} />
    </div>
  );
}
