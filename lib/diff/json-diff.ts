import { diffLines } from "diff";

/** One line of a readable diff between two JSON documents. */
export interface DiffLine {
  kind: "same" | "added" | "removed" | "skipped";
  text: string;
  /** Line numbers in the old and new pretty-printed text (null where the line is absent). */
  oldLine: number | null;
  newLine: number | null;
}

export interface JsonDiff {
  lines: DiffLine[];
  added: number;
  removed: number;
}

/** Pretty-prints JSON text with sorted keys, so key order never shows as a change. */
export function prettyJson(text: string): string {
  return JSON.stringify(sortKeys(JSON.parse(text)), null, 2);
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.keys(value as Record<string, unknown>)
        .sort()
        .map((k) => [k, sortKeys((value as Record<string, unknown>)[k])]),
    );
  }
  return value;
}

/**
 * A line diff of two JSON texts, pretty-printed; long unchanged runs fold to
 * one "skipped" line keeping `context` lines either side of each change.
 */
export function diffJson(oldText: string, newText: string, context = 3): JsonDiff {
  const parts = diffLines(prettyJson(oldText), prettyJson(newText));
  const full: DiffLine[] = [];
  let oldLine = 1;
  let newLine = 1;
  let added = 0;
  let removed = 0;
  for (const part of parts) {
    const lines = part.value.replace(/\n$/, "").split("\n");
    for (const text of lines) {
      if (part.added) {
        full.push({ kind: "added", text, oldLine: null, newLine: newLine++ });
        added++;
      } else if (part.removed) {
        full.push({ kind: "removed", text, oldLine: oldLine++, newLine: null });
        removed++;
      } else {
        full.push({ kind: "same", text, oldLine: oldLine++, newLine: newLine++ });
      }
    }
  }
  return { lines: fold(full, context), added, removed };
}

function fold(lines: DiffLine[], context: number): DiffLine[] {
  const keep = lines.map(() => false);
  lines.forEach((line, i) => {
    if (line.kind === "same") return;
    for (let j = Math.max(0, i - context); j <= Math.min(lines.length - 1, i + context); j++) keep[j] = true;
  });
  const out: DiffLine[] = [];
  let skipped = 0;
  const flush = () => {
    if (skipped > 0) out.push({ kind: "skipped", text: `${skipped} unchanged line${skipped === 1 ? "" : "s"}`, oldLine: null, newLine: null });
    skipped = 0;
  };
  lines.forEach((line, i) => {
    if (keep[i]) {
      flush();
      out.push(line);
    } else skipped++;
  });
  flush();
  return out;
}
