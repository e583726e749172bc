/**
 * The data editor's commands in one place: each has an id, a label, an
 * optional shortcut, and what it does. The same list feeds the window-level
 * shortcuts (for the table and timeline views) and Monaco's own actions (F1
 * palette, keybindings while the text has focus), so a shortcut means the same
 * thing whichever view is in front.
 */
import type { Monaco } from "./monaco-setup";

export interface Shortcut {
  ctrl?: boolean;
  shift?: boolean;
  alt?: boolean;
  key: string;
}

export interface EditorCommand {
  id: string;
  label: string;
  shortcut?: Shortcut;
  run: () => void;
}

export function shortcutText(s: Shortcut | undefined): string {
  if (!s) return "";
  return [s.ctrl && "Ctrl", s.shift && "Shift", s.alt && "Alt", s.key.length === 1 ? s.key.toUpperCase() : s.key].filter(Boolean).join("+");
}

export function matchesShortcut(s: Shortcut, event: KeyboardEvent): boolean {
  const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
  const want = s.key.length === 1 ? s.key.toLowerCase() : s.key;
  // Shift+Alt+F reports "F" or "Ï" depending on layout: fall back to the physical key.
  const code = event.code.startsWith("Key") ? event.code.slice(3).toLowerCase() : event.code.startsWith("Digit") ? event.code.slice(5) : "";
  return (key === want || code === want) && !!s.ctrl === (event.ctrlKey || event.metaKey) && !!s.shift === event.shiftKey && !!s.alt === event.altKey;
}

/** Runs the first command whose shortcut matches; Monaco has already handled keys it bound (defaultPrevented). */
export function handleShortcut(commands: readonly EditorCommand[], event: KeyboardEvent): boolean {
  if (event.defaultPrevented) return false;
  const command = commands.find((c) => c.shortcut && matchesShortcut(c.shortcut, event));
  if (!command) return false;
  event.preventDefault();
  command.run();
  return true;
}

/** Monaco's keybinding number for a shortcut. */
export function monacoKeybinding(monaco: Monaco, s: Shortcut): number | undefined {
  const { KeyMod, KeyCode } = monaco;
  const k = s.key.length === 1 ? s.key.toUpperCase() : s.key;
  const code = /^[A-Z]$/.test(k)
    ? (KeyCode as unknown as Record<string, number>)[`Key${k}`]
    : /^[0-9]$/.test(k)
      ? (KeyCode as unknown as Record<string, number>)[`Digit${k}`]
      : (KeyCode as unknown as Record<string, number>)[k];
  if (code === undefined) return undefined;
  return (s.ctrl ? KeyMod.CtrlCmd : 0) | (s.shift ? KeyMod.Shift : 0) | (s.alt ? KeyMod.Alt : 0) | code;
}
