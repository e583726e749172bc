/**
 * The JSON Schemas as the studio's editor gets them. The files in schemas/
 * carry examples for every field, which teach modders the format in their own
 * editors; but Monaco's JSON language also offers each example as a
 * completion — `nl-1-bde`, `edge:west` — ids no document of the project
 * declares, sorted (and pre-selected) before the real ones. References are
 * completed from the documents themselves (./queries), so examples are left
 * out wherever a value holds an id, a hex label or a location.
 */
import { ID_PATTERN, LABEL_PATTERN, LOCATION_PATTERN } from "@/lib/model/fields";

const REFERENCE_PATTERNS = new Set([ID_PATTERN.source, LABEL_PATTERN.source, LOCATION_PATTERN.source]);

type Schema = Record<string, unknown>;
const isSchema = (v: unknown): v is Schema => typeof v === "object" && v !== null && !Array.isArray(v);
/** Keys whose value is a map of subschemas, and keys whose value is one subschema or a list of them. */
const SCHEMA_MAPS = ["properties", "patternProperties", "definitions", "$defs"];
const SCHEMA_SLOTS = ["items", "additionalProperties", "not", "if", "then", "else", "contains", "anyOf", "oneOf", "allOf", "prefixItems"];

/**
 * A copy of `schema` without `examples` on any value that is or contains a
 * reference (an array of unit ids, an object with a unit type). Returns
 * whether the schema holds a reference, for its parent.
 */
function strip(schema: unknown): { schema: unknown; holdsRef: boolean } {
  if (!isSchema(schema)) return { schema, holdsRef: false };
  const out: Schema = {};
  let holdsRef = schema.type === "string" && typeof schema.pattern === "string" && REFERENCE_PATTERNS.has(schema.pattern);
  for (const [key, value] of Object.entries(schema)) {
    if (SCHEMA_MAPS.includes(key) && isSchema(value)) {
      const copy: Schema = {};
      for (const [k, v] of Object.entries(value)) {
        const r = strip(v);
        copy[k] = r.schema;
        // Definitions are not part of this value; their users say whether they hold references (by $ref, not followed).
        if (key !== "definitions" && key !== "$defs") holdsRef ||= r.holdsRef;
      }
      out[key] = copy;
    } else if (SCHEMA_SLOTS.includes(key) && (isSchema(value) || Array.isArray(value))) {
      const parts = Array.isArray(value) ? value.map(strip) : [strip(value)];
      out[key] = Array.isArray(value) ? parts.map((p) => p.schema) : parts[0]?.schema;
      holdsRef ||= parts.some((p) => p.holdsRef);
    } else out[key] = value;
  }
  if (holdsRef) delete out.examples;
  return { schema: out, holdsRef };
}

/** The schema Monaco gets: as generated, without examples where a value names something declared elsewhere. */
export function schemaForEditor<T extends object>(schema: T): T {
  return strip(schema).schema as T;
}
