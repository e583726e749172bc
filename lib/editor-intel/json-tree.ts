/**
 * Where things are in a JSON text, for an editor that is mid-edit. JSON.parse
 * gives up on the first typo; jsonc-parser keeps going, so completion and the
 * map highlight still work while the document is broken. Pointers are RFC 6901,
 * the same as the findings of lib/validate.
 */
import { type Node, getLocation, parse, parseTree } from "jsonc-parser";
import { LineIndex, type TextPosition } from "@/lib/validate/json-position";

export type JsonPath = (string | number)[];

export interface OffsetRange {
  offset: number;
  length: number;
}

export interface TextRange {
  start: TextPosition;
  end: TextPosition;
}

/** Parses best-effort: strict JSON.parse when it can (fast), else a tolerant parse. */
export function parseLoose(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return parse(text, [], { allowTrailingComma: true, disallowComments: false });
  }
}

export function pointerToPath(pointer: string): JsonPath {
  if (pointer === "") return [];
  return pointer
    .slice(1)
    .split("/")
    .map((token) => {
      const key = token.replace(/~1/g, "/").replace(/~0/g, "~");
      return /^(0|[1-9][0-9]*)$/.test(key) ? Number(key) : key;
    });
}

export function pathToPointer(path: readonly (string | number)[]): string {
  return path.map((t) => `/${String(t).replace(/~/g, "~0").replace(/\//g, "~1")}`).join("");
}

/** A tolerant syntax tree; undefined for empty text. */
export function jsonTree(text: string): Node | undefined {
  return parseTree(text, [], { allowTrailingComma: true });
}

/**
 * The node at a path. Each step is read as the container asks: an index into
 * an array, a key into an object — so an object key that looks like a number
 * ("0512") still matches (jsonc-parser's own lookup goes by the token's type).
 */
export function nodeAtPath(root: Node | undefined, path: readonly (string | number)[]): Node | undefined {
  let node = root;
  for (const step of path) {
    if (!node) return undefined;
    if (node.type === "array") {
      const index = typeof step === "number" ? step : /^(0|[1-9][0-9]*)$/.test(step) ? Number(step) : -1;
      node = index >= 0 ? node.children?.[index] : undefined;
    } else if (node.type === "object") {
      const key = String(step);
      const property = node.children?.find((p) => p.children?.[0]?.value === key && p.children.length === 2);
      node = property?.children?.[1];
    } else return undefined;
  }
  return node;
}

export function nodeAtPointer(root: Node | undefined, pointer: string): Node | undefined {
  return root ? nodeAtPath(root, pointerToPath(pointer)) : undefined;
}

/**
 * The text range to mark for a finding at `pointer`: the value itself when it
 * exists (only its first line when it spans several, so a whole unit is not
 * underlined), or — for a missing property — the start of the nearest existing
 * parent up to the end of that line.
 */
export function findingRange(root: Node | undefined, text: string, pointer: string): OffsetRange | undefined {
  if (!root) return undefined;
  let path = pointerToPath(pointer);
  for (;;) {
    const node = nodeAtPath(root, path);
    if (node) {
      // A property's key reads better underlined than its whole object value.
      const target = node.type === "object" || node.type === "array" ? (node.parent?.type === "property" ? node.parent.children?.[0] ?? node : node) : node;
      const lineEnd = text.indexOf("\n", target.offset);
      const end = lineEnd === -1 ? target.offset + target.length : Math.min(target.offset + target.length, lineEnd);
      return { offset: target.offset, length: Math.max(1, end - target.offset) };
    }
    if (path.length === 0) return undefined;
    path = path.slice(0, -1);
  }
}

/** Offset range to 1-based line/column range, the way Monaco counts. */
export function toTextRange(lines: LineIndex, range: OffsetRange): TextRange {
  return { start: lines.at(range.offset), end: lines.at(range.offset + range.length) };
}

/** 1-based line and column to an offset. */
export function offsetOf(text: string, line: number, column: number): number {
  let offset = 0;
  for (let l = 1; l < line; l += 1) {
    const next = text.indexOf("\n", offset);
    if (next === -1) return text.length;
    offset = next + 1;
  }
  return Math.min(text.length, offset + column - 1);
}

export interface CursorLocation {
  /** Path of the value (or property key) under the cursor. */
  path: JsonPath;
  /** True when the cursor is on a property name rather than a value. */
  atKey: boolean;
  /** The string or number token the cursor is in, if any. */
  token?: { offset: number; length: number; value: unknown; type: string };
}

/** What the cursor is on: path and the token around it. Works on broken JSON. */
export function locate(text: string, offset: number): CursorLocation {
  const location = getLocation(text, offset);
  const previous = location.previousNode;
  const token =
    previous && (previous.type === "string" || previous.type === "number") && offset >= previous.offset && offset <= previous.offset + previous.length
      ? { offset: previous.offset, length: previous.length, value: previous.value as unknown, type: previous.type }
      : undefined;
  return { path: location.path, atKey: location.isAtPropertyKey, token };
}

export { LineIndex };
export type { Node, TextPosition };
