"use client";
import Link from "next/link";
import { useEffect, useState } from "react";
import { REVISION_SAVED, type RevisionSaved } from "../_lib/save-requests";

/**
 * The header's *History (n)*: the count the page was rendered with, plus each
 * revision this page has saved since [#26 item 10] — a save does not re-render
 * the page (it would send the whole document back), so the link counts them.
 */
export function HistoryLink({ href, documentId, count }: { href: string; documentId: string; count: number }) {
  const [saved, setSaved] = useState(0);
  useEffect(() => {
    const onSaved = (event: Event) => {
      if ((event as CustomEvent<RevisionSaved>).detail?.documentId === documentId) setSaved((n) => n + 1);
    };
    window.addEventListener(REVISION_SAVED, onSaved);
    return () => window.removeEventListener(REVISION_SAVED, onSaved);
  }, [documentId]);
  return (
    <Link className="btn" href={href} data-testid="history-link">
      History ({count + saved})
    </Link>
  );
}
