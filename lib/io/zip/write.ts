import { type Zippable, zipSync } from "fflate";

/**
 * Writes a zip with fflate (pure JavaScript, so it runs in the browser as in
 * Node and the tests): the painter's TMJ download with its tileset picture,
 * the VASSAL fixture module and its saved games. Reading stays with yauzl
 * (./archive.ts), which checks a hostile archive before inflating it.
 *
 * The same files give the same bytes anywhere: fflate's deflate depends on no
 * machine's zlib, and every entry carries one fixed time. fflate writes the
 * DOS time from the date's local fields, and a date-time string without a
 * zone is read as local time, so the fields are these in every time zone
 * (noon on New Year's Day falls in no daylight-saving change).
 */
export const ZIP_ENTRY_TIME = "2024-01-01T12:00:00";

export interface ZipFileEntry {
  /** The entry's path inside the archive, with forward slashes. */
  name: string;
  bytes: Uint8Array;
}

/**
 * The entries in the order given, deflated (`level` 0 stores them).
 * A name that is a whole number ("12") would come first (fflate takes an
 * object, and JavaScript orders such keys first); a repeated name is a bug.
 */
export function writeZip(files: readonly ZipFileEntry[], level: 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 = 6): Uint8Array {
  const input: Zippable = {};
  for (const f of files) {
    if (Object.hasOwn(input, f.name)) throw new Error(`writeZip: the entry "${f.name}" is given twice`);
    input[f.name] = f.bytes;
  }
  return zipSync(input, { level, mtime: ZIP_ENTRY_TIME });
}
