"use client";

import { useMemo } from "react";
import { VIEW_ONLY_NOTE } from "@/lib/auth/roles";

type Options = import("monaco-editor/editor").editor.IStandaloneEditorConstructionOptions;

/**
 * Monaco's options for a document: a large one (see LARGE_TEXT) goes without
 * the whole-document extras; a viewer's is read-only and says why. Stable:
 * @monaco-editor/react calls updateOptions whenever this object changes.
 */
export function useMonacoOptions(documentName: string, large: boolean, readOnly: boolean): Options {
  return useMemo(
    (): Options => ({
      ariaLabel: `${documentName} as JSON`,
      automaticLayout: true,
      fontSize: 13,
      tabSize: 2,
      minimap: { enabled: !large, maxColumn: 80 },
      stickyScroll: { enabled: !large },
      bracketPairColorization: { enabled: !large },
      colorDecorators: !large,
      occurrencesHighlight: large ? "off" : "singleFile",
      foldingStrategy: large ? "indentation" : "auto",
      scrollBeyondLastLine: false,
      formatOnPaste: false,
      quickSuggestions: { strings: true, other: true, comments: false },
      suggest: { showWords: false },
      fixedOverflowWidgets: true,
      readOnly,
      readOnlyMessage: { value: VIEW_ONLY_NOTE },
    }),
    [documentName, large, readOnly],
  );
}
