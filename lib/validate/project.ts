import type { DocumentKind } from "@/lib/model/document-kind";
import type { Scenario } from "@/lib/model/scenario";
import { FindingSink, type Finding, pointer } from "./findings";
import { findInputProblems } from "./hostile";
import { LIMITS, bundleSizeProblem, documentSizeProblem, readJsonInput } from "@/lib/model/json-input";
import { locateSyntaxError } from "./json-text";
import { checkSchema } from "./schema-check";
import { type CheckedDocument, checkDocument, lintScenarioWith, withPositions } from "./validate";

export interface SourceDocument {
  value: unknown;
  /** The text it was parsed from, for line/column. */
  text?: string;
}

export interface ProjectFindings {
  game?: Finding[];
  map?: Finding[];
  scenario?: Finding[];
}

/**
 * Validates a scenario with its game and map (any may be absent), each
 * against its schema and lints, then the scenario against the other two.
 * Findings about the game or map that only the scenario reveals (a terrain the
 * CRT lacks) are reported on the game or map.
 */
export function validateProject(docs: { game?: SourceDocument; map?: SourceDocument; scenario?: SourceDocument }): ProjectFindings {
  const checked: Partial<Record<DocumentKind, CheckedDocument>> = {};
  for (const kind of ["game", "map", "scenario"] as const) {
    const doc = docs[kind];
    if (doc) checked[kind] = checkDocument(kind, doc.value);
  }
  if (checked.scenario) lintScenarioWith(checked.scenario, checked.game, checked.map);
  const out: ProjectFindings = {};
  for (const kind of ["game", "map", "scenario"] as const) {
    const c = checked[kind];
    if (c) out[kind] = withPositions(c.sink.findings, docs[kind]?.text);
  }
  return out;
}

/**
 * Validates a `.warbench.json` bundle: its own schema, then every document,
 * each scenario against the game and map it names. In a bundle a scenario
 * names documents by their name (a path such as "game.json" also matches a
 * document named "game"); failing that, the project's only game or map is used.
 */
export function validateBundleValue(value: unknown, text?: string): Finding[] {
  const sink = new FindingSink();
  if (findInputProblems(value, sink) > 0) return withPositions(sink.findings, text);
  const schema = checkSchema("bundle", value);
  if (schema.length > 0) return withPositions(schema, text);
  const bundle = value as { documents: { kind: DocumentKind; name: string; content: unknown }[] };
  const checked = bundle.documents.map((d, i) => {
    const at = pointer("documents", i, "content");
    const tooLarge = documentSizeProblem(d.content);
    if (!tooLarge) return { name: d.name, doc: checkDocument(d.kind, d.content, at) };
    const sink = new FindingSink(at);
    sink.add(tooLarge.code, "", `The ${d.kind} "${d.name}": ${tooLarge.message}`);
    return { name: d.name, doc: { kind: d.kind, sink } as CheckedDocument };
  });
  const resolve = (kind: DocumentKind, ref: string): CheckedDocument | undefined => {
    const ofKind = checked.filter((c) => c.doc.kind === kind);
    const stem = ref.replace(/^.*\//, "").replace(/\.json$/i, "");
    const named = ofKind.find((c) => c.name === ref) ?? ofKind.find((c) => c.name === stem);
    return named?.doc ?? (ofKind.length === 1 ? ofKind[0]?.doc : undefined);
  };
  for (const { doc } of checked) {
    const scenario = doc.data as Scenario | undefined;
    if (doc.kind === "scenario" && scenario) lintScenarioWith(doc, resolve("game", scenario.game), resolve("map", scenario.map));
  }
  return withPositions(
    checked.flatMap((c) => c.doc.sink.findings),
    text,
  );
}

/**
 * Parses and validates bundle text, with the bundle limits: the file as it is
 * (a byte-order mark dropped), then each document stored compact.
 */
export function validateBundleText(text: string): Finding[] {
  return checkBundleText(text).findings;
}

/** validateBundleText, also giving the parsed bundle when the text parsed. */
export function checkBundleText(text: string): { findings: Finding[]; value?: unknown } {
  const tooLarge = bundleSizeProblem(text);
  if (tooLarge) return { findings: [{ ...tooLarge, severity: "error" }] };
  const parsed = readJsonInput(text, { what: "bundle", limitBytes: LIMITS.bundleBytes, locate: locateSyntaxError });
  if (parsed.ok) return { findings: validateBundleValue(parsed.value, parsed.text), value: parsed.value };
  // Refused values are reported in full, with their places, by the value check.
  if (parsed.parsed) return { findings: validateBundleValue(parsed.parsed.value, parsed.parsed.text), value: parsed.parsed.value };
  const { code, message, pointer: at, line, column } = parsed.problem;
  return { findings: [{ code, severity: "error", message, pointer: at, ...(line !== undefined ? { line, column } : {}) }] };
}
