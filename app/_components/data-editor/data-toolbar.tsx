"use client";

import type { SaveState } from "../../_lib/save-retry";
import { SaveStatus } from "../editor-shell/save-status";
import type { View } from "./data-commands";
import { SaveControls } from "./save-controls";

const VIEW_NAMES: Record<View, string> = { json: "JSON", oob: "OOB table", timeline: "Reinforcements", area: "Setup" };

/** The data editor's toolbar: the save status, the views, "Playtest unsaved" for a changed scenario, and the save controls. */
export function DataToolbar(props: {
  readOnly: boolean;
  state: SaveState;
  views: View[];
  view: View;
  onView: (view: View) => void;
  /** Offered while a scenario has unsaved changes. */
  onPlaytest: (() => void) | null;
  autosave: boolean;
  onAutosave: (on: boolean) => void;
  onFormat: () => void;
  message: string;
  onMessage: (message: string) => void;
  onSave: () => void;
}) {
  return (
    <div className="editor-toolbar">
      {!props.readOnly && <SaveStatus state={props.state} />}
      <div className="de-tabs" role="tablist" aria-label="Views">
        {props.views.map((v) => (
          <button key={v} type="button" role="tab" aria-selected={props.view === v} className="btn small" onClick={() => props.onView(v)}>
            {VIEW_NAMES[v]}
          </button>
        ))}
      </div>
      <span className="grow" />
      {props.onPlaytest && (
        <button type="button" className="btn small primary" title="Play this scenario now, unsaved changes included" onClick={props.onPlaytest}>
          ▶ Playtest unsaved
        </button>
      )}
      <SaveControls
        readOnly={props.readOnly}
        autosave={props.autosave}
        onAutosave={props.onAutosave}
        onFormat={props.onFormat}
        message={props.message}
        onMessage={props.onMessage}
        saving={props.state === "saving"}
        onSave={props.onSave}
      />
    </div>
  );
}
