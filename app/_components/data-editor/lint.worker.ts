/**
 * The project's own validation (lib/validate: schema + lints) off the main
 * thread, so a 2,000-unit scenario never stalls typing. The same code runs in
 * the CLI and on the server. The scenario's game and map are checked once
 * when they arrive, not on every keystroke; each finding then gets a range to
 * underline: its value's token (or its first line).
 */
import "../zod-no-eval";
import type { DocumentKind } from "@/lib/model/document-kind";
import { FindingSink, type Finding, parseJsonText, validateText } from "@/lib/validate";
import { type CheckedDocument, checkDocument, lintScenarioWith, withPositions } from "@/lib/validate/validate";
import type { LintReply, LintRequest, LocatedFinding } from "./lint-protocol";

let game: CheckedDocument | undefined;
let map: CheckedDocument | undefined;

/** A cached game or map with a fresh sink: scenario lints may report on it, and must not pile up there. */
const fresh = (doc: CheckedDocument | undefined) => (doc ? { ...doc, sink: new FindingSink() } : undefined);

function findingsFor(kind: DocumentKind, text: string): Finding[] {
  if (kind !== "scenario") return validateText(text, kind).findings;
  const parsed = parseJsonText(text);
  if (!parsed.ok) return validateText(text, kind).findings;
  const scenario = checkDocument("scenario", parsed.value);
  lintScenarioWith(scenario, fresh(game), fresh(map));
  return withPositions(scenario.sink.findings, parsed.text);
}

function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) starts.push(i + 1);
  return starts;
}

/** Where the token at `offset` ends: a string's closing quote, a number or literal, else the line's end. */
function tokenEnd(text: string, offset: number): number {
  const c = text[offset];
  const lineEnd = text.indexOf("\n", offset) === -1 ? text.length : text.indexOf("\n", offset);
  if (c === '"') {
    for (let j = offset + 1; j < lineEnd; j += 1) {
      if (text[j] === "\\") j += 1;
      else if (text[j] === '"') return j + 1;
    }
    return lineEnd;
  }
  const m = /^[-0-9a-zA-Z.+]+/.exec(text.slice(offset, Math.min(lineEnd, offset + 64)));
  return m ? offset + m[0].length : lineEnd;
}

function locateAll(text: string, findings: Finding[]): LocatedFinding[] {
  if (findings.length === 0) return [];
  const starts = lineStarts(text);
  return findings.map((f) => {
    const line = Math.min(Math.max(1, f.line ?? 1), starts.length);
    const lineStart = starts[line - 1] as number;
    const offset = Math.min(text.length, lineStart + Math.max(1, f.column ?? 1) - 1);
    const end = Math.max(offset + 1, tokenEnd(text, offset));
    // Stay on the first line: a whole unit object underlined is noise.
    const nextLine = starts[line] ?? text.length + 1;
    const endOffset = Math.min(end, nextLine - 1);
    return { ...f, line, column: offset - lineStart + 1, endLine: line, endColumn: Math.max(offset - lineStart + 2, endOffset - lineStart + 1) };
  });
}

self.onmessage = (event: MessageEvent<LintRequest>) => {
  const request = event.data;
  if (request.type === "context") {
    game = request.game === undefined ? undefined : checkDocument("game", request.game);
    map = request.map === undefined ? undefined : checkDocument("map", request.map);
    return;
  }
  const started = performance.now();
  let located: LocatedFinding[] = [];
  try {
    located = locateAll(request.text, findingsFor(request.kind, request.text));
  } catch (error) {
    // Always answer: the editor sends the next check only after this one's reply.
    console.error("lint worker:", error);
  }
  const reply: LintReply = { seq: request.seq, findings: located, ms: Math.round(performance.now() - started) };
  self.postMessage(reply);
};
