/**
 * The one set of limits and checks every way into Warbench applies to JSON
 * from outside — bundle import, saving a document, creating one, and the CLI's
 * validate, simulate and replay — so a file one of them accepts, the others
 * accept too, and anything the studio exports it can import again.
 *
 * Sizes are measured on the document as stored: compact JSON, UTF-8. Text
 * typed in an editor carries indentation, so raw text may be up to
 * TEXT_SLACK times the limit before it is parsed and measured compact.
 */
export const LIMITS = {
  /** One document (game, map or scenario) as stored: compact JSON. */
  documentBytes: 16 * 1024 * 1024,
  /** One bundle file: a whole project, as the studio exports it (compact JSON). */
  bundleBytes: 50 * 1024 * 1024,
  /** Deepest nesting of objects and arrays; real documents stay under 12. */
  depth: 100,
} as const;

/** How much larger than its stored form indented document text may be. */
export const TEXT_SLACK = 4;

export type InputCode =
  | "E-JSON-SYNTAX"
  | "E-FILE-TOO-LARGE"
  | "E-JSON-TOO-DEEP"
  | "E-JSON-FORBIDDEN-KEY"
  | "E-JSON-NUMBER-RANGE"
  | "E-JSON-LONE-SURROGATE";

export interface InputProblem {
  code: InputCode;
  message: string;
  /** RFC 6901 pointer; "" for the whole text. */
  pointer: string;
  line?: number;
  column?: number;
}

export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) {
    const mb = bytes / (1024 * 1024);
    return `${mb.toFixed(1).replace(/\.0$/, "")} MB`;
  }
  return `${Math.round(bytes / 1024)} KB`;
}

/** UTF-8 byte length, exact up to `cap`; past it, counting stops (the result is then only "over"). */
export function utf8Length(text: string, cap = Infinity): number {
  // A UTF-16 unit is 1–3 UTF-8 bytes: a text this long is over whatever it holds.
  if (text.length > cap) return text.length;
  let bytes = 0;
  for (let i = 0; i < text.length && bytes <= cap; i += 1) {
    const c = text.charCodeAt(i);
    bytes += c < 0x80 ? 1 : c < 0x800 ? 2 : c >= 0xd800 && c <= 0xdbff ? 4 : c >= 0xdc00 && c <= 0xdfff ? 0 : 3;
  }
  return bytes;
}

export function tooLarge(what: string, bytes: number, limit: number): InputProblem {
  const [size, max] = formatBytes(bytes) === formatBytes(limit) ? [`${bytes} bytes`, `${limit}-byte`] : [formatBytes(bytes), formatBytes(limit)];
  return {
    code: "E-FILE-TOO-LARGE",
    pointer: "",
    message: `The ${what} is ${size}, over the ${max} limit for a ${what}.`,
  };
}

export function stripBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/**
 * Finds where text nests deeper than `maxDepth`, before it is parsed, by
 * counting brackets outside strings. Iterative, so no input can overflow
 * the stack; JSON.stringify and every recursive reader after it are safe.
 */
export function findExcessiveDepth(text: string, maxDepth: number = LIMITS.depth): { line: number; column: number } | null {
  let depth = 0;
  let inString = false;
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i += 1; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
      continue;
    }
    if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      depth += 1;
      if (depth > maxDepth) return { line, column: i - lineStart + 1 };
    } else if (c === 0x7d || c === 0x5d) depth -= 1;
    else if (c === 0x0a) {
      line += 1;
      lineStart = i + 1;
    }
  }
  return null;
}

export function tooDeep(maxDepth: number, where?: { line: number; column: number }): InputProblem {
  return {
    code: "E-JSON-TOO-DEEP",
    pointer: "",
    message: `The JSON is nested more than ${maxDepth} levels deep${where ? ` (line ${where.line}, column ${where.column})` : ""}; the limit is ${maxDepth}.`,
    ...where,
  };
}

const FORBIDDEN_KEYS = new Set(["__proto__"]);
const MAX_REPORTED = 20;

