/**
 * Where things are in a JSON text, for an editor that is mid-edit. JSON.parse
 * gives up on the first typo; jsonc-parser keeps going, so completion and the
 * map highlight still work while the document is broken. Pointers are RFC 6901,
 * the same as the findings of lib/validate.
 */
import { type Node, parse, parseTree } from "jsonc-parser";
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

type Frame = { array: boolean; key: string | null; index: number; expectKey: boolean };

/**
 * What the cursor is on: path and the token around it. Works on broken JSON.
 * A hand-rolled scan over char codes up to the cursor (jsonc-parser's
 * getLocation takes ~90 ms at the middle of a 2,000-unit scenario; this takes
 * a few), with getLocation's meaning: inside a key or where a key goes is
 * `atKey`; after a colon or in an array, the path names the value's place.
 */
export function locate(text: string, offset: number): CursorLocation {
  const stack: Frame[] = [];
  let i = 0;
  const end = Math.min(offset, text.length);
  const pathOf = (): JsonPath => {
    const path: JsonPath = [];
    for (const f of stack) {
      if (f.array) path.push(f.index);
      else if (f.key !== null) path.push(f.key);
    }
    return path;
  };
  while (i < end) {
    const c = text.charCodeAt(i);
    if (c === 34 /* " */) {
      let j = i + 1;
      let escaped = false;
      while (j < text.length) {
        const d = text.charCodeAt(j);
        if (d === 92) {
          escaped = true;
          j += 2;
          continue;
        }
        if (d === 34 || d === 10) break;
        j += 1;
      }
      const closed = j < text.length && text.charCodeAt(j) === 34;
      const tokenEnd = closed ? j + 1 : j;
      const raw = text.slice(i + 1, j);
      let value: string = raw;
      if (escaped) {
        try {
          value = JSON.parse(`"${raw}"`) as string;
        } catch {
          value = raw;
        }
      }
      const top = stack[stack.length - 1];
      // The cursor is in this string (between its quotes, or right after an unclosed one).
      if (offset > i && offset < tokenEnd + (closed ? 0 : 1)) {
        if (top && !top.array && top.expectKey) {
          top.key = value;
          return { path: pathOf(), atKey: true, token: { offset: i, length: tokenEnd - i, value, type: "string" } };
        }
        return { path: pathOf(), atKey: false, token: { offset: i, length: tokenEnd - i, value, type: "string" } };
      }
      if (top && !top.array && top.expectKey) top.key = value;
      i = tokenEnd;
      continue;
    }
    if (c === 123 /* { */) stack.push({ array: false, key: null, index: 0, expectKey: true });
    else if (c === 91 /* [ */) stack.push({ array: true, key: null, index: 0, expectKey: false });
    else if (c === 125 /* } */ || c === 93 /* ] */) stack.pop();
    else if (c === 58 /* : */) {
      const top = stack[stack.length - 1];
      if (top && !top.array) top.expectKey = false;
    } else if (c === 44 /* , */) {
      const top = stack[stack.length - 1];
      if (top?.array) top.index += 1;
      else if (top) {
        top.expectKey = true;
        top.key = null;
      }
    } else if (c === 45 || (c >= 48 && c <= 57) || c === 116 || c === 102 || c === 110) {
      // A number or literal: is the cursor in it (or right after it)?
      let j = i + 1;
      while (j < text.length && /[0-9a-zA-Z.+-]/.test(text[j] as string)) j += 1;
      if (offset > i && offset <= j) {
        const raw = text.slice(i, j);
        const n = Number(raw);
        const isNumber = raw !== "" && !Number.isNaN(n) && c !== 116 && c !== 102 && c !== 110;
        return { path: pathOf(), atKey: false, token: isNumber ? { offset: i, length: j - i, value: n, type: "number" } : undefined };
      }
      i = j;
      continue;
    }
    i += 1;
  }
  const top = stack[stack.length - 1];
  const atKey = !!top && !top.array && top.expectKey;
  // After a key's closing quote the path names that key; where a key is yet to be typed, "".
  return { path: atKey && top?.key === null ? [...pathOf(), ""] : pathOf(), atKey };
}

export { LineIndex };
export type { Node, TextPosition };
