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

/** A save based on a revision that is no longer the document's current one. */
export class ConflictError extends StoreError {
  constructor(
    readonly currentRevisionId: string | null,
    readonly currentRevisionAt: string | null,
  ) {
    super(
      "conflict",
      "This document was saved elsewhere (another tab or person) since you opened it. Reload to see the newer revision, or save yours as a copy.",
    );
    this.name = "ConflictError";
  }
}

export function isStoreError(error: unknown): error is StoreError {
  return error instanceof StoreError;
}
