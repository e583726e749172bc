"use client";

import { useEffect, useMemo, useRef, useState } from "react";
import type { HexMap } from "@/lib/model/map-hex";
import { MapEditor } from "@/lib/painter/editor";
import { HelpOverlay } from "../editor-shell/help-overlay";
import { useEditorKeys } from "../editor-shell/keyboard";
import { SaveBanner } from "../editor-shell/save-banner";
import { MapSaveControls } from "../editor-shell/save-status";
import { useEditorEvents } from "../editor-shell/use-editor-events";
import { useMapShell } from "../editor-shell/use-map-shell";
import { useToast } from "../toaster";
import { NationsOffer } from "./nations-offer";
import { COMMANDS, commandFor, keysOf, type PainterUi } from "./commands";
import { ALL_LAYERS, type Layers } from "../board-canvas/hex-vectors";
import { downloadPng, exportSvg } from "./export";
import { copyHexes, pasteHexes } from "./hex-clipboard";
import { Inspector } from "./inspector";
import { MapCanvas } from "./map-canvas";
import { MapSettings } from "./map-settings";
import { useMinimapOpen } from "./minimap";
import { Palette } from "./palette";
import { ProblemsPanel } from "./problems-panel";
import type { MapRenderer } from "../board-canvas/hex-renderer";
import { ResizeDialog } from "./resize-dialog";
import { Toolbar } from "./toolbar";
import { useMapCanvas } from "./use-map-canvas";
import { useMapLints } from "./use-map-lints";
import { BackgroundPanel } from "./background-panel";
import { PictureOverlay } from "./picture-overlay";
import { usePicture } from "./use-picture";
import { toMap } from "@/lib/painter/view";
import { indexAtPoint } from "@/lib/painter/geometry";

const HEX_MOUSE: [string, string][] = [
  ["Space+drag", "Pan (or the middle button, or arrows)"],
  ["Wheel", "Zoom to the cursor"],
  ["Alt+drag", "Erase with the hexside and road tools"],
];

/** The hex map painter; `readOnly` (a viewer, team mode) keeps the select and pan tools and exports, and never saves. */
export function MapPainter(props: { projectId: string; documentId: string; documentName: string; revisionId: string | null; initial: Record<string, unknown>; readOnly?: boolean }) {
  const toast = useToast();
  const readOnly = props.readOnly ?? false;
  const editor = useMemo(() => {
    const e = new MapEditor(props.initial as unknown as HexMap);
    if (readOnly) e.makeReadOnly();
    return e;
  }, [props.initial, readOnly]);
  useEditorEvents(editor);
  const [layers, setLayers] = useState<Layers>(ALL_LAYERS);
  const [minimapOpen, setMinimapOpen] = useMinimapOpen();
  const [resizing, setResizing] = useState(false);
  const [settings, setSettings] = useState(false);
  const shell = useMapShell(editor, props, readOnly);
  const { saveCommand, toggleHelp } = shell;
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const wrapRef = useRef<HTMLDivElement>(null);
  const rendererRef = useRef<MapRenderer | null>(null);
  useMapCanvas(editor, canvasRef, wrapRef, rendererRef);
  useEffect(() => rendererRef.current?.setLayers(layers), [layers]);
  const picture = usePicture(editor, props.projectId, rendererRef);
  const [pictureOpen, setPictureOpen] = useState(false);

  // Lints: as the map opens and after every committed edit.
  // Null until the first check answers: the panel must not call an unchecked map clean.
  const checked = useMapLints(editor, rendererRef);

  const ui: PainterUi = useMemo(
    () => ({
      save: saveCommand,
      toggleHelp,
      toggleMinimap: () => setMinimapOpen((o) => !o),
      toggleLayer: (layer) => setLayers((l) => ({ ...l, [layer]: !l[layer] })),
      copy: () => copyHexes(editor, toast.show),
      paste: () => pasteHexes(editor, readOnly, toast.show),
      exportPng: () => void downloadPng(editor, props.documentName).catch((e: unknown) => toast.show(String(e), { tone: "error" })),
      exportSvg: () => exportSvg(editor, props.documentName),
      togglePicture: () =>
        setPictureOpen((open) => {
          if (open) picture.tools.cancel();
          return !open;
        }),
      traceFromPicture: () => {
        setPictureOpen(true);
        picture.tools.startTrace();
      },
      cancelPicture: () => picture.tools.cancel(),
    }),
    [editor, saveCommand, toggleHelp, toast, props.documentName, setMinimapOpen, readOnly, picture.tools],
  );
  const space = useEditorKeys(commandFor, readOnly, editor, ui);

  return (
    <div className="painter">
      <SaveBanner problem={shell.problem} state={shell.state} canRetry={shell.canRetry} onRetry={() => void shell.save()} onReload={shell.reload} onSaveCopy={shell.saveCopy} />
      <NationsOffer editor={editor} projectId={props.projectId} readOnly={readOnly} />
      <div className="painter-top">
        <Toolbar editor={editor} layers={layers} onLayers={setLayers} onHelp={() => shell.setHelp(true)} onExportPng={ui.exportPng} onExportSvg={ui.exportSvg} onResize={() => setResizing(true)} onSettings={() => setSettings(true)} pictureOpen={pictureOpen} onPicture={ui.togglePicture} readOnly={readOnly} />
        <MapSaveControls readOnly={readOnly} state={shell.state} onSave={() => void shell.save()} saveKeys={keysOf("file.save")} />
      </div>
      <div className="painter-body">
        <aside className="painter-side" aria-label="Palette">
          {/* What to paint with: nothing to choose for a viewer. */}
          <fieldset className="plain" disabled={readOnly}>
            <Palette editor={editor} />
          </fieldset>
        </aside>
        <MapCanvas
          editor={editor}
          documentName={props.documentName}
          canvasRef={canvasRef}
          wrapRef={wrapRef}
          space={space}
          minimapOpen={minimapOpen}
          onMinimap={() => setMinimapOpen((o) => !o)}
          onClickFirst={(x, y) => {
            const point = toMap(editor.view, x, y);
            return picture.tools.click(point, indexAtPoint(editor.map.spec, point));
          }}
        >
          <PictureOverlay editor={editor} tools={picture.tools} outline={pictureOpen} />
        </MapCanvas>
        <aside className="painter-side right" aria-label="Inspector and problems">
          {pictureOpen && !readOnly && <BackgroundPanel editor={editor} projectId={props.projectId} tools={picture.tools} underlay={picture.underlay} onClose={ui.togglePicture} />}
          <fieldset className="plain" disabled={readOnly}>
            <Inspector editor={editor} readOnly={readOnly} />
          </fieldset>
          <ProblemsPanel editor={editor} checked={checked} />
        </aside>
      </div>
      {shell.help && <HelpOverlay onClose={() => shell.setHelp(false)} commands={COMMANDS} mouse={HEX_MOUSE} />}
      <MapSettings editor={editor} open={settings} onClose={() => setSettings(false)} />
      <ResizeDialog editor={editor} projectId={props.projectId} documentId={props.documentId} open={resizing} onClose={() => setResizing(false)} />
    </div>
  );
}
