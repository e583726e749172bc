"use client";

/**
 * An unsaved scenario handed from the data editor to a playtest in the same
 * tab (sessionStorage: it never leaves the browser, and a new tab starts clean).
 */
export interface ScenarioDraft {
  text: string;
  /** The revision the draft was edited from: saving it later goes through the usual conflict check. */
  baseRevisionId: string | null;
}

const key = (documentId: string) => `warbench-draft:${documentId}`;

export function storeDraft(documentId: string, draft: ScenarioDraft) {
  sessionStorage.setItem(key(documentId), JSON.stringify(draft));
}

export function readDraft(documentId: string): ScenarioDraft | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(key(documentId)) ?? "null") as ScenarioDraft | null;
    return value && typeof value.text === "string" ? value : null;
  } catch {
    return null;
  }
}
