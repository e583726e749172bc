/**
 * The project's own validation (lib/validate: schema + lints) off the main
 * thread, so a 2,000-unit scenario never stalls typing. The same code runs in
 * the CLI and on the server; here it also turns each finding's pointer into a
 * range to underline.
 */
import type { DocumentKind } from "@/lib/model/document-kind";
import { findingRange, jsonTree } from "@/lib/editor-intel/json-tree";
import { LineIndex, parseJsonText, validateProject, validateText, type Finding, type SourceDocument } from "@/lib/validate";
import type { LintReply, LintRequest } from "./lint-protocol";

let context: { game?: SourceDocument; map?: SourceDocument } = {};

function findingsFor(kind: DocumentKind, text: string): Finding[] {
  if (kind !== "scenario") return validateText(text, kind).findings;
  const parsed = parseJsonText(text);
  if (!parsed.ok) return validateText(text, kind).findings;
  return validateProject({ ...context, scenario: { value: parsed.value, text: parsed.text } }).scenario ?? [];
}

self.onmessage = (event: MessageEvent<LintRequest>) => {
  const request = event.data;
  if (request.type === "context") {
    context = { game: request.game ? { value: request.game } : undefined, map: request.map ? { value: request.map } : undefined };
    return;
  }
  const started = performance.now();
  const findings = findingsFor(request.kind, request.text);
  const root = findings.length > 0 ? jsonTree(request.text) : undefined;
  const lines = new LineIndex(request.text);
  const located = findings.map((f) => {
    // A syntax error has no pointer but knows its own line and column.
    const range = f.pointer === "" && f.line !== undefined ? undefined : findingRange(root, request.text, f.pointer);
    const start = range ? lines.at(range.offset) : { line: f.line ?? 1, column: f.column ?? 1 };
    const end = range ? lines.at(range.offset + range.length) : { line: start.line, column: start.column + 1 };
    return { ...f, line: start.line, column: start.column, endLine: end.line, endColumn: end.column };
  });
  const reply: LintReply = { seq: request.seq, findings: located, ms: Math.round(performance.now() - started) };
  self.postMessage(reply);
};
