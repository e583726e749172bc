import { createScanner } from "jsonc-parser";

/**
 * The shape of JSON text measured before it is parsed, in one pass over the
 * text that builds no objects (jsonc-parser's scanner): nesting, how many
 * objects and arrays it holds, keys named __proto__, and the size of each
 * document as stored. Whatever passes can be parsed and checked in bounded
 * time and memory; whatever does not is refused at the first limit it passes,
 * with the place, before JSON.parse has built anything.
 *
 * Sizes are bytes of UTF-8 without the whitespace between tokens: for text
 * that JSON.stringify wrote (every export) exactly its stored size.
 */
export interface ShapeLimits {
  /** Deepest nesting of objects and arrays. */
  maxDepth: number;
  /** Objects and arrays in the whole text. */
  maxContainers: number;
  /** When set, the whole text is one document held to these. */
  document?: DocumentLimits;
  /** When set, each `/documents/<i>/content` (a bundle's documents) is held to these. */
  bundleDocuments?: DocumentLimits;
}

export interface DocumentLimits {
  /** Objects and arrays in one document. */
  maxContainers: number;
  /** Bytes of one document as stored (UTF-8, no whitespace between tokens). */
  maxBytes: number;
}

/** Where a problem is: 1-based line and column (UTF-16 units), and the JSON pointer of the value. */
export interface ShapePlace {
  line: number;
  column: number;
  pointer: string;
}

/** A bundle's document, as far as the text has named it when the problem was found. */
export interface DocumentLabel {
  index: number;
  kind?: string;
  name?: string;
}

export type ShapeProblem =
  | ({ kind: "depth"; limit: number } & ShapePlace)
  | ({ kind: "containers"; limit: number; scope: "text" | "document"; document?: DocumentLabel } & ShapePlace)
  | ({ kind: "bytes"; limit: number; bytes: number; scope: "document"; document?: DocumentLabel } & ShapePlace)
  | ({ kind: "forbidden-key"; key: string } & ShapePlace);

export interface ShapeStats {
  containers: number;
  /** Bytes of the whole text as stored (see above). */
  bytes: number;
  depth: number;
}

/** Keys that a JavaScript object would not keep as data: refused wherever they appear. */
export const FORBIDDEN_KEYS: ReadonlySet<string> = new Set(["__proto__"]);

// jsonc-parser's SyntaxKind is a const enum, which isolated modules cannot import.
const OPEN_BRACE = 1;
const CLOSE_BRACE = 2;
const OPEN_BRACKET = 3;
const CLOSE_BRACKET = 4;
const COMMA = 5;
const COLON = 6;
const STRING = 10;
const EOF = 17;

interface Frame {
  array: boolean;
  /** The current member's key (objects) or element index (arrays). */
  key: string;
  index: number;
  expectKey: boolean;
  /** Set on the frame of a bundle document's content. */
  document?: { label: DocumentLabel; containers: number; bytes: number };
}

