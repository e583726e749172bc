"use client";

import { useEffect, useRef } from "react";
import { monaco } from "./monaco-setup";
import type { ContextDoc } from "./use-context-docs";

/**
 * Where an id is declared in the game or map (go to definition, F12): that
 * document read-only, scrolled to the declaration. Editing it is for its own tab.
 */
export function DefinitionPane(props: { role: "game" | "map"; doc: ContextDoc; line: number; column: number; href: string; onClose: () => void }) {
  const host = useRef<HTMLDivElement>(null);
  const editor = useRef<import("monaco-editor/editor").editor.IStandaloneCodeEditor | null>(null);

  useEffect(() => {
    if (!host.current) return;
    const e = monaco.editor.create(host.current, {
      model: props.doc.model,
      readOnly: true,
      minimap: { enabled: false },
      automaticLayout: true,
      scrollBeyondLastLine: false,
      fontSize: 12,
      lineNumbersMinChars: 4,
      ariaLabel: `${props.doc.doc.name} (read-only)`,
    });
    editor.current = e;
    return () => {
      e.dispose();
      editor.current = null;
    };
  }, [props.doc]);

  useEffect(() => {
    const e = editor.current;
    if (!e) return;
    e.setSelection(new monaco.Range(props.line, props.column, props.line, props.column));
    e.revealLineInCenter(props.line);
  }, [props.line, props.column, props.doc]);

  return (
    <section className="de-definition" aria-label="Definition">
      <header>
        <strong>
          Defined in the {props.role}: {props.doc.doc.name}
        </strong>
        <span className="muted">line {props.line}</span>
        <span className="grow" />
        <a className="btn small" href={props.href}>
          Open
        </a>
        <button type="button" className="btn small ghost" aria-label="Close definition" onClick={props.onClose}>
          ✕
        </button>
      </header>
      <div ref={host} className="de-definition-editor" />
    </section>
  );
}
