import type { DocumentKind } from "./document-kind";
import { GAME_SCHEMA_VERSION } from "./game";
import { MAP_SCHEMA_VERSION } from "./map-hex";
import { MIGRATIONS, type Migration } from "./migrations";
import { SCENARIO_SCHEMA_VERSION } from "./scenario";

export const CURRENT_SCHEMA_VERSIONS: Readonly<Record<DocumentKind, number>> = {
  game: GAME_SCHEMA_VERSION,
  map: MAP_SCHEMA_VERSION,
  scenario: SCENARIO_SCHEMA_VERSION,
};

export type MigrateResult =
  | { ok: true; doc: Record<string, unknown>; applied: string[] }
  | { ok: false; reason: "newer" | "no-path" | "bad-version"; message: string };

/**
 * Upgrades a parsed document to the current version of its kind by running
 * the ordered migrations. A document without a usable schemaVersion is left
 * alone (the schema check reports it); one from a newer Warbench is refused.
 */
export function migrateDocument(
  kind: DocumentKind,
  doc: Record<string, unknown>,
  migrations: readonly Migration[] = MIGRATIONS,
  current: number = CURRENT_SCHEMA_VERSIONS[kind],
): MigrateResult {
  const version = doc.schemaVersion;
  if (typeof version !== "number" || !Number.isInteger(version) || version < 1) {
    return { ok: false, reason: "bad-version", message: "schemaVersion must be a positive whole number." };
  }
  if (version > current) {
    return {
      ok: false,
      reason: "newer",
      message: `This ${kind} is schemaVersion ${version}, newer than this Warbench understands (${current}).`,
    };
  }
  let out = doc;
  const applied: string[] = [];
  for (let v = version; v < current; v += 1) {
    const step = migrations.find((m) => m.kind === kind && m.from === v);
    if (!step) return { ok: false, reason: "no-path", message: `No migration for ${kind} from version ${v}.` };
    out = { ...step.up(out), schemaVersion: v + 1 };
    applied.push(step.name);
  }
  return { ok: true, doc: out, applied };
}
