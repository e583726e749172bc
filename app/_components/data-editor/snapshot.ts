import { parseLoose } from "@/lib/editor-intel/json-tree";
import { isObj, str } from "@/lib/editor-intel/values";

/**
 * The data editor's text as its other views read it [#26 item 7]. While the
 * JSON is broken mid-edit, the OOB table, timeline, area setup and map keep
 * the last text that parsed — greyed, with "fix the JSON to edit here" —
 * rather than a half-read document ("0 of 0 units", `game "" not found`);
 * completions and hovers at the cursor read the text now, as far as it goes.
 */
export interface Snapshot {
  version: number;
  /** The last text that parsed. */
  value: unknown;
  /** The text now, read as far as it goes. */
  loose: unknown;
  /** The text now does not parse. */
  broken: boolean;
}

/** The text read now: `value` is only meaningful when not broken (the caller keeps the last one). */
export function readSnapshot(text: string, version: number): Snapshot {
  try {
    const value: unknown = JSON.parse(text);
    return { version, value, loose: value, broken: false };
  } catch {
    return { version, value: undefined, loose: parseLoose(text), broken: true };
  }
}

/** The snapshot of the stored text a document opens with. */
export function firstSnapshot(content: string): Snapshot {
  const read = readSnapshot(content, 0);
  return read.broken ? { ...read, value: read.loose } : read;
}

/** A scenario's game and map references. */
export function readRefs(value: unknown): { game?: string; map?: string } | null {
  return isObj(value) ? { game: str(value.game), map: str(value.map) } : null;
}
