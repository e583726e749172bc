import type { ReportEntry } from "../report";
import type { AssetType } from "@/lib/model/asset-type";

/**
 * A VASSAL module (`.vmod`) imported as a Next War game, a hex map over the
 * module's board picture, and one scenario per predefined set-up; pictures
 * (the board, counter faces) come back as assets for the project. Pure apart
 * from reading the zip in memory (lib/io/zip): no files, no database.
 */
export interface VassalImportOptions {
  /** The board to import (a Board's name); the module's first hex-gridded board when absent. */
  board?: string;
  /** Import only this predefined set-up (its menu name or file name); all when absent. */
  setup?: string;
  /** The module's file name, for the report and the project's description. */
  fileName?: string;
}

export interface ImportedAsset {
  sha256: string;
  contentType: AssetType;
  bytes: Uint8Array;
  /** Where it was in the module (`images/Map_Full.png`), for the report. */
  name: string;
}

export interface ImportedDocument {
  /** The document's name in the project; the scenario names its game and map by these. */
  name: string;
  content: Record<string, unknown>;
}

export type VassalImportResult =
  | { ok: true; moduleName: string; game: ImportedDocument; map: ImportedDocument; scenarios: ImportedDocument[]; assets: ImportedAsset[]; report: ReportEntry[] }
  | { ok: false; reason: string; report: ReportEntry[] };

/** The module's bytes can be 10 MB of zip holding thousands of pictures: refused past this before unzipping. */
export const MAX_MODULE_BYTES = 64 * 1024 * 1024;

export async function importVassal(bytes: Uint8Array, options: VassalImportOptions = {}): Promise<VassalImportResult> {
  void bytes;
  void options;
  return { ok: false, reason: "VASSAL import is not built yet", report: [] };
}
