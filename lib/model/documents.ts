import type { z } from "zod";
import { bundleSchema } from "./bundle";
import type { DocumentKind } from "./document-kind";
import { gameSchema } from "./game";
import { mapSchema } from "./map";
import { scenarioSchema } from "./scenario";

export const DOCUMENT_SCHEMAS = {
  game: gameSchema,
  map: mapSchema,
  scenario: scenarioSchema,
} as const satisfies Record<DocumentKind, z.ZodType>;

/** Schema files in schemas/, one per document plus the bundle. */
export const SCHEMA_FILES = {
  game: "game.schema.json",
  map: "map.schema.json",
  scenario: "scenario.schema.json",
  bundle: "bundle.schema.json",
} as const;
export type SchemaName = keyof typeof SCHEMA_FILES;

export const ZOD_SCHEMAS: Record<SchemaName, z.ZodType> = { ...DOCUMENT_SCHEMAS, bundle: bundleSchema };

/**
 * Guesses which document a parsed JSON value is from the fields only that kind
 * has. Null when it cannot tell.
 */
export function detectKind(value: unknown): SchemaName | null {
  if (!value || typeof value !== "object" || Array.isArray(value)) return null;
  const has = (key: string) => Object.prototype.hasOwnProperty.call(value, key);
  const schemaRef = has("$schema") ? (value as { $schema: unknown }).$schema : undefined;
  if (typeof schemaRef === "string") {
    for (const [name, file] of Object.entries(SCHEMA_FILES)) if (schemaRef.endsWith(file)) return name as SchemaName;
  }
  if (has("format") && (value as { format: unknown }).format === "warbench-bundle") return "bundle";
  if (has("ruleset")) return "game";
  if (has("layout") || has("grid") || has("territories")) return "map";
  if (has("game") && has("map")) return "scenario";
  return null;
}
