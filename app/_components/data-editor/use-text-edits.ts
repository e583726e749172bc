"use client";

import { useCallback } from "react";
import { type TextEdit, jsonTree, nodeAtPointer } from "@/lib/editor-intel";
import { monaco } from "./monaco-setup";

type CodeEditor = import("monaco-editor/editor").editor.IStandaloneCodeEditor;
type Model = import("monaco-editor/editor").editor.ITextModel;

/**
 * How the other views reach the text: edits from the table, timeline, map and
 * setup go in as one undo step each, in the text's own history (so Ctrl+Z
 * undoes them in any view); a jump shows the JSON view with a range selected.
 */
export function useTextEdits(model: Model | null, editor: CodeEditor | null, readOnly: boolean, showText: () => void) {
  const applyEdits = useCallback(
    (edits: TextEdit[]) => {
      // Model edits bypass Monaco's readOnly: a viewer's table and timeline must not change the text.
      if (!model || edits.length === 0 || readOnly) return;
      const ops = edits.map((e) => {
        const start = model.getPositionAt(e.offset);
        const end = model.getPositionAt(e.offset + e.length);
        return { range: new monaco.Range(start.lineNumber, start.column, end.lineNumber, end.column), text: e.text };
      });
      model.pushStackElement();
      model.pushEditOperations(editor?.getSelections() ?? [], ops, () => null);
      model.pushStackElement();
    },
    [model, editor, readOnly],
  );

  const getText = useCallback(() => model?.getValue() ?? "", [model]);

  const jumpTo = useCallback(
    (line: number, column: number, endLine = line, endColumn = column) => {
      if (!editor) return;
      showText();
      // After the view switch has laid the editor out again.
      requestAnimationFrame(() => {
        editor.setSelection(new monaco.Range(line, column, endLine, endColumn));
        editor.revealRangeInCenter(new monaco.Range(line, column, endLine, endColumn));
        editor.focus();
      });
    },
    [editor, showText],
  );

  const revealPointer = useCallback(
    (pointer: string) => {
      if (!model) return;
      const node = nodeAtPointer(jsonTree(model.getValue()), pointer);
      if (!node) return;
      const start = model.getPositionAt(node.offset);
      const end = model.getPositionAt(node.offset + node.length);
      jumpTo(start.lineNumber, start.column, end.lineNumber, end.column);
    },
    [model, jumpTo],
  );

  const format = useCallback(() => {
    if (!editor) return;
    showText();
    void editor.getAction("editor.action.formatDocument")?.run();
  }, [editor, showText]);

  return { applyEdits, getText, jumpTo, revealPointer, format };
}
