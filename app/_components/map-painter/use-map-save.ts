"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import type { MapEditor } from "@/lib/painter/editor";
import { saveDocument } from "../../_actions/library";

export type SaveState = "saved" | "dirty" | "saving" | "conflict" | "error";

const AUTOSAVE_IDLE_MS = 4000;

/**
 * Saving for the painter: Ctrl+S or after a few idle seconds, through the
 * conflict-safe revision store. A conflict stops autosave until resolved.
 */
export function useMapSave(editor: MapEditor, documentId: string, revisionId: string | null) {
  const [state, setState] = useState<SaveState>("saved");
  const [problem, setProblem] = useState<string | null>(null);
  const base = useRef(revisionId);
  const saving = useRef(false);
  const blocked = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const [lastSaveMs, setLastSaveMs] = useState<number | null>(null);

  const save = useCallback(
    async (message = "") => {
      if (saving.current) return;
      if (editor.gestureInProgress) return;
      saving.current = true;
      setState("saving");
      const version = editor.history.version;
      const started = performance.now();
      const content = JSON.stringify(editor.document());
      const result = await saveDocument({ documentId, baseRevisionId: base.current, content, message });
      saving.current = false;
      if (result.ok) {
        base.current = result.value.id;
        editor.markSaved(version);
        setLastSaveMs(performance.now() - started);
        setProblem(null);
        setState(editor.dirty ? "dirty" : "saved");
        return;
      }
      if (result.conflict) blocked.current = true;
      setProblem(result.error);
      setState(result.conflict ? "conflict" : "error");
    },
    [editor, documentId],
  );

  useEffect(() => {
    return editor.subscribe((event) => {
      if (!event.ui) return;
      if (!editor.dirty) return;
      setState((s) => (s === "saved" ? "dirty" : s));
      if (timer.current) clearTimeout(timer.current);
      if (blocked.current) return;
      timer.current = setTimeout(() => {
        if (editor.dirty && !blocked.current) void save("Autosave");
      }, AUTOSAVE_IDLE_MS);
    });
  }, [editor, save]);

  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (editor.dirty) event.preventDefault();
    };
    window.addEventListener("beforeunload", warn);
    return () => {
      window.removeEventListener("beforeunload", warn);
      if (timer.current) clearTimeout(timer.current);
    };
  }, [editor]);

  const resolved = useCallback((newBase: string | null) => {
    base.current = newBase;
    blocked.current = false;
    setProblem(null);
    setState("saved");
  }, []);

  return { state, problem, save, resolved, lastSaveMs };
}
