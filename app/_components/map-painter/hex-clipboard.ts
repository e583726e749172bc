"use client";

import { VIEW_ONLY_NOTE } from "@/lib/auth/roles";
import { isHexClip } from "@/lib/painter/clipboard";
import type { MapEditor } from "@/lib/painter/editor";

const CLIP_KEY = "warbench-hex-clipboard";

type Say = (text: string, options?: { tone?: "error" }) => void;

/**
 * Ctrl+C: the selected hexes, kept in localStorage (so another tab's painter
 * can paste them) and offered to the system clipboard as JSON.
 */
export function copyHexes(editor: MapEditor, say: Say) {
  const clip = editor.copySelection();
  if (!clip) return say("Select hexes first (S), then copy.");
  const text = JSON.stringify(clip);
  localStorage.setItem(CLIP_KEY, text);
  void navigator.clipboard?.writeText(text).catch(() => undefined);
  say(`Copied ${clip.cells.length} hex${clip.cells.length === 1 ? "" : "es"}.`);
}

/** Ctrl+V: the last copied hexes, their first hex at the hex under the pointer (or the selected one). */
export function pasteHexes(editor: MapEditor, readOnly: boolean, say: Say) {
  if (readOnly) return say(VIEW_ONLY_NOTE);
  const anchor = editor.hover ?? editor.selectedHex ?? [...editor.selection][0] ?? null;
  if (anchor === null) return say("Point at the hex to paste onto, then press Ctrl+V.");
  let clip: unknown = null;
  try {
    clip = JSON.parse(localStorage.getItem(CLIP_KEY) ?? "null");
  } catch {
    clip = null;
  }
  if (!isHexClip(clip)) return say("Nothing to paste: copy some hexes first.");
  try {
    const n = editor.paste(clip, anchor);
    say(`Pasted ${n} hex${n === 1 ? "" : "es"}.`);
  } catch (error) {
    say(error instanceof Error ? error.message : String(error), { tone: "error" });
  }
}
