import { type ShapeLimits, type ShapeProblem, FORBIDDEN_KEYS, scanJsonShape } from "./json-limits";

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
  /**
   * Objects and arrays in one document. Real documents hold one per 30 bytes
   * or more (an area map's outlines are flat arrays of numbers), so a 16 MB
   * document has fewer than 600,000; a million `{}` is 3 MB of text.
   */
  documentContainers: 1_000_000,
  /** Objects and arrays in one bundle, all its documents together. */
  bundleContainers: 2_000_000,
} as const;

/** How much larger than its stored form indented document text may be. */
export const TEXT_SLACK = 4;
/** The most a document's text may be as sent (a save's body): indented up to TEXT_SLACK times its stored size. */
export const DOCUMENT_TEXT_BYTES = LIMITS.documentBytes * TEXT_SLACK;

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

/** `what` is named as the thing measured ("document", 'map "Europe"'); `kind` names whose limit it is. */
export function tooLarge(what: string, bytes: number, limit: number, kind = what): InputProblem {
  const [size, max] = formatBytes(bytes) === formatBytes(limit) ? [`${bytes} bytes`, `${limit}-byte`] : [formatBytes(bytes), formatBytes(limit)];
  return {
    code: "E-FILE-TOO-LARGE",
    pointer: "",
    message: `The ${what} is ${size}, over the ${max} limit for a ${kind}.`,
  };
}

export function stripBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/**
 * Finds where text nests deeper than `maxDepth`, before it is parsed
 * (lib/model/json-limits: one pass, nothing built, so no input can overflow
 * the stack; JSON.stringify and every recursive reader after it are safe).
 */
export function findExcessiveDepth(text: string, maxDepth: number = LIMITS.depth): { line: number; column: number } | null {
  const { problem } = scanJsonShape(text, { maxDepth, maxContainers: Infinity });
  return problem?.kind === "depth" ? { line: problem.line, column: problem.column } : null;
}

export function tooDeep(maxDepth: number, where?: { line: number; column: number }): InputProblem {
  return {
    code: "E-JSON-TOO-DEEP",
    pointer: "",
    message: `The JSON is nested more than ${maxDepth} levels deep${where ? ` (line ${where.line}, column ${where.column})` : ""}; the limit is ${maxDepth}.`,
    ...where,
  };
}

const MAX_REPORTED = 20;

