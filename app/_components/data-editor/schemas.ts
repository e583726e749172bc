/**
 * The JSON Schemas from schemas/ registered with Monaco's JSON language
 * (completion, hover documentation and schema errors as you type), without
 * any schema request over the network. A model gets its document kind's
 * schema; a `$schema` in the document overrides it: the JSON language
 * resolves it (relative to the model's URI) and finds it registered here.
 */
import { schemaForEditor } from "@/lib/editor-intel/editor-schemas";
import type { DocumentKind } from "@/lib/model/document-kind";
import { SCHEMA_FILES, type SchemaName } from "@/lib/model/documents";
import { SCHEMA_BASE_URL } from "@/lib/model/json-schema";
import bundleSchema from "@/schemas/bundle.schema.json";
import gameSchema from "@/schemas/game.schema.json";
import mapSchema from "@/schemas/map.schema.json";
import scenarioSchema from "@/schemas/scenario.schema.json";
import { json } from "./monaco-setup";

// Without the examples of reference values: the JSON language would offer them as completions (see schemaForEditor).
const SCHEMAS: Record<SchemaName, object> = {
  game: schemaForEditor(gameSchema),
  map: schemaForEditor(mapSchema),
  scenario: schemaForEditor(scenarioSchema),
  bundle: schemaForEditor(bundleSchema),
};

/** model URI -> its kind and the `$schema` it declares. */
const models = new Map<string, { kind: DocumentKind; schemaRef?: string }>();
let applied = "";

/** Which schema a `$schema` value names: any path or URL ending in one of our schema files. */
export function schemaNamed(ref: string | undefined): SchemaName | null {
  if (!ref) return null;
  const file = ref.replace(/[?#].*$/, "").replace(/^.*\//, "");
  const hit = (Object.entries(SCHEMA_FILES) as [SchemaName, string][]).find(([, f]) => f === file);
  return hit ? hit[0] : null;
}

/** A model URI that a document's relative `$schema` (../../../schemas/…) can resolve against. */
export function modelUri(projectId: string, documentId: string): string {
  return `file:///warbench/projects/${encodeURIComponent(projectId)}/documents/${encodeURIComponent(documentId)}.json`;
}

function apply() {
  const schemas: { uri: string; fileMatch?: string[]; schema: object }[] = [];
  for (const name of Object.keys(SCHEMAS) as SchemaName[]) {
    const fileMatch = [...models].filter(([, m]) => m.kind === name).map(([uri]) => uri);
    schemas.push({ uri: SCHEMA_BASE_URL + SCHEMA_FILES[name], fileMatch, schema: SCHEMAS[name] });
  }
  const extra = new Set<string>();
  for (const [uri, m] of models) {
    const name = schemaNamed(m.schemaRef);
    if (!name || !m.schemaRef || /^https?:/.test(m.schemaRef) && m.schemaRef === SCHEMA_BASE_URL + SCHEMA_FILES[name]) continue;
    let resolved: string;
    try {
      resolved = new URL(m.schemaRef, uri).toString();
    } catch {
      continue;
    }
    if (!extra.has(resolved)) schemas.push({ uri: resolved, schema: SCHEMAS[name] });
    extra.add(resolved);
  }
  const key = JSON.stringify(schemas.map((s) => [s.uri, s.fileMatch]));
  // Every call restarts the JSON worker with ~250 KB of schemas: only when something changed.
  if (key === applied) return;
  applied = key;
  json.jsonDefaults.setDiagnosticsOptions({
    validate: true,
    allowComments: false,
    enableSchemaRequest: false,
    schemaValidation: "error",
    schemaRequest: "warning",
    trailingCommas: "error",
    schemas,
  });
}

export function setModelSchema(uri: string, kind: DocumentKind, schemaRef: string | undefined) {
  const current = models.get(uri);
  if (current && current.kind === kind && current.schemaRef === schemaRef) return;
  models.set(uri, { kind, schemaRef });
  apply();
}

export function forgetModelSchema(uri: string) {
  if (models.delete(uri)) apply();
}

/** The `$schema` value near the top of a document, without parsing it all. */
export function readSchemaRef(text: string): string | undefined {
  const m = /"\$schema"\s*:\s*"((?:[^"\\]|\\.)*)"/.exec(text.slice(0, 4000));
  return m ? (m[1] as string) : undefined;
}
