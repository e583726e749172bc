"use client";

import { STATE_TEXT, type SaveState } from "../../_lib/save-retry";
import { ViewOnlyNote } from "./view-only";

/** Saved, unsaved, saving…: the one word every editor shows beside its Save. */
export function SaveStatus({ state }: { state: SaveState }) {
  return (
    <span className="save-state" data-state={state} data-testid="save-state">
      {STATE_TEXT[state]}
    </span>
  );
}

/** The map editors' right end of the toolbar: the status and Save — or, for a viewer, why there are none. */
export function MapSaveControls({ readOnly, state, onSave, saveKeys }: { readOnly: boolean; state: SaveState; onSave: () => void; saveKeys: string }) {
  if (readOnly) return <ViewOnlyNote />;
  return (
    <>
      <SaveStatus state={state} />
      <button type="button" className="btn small primary" onClick={onSave} disabled={state === "saving"} title={`Save (${saveKeys}); it also saves by itself a few seconds after you stop`}>
        Save
      </button>
    </>
  );
}
