import { sameContent } from "../../_lib/save-retry";

/**
 * Unsaved editor text kept in the browser while a designer is away from the
 * page [#26 item 1]: leaving by a link, a breadcrumb, Back or Forward, or
 * "▶ Playtest unsaved" takes no prompt that the App Router could give, so the
 * text is kept as it is typed and offered back when the document opens
 * again. localStorage: it survives a closed tab or a crash too, and never
 * leaves the browser. Pure apart from the storage handed in.
 */
export interface KeptDraft {
  /** The editor's text as it was. */
  text: string;
  /** The revision it was edited from: a save of it goes through the usual conflict check. */
  baseRevisionId: string | null;
  /** When it was last kept (ms since the epoch). */
  at: number;
}

export interface DraftStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

const KEY_PREFIX = "warbench-kept:";
export const keptKey = (documentId: string) => `${KEY_PREFIX}${documentId}`;

/** Keeps a draft; false when the browser would not hold it (over its quota: a very large document). */
export function keepDraft(storage: DraftStorage, documentId: string, draft: KeptDraft): boolean {
  try {
    storage.setItem(keptKey(documentId), JSON.stringify(draft));
    return true;
  } catch {
    // A draft that does not fit must not stay behind as an older one.
    dropDraft(storage, documentId);
    return false;
  }
}

export function readKeptDraft(storage: DraftStorage, documentId: string): KeptDraft | null {
  try {
    const value = JSON.parse(storage.getItem(keptKey(documentId)) ?? "null") as Partial<KeptDraft> | null;
    if (!value || typeof value.text !== "string" || typeof value.at !== "number") return null;
    return { text: value.text, baseRevisionId: typeof value.baseRevisionId === "string" ? value.baseRevisionId : null, at: value.at };
  } catch {
    return null;
  }
}

export function dropDraft(storage: DraftStorage, documentId: string): void {
  try {
    storage.removeItem(keptKey(documentId));
  } catch {
    // Storage unavailable: nothing was kept either.
  }
}

/**
 * The draft to offer when a document opens with `loaded` (its stored,
 * compact text): one kept for it that differs from that. A draft equal to it
 * (saved since, by this page or a playtest) is dropped.
 */
export function draftToOffer(storage: DraftStorage, documentId: string, loaded: string): KeptDraft | null {
  const draft = readKeptDraft(storage, documentId);
  if (!draft) return null;
  if (sameContent(draft.text, loaded)) {
    dropDraft(storage, documentId);
    return null;
  }
  return draft;
}
