"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import type { SaveState } from "../../_lib/save-retry";
import { useLeaveWarning } from "./leave-warning";
import { useSaveRetry } from "./use-save-retry";

const AUTOSAVE_IDLE_MS = 4000;

/** What saving needs of an editor: the hex painter's MapEditor and the area editor both fit. */
export interface SavableEditor {
  readonly gestureInProgress: boolean;
  readonly history: { readonly version: number };
  readonly dirty: boolean;
  document(): unknown;
  markSaved(version?: number): void;
  subscribe(listener: (event: { ui?: boolean }) => void): () => void;
}

/**
 * Saving for the painters (hex and area): Ctrl+S or after a few idle seconds, through the
 * conflict-safe revision store. A save that fails keeps the map, shows why
 * and is tried again with back-off; a conflict or a refused save stops
 * autosave until the designer acts (use-save-retry).
 */
export function useMapSave(editor: SavableEditor, documentId: string, revisionId: string | null, readOnly = false) {
  const [state, setState] = useState<SaveState>("saved");
  const base = useRef(revisionId);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const [lastSaveMs, setLastSaveMs] = useState<number | null>(null);
  const attempts = useSaveRetry({ autoRetry: true });
  const { run, onRetry, clear, isBusy, isBlocked } = attempts;

  const save = useCallback(
    async (options: { auto?: boolean } = {}) => {
      // A viewer's editor never saves: the server would refuse it.
      if (readOnly || isBusy()) return;
      if (editor.gestureInProgress) return;
      setState("saving");
      const version = editor.history.version;
      const started = performance.now();
      const content = JSON.stringify(editor.document());
      const outcome = await run({ documentId, baseRevisionId: base.current, content, message: options.auto ? "Autosave" : "" }, !options.auto);
      if (!outcome) return;
      if (outcome.ok) {
        base.current = outcome.revisionId;
        editor.markSaved(version);
        setLastSaveMs(performance.now() - started);
        setState(editor.dirty ? "dirty" : "saved");
        return;
      }
      setState(outcome.failure.kind === "conflict" ? "conflict" : "error");
    },
    [editor, documentId, run, isBusy, readOnly],
  );

  useEffect(() => onRetry(() => void save({ auto: true })), [onRetry, save]);

  useEffect(() => {
    return editor.subscribe((event) => {
      if (!event.ui) return;
      if (!editor.dirty) return;
      setState((s) => (s === "saved" ? "dirty" : s));
      if (timer.current) clearTimeout(timer.current);
      if (isBlocked()) return;
      timer.current = setTimeout(() => {
        if (editor.dirty && !isBlocked()) void save({ auto: true });
      }, AUTOSAVE_IDLE_MS);
    });
  }, [editor, save, isBlocked]);

  // Leaving for another page of the studio (a link, a breadcrumb, Back) unmounts the painter with no prompt the
  // App Router could give: what was not saved yet is saved on the way out, as the idle autosave would have
  // [#26 item 1]. Closing the tab still asks (beforeunload). A save that cannot go (a conflict, a refusal) waits
  // as before; its failure shows when the map is opened again.
  const saveRef = useRef(save);
  useEffect(() => {
    saveRef.current = save;
  }, [save]);
  useLeaveWarning(useCallback(() => editor.dirty, [editor]));
  useEffect(() => {
    return () => {
      if (timer.current) clearTimeout(timer.current);
      if (editor.dirty && !isBlocked()) void saveRef.current({ auto: true });
    };
  }, [editor, isBlocked]);

  const resolved = useCallback(
    (newBase: string | null) => {
      base.current = newBase;
      clear();
      setState("saved");
    },
    [clear],
  );

  return { state, problem: attempts.text, canRetry: attempts.canRetry, save, resolved, lastSaveMs };
}
