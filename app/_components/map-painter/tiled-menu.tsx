"use client";
import { useEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import type { MapEditor } from "@/lib/painter/editor";
import { downloadFile, exportFileName } from "../editor-shell/download";
import { mergeImported, readTiledFile, tiledDownload } from "./tiled-files";
import { TiledImportDialog, type TiledImportState } from "./tiled-import-dialog";

/**
 * The Map menu's Tiled items: import a .tmx/.tmj into this map (one undoable
 * command) and export the map as a Tiled map with its generated tileset
 * (lib/io/tiled). Rendered inside the painter's Map menu; the dialog is
 * portalled to the body, so closing the menu does not hide it.
 */
export function TiledMenuItems(props: { editor: MapEditor; readOnly: boolean }) {
  const { editor, readOnly } = props;
  const input = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<TiledImportState | null>(null);
  const [mounted, setMounted] = useState(false);
  // The portal needs document.body, which the server render does not have.
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setMounted(true), []);

  const download = (format: "tmx" | "tmj") => {
    const doc = editor.document();
    const base = exportFileName(doc.name, "x").replace(/\.x$/, "");
    const file = tiledDownload(doc, format, base);
    downloadFile(new Blob([file.bytes as BlobPart], { type: file.type }), file.name);
  };

  return (
    <>
      {!readOnly && (
        <>
          <button type="button" onClick={() => input.current?.click()}>
            Import Tiled map…
          </button>
          <input
            ref={input}
            type="file"
            accept=".tmx,.tmj,.json"
            hidden
            aria-label="Tiled map file"
            onChange={async (event) => {
              const file = event.currentTarget.files?.[0];
              event.currentTarget.value = "";
              if (!file) return;
              const result = await readTiledFile(file);
              setState(result.ok ? { fileName: file.name, map: result.map, report: result.report } : { fileName: file.name, error: result.reason });
            }}
          />
        </>
      )}
      <button type="button" onClick={() => download("tmx")}>
        Export Tiled map (TMX)
      </button>
      <button type="button" onClick={() => download("tmj")}>
        Export Tiled map (TMJ)
      </button>
      {mounted &&
        createPortal(
          <TiledImportDialog
            state={state}
            onClose={() => setState(null)}
            onReplace={(map) => {
              editor.replaceDocument("Import Tiled map", mergeImported(editor.document(), map));
              editor.fit();
            }}
          />,
          document.body,
        )}
    </>
  );
}
