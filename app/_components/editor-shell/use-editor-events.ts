"use client";

import { useEffect, useReducer } from "react";

/** Re-renders the component when the editor reports a change the panels show (a `ui` event). */
export function useEditorEvents(editor: { subscribe(listener: (event: { ui?: boolean }) => void): () => void }): number {
  const [tick, bump] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    let queued = false;
    return editor.subscribe((event) => {
      if (!event.ui || queued) return;
      // Several events in one pointer move fold into one React render.
      queued = true;
      queueMicrotask(() => {
        queued = false;
        bump();
      });
    });
  }, [editor]);
  return tick;
}
