"use client";

import type { SaveState } from "../../_lib/save-retry";

/**
 * Why the last save did not go through, under an editor's toolbar: a conflict
 * offers Reload or Save mine as a copy; a failure that retrying can fix offers
 * Retry now (a manual save, which also starts the back-off over).
 */
export function SaveBanner(props: {
  problem: string | null;
  state: SaveState;
  canRetry: boolean;
  onRetry: () => void;
  onReload: () => void;
  onSaveCopy: () => void;
  style?: React.CSSProperties;
}) {
  if (!props.problem) return null;
  const conflict = props.state === "conflict";
  return (
    <div className={`banner ${conflict ? "warn" : "error"}`} role="alert" data-testid="editor-problem" style={props.style}>
      <span className="grow">{props.problem}</span>
      {conflict && (
        <>
          <button type="button" className="btn small" onClick={props.onReload}>
            Reload (discard mine)
          </button>
          <button type="button" className="btn small primary" onClick={props.onSaveCopy}>
            Save mine as a copy
          </button>
        </>
      )}
      {!conflict && props.canRetry && (
        <button type="button" className="btn small primary" onClick={props.onRetry} disabled={props.state === "saving"}>
          Retry now
        </button>
      )}
    </div>
  );
}
