"use client";

import { useCallback, useState } from "react";
import { VIEW_ONLY_NOTE } from "@/lib/auth/roles";
import { useToast } from "../toaster";
import { useConflictActions } from "./conflict";
import { type SavableEditor, useMapSave } from "./use-map-save";

export interface ShellDocument {
  projectId: string;
  documentId: string;
  documentName: string;
  revisionId: string | null;
}

/**
 * What the hex painter and the area-map editor wrap around their canvases:
 * saving (Ctrl+S, autosave, retries), the ways out of a conflict, the Save
 * command (which for a viewer only says why nothing saves) and the `?` help.
 */
export function useMapShell(editor: SavableEditor, doc: ShellDocument, readOnly: boolean) {
  const toast = useToast();
  const [help, setHelp] = useState(false);
  const saving = useMapSave(editor, doc.documentId, doc.revisionId, readOnly);
  const { save, resolved } = saving;
  const { reload, saveCopy } = useConflictActions(editor, doc, resolved);
  const saveCommand = useCallback(() => (readOnly ? toast.show(VIEW_ONLY_NOTE) : void save()), [readOnly, save, toast]);
  const toggleHelp = useCallback(() => setHelp((h) => !h), []);
  return { ...saving, reload, saveCopy, saveCommand, help, setHelp, toggleHelp };
}
