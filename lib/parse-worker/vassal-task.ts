import { type PreparedBundle, prepareBundleValue } from "@/lib/db/bundle-prepare";
import { StoreError } from "@/lib/db/errors";
import { MAX_MODULE_BYTES, importVassal } from "@/lib/io/vassal/import";
import { BUNDLE_FORMAT, BUNDLE_SCHEMA_VERSION, type Bundle } from "@/lib/model/bundle";
import { formatBytes } from "@/lib/model/json-input";
import type { ReportEntry } from "@/lib/io/report";
import type { StoreErrorCode } from "@/lib/db/errors";

/** A VASSAL module's bytes (`.vmod`), with the import's choices. */
export type VassalTask = { kind: "vassal"; bytes: Uint8Array; board?: string; setup?: string; fileName?: string; terrain?: string };

/** A ported module: refused with its reason (and the report so far), or a project ready to store with its report. */
export type PortingOutcome =
  | { kind: "refused"; status: 400 | 413 | 422; error: string; report?: ReportEntry[] }
  | { kind: "store-error"; code: StoreErrorCode; message: string }
  | { kind: "ready"; bundle: PreparedBundle; report: ReportEntry[] };

/**
 * A VASSAL module made into a project ready to store (lib/io/vassal does the
 * reading): the game, the map and a scenario per set-up, with the board
 * picture and counter faces as the project's pictures. The pictures go
 * straight into the prepared bundle, never through base64.
 */
export async function checkVassal(task: VassalTask): Promise<PortingOutcome> {
  if (task.bytes.length > MAX_MODULE_BYTES) return { kind: "refused", status: 413, error: `The module is ${formatBytes(task.bytes.length)}, over the ${formatBytes(MAX_MODULE_BYTES)} limit. Nothing was imported.` };
  const result = await importVassal(task.bytes, { board: task.board, setup: task.setup, fileName: task.fileName, terrain: task.terrain });
  if (!result.ok) return { kind: "refused", status: 422, error: `${result.reason}. Nothing was imported.`, report: result.report };
  const bundle: Bundle = {
    format: BUNDLE_FORMAT,
    schemaVersion: BUNDLE_SCHEMA_VERSION,
    project: { name: result.moduleName.slice(0, 200), description: `Imported from the VASSAL module ${task.fileName ?? result.moduleName}.`.slice(0, 5000) },
    documents: [
      { kind: "game", name: result.game.name, content: result.game.content },
      { kind: "map", name: result.map.name, content: result.map.content },
      ...result.scenarios.map((s) => ({ kind: "scenario" as const, name: s.name, content: s.content })),
    ],
  };
  try {
    const prepared: PreparedBundle = { ...prepareBundleValue(bundle), assets: result.assets.map((a) => ({ sha256: a.sha256, contentType: a.contentType, bytes: a.bytes })) };
    return { kind: "ready", bundle: prepared, report: result.report };
  } catch (error) {
    if (error instanceof StoreError) return { kind: "store-error", code: error.code, message: error.message };
    throw error;
  }
}
