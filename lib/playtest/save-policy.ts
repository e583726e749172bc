/**
 * When a playtest saves itself. Changes wait a moment so a burst of moves is
 * one save, but never longer than MAX_WAIT_MS while bots keep playing, and a
 * game that has just ended saves at once: a finished game is never left
 * "not saved".
 */

export type SaveState = "saved" | "saving" | "unsaved" | "blocked";

export const SAVE_DELAY_MS = 600;
export const MAX_WAIT_MS = 4000;

export const RETRY_MS = 2000;

/**
 * How long to wait before saving, given when the oldest unsaved change was
 * made and when the last save failed (if it did): a failed save is retried
 * no sooner than RETRY_MS after, finished or not.
 */
export function saveDelay(o: { finished: boolean; dirtySince: number; now: number; failedAt?: number | null }): number {
  const retry = o.failedAt == null ? 0 : Math.max(0, o.failedAt + RETRY_MS - o.now);
  if (o.finished) return retry;
  return Math.max(retry, Math.min(SAVE_DELAY_MS, o.dirtySince + MAX_WAIT_MS - o.now));
}

/** What the indicator says: a finished game's save starts at once, so it is saving, not waiting. */
export function shownSaveState(state: SaveState, finished: boolean): SaveState {
  return finished && state === "unsaved" ? "saving" : state;
}

/** The indicator's words. */
export function saveStateText(state: SaveState): string {
  return state === "saved" ? "Game saved" : state === "saving" ? "Saving…" : state === "blocked" ? "Not saved (see the message)" : "Not saved yet";
}
