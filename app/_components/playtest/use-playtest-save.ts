"use client";

import { useEffect, useState } from "react";
import { saveDocument } from "../../_actions/library";
import { savePlaytest, startPlaytest } from "../../_actions/playtests";
import { useToast } from "../toaster";

export type SaveState = "saved" | "saving" | "unsaved" | "blocked";

/** Where a playtest's game is stored: the revisions it plays on and the unsaved scenario text, if any. */
export interface PlaytestSaveTarget {
  documentId: string;
  scenarioName: string;
  scenarioRevisionId: string;
  gameRevisionId: string;
  mapRevisionId: string;
  seed: number;
  playtestId: string | null;
  draft?: { text: string; baseRevisionId: string | null } | null;
}

/**
 * Saves a game as a Playtest row once it has a first action; later changes
 * save a moment after. Any ruleset: the row holds the revisions, the seed and
 * the action log. Set the state to "unsaved" after every change.
 */
export function usePlaytestSave(target: PlaytestSaveTarget, log: readonly { action: unknown }[], finished: boolean) {
  const toast = useToast();
  const [playtestId, setPlaytestId] = useState(target.playtestId);
  const [saveState, setSaveState] = useState<SaveState>(target.playtestId ? "saved" : "unsaved");
  const { documentId, scenarioName, scenarioRevisionId: revisionId, gameRevisionId, mapRevisionId, seed, draft } = target;
  useEffect(() => {
    if (saveState !== "unsaved" || log.length === 0) return;
    const timer = setTimeout(async () => {
      setSaveState("saving");
      const actions = log.map((l) => l.action);
      const status = finished ? "finished" : "in-progress";
      if (!playtestId) {
        // A game of unsaved changes is stored against them: save the scenario as a revision first.
        let scenarioRevisionId = revisionId;
        if (draft) {
          const saved = await saveDocument({ documentId, baseRevisionId: draft.baseRevisionId, content: draft.text, message: "Saved for a playtest" });
          if (!saved.ok) return (setSaveState("blocked"), toast.show(`The game was not saved: ${saved.error}`, { tone: "error" }));
          scenarioRevisionId = saved.value.id;
        }
        const r = await startPlaytest({ scenarioRevisionId, gameRevisionId, mapRevisionId, seed, actions, name: `${scenarioName} — seed ${seed}` });
        if (!r.ok) return (setSaveState("unsaved"), toast.show(r.error, { tone: "error" }));
        setPlaytestId(r.value.id);
        // Only the address changes: a server round trip here would remount the board mid-game.
        window.history.replaceState(null, "", `?game=${r.value.id}`);
      } else {
        const r = await savePlaytest(playtestId, { actions, status });
        if (!r.ok) return (setSaveState("unsaved"), toast.show(r.error, { tone: "error" }));
      }
      setSaveState("saved");
    }, 600);
    return () => clearTimeout(timer);
  }, [saveState, log, finished, playtestId, draft, documentId, revisionId, gameRevisionId, mapRevisionId, seed, scenarioName, toast]);
  return { saveState, setSaveState, playtestId };
}
