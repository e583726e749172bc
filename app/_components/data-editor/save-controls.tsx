import { shortcutText } from "./commands";
import { ViewOnlyNote } from "../editor-shell/view-only";

export interface SaveControlsProps {
  /** The reader's role does not allow changes (team mode, a viewer): the note instead of the controls. */
  readOnly: boolean;
  autosave: boolean;
  onAutosave: (on: boolean) => void;
  onFormat: () => void;
  message: string;
  onMessage: (message: string) => void;
  saving: boolean;
  onSave: () => void;
}

/** The right end of the data editor's toolbar: autosave, format, the revision message and Save — or, for a viewer, why there are none. */
export function SaveControls(props: SaveControlsProps) {
  if (props.readOnly) return <ViewOnlyNote />;
  return (
    <>
      <label className="de-autosave">
        <input type="checkbox" checked={props.autosave} onChange={(e) => props.onAutosave(e.target.checked)} /> Autosave
      </label>
      <button type="button" className="btn small" onClick={props.onFormat} title={`Format document (${shortcutText({ shift: true, alt: true, key: "F" })})`}>
        Format
      </button>
      <input type="text" aria-label="Revision message" placeholder="Describe this change (optional)" value={props.message} onChange={(e) => props.onMessage(e.target.value)} style={{ width: 240, height: 28 }} />
      <button type="button" className="btn small primary" onClick={props.onSave} disabled={props.saving} title="Save (Ctrl+S)">
        Save <kbd>Ctrl S</kbd>
      </button>
    </>
  );
}
