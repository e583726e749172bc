"use client";

import { useRouter } from "next/navigation";
import { type RefObject, useCallback, useEffect } from "react";
import { loadDocument } from "../../_actions/library";
import { createDocument } from "../../_lib/save-requests";
import { useToast } from "../toaster";
import type { SavableEditor } from "./use-map-save";

/** What the hex painter and the area-map editor share around their canvases: keys, conflicts, downloads. */

/** Saves a file the browser makes (an export) under `name`. */
export function downloadFile(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** A file name from a map's name: letters, digits and . _ - only. */
export const exportFileName = (name: string, ext: string) => `${name.replace(/[^\p{L}\p{N}._-]+/gu, "-").replace(/^-+|-+$/g, "") || "map"}.${ext}`;

/**
 * One keyboard handler for every command in an editor's registry: not while
 * typing in a field (but Ctrl/⌘+S still saves) or while a dialog is open;
 * `space` follows the space bar for space-drag panning.
 */
export function useCommandKeys<E, U>(commandFor: (e: KeyboardEvent) => { run: (editor: E, ui: U) => void } | undefined, editor: E, ui: U, space: RefObject<boolean>) {
  useEffect(() => {
    const down = (e: KeyboardEvent) => {
      if (e.key === " ") space.current = true;
      const target = e.target as HTMLElement | null;
      const typing = target && (target.tagName === "INPUT" || target.tagName === "TEXTAREA" || target.tagName === "SELECT" || target.isContentEditable);
      if (typing && !((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === "s")) return;
      if (document.querySelector("dialog[open]")) return;
      const command = commandFor(e);
      if (!command) return;
      e.preventDefault();
      command.run(editor, ui);
    };
    const up = (e: KeyboardEvent) => {
      if (e.key === " ") space.current = false;
    };
    window.addEventListener("keydown", down);
    window.addEventListener("keyup", up);
    return () => {
      window.removeEventListener("keydown", down);
      window.removeEventListener("keyup", up);
    };
  }, [commandFor, editor, ui, space]);
}

/** What a read-only editor's keys may still do: look around, select, copy, export, and Ctrl+S (which then only says why it does not save). */
const VIEW_COMMAND = /^(view\.|file\.|tool\.(select|pan)$|edit\.(copy|selectNone|cancel)$)/;

/** A command registry cut down to what changes nothing, for a viewer (team mode); the same function when not read-only. */
export function viewOnlyKeys<C extends { id: string }>(commandFor: (e: KeyboardEvent) => C | undefined, readOnly: boolean): (e: KeyboardEvent) => C | undefined {
  if (!readOnly) return commandFor;
  return (e) => {
    const command = commandFor(e);
    return command && VIEW_COMMAND.test(command.id) ? command : undefined;
  };
}

/** The two ways out of a save conflict: take the newer revision, or keep this map as a new document. */
export function useConflictActions(editor: SavableEditor, doc: { projectId: string; documentId: string; documentName: string }, resolved: (revisionId: string | null) => void) {
  const router = useRouter();
  const toast = useToast();
  const { projectId, documentId, documentName } = doc;
  const reload = useCallback(async () => {
    const latest = await loadDocument(documentId);
    if (!latest.ok) return toast.show(latest.error, { tone: "error" });
    editor.markSaved();
    resolved(latest.value.revision?.id ?? null);
    router.refresh();
    window.location.reload();
  }, [editor, documentId, resolved, router, toast]);
  const saveCopy = useCallback(async () => {
    const result = await createDocument(projectId, { kind: "map", name: `${documentName} (my copy)`, content: JSON.stringify(editor.document()), message: "Saved as a copy after a conflict" });
    if (!result.ok) return toast.show(result.error, { tone: "error" });
    editor.markSaved();
    router.push(`/projects/${projectId}/documents/${result.value.id}`);
  }, [editor, projectId, documentName, router, toast]);
  return { reload, saveCopy };
}
