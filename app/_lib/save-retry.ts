/**
 * What the data editor and the map painter share about a save that fails:
 * why it failed (one line fit to show), whether retrying by itself can help,
 * and when to try again. Pure: time comes in as `now`, nothing here touches
 * React, the network or the clock.
 *
 * - A save that never got an answer (connection dropped, the studio restarting,
 *   a server error) is retried with back-off: 2 s, 4 s, 8 s … at most 60 s.
 * - A save the studio refused (a conflict, text it will not take, a body over
 *   the size limit, a page older than the running studio) would be refused
 *   again: it waits for the designer.
 * - A manual save starts the back-off over.
 */

import { DOCUMENT_TEXT_BYTES, utf8Length } from "@/lib/model/json-input";

export type SaveState = "saved" | "dirty" | "saving" | "conflict" | "error";

/** The indicator's words (`data-testid="save-state"`); the end-to-end tests read them. */
export const STATE_TEXT: Record<SaveState, string> = {
  saved: "All changes saved",
  dirty: "Unsaved changes",
  saving: "Saving…",
  conflict: "Not saved: conflict",
  error: "Not saved",
};

export type FailureKind =
  /** The request or its answer was lost: offline, connection dropped. */
  | "network"
  /** The studio answered, but with an error or something that is not a save's answer. */
  | "server"
  /** Saved elsewhere since this page's revision: reload or save as a copy. */
  | "conflict"
  /** The studio answered and refused the save with its reason (invalid, not found, …). */
  | "refused"
  /** Larger than the studio takes in one save. */
  | "too-large"
  /** The page is older than the running studio, which no longer knows its save action (or route). */
  | "outdated";

export interface SaveFailure {
  kind: FailureKind;
  /** One line, ending with a full stop. */
  reason: string;
  /** Whether trying again by itself can succeed. */
  retry: boolean;
}

/**
 * The most a save's body (the document's text) may be: what the save route
 * reads (app/api/documents/…/revisions). The store's own limit on the stored,
 * compact document comes back as a refusal with its message.
 */
export const SAVE_LIMIT_BYTES = DOCUMENT_TEXT_BYTES;

export const RETRY_FIRST_MS = 2000;
export const RETRY_MAX_MS = 60_000;

/** The wait before automatic attempt `n` after `n` failures in a row: 2 s, 4 s, 8 s … capped at 60 s. */
export function retryDelayMs(failures: number): number {
  const n = Math.max(1, Math.floor(failures));
  return Math.min(RETRY_MAX_MS, RETRY_FIRST_MS * 2 ** Math.min(n - 1, 30));
}

function sentence(text: string): string {
  const line = text.split("\n").map((l) => l.trim()).find((l) => l.length > 0) ?? "";
  const short = line.length > 240 ? `${line.slice(0, 239)}…` : line;
  if (short.length === 0) return "No reason was given.";
  return /[.!?…]$/.test(short) ? short : `${short}.`;
}

const megabytes = (bytes: number) => (bytes / 1024 / 1024).toFixed(1).replace(/\.0$/, "");

/** A save the studio answered with `{ ok: false }`: its own reason, never retried by itself. */
export function failureFromResult(result: { error: string; conflict?: unknown }): SaveFailure {
  if (result.conflict) return { kind: "conflict", reason: sentence(result.error), retry: false };
  return { kind: "refused", reason: sentence(result.error), retry: false };
}

