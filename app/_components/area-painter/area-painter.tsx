"use client";

import { useCallback, useMemo, useRef } from "react";
import { AreaEditor } from "@/lib/area-painter/editor";
import type { AreaMap } from "@/lib/model/map-area";
import { HelpOverlay } from "../editor-shell/help-overlay";
import { useEditorKeys } from "../editor-shell/keyboard";
import { SaveBanner } from "../editor-shell/save-banner";
import { MapSaveControls } from "../editor-shell/save-status";
import { useEditorEvents } from "../editor-shell/use-editor-events";
import type { SavableEditor } from "../editor-shell/use-map-save";
import { useMapShell } from "../editor-shell/use-map-shell";
import { useToast } from "../toaster";
import { AreaCanvas } from "./area-canvas";
import { AreaProblems } from "./area-problems";
import { AREA_VIEW_COMMANDS, type AreaUi, areaCommandFor, areaKeysOf } from "./commands";
import { useSpaceDeletion } from "./delete-space";
import { downloadAreaSvg, exportAreaPng } from "./export";
import { AreaInspector, AreaMapPanel } from "./inspector";
import { type LocatedFinding, useAreaLints } from "./lints";
import { assetUrl } from "../board-canvas/project-pictures";
import { AreaOverlay } from "./overlay";
import type { AreaRenderer } from "./renderer";
import { AreaToolbar } from "./toolbar";
import { useAreaCanvas } from "./use-area-canvas";
import { AreaView } from "../board-canvas/area-view";

const AREA_MOUSE: [string, string][] = [
  ["Space+drag", "Pan (or the middle button, or arrows)"],
  ["Wheel", "Zoom to the cursor"],
  ["Backspace", "Take back the last point of the outline being drawn"],
];

/** The save hooks speak of gestures; a drawing in progress is one until it closes. */
function savableOf(editor: AreaEditor): SavableEditor {
  return {
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
  };
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
  useEditorEvents(editor);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const wrapRef = useRef<HTMLDivElement>(null);
  const rendererRef = useRef<AreaRenderer | null>(null);
  const pictureUrl = useCallback((asset: string) => assetUrl(props.projectId, asset), [props.projectId]);

  const savable = useMemo(() => savableOf(editor), [editor]);
  const shell = useMapShell(savable, props, readOnly);
  const { saveCommand, toggleHelp } = shell;
  const redraw = useCallback(() => rendererRef.current?.requestFrame(), []);
  const findings = useAreaLints(editor, overlay, redraw);
  useAreaCanvas(editor, view, overlay, pictureUrl, { canvas: canvasRef, wrap: wrapRef, renderer: rendererRef });

  const { request: requestDelete, dialog: deleteDialog } = useSpaceDeletion(editor, props.projectId, props.documentId);
  const ui: AreaUi = useMemo(
    () => ({
      view,
      deleteSpace: (id: string) => void requestDelete(id),
      save: saveCommand,
      toggleHelp,
      toggleLabels: () => {
        const r = rendererRef.current;
        if (!r) return;
        r.labels = !r.labels;
        r.invalidate();
      },
      exportPng: () => void exportAreaPng(editor, props.documentName, pictureUrl).catch((e: unknown) => toast.show(String(e), { tone: "error" })),
      exportSvg: () => downloadAreaSvg(editor, props.documentName),
    }),
    [editor, view, saveCommand, toggleHelp, toast, props.documentName, pictureUrl, requestDelete],
  );
  const space = useEditorKeys(areaCommandFor, readOnly, editor, ui);

  const goTo = (f: LocatedFinding) => {
    if (!f.at) return;
    view.centreOn(f.at, Math.min(2, view.state.scale * 2));
    if (f.space) editor.select(f.space);
  };

  return (
    <div className="painter area-painter">
      <SaveBanner problem={shell.problem} state={shell.state} canRetry={shell.canRetry} onRetry={() => void shell.save()} onReload={shell.reload} onSaveCopy={shell.saveCopy} />
      <div className="painter-top">
        <AreaToolbar editor={editor} onHelp={() => shell.setHelp(true)} onExportPng={ui.exportPng} onExportSvg={ui.exportSvg} readOnly={readOnly} />
        <MapSaveControls readOnly={readOnly} state={shell.state} onSave={() => void shell.save()} saveKeys={areaKeysOf("file.save")} />
      </div>
      <div className="painter-body">
        <aside className="painter-side" aria-label="Map settings">
          <fieldset className="plain" disabled={readOnly}>
            <AreaMapPanel editor={editor} />
          </fieldset>
        </aside>
        <AreaCanvas editor={editor} view={view} documentName={props.documentName} canvasRef={canvasRef} wrapRef={wrapRef} space={space} />
        <aside className="painter-side right" aria-label="Inspector and problems">
          <fieldset className="plain" disabled={readOnly}>
            <AreaInspector editor={editor} onDelete={ui.deleteSpace} />
          </fieldset>
          <AreaProblems findings={findings} onGoTo={goTo} />
        </aside>
      </div>
      {deleteDialog}
      {shell.help && <HelpOverlay onClose={() => shell.setHelp(false)} commands={AREA_VIEW_COMMANDS} mouse={AREA_MOUSE} />}
    </div>
  );
}
