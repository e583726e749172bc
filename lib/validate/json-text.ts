import { jsonErrorWhere } from "@/lib/model/bundle";
import { findJsonSyntaxError } from "./json-position";

/** Documents over this size are refused before parsing. */
export const MAX_DOCUMENT_BYTES = 16 * 1024 * 1024;

export type JsonParse =
  | { ok: true; value: unknown; text: string }
  | { ok: false; code: "E-JSON-SYNTAX" | "E-FILE-TOO-LARGE"; message: string; line?: number; column?: number };

/**
 * Parses document text. A leading byte-order mark is dropped (editors on
 * Windows write one). Errors are one line with the line and column.
 */
export function parseJsonText(input: string, maxBytes = MAX_DOCUMENT_BYTES): JsonParse {
  if (utf8Length(input, maxBytes) > maxBytes) {
    return { ok: false, code: "E-FILE-TOO-LARGE", message: `The document is larger than the ${formatBytes(maxBytes)} limit.` };
  }
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  try {
    return { ok: true, value: JSON.parse(text), text };
  } catch (error) {
    const where = findJsonSyntaxError(text);
    if (where) {
      return { ok: false, code: "E-JSON-SYNTAX", message: `Not valid JSON: ${where.message}.`, line: where.line, column: where.column };
    }
    return { ok: false, code: "E-JSON-SYNTAX", message: `Not valid JSON (${jsonErrorWhere(text, error)}).` };
  }
}

export function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.round(bytes / (1024 * 1024))} MB` : `${Math.round(bytes / 1024)} KB`;
}

/** UTF-8 byte length, counting no further than needed to exceed `cap`. */
function utf8Length(text: string, cap: number): number {
  // A UTF-16 unit is 1–3 UTF-8 bytes, so most texts are decided without counting.
  if (text.length > cap) return text.length;
  if (text.length * 3 <= cap) return text.length;
  let bytes = 0;
  for (let i = 0; i < text.length && bytes <= cap; i += 1) {
    const c = text.charCodeAt(i);
    bytes += c < 0x80 ? 1 : c < 0x800 ? 2 : c >= 0xd800 && c <= 0xdbff ? 4 : c >= 0xdc00 && c <= 0xdfff ? 0 : 3;
  }
  return bytes;
}
