"use client";

import { useEffect, useState } from "react";
import { type Colleague, checkIn, leave } from "../_actions/presence";
import { presenceText } from "../_lib/presence-text";

/** How often an open page checks in; the server forgets a page after 30 s without one. */
const EVERY_MS = 10_000;

/**
 * "Also open: Ann (editing), Vic (viewing)" under a document's title [issue
 * #17 item 6], so a colleague's save is no surprise. Shows nothing when the
 * page is alone, or when the studio cannot say (a lost session, no network).
 */
export function PresenceLine({ documentId }: { documentId: string }) {
  const [others, setOthers] = useState<Colleague[]>([]);

  useEffect(() => {
    const tab = crypto.randomUUID();
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
    return () => {
      stopped = true;
      clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisible);
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
