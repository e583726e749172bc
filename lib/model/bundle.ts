import { z } from "zod";
import { ASSET_TYPES } from "./asset-type";
import { DOCUMENT_KINDS } from "./document-kind";
import { LIMITS, bundleSizeProblem, describeProblem, documentSizeProblem, readJsonInput } from "./json-input";

/**
 * A `.warbench.json` bundle: one project with the current revision of each of
 * its documents. The document contents are checked against their own schemas
 * by lib/validate; here they only need to be JSON objects.
 */
export const BUNDLE_FORMAT = "warbench-bundle";
export const BUNDLE_SCHEMA_VERSION = 1;

export const bundleDocumentSchema = z
  .object({
    kind: z.enum(DOCUMENT_KINDS).meta({ title: "Kind", description: "Which of the three documents this is.", examples: ["scenario"] }),
    name: z
      .string()
      .trim()
      .min(1)
      .max(200)
      .meta({ title: "Name", description: "The document's name in the project.", examples: ["Sample theatre"] }),
    content: z.record(z.string(), z.unknown()).meta({
      title: "Content",
      description: "The document itself, as it would be saved in the studio (see game/map/scenario.schema.json).",
      examples: [{ schemaVersion: 1, name: "Spring offensive", game: "Next War module", map: "Sample theatre" }],
    }),
  })
  .strict()
  .meta({ title: "Bundled document", description: "One document of the project, at its current revision." });

/** A ported module's counters are thousands of small pictures (3,000 SVG faces in a Normandy game). */
export const MAX_BUNDLE_ASSETS = 10000;

/** A picture a map draws under its outlines (`background.asset`), carried with the project so the bundle is whole. */
export const bundleAssetSchema = z
  .object({
    sha256: z
      .string()
      .regex(/^[0-9a-f]{64}$/)
      .meta({ title: "SHA-256", description: "The picture's SHA-256, as maps name it; checked against the bytes on import.", examples: ["9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08"] }),
    contentType: z.enum(ASSET_TYPES).meta({ title: "Type", description: "PNG, JPEG or SVG; checked against the bytes on import.", examples: ["image/png"] }),
    data: z
      .string()
      .max(14 * 1024 * 1024)
      .regex(/^[A-Za-z0-9+/]*={0,2}$/)
      .meta({ title: "Bytes", description: "The picture, base64 (at most 10 MB decoded).", examples: ["iVBORw0KGgo="] }),
  })
  .strict()
  .meta({ title: "Bundled picture", description: "A background picture of one of the project's maps." });

export const bundleSchema = z
  .object({
    $schema: z
      .string()
      .optional()
      .meta({ title: "JSON Schema", description: "Where editors find this schema. Ignored on import.", examples: ["../schemas/bundle.schema.json"] }),
    format: z.literal(BUNDLE_FORMAT).meta({ title: "Format", description: 'Always "warbench-bundle".', examples: [BUNDLE_FORMAT] }),
    schemaVersion: z
      .literal(BUNDLE_SCHEMA_VERSION)
      .meta({ title: "Schema version", description: "Version of the bundle format.", examples: [BUNDLE_SCHEMA_VERSION] }),
    project: z
      .object({
        name: z
          .string()
          .trim()
          .min(1)
          .max(200)
          .meta({ title: "Project name", description: "Name of the project.", examples: ["Next War sample"] }),
        description: z
          .string()
          .max(5000)
          .default("")
          .meta({ title: "Project description", description: "What the project is.", examples: ["An original fictional theatre."] }),
      })
      .strict()
      .meta({ title: "Project", description: "The project the documents belong to." }),
    exportedAt: z
      .string()
      .optional()
      .meta({ title: "Exported at", description: "When the bundle was written (ISO 8601); informational.", examples: ["2026-11-22T08:00:00Z"] }),
    documents: z
      .array(bundleDocumentSchema)
      .max(500)
      .meta({ title: "Documents", description: "The project's documents; a scenario names its game and map by document name." }),
    assets: z
      .array(bundleAssetSchema)
      .max(MAX_BUNDLE_ASSETS)
      .optional()
      .meta({ title: "Pictures", description: "Pictures the documents use: board pictures and counter faces (none when absent)." }),
  })
  .strict()
  .meta({ title: "Warbench bundle", description: "One project with the current revision of each of its documents." });

export type Bundle = z.infer<typeof bundleSchema>;
export type BundleDocument = z.infer<typeof bundleDocumentSchema>;
export type BundleAsset = z.infer<typeof bundleAssetSchema>;

export type BundleParse = { ok: true; bundle: Bundle } | { ok: false; error: string; tooLarge?: boolean };

/**
 * Parses bundle text with the limits every input path shares
 * (lib/model/json-input): size, depth, forbidden keys, out-of-range numbers
 * and lone surrogates are refused; a byte-order mark is dropped. The error is
 * one line naming where the problem is. Document contents are only required
 * to be objects within the document limit; lib/validate checks their schemas.
 */
export function parseBundle(text: string): BundleParse {
  const oversized = bundleSizeProblem(text);
  if (oversized) return { ok: false, error: `${oversized.message} Nothing was imported.`, tooLarge: true };
  const read = readJsonInput(text, {
    what: "bundle",
    limitBytes: LIMITS.bundleBytes,
    locate: (t, error) => ({ message: `Not a bundle: the file is not valid JSON (${jsonErrorWhere(t, error)}).` }),
  });
  if (!read.ok) return { ok: false, error: describeProblem(read.problem), tooLarge: read.problem.code === "E-FILE-TOO-LARGE" };
  return parseBundleValue(read.value);
}

/**
 * A parsed bundle, checked as parseBundle checks it after parsing: the bundle
 * schema (names trimmed, a missing description empty) and each document's
 * limits. The value must have passed inspectJsonValue (readJsonInput does).
 */
export function parseBundleValue(value: unknown): BundleParse {
  const result = bundleSchema.safeParse(value);
  if (!result.success) {
    const issue = result.error.issues[0];
    const where = issue && issue.path.length > 0 ? `/${issue.path.join("/")}` : "the top level";
    return { ok: false, error: `Not a valid bundle at ${where}: ${issue?.message ?? "unknown problem"}.` };
  }
  for (const [i, doc] of result.data.documents.entries()) {
    const tooLarge = documentSizeProblem(doc.content);
    if (tooLarge) return { ok: false, error: `The ${doc.kind} "${doc.name}" (/documents/${i}): ${tooLarge.message}`, tooLarge: true };
  }
  return { ok: true, bundle: result.data };
}

/** Turns JSON.parse's message into "line L, column C: reason" where it can. */
export function jsonErrorWhere(text: string, error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const match = /position (\d+)/.exec(message);
  if (!match) return message.split("\n")[0] ?? message;
  const position = Number(match[1]);
  const before = text.slice(0, position);
  const line = before.split("\n").length;
  const column = position - before.lastIndexOf("\n");
  const reason = message.replace(/ in JSON at position \d+.*$/s, "").replace(/\s*\(line \d+ column \d+\)$/, "");
  return `line ${line}, column ${column}: ${reason}`;
}