function escapeToken(token: string | number): string {
  return String(token).replace(/~/g, "~0").replace(/\//g, "~1");
}

function showString(s: string): string {
  const shown = s.length > 40 ? `${s.slice(0, 40)}…` : s;
  return JSON.stringify(shown);
}

/**
 * Everything in a parsed value that cannot be stored faithfully: nesting over
 * the limit, keys such as __proto__ (a JavaScript copy would drop them or
 * tamper with prototypes), numbers JSON cannot hold (1e999 parses to
 * Infinity and would be written back as null), and strings with lone UTF-16
 * surrogates (not Unicode; stored, they become invalid UTF-8). Refused, never
 * silently changed. Iterative: no value can overflow the stack.
 */
export function inspectJsonValue(value: unknown, maxDepth: number = LIMITS.depth): InputProblem[] {
  const problems: InputProblem[] = [];
  let more = 0;
  const report = (p: InputProblem) => {
    if (problems.length < MAX_REPORTED) problems.push(p);
    else more += 1;
  };
  const stack: [unknown, string, number][] = [[value, "", 0]];
  while (stack.length > 0) {
    const [v, at, depth] = stack.pop() as [unknown, string, number];
    if (typeof v === "string") {
      if (!v.isWellFormed()) {
        report({ code: "E-JSON-LONE-SURROGATE", pointer: at, message: `The text ${showString(v.toWellFormed())} holds a lone UTF-16 surrogate, which is not valid Unicode.` });
      }
      continue;
    }
    if (typeof v === "number") {
      if (!Number.isFinite(v)) report({ code: "E-JSON-NUMBER-RANGE", pointer: at, message: "A number is too large for JSON to hold (it would be stored as null)." });
      continue;
    }
    if (!v || typeof v !== "object") continue;
    if (depth >= maxDepth) {
      report({ ...tooDeep(maxDepth), pointer: at });
      return problems;
    }
    if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i -= 1) stack.push([v[i], `${at}/${i}`, depth + 1]);
      continue;
    }
    for (const key of Object.keys(v)) {
      const child = `${at}/${escapeToken(key)}`;
      if (FORBIDDEN_KEYS.has(key)) {
        report({ code: "E-JSON-FORBIDDEN-KEY", pointer: child, message: `The key "${key}" is not allowed in a document.` });
        continue;
      }
      if (!key.isWellFormed()) {
        report({ code: "E-JSON-LONE-SURROGATE", pointer: child, message: `The key ${showString(key.toWellFormed())} holds a lone UTF-16 surrogate, which is not valid Unicode.` });
      }
      stack.push([(v as Record<string, unknown>)[key], child, depth + 1]);
    }
  }
  if (more > 0) problems.push({ ...problems[problems.length - 1]!, pointer: "", message: `${more} more such problems not listed.` });
  return problems;
}

/** Where a name typed or imported cannot be stored faithfully, or null. */
export function nameProblem(name: string): string | null {
  return name.isWellFormed() ? null : "The name holds a lone UTF-16 surrogate, which is not valid Unicode.";
}

export type JsonInput =
  | { ok: true; value: unknown; text: string }
  /** `parsed` is there when the text parsed but its value was refused. */
  | { ok: false; problem: InputProblem; problems?: InputProblem[]; parsed?: { value: unknown; text: string } };

export interface JsonInputOptions {
  /** "document" or "bundle": named in the messages. */
  what: string;
  /** The limit on the stored (compact) form. */
  limitBytes: number;
  /** Raw text may be this many times the limit (indentation); 1 for files measured as they are. */
  slack?: number;
  /** Turns JSON.parse's error into a message with line and column. */
  locate?: (text: string, error: unknown) => { message: string; line?: number; column?: number };
}

/**
 * Reads JSON text from outside: drops a byte-order mark, refuses text over
 * the size limit (measured compact when the raw text is larger), nesting over
 * the depth limit, malformed JSON, and anything inspectJsonValue refuses.
 */
export function readJsonInput(input: string, options: JsonInputOptions): JsonInput {
  const limit = options.limitBytes;
  const rawCap = limit * (options.slack ?? 1);
  const size = utf8Length(input, rawCap);
  if (size > rawCap) return { ok: false, problem: tooLarge(options.what, size, limit) };
  const text = stripBom(input);
  const deep = findExcessiveDepth(text);
  if (deep) return { ok: false, problem: tooDeep(LIMITS.depth, deep) };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const where = options.locate?.(text, error) ?? { message: `Not valid JSON: ${error instanceof Error ? error.message.split("\n")[0] : String(error)}.` };
    return { ok: false, problem: { code: "E-JSON-SYNTAX", pointer: "", ...where } };
  }
  const problems = inspectJsonValue(value);
  if (problems.length > 0) return { ok: false, problem: problems[0]!, problems, parsed: { value, text } };
  if (size > limit) {
    const compact = utf8Length(JSON.stringify(value));
    if (compact > limit) return { ok: false, problem: tooLarge(options.what, compact, limit) };
  }
  return { ok: true, value, text };
}

/**
 * Checks a value that did not come as text (a server action's argument):
 * nesting, keys, numbers and strings first — JSON.stringify would overflow
 * on deep nesting — then the compact size. Returns the compact text.
 */
export function checkJsonValue(value: unknown, what: string, limitBytes: number): { ok: true; text: string } | { ok: false; problem: InputProblem } {
  const problems = inspectJsonValue(value);
  if (problems.length > 0) return { ok: false, problem: problems[0]! };
  const text = JSON.stringify(value);
  const size = utf8Length(text, limitBytes);
  if (size > limitBytes) return { ok: false, problem: tooLarge(what, utf8Length(text), limitBytes) };
  return { ok: true, text };
}

/** A one-line reason for a problem, with its place. */
export function describeProblem(p: InputProblem): string {
  const where = p.line !== undefined ? ` (line ${p.line}, column ${p.column})` : p.pointer ? ` (at ${p.pointer})` : "";
  return p.message.includes("(line ") ? p.message : `${p.message.replace(/\.$/, "")}${where}.`;
}

/** A document over the limit once stored compact, or null. Inspect the value first. */
export function documentSizeProblem(value: unknown): InputProblem | null {
  const bytes = utf8Length(JSON.stringify(value));
  return bytes > LIMITS.documentBytes ? tooLarge("document", bytes, LIMITS.documentBytes) : null;
}

/** A bundle file over the limit, or null. */
export function bundleSizeProblem(text: string): InputProblem | null {
  const bytes = utf8Length(text, LIMITS.bundleBytes);
  return bytes > LIMITS.bundleBytes ? tooLarge("bundle", bytes, LIMITS.bundleBytes) : null;
}
