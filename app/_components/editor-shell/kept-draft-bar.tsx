"use client";
import type { KeptDraft } from "./kept-draft-store";

/**
 * The offer of a kept draft, above an editor: when it was kept, whether the
 * document has been saved since (then saving it asks how to resolve the
 * conflict), and the two choices.
 */
export function KeptDraftBar({ draft, currentRevisionId, onRestore, onDiscard }: { draft: KeptDraft; currentRevisionId: string | null; onRestore: () => void; onDiscard: () => void }) {
  const when = new Date(draft.at).toLocaleString(undefined, { month: "short", day: "numeric", hour: "2-digit", minute: "2-digit" });
  const stale = draft.baseRevisionId !== currentRevisionId;
  return (
    <div className="banner warn" role="status" data-testid="kept-draft">
      <span className="grow">
        Unsaved changes from {when} were kept when you left this page.
        {stale ? " The document has been saved since: saving them will ask how to resolve the conflict." : " Restore them to go on where you left off."}
      </span>
      <button type="button" className="btn small primary" onClick={onRestore}>
        Restore them
      </button>
      <button type="button" className="btn small" onClick={onDiscard}>
        Discard
      </button>
    </div>
  );
}
