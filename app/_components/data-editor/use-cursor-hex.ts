"use client";

import { type RefObject, useEffect, useState } from "react";
import { hexForPath, locate } from "@/lib/editor-intel";
import type { Snapshot } from "./snapshot";

type CodeEditor = import("monaco-editor/editor").editor.IStandaloneCodeEditor;
type Model = import("monaco-editor/editor").editor.ITextModel;

/** Debounce for following the cursor on the map. */
const CURSOR_MS = 100;

/** The hex the text cursor is on, to highlight on the map: a hex label, or a setup entry's, a reinforcement's or a unit's own setup hex. */
export function useCursorHex(editor: CodeEditor | null, model: Model | null, isScenario: boolean, snapshot: RefObject<Snapshot>): string | null {
  const [cursorHex, setCursorHex] = useState<string | null>(null);
  useEffect(() => {
    if (!editor || !model) return;
    let timer = 0;
    const sub = editor.onDidChangeCursorPosition((e) => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => {
        const text = model.getValue();
        const at = locate(text, model.getOffsetAt(e.position));
        const token = at.token?.type === "string" && typeof at.token.value === "string" && /^[0-9]{2,8}$/.test(at.token.value) ? at.token.value : null;
        setCursorHex(token ?? (isScenario ? hexForPath(snapshot.current.value, at.path) : null));
      }, CURSOR_MS);
    });
    return () => {
      window.clearTimeout(timer);
      sub.dispose();
    };
  }, [editor, model, isScenario, snapshot]);
  return cursorHex;
}
