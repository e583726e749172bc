import fs from "node:fs";
import { MAX_DOCUMENT_BYTES, type Finding, parseJsonText } from "@/lib/validate";
import { formatBytes } from "@/lib/validate/json-text";

export type ReadResult = { ok: true; value: unknown; text: string } | { ok: false; finding: Finding };

const fail = (code: Finding["code"], message: string, line?: number, column?: number): ReadResult => ({
  ok: false,
  finding: { code, severity: "error", message, pointer: "", ...(line !== undefined ? { line, column } : {}) },
});

/**
 * Reads and parses one JSON file, refusing anything over the size limit
 * before reading it, so a 50 MB file costs a stat, not 50 MB of memory.
 */
export function readDocument(file: string, maxBytes = MAX_DOCUMENT_BYTES): ReadResult {
  let stat: fs.Stats;
  try {
    stat = fs.statSync(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return fail("E-FILE-UNREADABLE", code === "ENOENT" ? "No such file." : `Cannot read the file (${code ?? "unknown error"}).`);
  }
  if (!stat.isFile()) return fail("E-FILE-UNREADABLE", "Not a file.");
  if (stat.size > maxBytes) {
    return fail("E-FILE-TOO-LARGE", `The file is ${formatBytes(stat.size)}, over the ${formatBytes(maxBytes)} limit for a document.`);
  }
  let text: string;
  try {
    text = fs.readFileSync(file, "utf8");
  } catch (error) {
    return fail("E-FILE-UNREADABLE", `Cannot read the file (${(error as NodeJS.ErrnoException).code ?? "unknown error"}).`);
  }
  const parsed = parseJsonText(text, maxBytes);
  if (!parsed.ok) return fail(parsed.code, parsed.message, parsed.line, parsed.column);
  return { ok: true, value: parsed.value, text: parsed.text };
}
