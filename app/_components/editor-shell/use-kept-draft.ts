"use client";
import { useCallback, useEffect, useRef, useState } from "react";
import { type KeptDraft, draftToOffer, dropDraft, keepDraft } from "./kept-draft-store";

/** How long typing pauses before the text is kept again. */
const KEEP_MS = 400;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export interface KeptDraftOptions {
  documentId: string;
  /** The text the document opened with (the current revision). */
  loaded: string;
  /** Unsaved changes: the text differs from the last saved. */
  dirty: boolean;
  /** A viewer's editor keeps nothing. */
  readOnly: boolean;
  /** The editor's text now (null before it is ready). */
  text: () => string | null;
  /** The revision the text was edited from. */
  base: () => string | null;
  /** Calls back on every change of the text; returns the unsubscribe. */
  subscribe: ((changed: () => void) => () => void) | null;
}

/**
 * Keeps an editor's unsaved text in the browser as it is typed, and offers a
 * kept draft back when the document opens again (kept-draft-store.ts) [#26 item 1]. A
 * save (dirty becoming false) drops it. While a draft is on offer nothing new
 * is kept over it. When the browser will not hold the text (a very large
 * document), the studio's own links ask before leaving instead.
 */
export function useKeptDraft(options: KeptDraftOptions) {
  const { documentId, loaded, dirty, readOnly, subscribe } = options;
  // The editors render in the browser only (document-editor.tsx), so the storage can be read at once.
  const [offer, setOffer] = useState<KeptDraft | null>(() => {
    const store = storage();
    return store && !readOnly ? draftToOffer(store, documentId, loaded) : null;
  });
  const [unkept, setUnkept] = useState(false);
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const wasDirty = useRef(false);

  const keep = useCallback(() => {
    const store = storage();
    const text = latest.current.text();
    if (!store || text === null) return;
    setUnkept(!keepDraft(store, latest.current.documentId, { text, baseRevisionId: latest.current.base(), at: Date.now() }));
  }, []);

  useEffect(() => {
    if (readOnly || offer) return;
    if (!dirty) {
      // Saved (or reloaded): nothing left to keep.
      if (wasDirty.current) {
        const store = storage();
        if (store) dropDraft(store, documentId);
        setUnkept(false);
      }
      wasDirty.current = false;
      return;
    }
    wasDirty.current = true;
    keep();
    let timer = 0;
    const unsubscribe = subscribe?.(() => {
      window.clearTimeout(timer);
      timer = window.setTimeout(keep, KEEP_MS);
    });
    // Leaving the page (a link, Back, closing the tab) keeps what was typed last.
    const away = () => keep();
    window.addEventListener("pagehide", away);
    return () => {
      window.clearTimeout(timer);
      unsubscribe?.();
      window.removeEventListener("pagehide", away);
      // Unmounting (an in-app navigation) while dirty: keep the text as it is now.
      if (latest.current.dirty) keep();
    };
  }, [dirty, readOnly, offer, documentId, subscribe, keep]);

  // Text the browser would not hold: the studio's links ask before leaving it behind.
  useEffect(() => {
    if (!unkept || !dirty) return;
    const guard = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.("a[href]") as HTMLAnchorElement | null;
      if (!link || link.target === "_blank" || link.hasAttribute("download") || link.origin !== window.location.origin) return;
      if (!window.confirm("This document has unsaved changes, too large for the browser to keep while you are away. Leave without saving them?")) {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    document.addEventListener("click", guard, true);
    return () => document.removeEventListener("click", guard, true);
  }, [unkept, dirty]);

  const discard = useCallback(() => {
    const store = storage();
    if (store) dropDraft(store, documentId);
    setOffer(null);
  }, [documentId]);

  /** Takes the offer: the caller puts its text in the editor; it stays kept until saved. */
  const take = useCallback(() => {
    const taken = offer;
    setOffer(null);
    return taken;
  }, [offer]);

  return { offer, discard, take, unkept };
}
