import { jsonErrorWhere } from "@/lib/model/bundle";
import { type InputCode, LIMITS, TEXT_SLACK, readJsonInput } from "@/lib/model/json-input";
import { findJsonSyntaxError, jsonPositions } from "./json-position";

/** Documents over this size (stored compact) are refused; see lib/model/json-input. */
export const MAX_DOCUMENT_BYTES = LIMITS.documentBytes;

export { formatBytes } from "@/lib/model/json-input";

export type JsonParse =
  | { ok: true; value: unknown; text: string }
  | { ok: false; code: InputCode; message: string; pointer?: string; line?: number; column?: number };

/** Line and column of a JSON syntax error, in one line. */
export function locateSyntaxError(text: string, error: unknown): { message: string; line?: number; column?: number } {
  const where = findJsonSyntaxError(text);
  if (where) return { message: `Not valid JSON: ${where.message}.`, line: where.line, column: where.column };
  return { message: `Not valid JSON (${jsonErrorWhere(text, error)}).` };
}

/**
 * Parses document text with the limits every input path shares: a leading
 * byte-order mark is dropped (editors on Windows write one); size, depth,
 * forbidden keys, out-of-range numbers and lone surrogates are refused.
 * Errors are one line with the line and column or the pointer.
 */
export function parseJsonText(input: string, maxBytes: number = MAX_DOCUMENT_BYTES, what = "document"): JsonParse {
  const read = readJsonInput(input, { what, limitBytes: maxBytes, slack: TEXT_SLACK, locate: locateSyntaxError });
  if (read.ok) return read;
  const { code, message, pointer } = read.problem;
  const at = read.parsed && pointer ? jsonPositions(read.parsed.text)(pointer) : read.problem;
  return { ok: false, code, message, pointer, ...(at?.line !== undefined ? { line: at.line, column: at.column } : {}) };
}
