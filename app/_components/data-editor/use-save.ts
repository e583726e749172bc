"use client";
/**
 * Saving the Monaco model through the revision store: the base revision
 * travels with each save, a stale base comes back as a conflict (reload or
 * save mine as a copy), text that does not parse is refused with the reason,
 * and schema or lint errors never block a save. Dirty means "the model's
 * undo position differs from the last saved one", so undoing back to the
 * saved text is clean again. A save that fails (connection dropped, server
 * error) keeps the text, shows why and, with autosave on, tries again with
 * back-off; one the studio refused waits for the designer (use-save-retry).
 */
import { useRouter } from "next/navigation";
import { useCallback, useEffect, useRef, useState } from "react";
import type { DocumentKind } from "@/lib/model/document-kind";
import { checkJson } from "../../_lib/json-position";
import type { SaveState } from "../../_lib/save-retry";
import { useConflictResolution } from "../editor-shell/conflict";
import { useLeaveWarning } from "../editor-shell/leave-warning";
import { useSaveRetry } from "../editor-shell/use-save-retry";
import { useToast } from "../toaster";

type Model = import("monaco-editor/editor").editor.ITextModel;

/** Idle time before an autosave. */
export const AUTOSAVE_MS = 8000;

export function pretty(content: string): string {
  try {
    return JSON.stringify(JSON.parse(content), null, 2);
  } catch {
    return content;
  }
}

/** Asked before each save: whether it may go on (a game losing ids its scenarios use asks the designer first; autosave waits). */
export type BeforeSave = (text: string, savedText: string, auto: boolean) => Promise<{ go: true } | { go: false; why?: string }>;

export function useSave(props: { projectId: string; documentId: string; documentName: string; kind: DocumentKind; revisionId: string | null; content: string; model: Model | null; readOnly?: boolean; beforeSave?: BeforeSave }) {
  const router = useRouter();
  const toast = useToast();
  const { model } = props;
  // A viewer's editor never saves: the server would refuse it, and autosave would keep asking.
  const readOnly = props.readOnly ?? false;
  const [state, setState] = useState<SaveState>("saved");
  const [problem, setProblem] = useState<string | null>(null);
  const [message, setMessage] = useState("");
  const [dirty, setDirty] = useState(false);
  const [autosave, setAutosave] = useState(true);
  const base = useRef(props.revisionId);
  const savedVersion = useRef<number | null>(null);
  // The text as last saved (or loaded): what a save is compared with before it goes.
  const savedText = useRef(props.content);
  const { beforeSave } = props;
  const attempts = useSaveRetry({ autoRetry: autosave });
  const { run, onRetry, clear, isBusy } = attempts;

  useEffect(() => {
    if (!model) return;
    savedVersion.current = model.getAlternativeVersionId();
    const sub = model.onDidChangeContent(() => {
      // Only a flip re-renders: typing must stay cheap on a 2,000-unit document.
      setDirty(model.getAlternativeVersionId() !== savedVersion.current);
    });
    return () => sub.dispose();
  }, [model]);

  const save = useCallback(
    async (options: { auto?: boolean } = {}) => {
      if (!model || readOnly || isBusy()) return;
      const text = model.getValue();
      const parsed = checkJson(text);
      if (!parsed.ok) {
        if (options.auto) return;
        setState("error");
        setProblem(`The document is not valid JSON, so it was not saved. ${parsed.error}`);
        return;
      }
      if (beforeSave) {
        const verdict = await beforeSave(text, savedText.current, !!options.auto);
        if (!verdict.go) {
          if (verdict.why) setProblem(verdict.why);
          return;
        }
      }
      const version = model.getAlternativeVersionId();
      setProblem(null);
      setState("saving");
      const outcome = await run({ documentId: props.documentId, baseRevisionId: base.current, content: text, message: options.auto ? message || "Autosave" : message }, !options.auto);
      if (!outcome) return;
      if (outcome.ok) {
        base.current = outcome.revisionId;
        savedVersion.current = version;
        savedText.current = text;
        setDirty(model.getAlternativeVersionId() !== version);
        if (!options.auto) setMessage("");
        setState("saved");
        return;
      }
      setState(outcome.failure.kind === "conflict" ? "conflict" : "error");
    },
    [model, readOnly, props.documentId, message, run, isBusy, beforeSave],
  );

  useEffect(() => onRetry(() => void save({ auto: true })), [onRetry, save]);

  // Autosave after idle; never over a conflict or an error the designer has not seen to, nor while a refused save waits for them.
  useEffect(() => {
    if (!model || readOnly || !autosave || !dirty || state === "conflict" || state === "error" || state === "saving" || attempts.blocked) return;
    let timer = window.setTimeout(() => void save({ auto: true }), AUTOSAVE_MS);
    const sub = model.onDidChangeContent(() => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => void save({ auto: true }), AUTOSAVE_MS);
    });
    return () => {
      window.clearTimeout(timer);
      sub.dispose();
    };
  }, [model, readOnly, autosave, dirty, state, save, attempts.blocked]);

  useLeaveWarning(dirty);

  const { loadLatest, saveCopy } = useConflictResolution(props.kind, props);
  const saveAsCopy = useCallback(async () => {
    if (!model) return;
    const parsed = checkJson(model.getValue());
    if (!parsed.ok) return;
    await saveCopy(model.getValue(), (name) => {
      savedVersion.current = model.getAlternativeVersionId();
      setDirty(false);
      toast.show(`Your version was saved as “${name}”.`);
    });
  }, [model, saveCopy, toast]);

  const reload = useCallback(async () => {
    if (!model) return;
    const latest = await loadLatest();
    if (latest === null) return;
    const fresh = latest.revision ? pretty(latest.revision.content) : "{}";
    // As an edit, not setValue: the designer can still undo back to their own text.
    model.pushStackElement();
    model.pushEditOperations([], [{ range: model.getFullModelRange(), text: fresh }], () => null);
    model.pushStackElement();
    base.current = latest.revision?.id ?? null;
    savedText.current = latest.revision?.content ?? "{}";
    savedVersion.current = model.getAlternativeVersionId();
    setDirty(false);
    setState("saved");
    setProblem(null);
    clear();
    router.refresh();
  }, [model, loadLatest, router, clear]);

  const shownState: SaveState = state === "saved" && dirty ? "dirty" : state;
  // Typing after a refused save: the indicator goes back to "Unsaved changes"; the reason stays shown until the next save.
  const clearError = useCallback(() => setState((s) => (s === "error" ? "saved" : s)), []);

  /** The revision the text was loaded from or last saved as (what a draft is based on). */
  const baseRevision = useCallback(() => base.current, []);

  /**
   * Puts kept text back (a draft offered on return, editor-shell/use-kept-draft.ts): as an edit the
   * designer can undo, based on the revision it was edited from, so a save
   * of it after someone else's goes through the conflict check.
   */
  const restoreText = useCallback(
    (text: string, baseRevisionId: string | null) => {
      if (!model) return;
      model.pushStackElement();
      model.pushEditOperations([], [{ range: model.getFullModelRange(), text }], () => null);
      model.pushStackElement();
      base.current = baseRevisionId;
      setDirty(model.getAlternativeVersionId() !== savedVersion.current);
    },
    [model],
  );

  return {
    state: shownState,
    /** Why the last save did not go through: text that does not parse, or the failure (with its retry countdown). */
    problem: problem ?? attempts.text,
    canRetry: attempts.canRetry,
    message,
    setMessage,
    save,
    saveAsCopy,
    reload,
    dirty,
    autosave,
    setAutosave,
    clearError,
    baseRevision,
    restoreText,
  };
}
