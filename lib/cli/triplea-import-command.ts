import fs from "node:fs";
import path from "node:path";
import { DOCUMENT_FILES, type TripleAInput, importTripleA } from "@/lib/io/triplea/import";
import { MAX_MAP_FILE_CHARS } from "@/lib/io/triplea/map-files";
import { formatReport } from "@/lib/io/triplea/report";
import { MAX_XML_BYTES } from "@/lib/io/triplea/xml";
import { parseOptions } from "./engine-bundle";
import { IMPORT_USAGE } from "./usage";

type Io = { out: (s: string) => void; err: (s: string) => void };

type Read = { ok: true; text: string } | { ok: false; code: 1 | 2; message: string };

function readText(file: string, limit: number, what: string): Read {
  let size: number;
  try {
    const stat = fs.statSync(file);
    if (!stat.isFile()) return { ok: false, code: 2, message: `${file}: not a file` };
    size = stat.size;
  } catch (error) {
    return { ok: false, code: 2, message: `${file}: cannot read the file (${(error as NodeJS.ErrnoException).code ?? "unknown error"})` };
  }
  // Refused by its size alone, before a byte is read.
  if (size > limit) return { ok: false, code: 1, message: `${file}: refused: the file is ${(size / 1024 / 1024).toFixed(1)} MB, above the ${limit / 1024 / 1024} MB limit for ${what}` };
  try {
    return { ok: true, text: fs.readFileSync(file, "utf8") };
  } catch (error) {
    return { ok: false, code: 2, message: `${file}: cannot read the file (${(error as NodeJS.ErrnoException).code ?? "unknown error"})` };
  }
}

/** `warbench import --from triplea`: returns the exit code. */
export function runImport(args: readonly string[], io: Io, cwd = process.cwd()): number {
  const opts = parseOptions(args, ["from", "polygons", "centers", "place", "properties", "out"], ["json", "force"]);
  if (opts.error) return usage(io, opts.error);
  if (opts.values.get("from") !== "triplea") return usage(io, "import needs --from triplea (the only format it reads)");
  const file = opts.positional[0];
  if (!file || opts.positional.length > 1) return usage(io, "import needs one TripleA game XML file");
  const xml = readText(path.resolve(cwd, file), MAX_XML_BYTES, "a TripleA game");
  if (!xml.ok) return fail(io, xml.message, xml.code);
  const input: TripleAInput = { xml: xml.text, xmlName: file };
  for (const key of ["polygons", "centers", "place", "properties"] as const) {
    const f = opts.values.get(key);
    if (f === undefined) continue;
    const r = readText(path.resolve(cwd, f), MAX_MAP_FILE_CHARS, "a map file");
    if (!r.ok) return fail(io, r.message, r.code);
    input[key] = r.text;
  }
  const result = importTripleA(input);
  const json = opts.flags.has("json");
  if (!result.ok) {
    if (json) io.out(`${JSON.stringify({ ok: false, reason: result.reason, report: result.report })}\n`);
    return fail(io, result.reason, 1);
  }
  const outDir = path.resolve(cwd, opts.values.get("out") ?? ".");
  const targets = (["game", "map", "scenario"] as const).map((kind) => ({ kind, file: path.join(outDir, DOCUMENT_FILES[kind]) }));
  if (!opts.flags.has("force")) {
    const existing = targets.find((t) => fs.existsSync(t.file));
    if (existing) return fail(io, `${existing.file} already exists; nothing was written (use --force to replace it)`, 2);
  }
  const written = writeAll(outDir, targets.map((t) => ({ file: t.file, text: `${JSON.stringify(result[t.kind], null, 2)}\n` })));
  if (written) return fail(io, `${written}; nothing was written`, 2);
  const counts = `${result.map.territories.length} territories, ${result.map.seaZones.length} sea zones, ${result.game.unitTypes.length} unit types`;
  if (json) io.out(`${JSON.stringify({ ok: true, files: targets.map((t) => t.file), report: result.report })}\n`);
  else {
    io.out(`Imported "${result.game.name}" (${counts}) into ${targets.map((t) => path.relative(cwd, t.file) || t.file).join(", ")}.\n`);
    if (result.report.length > 0) io.err(`${formatReport(result.report)}\n${result.report.length} report entr${result.report.length === 1 ? "y" : "ies"}: what was not mapped as it was.\n`);
  }
  return 0;
}

/**
 * Writes every file to a temporary folder beside the target, then renames
 * each into place: a failure before the renames leaves nothing behind.
 */
export function writeAll(outDir: string, files: { file: string; text: string }[]): string | null {
  let tmp: string | undefined;
  try {
    fs.mkdirSync(outDir, { recursive: true });
    tmp = fs.mkdtempSync(path.join(outDir, ".warbench-import-"));
    const staged = files.map((f) => {
      const at = path.join(tmp as string, path.basename(f.file));
      fs.writeFileSync(at, f.text);
      return { from: at, to: f.file };
    });
    for (const s of staged) fs.renameSync(s.from, s.to);
    return null;
  } catch (error) {
    return `cannot write to ${outDir} (${(error as NodeJS.ErrnoException).code ?? (error instanceof Error ? error.message : "unknown error")})`;
  } finally {
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  }
}

function fail(io: Io, message: string, code: 1 | 2): number {
  io.err(`warbench: ${message}\n`);
  return code;
}

function usage(io: Io, message: string): number {
  io.err(`warbench: ${message}.\n${IMPORT_USAGE}`);
  return 2;
}
