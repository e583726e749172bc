/**
 * Small, non-overlapping text edits on a JSON document: remove some elements
 * of an array, append elements, replace a value, add a missing property.
 * Every edit of one action is computed against the same syntax tree, so the
 * editor applies them together as one undo step and leaves the rest of the
 * text — its formatting, key order, anything the designer wrote — as it was.
 */
import { type Node, modify } from "jsonc-parser";
import type { TextEdit } from "@/lib/editor-intel/edits";
import type { JsonPath } from "@/lib/editor-intel/json-tree";

export type { TextEdit };

const FORMAT = { tabSize: 2, insertSpaces: true, eol: "\n" };

export function indentOf(text: string, offset: number): string {
  const lineStart = text.lastIndexOf("\n", offset - 1) + 1;
  return /^[ \t]*/.exec(text.slice(lineStart, offset))?.[0] ?? "";
}

const isMultiline = (text: string, node: Node) => text.slice(node.offset, node.offset + node.length).includes("\n");

/**
 * A value written the way its neighbours are: pretty-printed over several
 * lines (indented from `indent`) when `multiline`, else on one line with a
 * space after each colon and comma, as a hand-written `{ "unit": "a", "at": "0101" }`.
 */
export function formatValue(value: unknown, multiline: boolean, indent: string): string {
  if (multiline) return JSON.stringify(value, null, 2).replace(/\n/g, `\n${indent}`);
  const inline = (v: unknown): string => {
    if (Array.isArray(v)) return `[${v.map(inline).join(", ")}]`;
    if (v && typeof v === "object") {
      const parts = Object.entries(v as Record<string, unknown>).map(([k, x]) => `${JSON.stringify(k)}: ${inline(x)}`);
      return parts.length ? `{ ${parts.join(", ")} }` : "{}";
    }
    return JSON.stringify(v);
  };
  return inline(value);
}

/**
 * Removes the elements at `indices` of an array node, with their commas. Runs
 * of neighbours go as one range, so the edits never overlap: a run that starts
 * after the first element takes the comma before it; a run at the start takes
 * the comma after it (there is a kept element after it, or the array empties).
 */
export function removeElements(array: Node, indices: Iterable<number>): TextEdit[] {
  const items = array.children ?? [];
  const gone = new Set([...indices].filter((i) => i >= 0 && i < items.length));
  if (gone.size === 0) return [];
  if (gone.size === items.length) return [{ offset: array.offset + 1, length: array.length - 2, text: "" }];
  const edits: TextEdit[] = [];
  for (let i = 0; i < items.length; i += 1) {
    if (!gone.has(i)) continue;
    let j = i;
    while (gone.has(j + 1)) j += 1;
    const first = items[i] as Node;
    const last = items[j] as Node;
    const before = items[i - 1];
    if (before) edits.push({ offset: before.offset + before.length, length: last.offset + last.length - (before.offset + before.length), text: "" });
    else {
      const after = items[j + 1] as Node;
      edits.push({ offset: first.offset, length: after.offset - first.offset, text: "" });
    }
    i = j;
  }
  return edits;
}

/**
 * Appends values to an array node as one insertion, each formatted like the
 * array's last element (or, in an empty array inside a multi-line document,
 * pretty-printed on lines of their own).
 */
export function appendElements(text: string, array: Node, values: readonly unknown[]): TextEdit[] {
  if (values.length === 0) return [];
  const items = array.children ?? [];
  const last = items[items.length - 1];
  if (last) {
    const indent = indentOf(text, last.offset);
    const lineBreak = isMultiline(text, array);
    const multiline = isMultiline(text, last);
    const sep = lineBreak ? `,\n${indent}` : ", ";
    return [{ offset: last.offset + last.length, length: 0, text: values.map((v) => `${sep}${formatValue(v, multiline, indent)}`).join("") }];
  }
  const outer = indentOf(text, array.offset);
  // An empty array in a pretty-printed document opens onto lines of its own.
  if (text.includes("\n")) {
    const inner = `${outer}  `;
    return [{ offset: array.offset + 1, length: array.length - 2, text: `\n${values.map((v) => `${inner}${formatValue(v, true, inner)}`).join(`,\n`)}\n${outer}` }];
  }
  return [{ offset: array.offset + 1, length: array.length - 2, text: values.map((v) => formatValue(v, false, "")).join(", ") }];
}

/** Replaces a value node (a no-op when it already reads the same). */
export function replaceValue(text: string, node: Node, value: unknown): TextEdit[] {
  const json = JSON.stringify(value);
  return text.slice(node.offset, node.offset + node.length) === json ? [] : [{ offset: node.offset, length: node.length, text: json }];
}

/** Adds a property that is missing from the root object, with jsonc-parser's own formatting. */
export function addRootProperty(text: string, key: string, value: unknown): TextEdit[] {
  const path: JsonPath = [key];
  return modify(text, path, value, { formattingOptions: FORMAT }).map((e) => ({ offset: e.offset, length: e.length, text: e.content }));
}
