"use client";

import { useRouter } from "next/navigation";
import { useCallback } from "react";
import type { DocumentKind } from "@/lib/model/document-kind";
import { loadDocument } from "../../_actions/library";
import { createDocument } from "../../_lib/save-requests";
import { useToast } from "../toaster";
import type { SavableEditor } from "./use-map-save";

interface ConflictDoc {
  projectId: string;
  documentId: string;
  documentName: string;
}

/**
 * The two ways out of a save conflict, as every editor offers them: load the
 * document as it is now (null, with the reason shown, when it cannot be read), or keep this version as a new document "(my copy)" and go there.
 * What each editor does with its own text around them stays with the editor.
 */
export function useConflictResolution(kind: DocumentKind, doc: ConflictDoc) {
  const router = useRouter();
  const toast = useToast();
  const { projectId, documentId, documentName } = doc;
  const loadLatest = useCallback(async () => {
    const latest = await loadDocument(documentId);
    if (!latest.ok) {
      toast.show(latest.error, { tone: "error" });
      return null;
    }
    return latest.value;
  }, [documentId, toast]);
  /** `kept` runs once the copy exists (with its name), before the studio opens it. */
  const saveCopy = useCallback(
    async (content: string, kept: (name: string) => void) => {
      const result = await createDocument(projectId, { kind, name: `${documentName} (my copy)`, content, message: "Saved as a copy after a conflict" });
      if (!result.ok) return toast.show(result.error, { tone: "error" });
      kept(result.value.name);
      router.push(`/projects/${projectId}/documents/${result.value.id}`);
    },
    [kind, projectId, documentName, router, toast],
  );
  return { loadLatest, saveCopy };
}

/** The map editors' conflict actions: a reload takes the newer revision by opening the page again. */
export function useConflictActions(editor: SavableEditor, doc: ConflictDoc, resolved: (revisionId: string | null) => void) {
  const router = useRouter();
  const { loadLatest, saveCopy: copy } = useConflictResolution("map", doc);
  const reload = useCallback(async () => {
    const latest = await loadLatest();
    if (latest === null) return;
    editor.markSaved();
    resolved(latest.revision?.id ?? null);
    router.refresh();
    window.location.reload();
  }, [editor, loadLatest, resolved, router]);
  const saveCopy = useCallback(() => copy(JSON.stringify(editor.document()), () => editor.markSaved()), [editor, copy]);
  return { reload, saveCopy };
}
