import { z } from "zod";
import { SCHEMA_FILES, type SchemaName, ZOD_SCHEMAS } from "./documents";

export const SCHEMA_BASE_URL = "https://warbench.dev/schemas/";

/**
 * The JSON Schema of each document, generated from the zod definitions in
 * draft-07 so plain `new Ajv()` compiles it and editors understand it. The
 * input shape is used: fields with defaults are optional to a writer.
 */
export function buildJsonSchema(name: SchemaName): Record<string, unknown> {
  const generated = z.toJSONSchema(ZOD_SCHEMAS[name], { target: "draft-07", io: "input" }) as Record<string, unknown>;
  const { $schema, ...rest } = generated;
  return { $schema, $id: SCHEMA_BASE_URL + SCHEMA_FILES[name], ...rest };
}

export function buildAllJsonSchemas(): Record<SchemaName, Record<string, unknown>> {
  return {
    game: buildJsonSchema("game"),
    map: buildJsonSchema("map"),
    scenario: buildJsonSchema("scenario"),
    bundle: buildJsonSchema("bundle"),
  };
}

/** The exact text written to schemas/<file> (stable, so staleness is a text diff). */
export function schemaFileText(name: SchemaName): string {
  return `${JSON.stringify(buildJsonSchema(name), null, 2)}\n`;
}
