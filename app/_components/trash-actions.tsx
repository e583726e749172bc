"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { purgeDocument, purgeProject, restoreDocument, restoreProject } from "../_actions/library";
import { FormDialog } from "./form-dialog";
import { useToast } from "./toaster";

export function TrashActions({ what, id, name, projectId }: { what: "project" | "document"; id: string; name: string; projectId?: string }) {
  const router = useRouter();
  const toast = useToast();
  const [confirming, setConfirming] = useState(false);
  return (
    <span className="actions" style={{ justifyContent: "flex-end" }}>
      <button
        type="button"
        className="btn small"
        onClick={async () => {
          const result = what === "project" ? await restoreProject(id) : await restoreDocument(id);
          if (!result.ok) return toast.show(result.error, { tone: "error" });
          toast.show(`“${name}” restored.`, {
            action: { label: "Open", run: () => router.push(what === "project" ? `/projects/${id}` : `/projects/${projectId}/documents/${id}`) },
          });
        }}
      >
        Restore
      </button>
      <button type="button" className="btn small danger" onClick={() => setConfirming(true)}>
        Delete for good…
      </button>
      <FormDialog
        open={confirming}
        title={`Delete “${name}” for good?`}
        submitLabel="Delete for good"
        danger
        fields={[]}
        onClose={() => setConfirming(false)}
        onSubmit={async () => {
          const result = what === "project" ? await purgeProject(id) : await purgeDocument(id);
          return result.ok ? null : result.error;
        }}
      >
        <p>
          This removes the {what} and every revision of it. It cannot be undone. Export a bundle first if you may want it back.
        </p>
      </FormDialog>
    </span>
  );
}
