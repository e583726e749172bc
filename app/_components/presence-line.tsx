"use client";

import { useEffect, useState } from "react";
import { type Colleague, checkIn, leave } from "../_actions/presence";
import { presenceText } from "../_lib/presence-text";

/** How often an open page checks in; the server forgets a page after 30 s without one. */
const EVERY_MS = 10_000;

const storageKey = (documentId: string) => `warbench-presence:${documentId}`;

/**
 * This page's id for presence. A reload keeps it (the old page cannot say
 * goodbye, and would otherwise linger as "you, in another tab" for 30 s): it is
 * handed over in sessionStorage on pagehide and taken out on start, so a tab
 * duplicated while the page is open, which copies sessionStorage, gets its own.
 */
function tabId(documentId: string): string {
  try {
    const kept = sessionStorage.getItem(storageKey(documentId));
    sessionStorage.removeItem(storageKey(documentId));
    if (kept && /^[A-Za-z0-9-]{8,64}$/.test(kept)) return kept;
  } catch {
    // Storage refused (private mode, a sandbox): a fresh id each time is fine.
  }
  return crypto.randomUUID();
}

function keepForReload(documentId: string, tab: string) {
  try {
    sessionStorage.setItem(storageKey(documentId), tab);
  } catch {
    // As above.
  }
}

/**
 * "Also open: Ann (editing), Vic (viewing)" under a document's title [issue
 * #17 item 6], so a colleague's save is no surprise. Shows nothing when the
 * page is alone, or when the studio cannot say (a lost session, no network).
 */
export function PresenceLine({ documentId }: { documentId: string }) {
  const [others, setOthers] = useState<Colleague[]>([]);

  useEffect(() => {
    const tab = tabId(documentId);
    let stopped = false;
    const ping = async () => {
      const result = await checkIn(documentId, tab).catch(() => null);
      if (!stopped) setOthers(result?.ok ? result.value : []);
    };
    void ping();
    const timer = setInterval(() => void ping(), EVERY_MS);
    // A hidden tab's timers are slowed down: check in as soon as it is looked at again.
    const onVisible = () => document.visibilityState === "visible" && void ping();
    document.addEventListener("visibilitychange", onVisible);
    const onHide = () => keepForReload(documentId, tab);
    window.addEventListener("pagehide", onHide);
    return () => {
      stopped = true;
      clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisible);
      window.removeEventListener("pagehide", onHide);
      void leave(documentId, tab).catch(() => undefined);
    };
  }, [documentId]);

  const text = presenceText(others);
  if (!text) return null;
  return (
    <span className="presence" role="status" data-testid="presence" title={others.some((o) => o.editing && !o.self) ? "A save by someone else first makes yours a conflict: you can then reload or save yours as a copy." : undefined}>
      {text}
    </span>
  );
}
