import type { ReportEntry } from "../report";
import type { HexMap } from "@/lib/model";

/**
 * A hex map document as a Tiled map, with a generated tileset of the map's
 * terrains so it opens in Tiled looking as it does in Warbench; importing the
 * export (lib/io/tiled/import) gives the same document back.
 */
export interface TiledFile {
  /** File name relative to the map (`map.tmx`, `map-terrain.png`). */
  name: string;
  bytes: Uint8Array;
}

export interface TiledExport {
  files: TiledFile[];
  report: ReportEntry[];
}

export function exportTiled(map: HexMap, format: "tmx" | "tmj", baseName = "map"): TiledExport {
  void map;
  void format;
  void baseName;
  return { files: [], report: [{ severity: "error", where: "export", message: "Tiled export is not built yet" }] };
}
