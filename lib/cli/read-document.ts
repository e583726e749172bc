import fs from "node:fs";
import { detectKind } from "@/lib/model/documents";
import { LIMITS, TEXT_SLACK, bundleSizeProblem, documentSizeProblem, formatBytes, readJsonInput } from "@/lib/model/json-input";
import type { Finding } from "@/lib/validate";
import { locateSyntaxError } from "@/lib/validate/json-text";
import { jsonPositions } from "@/lib/validate/json-position";

export type ReadResult = { ok: true; value: unknown; text: string } | { ok: false; finding: Finding };

const fail = (code: Finding["code"], message: string, pointer = "", line?: number, column?: number): ReadResult => ({
  ok: false,
  finding: { code, severity: "error", message, pointer, ...(line !== undefined ? { line, column } : {}) },
});

/** The largest file read before its kind is known: an indented document or a bundle. */
const MAX_FILE_BYTES = Math.max(LIMITS.documentBytes * TEXT_SLACK, LIMITS.bundleBytes);

/**
 * Reads and parses one JSON file with the limits the studio applies
 * (lib/model/json-input): a bundle is measured as a file, a document as
 * stored (compact). A file over every limit costs a stat, not its size in
 * memory. `maxBytes` reads another kind of file (a game log) with its own cap.
 */
export function readDocument(file: string, maxBytes?: number): ReadResult {
  const cap = maxBytes ?? MAX_FILE_BYTES;
  let stat: fs.Stats;
  try {
    stat = fs.statSync(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return fail("E-FILE-UNREADABLE", code === "ENOENT" ? "No such file." : `Cannot read the file (${code ?? "unknown error"}).`);
  }
  if (!stat.isFile()) return fail("E-FILE-UNREADABLE", "Not a file.");
  if (stat.size > cap) {
    const what = maxBytes
      ? "for a file of this kind"
      : `for any file Warbench reads (${formatBytes(LIMITS.documentBytes)} for a document as stored, ${formatBytes(LIMITS.bundleBytes)} for a bundle)`;
    return fail("E-FILE-TOO-LARGE", `The file is ${formatBytes(stat.size)}, over the ${formatBytes(cap)} limit ${what}.`);
  }
  let text: string;
  try {
    text = fs.readFileSync(file, "utf8");
  } catch (error) {
    return fail("E-FILE-UNREADABLE", `Cannot read the file (${(error as NodeJS.ErrnoException).code ?? "unknown error"}).`);
  }
  const read = readJsonInput(text, { what: "file", limitBytes: cap, locate: locateSyntaxError });
  if (!read.ok) {
    const { code, message, pointer } = read.problem;
    const at = read.parsed && pointer ? jsonPositions(read.parsed.text)(pointer) : read.problem;
    return fail(code, message, pointer, at?.line, at?.column);
  }
  if (maxBytes === undefined) {
    const tooLarge = detectKind(read.value) === "bundle" ? bundleSizeProblem(read.text) : documentSizeProblem(read.value);
    if (tooLarge) return fail(tooLarge.code, tooLarge.message);
  }
  return { ok: true, value: read.value, text: read.text };
}