function escapeToken(token: string | number): string {
  return String(token).replace(/~/g, "~0").replace(/\//g, "~1");
}

function showString(s: string): string {
  const shown = s.length > 40 ? `${s.slice(0, 40)}…` : s;
  return JSON.stringify(shown);
}

/** The message for a forbidden key, on every path (text, parsed value, a value whose key became its prototype). */
export function forbiddenKey(key: string, pointer: string, where?: { line: number; column: number }): InputProblem {
  return { code: "E-JSON-FORBIDDEN-KEY", pointer, message: `The key "${key}" is not allowed in a document.`, ...where };
}

/** Too many objects and arrays: `what` is named as the thing counted, `kind` as whose limit it is. */
export function tooManyContainers(what: string, limit: number, pointer = "", where?: { line: number; column: number }, kind = what === "document" ? "document" : "bundle"): InputProblem {
  const n = limit.toLocaleString("en-US");
  return { code: "E-FILE-TOO-LARGE", pointer, message: `The ${what} holds more than ${n} objects and arrays, over the limit of ${n} for a ${kind}.`, ...where };
}

/**
 * Everything in a parsed value that cannot be stored faithfully: nesting over
 * the limit, more objects and arrays than `maxContainers`, keys such as
 * __proto__ (a JavaScript copy would drop them or tamper with prototypes —
 * and an object whose prototype is not Object's had such a key applied on the
 * way in, so it is refused the same way), numbers JSON cannot hold (1e999
 * parses to Infinity and would be written back as null), and strings with
 * lone UTF-16 surrogates (not Unicode; stored, they become invalid UTF-8).
 * Refused, never silently changed. Iterative: no value can overflow the
 * stack; a pointer is built only for containers and for what is reported.
 */
export function inspectJsonValue(value: unknown, limits: { maxDepth?: number; maxContainers?: number; what?: string } = {}): InputProblem[] {
  const { maxDepth = LIMITS.depth, maxContainers = LIMITS.bundleContainers, what = "bundle" } = limits;
  const problems: InputProblem[] = [];
  let more = 0;
  const report = (p: InputProblem) => {
    if (problems.length < MAX_REPORTED) problems.push(p);
    else more += 1;
  };
  const primitive = (v: unknown, at: () => string) => {
    if (typeof v === "string") {
      if (!v.isWellFormed()) report({ code: "E-JSON-LONE-SURROGATE", pointer: at(), message: `The text ${showString(v.toWellFormed())} holds a lone UTF-16 surrogate, which is not valid Unicode.` });
    } else if (typeof v === "number") {
      if (!Number.isFinite(v)) report({ code: "E-JSON-NUMBER-RANGE", pointer: at(), message: "A number is too large for JSON to hold (it would be stored as null)." });
    }
  };
  let containers = 0;
  const stack: [object, string, number][] = [];
  if (value && typeof value === "object") stack.push([value, "", 0]);
  else primitive(value, () => "");
  while (stack.length > 0) {
    const [v, at, depth] = stack.pop() as [object, string, number];
    if (depth >= maxDepth) {
      report({ ...tooDeep(maxDepth), pointer: at });
      return problems;
    }
    containers += 1;
    if (containers > maxContainers) {
      report(tooManyContainers(what, maxContainers, at, undefined, what === "document" ? "document" : "bundle"));
      return problems;
    }
    if (Array.isArray(v)) {
      const kids: [object, string, number][] = [];
      for (let i = 0; i < v.length; i += 1) {
        const child: unknown = v[i];
        if (child && typeof child === "object") kids.push([child, `${at}/${i}`, depth + 1]);
        else primitive(child, () => `${at}/${i}`);
      }
      for (let i = kids.length - 1; i >= 0; i -= 1) stack.push(kids[i]!);
      continue;
    }
    const proto: unknown = Object.getPrototypeOf(v);
    if (proto !== Object.prototype && proto !== null) {
      // A "__proto__" member assigned as a property becomes the prototype (and is gone from the keys).
      const plain = proto !== null && typeof proto === "object" && [Object.prototype, null].includes(Object.getPrototypeOf(proto));
      if (plain) report(forbiddenKey("__proto__", `${at}/__proto__`));
      else report({ code: "E-JSON-SYNTAX", pointer: at, message: `A ${(proto as { constructor?: { name?: string } }).constructor?.name || "non-JSON object"} is not JSON data.` });
      continue;
    }
    for (const key of Object.keys(v)) {
      const child = (v as Record<string, unknown>)[key];
      const pointer = () => `${at}/${escapeToken(key)}`;
      if (FORBIDDEN_KEYS.has(key)) {
        report(forbiddenKey(key, pointer()));
        continue;
      }
      if (!key.isWellFormed()) {
        report({ code: "E-JSON-LONE-SURROGATE", pointer: pointer(), message: `The key ${showString(key.toWellFormed())} holds a lone UTF-16 surrogate, which is not valid Unicode.` });
      }
      if (child && typeof child === "object") stack.push([child, pointer(), depth + 1]);
      else primitive(child, pointer);
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

/** The limits text is held to before it is parsed (lib/model/json-limits), by what it is. */
export function shapeLimitsFor(what: string, limitBytes: number): ShapeLimits {
  if (what === "document") {
    return { maxDepth: LIMITS.depth, maxContainers: LIMITS.documentContainers, document: { maxContainers: LIMITS.documentContainers, maxBytes: limitBytes } };
  }
  // A bundle, or a file whose kind is known only once parsed (the CLI): a document
  // read that way is held to a document's limits after parsing (documentSizeProblem).
  return { maxDepth: LIMITS.depth, maxContainers: LIMITS.bundleContainers, bundleDocuments: { maxContainers: LIMITS.documentContainers, maxBytes: LIMITS.documentBytes } };
}

/** A limit the text passed, as a one-line problem with its place. */
export function shapeProblem(p: ShapeProblem, what: string): InputProblem {
  const where = { line: p.line, column: p.column };
  const label = "document" in p && p.document ? (p.document.kind && p.document.name !== undefined ? `${p.document.kind} "${p.document.name}"` : `document ${p.document.index + 1} of the bundle`) : what;
  switch (p.kind) {
    case "depth":
      return tooDeep(p.limit, where);
    case "forbidden-key":
      return forbiddenKey(p.key, p.pointer, where);
    case "containers":
      return p.scope === "text" ? tooManyContainers(what, p.limit, p.pointer, where) : tooManyContainers(label, p.limit, p.pointer, where, "document");
    case "bytes":
      // The size says where it is: the document is named, or is the whole text.
      return { ...tooLarge(label, p.bytes, p.limit, "document"), pointer: p.pointer };
  }
}

/**
 * Reads JSON text from outside: drops a byte-order mark, refuses text over
 * the size limit, then — before parsing, in one pass — nesting over the depth
 * limit, too many objects and arrays, __proto__ keys and documents over their
 * size as stored (lib/model/json-limits); then malformed JSON, and anything
 * inspectJsonValue refuses; last the size stored compact when the raw text is
 * larger (indentation).
 */
export function readJsonInput(input: string, options: JsonInputOptions): JsonInput {
  const limit = options.limitBytes;
  const rawCap = limit * (options.slack ?? 1);
  const size = utf8Length(input, rawCap);
  if (size > rawCap) return { ok: false, problem: tooLarge(options.what, size, limit) };
  const text = stripBom(input);
  const shape = scanJsonShape(text, shapeLimitsFor(options.what, limit));
  if (shape.problem) return { ok: false, problem: shapeProblem(shape.problem, options.what) };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const where = options.locate?.(text, error) ?? { message: `Not valid JSON: ${error instanceof Error ? error.message.split("\n")[0] : String(error)}.` };
    return { ok: false, problem: { code: "E-JSON-SYNTAX", pointer: "", ...where } };
  }
  const document = options.what === "document";
  const problems = inspectJsonValue(value, document ? { maxContainers: LIMITS.documentContainers, what: "document" } : {});
  if (problems.length > 0) return { ok: false, problem: problems[0]!, problems, parsed: { value, text } };
  if (size > limit) {
    const compact = utf8Length(JSON.stringify(value));
    if (compact > limit) return { ok: false, problem: tooLarge(options.what, compact, limit) };
  }
  return { ok: true, value, text };
}

/**
 * Checks a value that did not come as text (an argument from code): nesting,
 * the number of objects and arrays, keys, numbers and strings first —
 * JSON.stringify would overflow on deep nesting — then the compact size.
 * Returns the compact text.
 */
export function checkJsonValue(value: unknown, what: string, limitBytes: number): { ok: true; text: string } | { ok: false; problem: InputProblem } {
  const problems = inspectJsonValue(value, { maxContainers: LIMITS.documentContainers, what });
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

/** A document over the limits once stored compact (objects and arrays, bytes), or null. Inspect the value first. */
export function documentSizeProblem(value: unknown): InputProblem | null {
  let containers = 0;
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const v = stack.pop();
    if (!v || typeof v !== "object") continue;
    containers += 1;
    if (containers > LIMITS.documentContainers) return tooManyContainers("document", LIMITS.documentContainers);
    for (const child of Array.isArray(v) ? v : Object.values(v)) if (child && typeof child === "object") stack.push(child);
  }
  const bytes = utf8Length(JSON.stringify(value));
  return bytes > LIMITS.documentBytes ? tooLarge("document", bytes, LIMITS.documentBytes) : null;
}

/** A bundle file over the limit, or null. */
export function bundleSizeProblem(text: string): InputProblem | null {
  const bytes = utf8Length(text, LIMITS.bundleBytes);
  return bytes > LIMITS.bundleBytes ? tooLarge("bundle", bytes, LIMITS.bundleBytes) : null;
}