/** A save whose call threw: the fetch failed, or the answer was not a save's answer. */
export function failureFromThrown(error: unknown): SaveFailure {
  const name = error instanceof Error ? error.name : "";
  const message = error instanceof Error ? error.message : String(error);
  // Refused before it reached the save (its origin, its size, a gate): the studio's own line (./save-requests.ts).
  if (name === "StudioRefusal" && !/^Sign in first\b|^Request Entity Too Large/.test(message)) {
    return { kind: "refused", reason: sentence(message), retry: false };
  }
  if (name === "UnrecognizedActionError" || /Server Action .* was not found/i.test(message)) {
    return {
      kind: "outdated",
      reason: "This page is older than the running studio and can no longer save; copy your changes, then reload the page.",
      retry: false,
    };
  }
  // Team mode's gate answers a long body without a live session before reading it (lib/security/server-gate.ts):
  // trying again cannot help until the designer signs in.
  if (/^Sign in first\b/.test(message)) {
    return { kind: "refused", reason: "Your session has ended: sign in again (in another tab, so these changes stay here), then save.", retry: false };
  }
  if (/Body exceeded|Request Entity Too Large|payload too large/i.test(message)) {
    return { kind: "too-large", reason: `The document is larger than the studio takes in one save (${megabytes(SAVE_LIMIT_BYTES)} MB).`, retry: false };
  }
  // Chromium "Failed to fetch", Firefox "NetworkError when attempting to fetch resource.", Safari "Load failed", Node "fetch failed".
  if (/failed to fetch|networkerror|load failed|fetch failed|network (error|connection)|connection (was )?(lost|reset|refused|closed)/i.test(message)) {
    return { kind: "network", reason: "Could not reach the studio — the connection dropped.", retry: true };
  }
  if (/unexpected response was received from the server/i.test(message)) {
    return { kind: "server", reason: "The studio sent an answer that is not a save's (is it restarting?).", retry: true };
  }
  if (error instanceof Error && "digest" in error) {
    return { kind: "server", reason: "The studio failed while saving (a server error; its log has the details).", retry: true };
  }
  return { kind: "server", reason: `The studio answered with an error: ${sentence(message)}`, retry: true };
}

/**
 * A save that would pass the server's body limit, refused before it is sent
 * (no use sending 70 MB to be told so). Cheap for anything well under the
 * limit: UTF-8 is at most 3 bytes a UTF-16 unit. The body is the text itself.
 */
export function oversize(request: { content: string; message?: string }, limit = SAVE_LIMIT_BYTES): SaveFailure | null {
  if (request.content.length * 3 <= limit) return null;
  const bytes = utf8Length(request.content);
  if (bytes <= limit) return null;
  return {
    kind: "too-large",
    reason: `The document is ${megabytes(bytes)} MB as sent; the studio takes at most ${megabytes(limit)} MB in one save.`,
    retry: false,
  };
}

/** Whether `sent` (editor text) is the document the studio stores as `stored` (compact JSON). */
export function sameContent(sent: string, stored: string): boolean {
  try {
    return JSON.stringify(JSON.parse(sent)) === stored;
  } catch {
    return false;
  }
}

export interface RetryState {
  /** Failed attempts in a row since the last success or manual save. */
  failures: number;
  /** The last attempt's failure, shown until a save succeeds. */
  failure: SaveFailure | null;
  /** When the next automatic attempt is due (the caller's clock), or null. */
  retryAt: number | null;
  /** An attempt is on its way. */
  attempting: boolean;
}

export const IDLE: RetryState = { failures: 0, failure: null, retryAt: null, attempting: false };

/** An attempt starts: a manual one resets the back-off; the last failure stays shown until it is answered. */
export function beginAttempt(state: RetryState, manual: boolean): RetryState {
  return { failures: manual ? 0 : state.failures, failure: state.failure, retryAt: null, attempting: true };
}

export function attemptFailed(state: RetryState, failure: SaveFailure, now: number): RetryState {
  const failures = state.failures + 1;
  return { failures, failure, retryAt: failure.retry ? now + retryDelayMs(failures) : null, attempting: false };
}

export function attemptSucceeded(): RetryState {
  return IDLE;
}

/**
 * After a failure that may have reached the studio (the answer was lost), a
 * conflict on the next attempt can be this page's own earlier save.
 */
export function mayHaveLanded(state: RetryState): boolean {
  return state.failure?.kind === "network" || state.failure?.kind === "server";
}

/** Autosave waits for the designer: the last failure would only be refused again. */
export function waitsForUser(state: RetryState): boolean {
  return !!state.failure && !state.failure.retry;
}

/**
 * The line to show for the last failure, or null. `autoRetry` false (autosave
 * off) means the designer retries.
 */
export function failureLine(state: RetryState, now: number, autoRetry: boolean): string | null {
  const { failure } = state;
  if (!failure) return null;
  if (failure.kind === "conflict") return failure.reason;
  const head = `Save failed: ${failure.reason} Your changes are kept`;
  if (state.attempting) return `${head} · retrying now…`;
  if (!failure.retry) return `${head} · not retried automatically`;
  if (!autoRetry || state.retryAt === null) return `${head} · save again to retry`;
  const seconds = Math.max(0, Math.ceil((state.retryAt - now) / 1000));
  return seconds === 0 ? `${head} · retrying now…` : `${head} · retrying in ${seconds} s`;
}
