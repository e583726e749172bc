/**
 * Errors the store raises on purpose. Each carries a one-line message fit to
 * show a user; anything else thrown from lib/db is a bug and is logged, not shown.
 */
export type StoreErrorCode = "not-found" | "conflict" | "invalid" | "too-large" | "forbidden" | "unauthenticated";

export class StoreError extends Error {
  constructor(
    readonly code: StoreErrorCode,
    message: string,
  ) {
    super(message);
    this.name = "StoreError";
  }
}

/**
 * A save based on a revision that is no longer the document's current one. The
 * message names whoever saved the newer revision [issue #17 item 6], when the
 * revision records an author (team mode); the single-user studio's revisions
 * record none, and then it can only have been another tab.
 */
export class ConflictError extends StoreError {
  constructor(
    readonly currentRevisionId: string | null,
    readonly currentRevisionAt: string | null,
    readonly currentRevisionAuthor: string = "",
  ) {
    super("conflict", conflictMessage(currentRevisionAuthor));
    this.name = "ConflictError";
  }
}

/** The one line a conflict shows; `self` is the name of whoever is saving, so their own other tab reads as such. */
export function conflictMessage(author: string, self = ""): string {
  const reload = "Reload to see the newer revision, or save yours as a copy.";
  if (!author) return `This document was saved elsewhere (another tab or person) since you opened it. ${reload}`;
  if (author === self) return `You saved this document in another tab or window since this page opened it. ${reload}`;
  return `${author} saved this document since you opened it, so yours was not saved. ${reload}`;
}

export function isStoreError(error: unknown): error is StoreError {
  return error instanceof StoreError;
}