function escapeToken(token: string): string {
  return token.replace(/~/g, "~0").replace(/\//g, "~1");
}

/** UTF-8 bytes of text[from, to): 4 for a surrogate pair (counted at its high half), like utf8Length. */
function utf8Bytes(text: string, from: number, to: number): number {
  let bytes = to - from;
  for (let i = from; i < to; i += 1) {
    const c = text.charCodeAt(i);
    if (c < 0x80) continue;
    bytes += c < 0x800 ? 1 : c >= 0xd800 && c <= 0xdbff ? 3 : c >= 0xdc00 && c <= 0xdfff ? -1 : 2;
  }
  return bytes;
}

/**
 * Walks JSON text once and returns the first limit it passes (null when none)
 * and what it measured. Lenient about syntax — JSON.parse refuses malformed
 * text afterwards — so only the limits are reported here.
 */
export function scanJsonShape(text: string, limits: ShapeLimits): { problem: ShapeProblem | null; stats: ShapeStats } {
  const scanner = createScanner(text, true);
  const stack: Frame[] = [];
  const labels = new Map<number, DocumentLabel>();
  let containers = 0;
  let bytes = 0;
  let depth = 0;
  let current: Frame["document"] | undefined;

  /** The pointer of the value (or key) at the current token: each open container's current member. */
  const pointer = (): string => {
    let out = "";
    for (const f of stack) out += `/${f.array ? f.index : escapeToken(f.key)}`;
    return out;
  };
  const place = (): ShapePlace => ({ line: scanner.getTokenStartLine() + 1, column: scanner.getTokenStartCharacter() + 1, pointer: pointer() });
  const stats = (): ShapeStats => ({ containers, bytes, depth });
  const done = (problem: ShapeProblem | null) => ({ problem, stats: stats() });
  /** The path of the value starting now is documents/<i>/<key>: returns i. */
  const documentMember = (key: string): number | null => {
    if (stack.length !== 3) return null;
    const [top, list, doc] = stack as [Frame, Frame, Frame];
    return !top.array && top.key === "documents" && list.array && !doc.array && doc.key === key ? list.index : null;
  };
  const documentLimits = limits.bundleDocuments ?? limits.document;

  /** A forbidden key just read: reported at its value, where a parsed value's pointer would point. */
  let forbidden: string | null = null;
  for (let token = scanner.scan(); token !== EOF; token = scanner.scan()) {
    if (forbidden !== null && token !== COLON) return done({ kind: "forbidden-key", key: forbidden, ...place() });
    const top = stack[stack.length - 1];
    const length = scanner.getTokenLength();
    switch (token) {
      case OPEN_BRACE:
      case OPEN_BRACKET: {
        bytes += 1;
        containers += 1;
        if (stack.length + 1 > limits.maxDepth) return done({ kind: "depth", limit: limits.maxDepth, ...place() });
        if (containers > limits.maxContainers) return done({ kind: "containers", scope: limits.document ? "document" : "text", limit: limits.maxContainers, ...place() });
        const frame: Frame = { array: token === OPEN_BRACKET, key: "", index: 0, expectKey: token === OPEN_BRACE };
        const index = limits.bundleDocuments ? documentMember("content") : null;
        if (index !== null) {
          const label = labels.get(index) ?? { index };
          labels.set(index, label);
          frame.document = { label, containers: containers - 1, bytes: bytes - 1 };
          current = frame.document;
        }
        if (current && documentLimits && containers - current.containers > documentLimits.maxContainers) {
          return done({ kind: "containers", scope: "document", limit: documentLimits.maxContainers, document: current.label, ...place() });
        }
        stack.push(frame);
        depth = Math.max(depth, stack.length);
        break;
      }
      case CLOSE_BRACE:
      case CLOSE_BRACKET: {
        bytes += 1;
        const frame = stack.pop();
        if (frame?.document && limits.bundleDocuments) {
          const size = bytes - frame.document.bytes;
          if (size > limits.bundleDocuments.maxBytes) {
            return done({ kind: "bytes", scope: "document", limit: limits.bundleDocuments.maxBytes, bytes: size, document: frame.document.label, ...place() });
          }
          current = undefined;
        }
        break;
      }
      case STRING: {
        bytes += utf8Bytes(text, scanner.getTokenOffset(), scanner.getTokenOffset() + length);
        if (top && !top.array && top.expectKey) {
          const key = scanner.getTokenValue();
          top.key = key;
          top.expectKey = false;
          if (FORBIDDEN_KEYS.has(key)) forbidden = key;
          break;
        }
        if (limits.bundleDocuments) {
          for (const member of ["kind", "name"] as const) {
            const index = documentMember(member);
            if (index === null) continue;
            const label = labels.get(index) ?? { index };
            label[member] = scanner.getTokenValue();
            labels.set(index, label);
          }
        }
        break;
      }
      case COMMA:
        bytes += 1;
        if (top?.array) top.index += 1;
        else if (top) top.expectKey = true;
        break;
      default:
        // Numbers, true, false, null, a colon; anything else is malformed, and JSON.parse will say so.
        bytes += utf8Bytes(text, scanner.getTokenOffset(), scanner.getTokenOffset() + length);
    }
  }
  const whole = limits.document;
  if (whole) {
    const end = { line: scanner.getTokenStartLine() + 1, column: scanner.getTokenStartCharacter() + 1, pointer: "" };
    if (containers > whole.maxContainers) return done({ kind: "containers", scope: "document", limit: whole.maxContainers, ...end });
    if (bytes > whole.maxBytes) return done({ kind: "bytes", scope: "document", limit: whole.maxBytes, bytes, ...end });
  }
  return done(null);
}
