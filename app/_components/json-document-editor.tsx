"use client";

import { useRouter } from "next/navigation";
import { useCallback, useEffect, useMemo, useState } from "react";
import type { DocumentKind } from "@/lib/model/document-kind";
import { createDocument, loadDocument, saveDocument } from "../_actions/library";
import { checkJson } from "../_lib/json-position";
import { useToast } from "./toaster";

type SaveState = "saved" | "dirty" | "saving" | "conflict" | "error";

const STATE_TEXT: Record<SaveState, string> = {
  saved: "All changes saved",
  dirty: "Unsaved changes",
  saving: "Saving…",
  conflict: "Not saved: conflict",
  error: "Not saved",
};

/**
 * The plain JSON editor every document opens in until its own editor (map
 * painter, Monaco data editor) takes over. Saves go through the conflict-safe
 * revision store: the base revision travels with every save.
 */
export function JsonDocumentEditor(props: {
  projectId: string;
  documentId: string;
  documentName: string;
  kind: DocumentKind;
  revisionId: string | null;
  initialText: string;
}) {
  const router = useRouter();
  const toast = useToast();
  const [text, setText] = useState(props.initialText);
  const [savedText, setSavedText] = useState(props.initialText);
  const [base, setBase] = useState(props.revisionId);
  const [message, setMessage] = useState("");
  const [state, setState] = useState<SaveState>("saved");
  const [problem, setProblem] = useState<string | null>(null);
  const parsed = useMemo(() => checkJson(text), [text]);
  const dirty = text !== savedText;
  const shownState: SaveState = state === "saved" && dirty ? "dirty" : state;

  const save = useCallback(async () => {
    if (state === "saving") return;
    if (!parsed.ok) {
      setState("error");
      setProblem(`The document is not valid JSON, so it was not saved. ${parsed.error}`);
      return;
    }
    setState("saving");
    const result = await saveDocument({ documentId: props.documentId, baseRevisionId: base, content: text, message });
    if (result.ok) {
      setBase(result.value.id);
      setSavedText(text);
      setMessage("");
      setProblem(null);
      setState("saved");
      return;
    }
    setProblem(result.error);
    setState(result.conflict ? "conflict" : "error");
  }, [state, parsed, props.documentId, base, text, message]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === "s") {
        event.preventDefault();
        void save();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [save]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

  async function saveAsCopy() {
    if (!parsed.ok) return;
    const result = await createDocument(props.projectId, {
      kind: props.kind,
      name: `${props.documentName} (my copy)`,
      content: parsed.value,
      message: "Saved as a copy after a conflict",
    });
    if (!result.ok) return toast.show(result.error, { tone: "error" });
    setSavedText(text);
    toast.show(`Your version was saved as “${result.value.name}”.`);
    router.push(`/projects/${props.projectId}/documents/${result.value.id}`);
  }

  async function reload() {
    const latest = await loadDocument(props.documentId);
    if (!latest.ok) return toast.show(latest.error, { tone: "error" });
    const fresh = latest.value.revision ? JSON.stringify(JSON.parse(latest.value.revision.content), null, 2) : "{}";
    setText(fresh);
    setSavedText(fresh);
    setBase(latest.value.revision?.id ?? null);
    setState("saved");
    setProblem(null);
    router.refresh();
  }

  return (
    <div className="panel editor-shell">
      {problem && (
        <div className={`banner ${state === "conflict" ? "warn" : "error"}`} role="alert" data-testid="editor-problem" style={{ margin: 10 }}>
          <span className="grow">{problem}</span>
          {state === "conflict" && (
            <>
              <button type="button" className="btn small" onClick={reload}>
                Reload (discard mine)
              </button>
              <button type="button" className="btn small primary" onClick={saveAsCopy} disabled={!parsed.ok}>
                Save mine as a copy
              </button>
            </>
          )}
        </div>
      )}
      <div className="editor-toolbar">
        <span className="save-state" data-state={shownState} data-testid="save-state">
          {STATE_TEXT[shownState]}
        </span>
        <span className="grow" />
        <button
          type="button"
          className="btn small"
          disabled={!parsed.ok}
          onClick={() => parsed.ok && setText(JSON.stringify(parsed.value, null, 2))}
          title="Format document"
        >
          Format
        </button>
        <input
          type="text"
          aria-label="Revision message"
          placeholder="Describe this change (optional)"
          value={message}
          onChange={(e) => setMessage(e.target.value)}
          style={{ width: 280, height: 28 }}
        />
        <button type="button" className="btn small primary" onClick={save} disabled={state === "saving"} title="Save (Ctrl+S)">
          Save <kbd>Ctrl S</kbd>
        </button>
      </div>
      <textarea
        className="json-text"
        aria-label={`${props.documentName} as JSON`}
        spellCheck={false}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          if (state === "error") setState("saved");
        }}
      />
      <div className="editor-status">
        <span>{props.kind} document</span>
        <span>{text.split("\n").length} lines</span>
        {parsed.ok ? <span>Valid JSON</span> : <span className="bad">{parsed.error}</span>}
      </div>
    </div>
  );
}
