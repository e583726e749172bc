import type { ReportEntry } from "../report";
import type { HexMap } from "@/lib/model";

/**
 * A Tiled hexagonal map (TMX XML or TMJ JSON) as a Warbench hex map document:
 * layout from the map's stagger axis and index, terrain from a tile layer
 * through its tileset (a tile's `terrain` property or a terrain map), hexsides,
 * roads and features from object layers. Pure: text in, document out.
 */
export interface TerrainMap {
  /** Global or local tile id (as a string) or the tile's image file name → terrain id. */
  [tileOrImage: string]: string;
}

export interface TiledImportOptions {
  format?: "tmx" | "tmj";
  terrainMap?: TerrainMap;
  /** The file's name, for the map's name and the report. */
  fileName?: string;
  /** External tilesets (`.tsx`/`.tsj`) the map names, by the path it names them with. */
  tilesets?: Record<string, string>;
}

export type TiledImportResult = { ok: true; map: HexMap; report: ReportEntry[] } | { ok: false; reason: string; report: ReportEntry[] };

/** A 700×700 map in CSV is some 2.5 MB; a Tiled file past this is refused before parsing. */
export const MAX_TILED_BYTES = 32 * 1024 * 1024;

export function importTiled(text: string, options: TiledImportOptions = {}): TiledImportResult {
  void text;
  void options;
  return { ok: false, reason: "Tiled import is not built yet", report: [] };
}
