"use client";
/**
 * One save of a document at a time, for the data editor and the map painter:
 * whatever the call does (answers, refuses, throws, never reaches the studio)
 * the busy flag is cleared, the failure is kept with its reason, and a save
 * that can succeed later is tried again with back-off while `autoRetry` is on.
 * The rules (what is retried, how long to wait) live in `_lib/save-retry`.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { loadDocument } from "../../_actions/library";
import { saveDocument } from "../../_lib/save-requests";
import {
  IDLE,
  type RetryState,
  type SaveFailure,
  attemptFailed,
  attemptSucceeded,
  beginAttempt,
  failureFromResult,
  failureFromThrown,
  failureLine,
  mayHaveLanded,
  oversize,
  sameContent,
  waitsForUser,
} from "../../_lib/save-retry";

export interface SaveRequest {
  documentId: string;
  baseRevisionId: string | null;
  /** The document as JSON text. */
  content: string;
  message: string;
}

/** What one attempt came to; null when another save was already on its way. */
export type SaveOutcome = { ok: true; revisionId: string } | { ok: false; failure: SaveFailure };

async function send(request: SaveRequest, landedBefore: boolean): Promise<SaveOutcome> {
  const result = await saveDocument(request);
  if (result.ok) return { ok: true, revisionId: result.value.id };
  // The answer to an earlier attempt was lost but the save landed: the "conflict" is this page's own revision.
  if (result.conflict?.currentRevisionId && landedBefore) {
    const latest = await loadDocument(request.documentId);
    const current = latest.ok ? latest.value.revision : null;
    if (current && current.id === result.conflict.currentRevisionId && sameContent(request.content, current.content)) {
      return { ok: true, revisionId: current.id };
    }
  }
  return { ok: false, failure: failureFromResult(result) };
}

export function useSaveRetry(options: { autoRetry: boolean }) {
  const { autoRetry } = options;
  const busy = useRef(false);
  const current = useRef<RetryState>(IDLE);
  const [status, setStatus] = useState<RetryState>(IDLE);
  const [now, setNow] = useState(0);
  const retry = useRef<() => void>(() => undefined);

  const update = useCallback((next: RetryState) => {
    current.current = next;
    setStatus(next);
  }, []);

  /** What an automatic retry runs (the editor's own save, as an autosave). */
  const onRetry = useCallback((run: () => void) => {
    retry.current = run;
  }, []);

  /** Sends one save unless one is on its way (then null). A manual save starts the back-off over. */
  const run = useCallback(
    async (request: SaveRequest, manual: boolean): Promise<SaveOutcome | null> => {
      if (busy.current) return null;
      busy.current = true;
      const started = beginAttempt(current.current, manual);
      update(started);
      let outcome: SaveOutcome;
      try {
        const tooLarge = oversize(request);
        outcome = tooLarge ? { ok: false, failure: tooLarge } : await send(request, mayHaveLanded(started));
      } catch (error) {
        outcome = { ok: false, failure: failureFromThrown(error) };
      } finally {
        busy.current = false;
      }
      if (outcome.ok) {
        update(attemptSucceeded());
      } else {
        const at = Date.now();
        setNow(at);
        update(attemptFailed(started, outcome.failure, at));
      }
      return outcome;
    },
    [update],
  );

  // The next automatic attempt, and the countdown to it.
  useEffect(() => {
    if (status.retryAt === null || !autoRetry) return;
    const due = window.setTimeout(() => {
      retry.current();
      // Declined (a stroke in progress, text that does not parse): say so instead of "retrying now…" for ever.
      if (!busy.current) update({ ...current.current, retryAt: null });
    }, Math.max(0, status.retryAt - Date.now()));
    const tick = window.setInterval(() => setNow(Date.now()), 1000);
    return () => {
      window.clearTimeout(due);
      window.clearInterval(tick);
    };
  }, [status.retryAt, autoRetry, update]);

  /** Forget the failure (the designer reloaded the document or saved it as a copy). */
  const clear = useCallback(() => update(IDLE), [update]);
  const isBusy = useCallback(() => busy.current, []);
  /** Autosave must wait: the last save was refused and would be refused again. */
  const isBlocked = useCallback(() => waitsForUser(current.current), []);

  return {
    run,
    onRetry,
    clear,
    isBusy,
    isBlocked,
    failure: status.failure,
    blocked: waitsForUser(status),
    /** The failure line to show (with the countdown), or null. */
    text: failureLine(status, now, autoRetry),
    /** A "Retry now" control makes sense: the failure is one that retrying can fix. */
    canRetry: !!status.failure?.retry && !status.attempting,
  };
}
