import type { HexMap } from "@/lib/model/map-hex";
import { exportTiled } from "@/lib/io/tiled/export";
import { MAX_TILED_BYTES, type TiledImportResult, importTiled } from "@/lib/io/tiled/import";
import { writeZip } from "@/lib/io/zip/write";

/** What the painter tells a designer whose map names an external tileset: it reads one file only. */
const MISSING_TILESET_HINT = "embed it in the map in Tiled (Tilesets panel → Embed Tileset) and import again, or import with the command line (warbench import --from tiled), which reads it beside the map";

/**
 * A Tiled file picked in the painter, read in the browser: the same importer
 * as the command line, without decompression (a zlib/gzip layer is refused
 * with what to do) and without external tilesets (reported).
 */
export async function readTiledFile(file: File): Promise<TiledImportResult> {
  if (file.size > MAX_TILED_BYTES) return { ok: false, reason: `${file.name}: refused: the file is ${(file.size / 1024 / 1024).toFixed(1)} MB, above the ${MAX_TILED_BYTES / 1024 / 1024} MB limit for a Tiled map`, report: [] };
  const text = await file.text();
  const format = /\.tmx$/i.test(file.name) ? "tmx" : /\.(tmj|json)$/i.test(file.name) ? "tmj" : undefined;
  return importTiled(text, { fileName: file.name, missingTilesetHint: MISSING_TILESET_HINT, ...(format ? { format } : {}) });
}

/**
 * The imported map in place of the current one: its grid, terrain and
 * everything on it, while the document keeps its own name, description,
 * board picture and off-map boxes (scenarios name them), and its friendly
 * edges unless the file has some.
 */
export function mergeImported(current: HexMap, imported: HexMap): HexMap {
  const { description: _d, background: _b, offMapBoxes: _o, ...rest } = imported;
  return {
    ...rest,
    name: current.name,
    ...(current.description !== undefined ? { description: current.description } : {}),
    ...(current.background ? { background: current.background } : {}),
    ...(current.offMapBoxes ? { offMapBoxes: current.offMapBoxes } : {}),
    friendlyEdges: imported.friendlyEdges.length > 0 ? imported.friendlyEdges : current.friendlyEdges,
  };
}

/**
 * The download for Export Tiled map: a TMX carries its tileset picture inside
 * (`<image format="png"><data encoding="base64">`, which Tiled reads), so it
 * is one file; JSON cannot hold a picture, so a TMJ comes zipped with its PNG.
 */
export function tiledDownload(map: HexMap, format: "tmx" | "tmj", baseName: string): { name: string; type: string; bytes: Uint8Array } {
  if (format === "tmx") {
    const out = exportTiled(map, "tmx", baseName, { embedImage: true });
    return { name: `${baseName}.tmx`, type: "application/x-tiled-tmx+xml", bytes: out.files[0]!.bytes };
  }
  const out = exportTiled(map, "tmj", baseName);
  return { name: `${baseName}-tiled.zip`, type: "application/zip", bytes: writeZip(out.files) };
}
