"use client";

import { AREA_VIEW_TOOLS, type AreaEditor } from "@/lib/area-painter/editor";
import type { AreaToolId } from "@/lib/area-painter/tools/types";
import { areaKeysOf } from "./commands";

const TOOLS: { id: AreaToolId; label: string; icon: string; command?: string }[] = [
  { id: "select", label: "Select", icon: "↖" },
  { id: "draw", label: "Draw", icon: "✎", command: "tool.draw-territory" },
  { id: "add-polygon", label: "Add outline", icon: "⊕" },
  { id: "insert-vertex", label: "Insert vertex", icon: "+•" },
  { id: "delete-vertex", label: "Delete vertex", icon: "−•" },
  { id: "split", label: "Split", icon: "✂" },
  { id: "merge", label: "Merge", icon: "⋈" },
  { id: "label", label: "Label", icon: "Aa" },
  { id: "connect", label: "Connect", icon: "↔" },
  { id: "canal", label: "Canal", icon: "⚓" },
  { id: "pan", label: "Pan", icon: "⇆" },
];

/** The headless editor's tools with their keys, what new outlines become, undo/redo and export; for a viewer (`readOnly`) only the tools that look, and export. */
export function AreaToolbar(props: { editor: AreaEditor; onHelp: () => void; onExportPng: () => void; onExportSvg: () => void; readOnly?: boolean }) {
  const { editor, readOnly = false } = props;
  const tools = readOnly ? TOOLS.filter((t) => AREA_VIEW_TOOLS.has(t.id)) : TOOLS;
  return (
    <div className="painter-toolbar" role="toolbar" aria-label="Area tools">
      <div className="tool-group" role="radiogroup" aria-label="Tool">
        {tools.map((t) => {
          const key = areaKeysOf(t.command ?? `tool.${t.id}`);
          return (
            <button
              key={t.id}
              type="button"
              role="radio"
              aria-checked={editor.tool === t.id}
              aria-label={t.label}
              className={`tool${editor.tool === t.id ? " on" : ""}`}
              title={`${t.label} (${key})`}
              onClick={() => editor.setTool(t.id)}
            >
              <span aria-hidden="true">{t.icon}</span> <kbd>{key}</kbd>
            </button>
          );
        })}
      </div>
      {!readOnly && (
        <>
          <div className="tool-group" role="radiogroup" aria-label="Draw as">
            <button type="button" role="radio" aria-checked={editor.drawKind === "territory"} className={`btn small${editor.drawKind === "territory" ? " primary" : ""}`} title={`New outlines are territories (${areaKeysOf("tool.draw-territory")} draws one)`} onClick={() => editor.setDrawKind("territory")}>
              Territory
            </button>
            <button type="button" role="radio" aria-checked={editor.drawKind === "seaZone"} className={`btn small${editor.drawKind === "seaZone" ? " primary" : ""}`} title={`New outlines are sea zones (${areaKeysOf("tool.draw-sea")} draws one)`} onClick={() => editor.setDrawKind("seaZone")}>
              Sea zone
            </button>
          </div>
          <div className="tool-group">
            <button type="button" className="btn small" disabled={!editor.history.canUndo} title={`Undo ${editor.history.peekUndo() ?? ""} (Ctrl+Z)`} onClick={() => editor.undo()}>
              Undo
            </button>
            <button type="button" className="btn small" disabled={!editor.history.canRedo} title={`Redo ${editor.history.peekRedo() ?? ""} (Shift+Ctrl+Z)`} onClick={() => editor.redo()}>
              Redo
            </button>
          </div>
        </>
      )}
      <div className="tool-group">
        <button type="button" className="btn small" onClick={props.onExportPng} title={`Export PNG (${areaKeysOf("file.png")})`}>
          PNG
        </button>
        <button type="button" className="btn small" onClick={props.onExportSvg} title={`Export SVG (${areaKeysOf("file.svg")})`}>
          SVG
        </button>
        <button type="button" className="btn small" onClick={props.onHelp} title="Keyboard shortcuts (?)">
          ?
        </button>
      </div>
    </div>
  );
}
