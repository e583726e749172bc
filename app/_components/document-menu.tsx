"use client";

import Link from "next/link";
import { useState } from "react";
import { duplicateDocument, renameDocument, restoreDocument, trashDocument } from "../_actions/library";
import { CopyToProjectDialog } from "./copy-document-dialog";
import { FormDialog } from "./form-dialog";
import type { Can } from "@/lib/auth/roles";
import { Menu } from "./menu";
import { useToast } from "./toaster";
import { useTrashWithUndo } from "./use-trash-with-undo";

/** Open, history and copy for anyone who may read the project; rename, duplicate, move and trash only for those who may change it (`can`, from the page). */
export function DocumentMenu({ projectId, document, afterTrash, can }: { projectId: string; document: { id: string; name: string; kind?: string }; afterTrash?: string; can: Can }) {
  const toast = useToast();
  const trash = useTrashWithUndo();
  const [renaming, setRenaming] = useState(false);
  const [copying, setCopying] = useState<"copy" | "move" | null>(null);
  const base = `/projects/${projectId}/documents/${document.id}`;
  return (
    <>
      <Menu label={`Actions for ${document.name}`}>
        {(close) => (
          <>
            <Link role="menuitem" href={base} onClick={close}>
              Open
            </Link>
            {document.kind === "scenario" && (
              <Link role="menuitem" href={`${base}/playtest`} onClick={close}>
                Playtest
              </Link>
            )}
            <Link role="menuitem" href={`${base}/history`} onClick={close}>
              History
            </Link>
            {can.edit && (
              <>
                <button type="button" role="menuitem" onClick={() => (close(), setRenaming(true))}>
                  Rename…
                </button>
                <button
                  type="button"
                  role="menuitem"
                  onClick={async () => {
                    close();
                    const result = await duplicateDocument(document.id);
                    if (!result.ok) toast.show(result.error, { tone: "error" });
                    else toast.show(`Duplicated as “${result.value.name}”.`);
                  }}
                >
                  Duplicate
                </button>
              </>
            )}
            {/* A copy goes to a project the reader may change, so it needs only read access here. */}
            <button type="button" role="menuitem" onClick={() => (close(), setCopying("copy"))}>
              Copy to project…
            </button>
            {can.edit && (
              <>
                <button type="button" role="menuitem" onClick={() => (close(), setCopying("move"))}>
                  Move to project…
                </button>
                <hr />
                <button
                  type="button"
                  role="menuitem"
                  className="danger"
                  onClick={() => {
                    close();
                    void trash({ name: document.name, trash: () => trashDocument(document.id), restore: () => restoreDocument(document.id), away: afterTrash, back: base });
                  }}
                >
                  Move to trash
                </button>
              </>
            )}
          </>
        )}
      </Menu>
      <CopyToProjectDialog mode={copying} projectId={projectId} document={document} onClose={() => setCopying(null)} />
      <FormDialog
        open={renaming}
        title="Rename document"
        submitLabel="Save"
        fields={[{ name: "name", label: "Name", initial: document.name, required: true }]}
        onClose={() => setRenaming(false)}
        onSubmit={async ({ name }) => {
          const result = await renameDocument(document.id, name ?? "");
          return result.ok ? null : result.error;
        }}
      />
    </>
  );
}
