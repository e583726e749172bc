"use client";

import { type RefObject, useEffect, useMemo, useRef } from "react";

/** A key pressed while typing in a form field belongs to the field, not to the editor's commands. */
export function isFormField(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return !!el && (el.tagName === "INPUT" || el.tagName === "TEXTAREA" || el.tagName === "SELECT" || el.isContentEditable);
}

/**
 * One keyboard handler for every command in an editor's registry: not while
 * typing in a field (but Ctrl/⌘+S still saves) or while a dialog is open;
 * `space` follows the space bar for space-drag panning.
 */
export function useCommandKeys<E, U>(commandFor: (e: KeyboardEvent) => { run: (editor: E, ui: U) => void } | undefined, editor: E, ui: U, space: RefObject<boolean>) {
  useEffect(() => {
    const down = (e: KeyboardEvent) => {
      if (e.key === " ") space.current = true;
      if (isFormField(e.target) && !((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === "s")) return;
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

/**
 * An editor's keys: its registry (cut down for a viewer) on the window.
 * Returns whether the space bar is held, for space-drag panning.
 */
export function useEditorKeys<E, U, C extends { id: string; run: (editor: E, ui: U) => void }>(commandFor: (e: KeyboardEvent) => C | undefined, readOnly: boolean, editor: E, ui: U): RefObject<boolean> {
  const space = useRef(false);
  const keys = useMemo(() => viewOnlyKeys(commandFor, readOnly), [commandFor, readOnly]);
  useCommandKeys(keys, editor, ui, space);
  return space;
}
