"use client";
import { useCallback, useRef, useState } from "react";
import { describeUses, removedFromGame, scenarioSources, usesOfGameIds } from "@/lib/validate/uses";
import { loadScenariosOnGame } from "../../_actions/editor-context";
import { FormDialog } from "../form-dialog";

function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * Saving a game without a nation or unit type its scenarios use is asked
 * first [#26 item 2]: the dialog names the scenarios and what they place, and
 * that undo in the editor brings the ids back. Autosave never saves such a
 * change by itself: it waits for a save by hand. `check` answers whether the
 * save may go on.
 */
export function useGameRemovals(projectId: string, documentId: string, enabled: boolean) {
  const [asking, setAsking] = useState<{ uses: string; removed: string } | null>(null);
  const answer = useRef<((go: boolean) => void) | null>(null);

  const check = useCallback(
    async (text: string, savedText: string, auto: boolean): Promise<{ go: true } | { go: false; why?: string }> => {
      if (!enabled) return { go: true };
      const removed = removedFromGame(parsed(savedText), parsed(text));
      if (removed.nations.size === 0 && removed.unitTypes.size === 0) return { go: true };
      const result = await loadScenariosOnGame(projectId, documentId);
      // Not known: the lints of the scenarios will say what broke; the save itself is not refused.
      if (!result.ok) return { go: true };
      const uses = usesOfGameIds(scenarioSources(result.value), removed);
      if (uses.length === 0) return { go: true };
      const gone = [...[...removed.nations].map((id) => `nation ${id}`), ...[...removed.unitTypes].map((id) => `unit type ${id}`)].join(", ");
      if (auto) return { go: false, why: `Autosave waits: this change removes ${gone}, which scenarios use. Save by hand (Ctrl+S) to see which and confirm.` };
      return new Promise((resolve) => {
        answer.current = (go) => resolve(go ? { go: true } : { go: false });
        setAsking({ uses: describeUses(uses), removed: gone });
      });
    },
    [enabled, projectId, documentId],
  );

  const settle = (go: boolean) => {
    answer.current?.(go);
    answer.current = null;
    setAsking(null);
  };

  const dialog = (
    <FormDialog
      open={asking !== null}
      title="Save without what scenarios use?"
      submitLabel="Save anyway"
      danger
      fields={[]}
      onClose={() => settle(false)}
      onSubmit={async () => (settle(true), null)}
    >
      <p>
        This save removes <strong>{asking?.removed}</strong>. Scenarios that play this game use it:
      </p>
      <p data-testid="game-uses">{asking?.uses}</p>
      <p className="muted">They will report unknown ids until you change them. Undo (Ctrl+Z) in the editor brings the removed part back; save again after.</p>
    </FormDialog>
  );

  return { check, dialog };
}
