"use client";

import { useCallback, useState } from "react";
import type { AreaEditor } from "@/lib/area-painter/editor";
import { describeUses, scenarioSources, usesOfSpaces } from "@/lib/validate/uses";
import { loadScenariosOnMap } from "../../_actions/editor-context";
import { FormDialog } from "../form-dialog";

interface Pending {
  id: string;
  name: string;
  /** Which scenarios use it and what they place there; null when that could not be found out. */
  uses: string | null;
  problem?: string;
}

/**
 * Deleting a space, asked first when a scenario of the project uses it
 * [#26 item 2]: the dialog names the scenarios and what they place there,
 * and that Ctrl+Z undoes the deletion. An unused space goes at once; the
 * status line says the same about undo (the editor's note).
 */
export function useSpaceDeletion(editor: AreaEditor, projectId: string, documentId: string) {
  const [pending, setPending] = useState<Pending | null>(null);

  const request = useCallback(
    async (id: string) => {
      const name = editor.spaceView(id)?.props.name ?? id;
      const result = await loadScenariosOnMap(projectId, documentId);
      if (!result.ok) {
        setPending({ id, name, uses: null, problem: result.error });
        return;
      }
      const uses = usesOfSpaces(scenarioSources(result.value), new Set([id]));
      if (uses.length > 0) {
        setPending({ id, name, uses: describeUses(uses) });
        return;
      }
      editor.deleteSpace(id);
    },
    [editor, projectId, documentId],
  );

  const dialog = (
    <FormDialog
      open={pending !== null}
      title={`Delete “${pending?.name ?? ""}”?`}
      submitLabel="Delete space"
      danger
      fields={[]}
      onClose={() => setPending(null)}
      onSubmit={async () => {
        if (!pending) return null;
        return editor.deleteSpace(pending.id)?.error ?? null;
      }}
    >
      {pending?.uses ? (
        <>
          <p>Scenarios on this map use it:</p>
          <p data-testid="space-uses">{pending.uses}</p>
          <p className="muted">
            They will report <span className="mono">E-AREA-SETUP-UNKNOWN-SPACE</span> until you change them. Ctrl+Z (Undo) brings the space back.
          </p>
        </>
      ) : (
        <p data-testid="space-uses">Could not check which scenarios use it ({pending?.problem}). Ctrl+Z (Undo) brings the space back if you delete it.</p>
      )}
    </FormDialog>
  );

  return { request, dialog };
}
