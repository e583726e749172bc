"use client";

import { useEffect, useRef } from "react";
import { type EditorCommand, handleShortcut, monacoKeybinding } from "./commands";
import { monaco } from "./monaco-setup";

type CodeEditor = import("monaco-editor/editor").editor.IStandaloneCodeEditor;

const isUndoRedo = (c: EditorCommand) => c.id === "warbench.undo" || c.id === "warbench.redo";

/**
 * The commands on the keyboard: on the window for the table and timeline
 * (inside Monaco its own keybindings run first), and in Monaco as actions
 * (F1 palette, keybindings while the text has focus). Undo and redo are the
 * text's own while it has focus.
 */
export function useCommandBindings(editor: CodeEditor | null, commands: EditorCommand[]) {
  const commandsRef = useRef(commands);
  useEffect(() => {
    commandsRef.current = commands;
  }, [commands]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      const inField = !!target && (target.tagName === "INPUT" || target.tagName === "SELECT" || (target.tagName === "TEXTAREA" && !target.closest(".monaco-editor")));
      const list = commandsRef.current.filter((c) => !(inField && isUndoRedo(c)));
      // Undo/redo from the window only when the text is not focused (Monaco does its own).
      handleShortcut(target?.closest(".monaco-editor") ? list.filter((c) => !isUndoRedo(c)) : list, event);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  // Registered once per editor (each registration rebuilds Monaco's keybinding table, far too slow to redo on
  // every render); they run whatever the current command does.
  const commandIds = commands.map((c) => c.id).join(" ");
  useEffect(() => {
    if (!editor) return;
    const disposables = commandsRef.current
      .filter((c) => !isUndoRedo(c))
      .map((c) => {
        const key = c.shortcut && monacoKeybinding(monaco, c.shortcut);
        return editor.addAction({ id: c.id, label: `Warbench: ${c.label}`, keybindings: key ? [key] : [], run: () => commandsRef.current.find((x) => x.id === c.id)?.run() });
      });
    return () => disposables.forEach((d) => d.dispose());
  }, [editor, commandIds]);
}
