"use client";

import { useEffect, useRef, useState } from "react";
import { type SaveState, saveDelay, shownSaveState } from "@/lib/playtest/save-policy";
import { saveDocument, savePlaytest, startPlaytest } from "../../_lib/save-requests";
import { useToast } from "../toaster";

export type { SaveState } from "@/lib/playtest/save-policy";

/** Where a playtest's game is stored: the revisions it plays on and the unsaved scenario text, if any. */
export interface PlaytestSaveTarget {
  documentId: string;
  scenarioName: string;
  scenarioRevisionId: string;
  gameRevisionId: string;
  mapRevisionId: string;
  seed: number;
  playtestId: string | null;
  /**
   * Set (to its creator's name, or "") when the game was resumed from someone
   * else's saved game, which only its creator and the project's owners may
   * change [#25 item 4]: the first move saves a new game of one's own, from the
   * whole log; theirs stays as it was.
   */
  copyOf?: string | null;
  draft?: { text: string; baseRevisionId: string | null } | null;
}

/** A new game's name: the scenario's and the seed, within the 200 characters a saved game's name may have (lib/db/playtests). */
export function newGameName(scenarioName: string, seed: number): string {
  const suffix = ` — seed ${seed}`;
  return `${scenarioName.slice(0, 200 - suffix.length)}${suffix}`;
}

/**
 * Saves a game as a Playtest row once it has a first action; later changes
 * save a moment after (at most MAX_WAIT_MS while bots keep playing), and at
 * once when the game ends, marked finished. One save runs at a time: changes
 * made while it runs are saved by the next. Any ruleset: the row holds the
 * revisions, the seed and the action log. Set the state to "unsaved" after
 * every change. The state returned is what the indicator should say.
 */
export function usePlaytestSave(target: PlaytestSaveTarget, log: readonly { action: unknown }[], finished: boolean) {
  const toast = useToast();
  const [playtestId, setPlaytestId] = useState(target.playtestId);
  // A resumed game of someone else's holds nothing of ours to save until the first move.
  const [saveState, setSaveState] = useState<SaveState>(target.playtestId || target.copyOf != null ? "saved" : "unsaved");
  // Bumped when a save ends behind newer changes, so the effect runs again even if the state was already "unsaved".
  const [again, setAgain] = useState(0);
  const latestLog = useRef(log);
  const busy = useRef(false);
  const dirtySince = useRef<number | null>(null);
  const failedAt = useRef<number | null>(null);
  const { documentId, scenarioName, scenarioRevisionId: revisionId, gameRevisionId, mapRevisionId, seed, draft } = target;
  useEffect(() => {
    latestLog.current = log;
  }, [log]);
  useEffect(() => {
    if (saveState !== "unsaved" || busy.current || (log.length === 0 && !playtestId)) return;
    const now = Date.now();
    dirtySince.current ??= now;
    const timer = setTimeout(async () => {
      busy.current = true;
      setSaveState("saving");
      const sent = log;
      const fail = (message: string, state: SaveState) => {
        busy.current = false;
        failedAt.current = Date.now();
        setSaveState(state);
        toast.show(message, { tone: "error" });
      };
      const actions = sent.map((l) => l.action);
      const status = finished ? "finished" : "in-progress";
      try {
        if (!playtestId) {
          // A game of unsaved changes is stored against them: save the scenario as a revision first.
          let scenarioRevisionId = revisionId;
          if (draft) {
            const saved = await saveDocument({ documentId, baseRevisionId: draft.baseRevisionId, content: draft.text, message: "Saved for a playtest" });
            if (!saved.ok) return fail(`The game was not saved: ${saved.error}`, "blocked");
            scenarioRevisionId = saved.value.id;
          }
          const r = await startPlaytest({ scenarioRevisionId, gameRevisionId, mapRevisionId, seed, actions, status, name: newGameName(scenarioName, seed) });
          if (!r.ok) return fail(r.error, "unsaved");
          setPlaytestId(r.value.id);
          // Only the address changes: a server round trip here would remount the board mid-game.
          window.history.replaceState(null, "", `?game=${r.value.id}`);
        } else {
          const r = await savePlaytest(playtestId, { actions, status });
          if (!r.ok) return fail(r.error, "unsaved");
        }
      } catch (error) {
        // A dropped connection rejects the action: keep the changes and try again.
        return fail(`The game was not saved: ${error instanceof Error ? error.message : String(error)}`, "unsaved");
      }
      busy.current = false;
      failedAt.current = null;
      if (latestLog.current === sent) {
        dirtySince.current = null;
        setSaveState("saved");
      } else {
        setSaveState("unsaved");
        setAgain((n) => n + 1);
      }
    }, saveDelay({ finished, dirtySince: dirtySince.current, now, failedAt: failedAt.current }));
    return () => clearTimeout(timer);
  }, [saveState, again, log, finished, playtestId, draft, documentId, revisionId, gameRevisionId, mapRevisionId, seed, scenarioName, toast]);
  return { saveState: shownSaveState(saveState, finished), setSaveState, playtestId };
}
