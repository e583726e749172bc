import fs from "node:fs";
import path from "node:path";

/**
 * The import and export commands' file handling (TripleA, VASSAL, Tiled):
 * a file refused by its size before a byte is read, and outputs written
 * whole or not at all.
 */
export type ReadResult = { ok: true; bytes: Buffer } | { ok: false; code: 1 | 2; message: string };

const errnoOf = (error: unknown) => (error as NodeJS.ErrnoException).code ?? (error instanceof Error ? error.message : "unknown error");

/** A file's bytes; over `limit` it is refused (exit 1) by its size alone, and a missing or unreadable file is exit 2. */
export function readLimited(file: string, limit: number, what: string): ReadResult {
  try {
    const stat = fs.statSync(file);
    if (!stat.isFile()) return { ok: false, code: 2, message: `${file}: not a file` };
    if (stat.size > limit) return { ok: false, code: 1, message: `${file}: refused: the file is ${(stat.size / 1048576).toFixed(1)} MB, above the ${limit / 1048576} MB limit for ${what}` };
    return { ok: true, bytes: fs.readFileSync(file) };
  } catch (error) {
    return { ok: false, code: 2, message: `${file}: cannot read the file (${errnoOf(error)})` };
  }
}

/**
 * Writes every file to a temporary folder beside the first target, then
 * renames each into place: a failure before the renames leaves nothing
 * behind. Answers why it could not, or null.
 */
export function writeStaged(files: { file: string; data: string | Uint8Array }[]): string | null {
  const dir = path.dirname(files[0]!.file);
  let tmp: string | undefined;
  try {
    fs.mkdirSync(dir, { recursive: true });
    tmp = fs.mkdtempSync(path.join(dir, ".warbench-write-"));
    const staged = files.map((f, i) => {
      const at = path.join(tmp as string, `${i}-${path.basename(f.file)}`);
      fs.mkdirSync(path.dirname(f.file), { recursive: true });
      fs.writeFileSync(at, f.data);
      return { from: at, to: f.file };
    });
    for (const s of staged) fs.renameSync(s.from, s.to);
    return null;
  } catch (error) {
    return `cannot write to ${dir} (${errnoOf(error)})`;
  } finally {
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  }
}
