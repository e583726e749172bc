"use client";

import { useEffect, useRef } from "react";
import type { HexMap } from "@/lib/model/map-hex";
import type { ReportEntry } from "@/lib/io/report";
import { ImportReportList } from "../import-report-list";

export type TiledImportState = { fileName: string; error: string } | { fileName: string; map: HexMap; report: ReportEntry[] };

/**
 * Confirms an import before it replaces the map (or says in one line why the
 * file was refused), with the import's report. Names from the file are text.
 */
export function TiledImportDialog(props: { state: TiledImportState | null; onReplace: (map: HexMap) => void; onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const { state } = props;
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (state && !dialog.open) dialog.showModal();
    else if (!state && dialog.open) dialog.close();
  }, [state]);
  return (
    <dialog ref={ref} onClose={props.onClose} aria-labelledby="tiled-import-title" className="tiled-import-dialog">
      {state && (
        <form
          method="dialog"
          onSubmit={(event) => {
            event.preventDefault();
            if ("map" in state) props.onReplace(state.map);
            props.onClose();
          }}
        >
          <h2 id="tiled-import-title">Import Tiled map</h2>
          {"error" in state ? (
            <p className="error-text" role="alert">
              {state.error}
            </p>
          ) : (
            <>
              <p>
                Replace this map&apos;s grid, terrain, nations, sea zones, hexsides, roads, features and labels with <span className="mono">{state.fileName}</span>: {state.map.grid.columns} × {state.map.grid.rows}{" "}
                {state.map.grid.orientation}-top hexes, {state.map.terrainTypes.length} terrain type{state.map.terrainTypes.length === 1 ? "" : "s"}, {state.map.features.length} feature{state.map.features.length === 1 ? "" : "s"}? Undo (Ctrl+Z) brings the current map back.
              </p>
              {state.report.length > 0 ? <ImportReportList report={state.report} /> : <p>Everything in the file was carried over.</p>}
            </>
          )}
          <div className="dialog-actions">
            <button type="button" className="btn" onClick={props.onClose}>
              {"error" in state ? "Close" : "Cancel"}
            </button>
            {"map" in state && (
              <button type="submit" className="btn primary">
                Replace map
              </button>
            )}
          </div>
        </form>
      )}
    </dialog>
  );
}
