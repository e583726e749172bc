"use client";

import { type MapEditor, VIEW_TOOLS } from "@/lib/painter/editor";
import type { ToolId } from "@/lib/painter/tools/types";
import { keysOf } from "./commands";
import { TiledMenuItems } from "./tiled-menu";
import type { Layers } from "../board-canvas/hex-vectors";

const TOOLS: { id: ToolId; label: string; glyph: string }[] = [
  { id: "brush", label: "Brush", glyph: "✎" },
  { id: "line", label: "Line", glyph: "╱" },
  { id: "rect", label: "Rectangle", glyph: "▭" },
  { id: "fill", label: "Flood fill", glyph: "◧" },
  { id: "eyedropper", label: "Eyedropper", glyph: "◉" },
  { id: "hexside", label: "Hexsides", glyph: "≈" },
  { id: "road", label: "Roads", glyph: "═" },
  { id: "feature", label: "Features", glyph: "★" },
  { id: "select", label: "Select", glyph: "⬚" },
  { id: "pan", label: "Pan", glyph: "✥" },
];

const LAYER_NAMES: [keyof Layers, string][] = [
  ["terrain", "Terrain"],
  ["grid", "Grid"],
  ["hexsides", "Hexsides"],
  ["roads", "Roads"],
  ["features", "Features"],
  ["borders", "Borders"],
  ["seaZones", "Sea zones"],
  ["labels", "Labels"],
];

export function Toolbar(props: {
  editor: MapEditor;
  layers: Layers;
  onLayers: (layers: Layers) => void;
  onHelp: () => void;
  onExportPng: () => void;
  onExportSvg: () => void;
  onResize: () => void;
  onSettings: () => void;
  /** The board picture panel: open or shut (absent for a viewer, who only sees the picture). */
  pictureOpen?: boolean;
  onPicture?: () => void;
  /** A viewer's toolbar: only the tools that look, no undo, no settings or resize. */
  readOnly?: boolean;
}) {
  const { editor, readOnly = false } = props;
  const tools = readOnly ? TOOLS.filter((t) => VIEW_TOOLS.has(t.id)) : TOOLS;
  return (
    <div className="painter-toolbar" role="toolbar" aria-label="Map tools">
      <div className="tool-group" role="radiogroup" aria-label="Tool">
        {tools.map((t) => {
          const keys = keysOf(`tool.${t.id}`);
          return (
            <button
              key={t.id}
              type="button"
              role="radio"
              aria-checked={editor.tool === t.id}
              aria-label={t.label}
              title={`${t.label} (${keys})`}
              className={`tool ${editor.tool === t.id ? "on" : ""}`}
              onClick={() => editor.setTool(t.id)}
            >
              <span aria-hidden="true">{t.glyph}</span>
              <kbd>{keys}</kbd>
            </button>
          );
        })}
      </div>
      {!readOnly && (
        <div className="tool-group">
          <button type="button" className="btn small" disabled={!editor.history.canUndo} onClick={() => editor.undo()} title={`Undo ${editor.history.peekUndo() ?? ""} (Ctrl+Z)`}>
            ↶ Undo
          </button>
          <button type="button" className="btn small" disabled={!editor.history.canRedo} onClick={() => editor.redo()} title={`Redo ${editor.history.peekRedo() ?? ""} (Shift+Ctrl+Z)`}>
            ↷ Redo
          </button>
        </div>
      )}
      <div className="tool-group">
        <button type="button" className="btn small" onClick={() => editor.zoom(editor.viewport.width / 2, editor.viewport.height / 2, 0.8)} title="Zoom out (−)" aria-label="Zoom out">
          −
        </button>
        <button type="button" className="btn small" onClick={() => editor.fit()} title="Fit map (0)">
          Fit
        </button>
        <button type="button" className="btn small" onClick={() => editor.zoom(editor.viewport.width / 2, editor.viewport.height / 2, 1.25)} title="Zoom in (+)" aria-label="Zoom in">
          +
        </button>
        <details className="menu">
          <summary className="btn small">Layers</summary>
          <div className="menu-items layer-menu">
            {LAYER_NAMES.map(([key, label]) => (
              <label key={key} className="check">
                <input type="checkbox" checked={props.layers[key]} onChange={(e) => props.onLayers({ ...props.layers, [key]: e.target.checked })} /> {label}
              </label>
            ))}
          </div>
        </details>
        {!readOnly && props.onPicture && (
          <button type="button" className={`btn small${props.pictureOpen ? " on" : ""}`} aria-pressed={!!props.pictureOpen} onClick={props.onPicture} title={`Board picture: upload, align, trace (${keysOf("picture.panel")})`}>
            Picture
          </button>
        )}
        <details className="menu">
          <summary className="btn small">Map</summary>
          <div className="menu-items">
            {!readOnly && (
              <>
                <button type="button" onClick={props.onSettings}>
                  Settings…
                </button>
                <button type="button" onClick={props.onResize}>
                  Resize…
                </button>
              </>
            )}
            <button type="button" onClick={props.onExportPng}>
              Export PNG
            </button>
            <button type="button" onClick={props.onExportSvg}>
              Export SVG
            </button>
            <TiledMenuItems editor={editor} readOnly={readOnly} />
          </div>
        </details>
        <button type="button" className="btn small" onClick={props.onHelp} title="Keyboard shortcuts (?)" aria-label="Keyboard shortcuts">
          ?
        </button>
      </div>
    </div>
  );
}
