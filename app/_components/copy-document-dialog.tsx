"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { createPortal } from "react-dom";
import { copyDocumentToProject } from "../_actions/starters";
import { FormDialog } from "./form-dialog";
import { useToast } from "./toaster";
import { usePickable } from "./use-pickable";

/**
 * Copies or moves a document into another project. The copy starts its own
 * history with a revision naming its source; a moved original goes to the trash.
 */
export function CopyToProjectDialog({
  mode,
  projectId,
  document,
  onClose,
}: {
  mode: "copy" | "move" | null;
  projectId: string;
  document: { id: string; name: string };
  onClose: () => void;
}) {
  const router = useRouter();
  const toast = useToast();
  const { projects, error } = usePickable(mode !== null, []);
  const [target, setTarget] = useState("");
  const others = (projects ?? []).filter((p) => p.id !== projectId);
  const verb = mode === "move" ? "Move" : "Copy";
  // Rendered into the body only while open: the menu sits in a right-aligned table cell whose text styles a dialog would inherit.
  if (mode === null) return null;
  return createPortal(
    <FormDialog
      open={mode !== null}
      title={`${verb} “${document.name}” to another project`}
      submitLabel={verb}
      fields={[]}
      onClose={() => {
        setTarget("");
        onClose();
      }}
      onSubmit={async () => {
        if (!target) return "Pick the project to " + verb.toLowerCase() + " it to.";
        const result = await copyDocumentToProject(document.id, target, mode === "move");
        if (!result.ok) return result.error;
        const into = others.find((p) => p.id === target)?.name ?? "the project";
        toast.show(`${mode === "move" ? "Moved" : "Copied"} “${document.name}” to “${into}”.`);
        if (mode === "move") router.push(`/projects/${target}`);
        else router.refresh();
        return null;
      }}
    >
      <div className="field">
        <label htmlFor="copy-target">Project</label>
        <select id="copy-target" value={target} onChange={(e) => setTarget(e.target.value)} disabled={!projects} autoFocus>
          <option value="">{projects ? (others.length ? "Pick a project…" : "No other projects") : "Loading…"}</option>
          {others.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </select>
        {error && <div className="error-text">{error}</div>}
      </div>
      <p className="muted">The {mode === "move" ? "moved document" : "copy"} starts its own history with a revision that names where it came from{mode === "move" ? "; the original goes to the trash" : ""}.</p>
    </FormDialog>,
    globalThis.document.body,
  );
}
