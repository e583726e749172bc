"use client";

import { useState } from "react";
import { restoreRevision } from "../_actions/library";
import { useToast } from "./toaster";

export function RestoreRevisionButton(props: { documentId: string; revisionId: string; baseRevisionId: string | null; label: string }) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className="btn small"
      disabled={busy}
      aria-label={`Restore revision ${props.label}`}
      onClick={async () => {
        setBusy(true);
        const result = await restoreRevision(props);
        setBusy(false);
        if (!result.ok) toast.show(result.error, { tone: "error" });
        else toast.show(`Revision ${props.label} restored as the newest revision.`);
      }}
    >
      Restore
    </button>
  );
}
