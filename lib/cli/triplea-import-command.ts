import fs from "node:fs";
import path from "node:path";
import { DOCUMENT_FILES, type TripleAInput, importTripleA } from "@/lib/io/triplea/import";
import { MAX_MAP_FILE_CHARS } from "@/lib/io/triplea/map-files";
import { formatReport } from "@/lib/io/triplea/report";
import { MAX_XML_BYTES } from "@/lib/io/triplea/xml";
import { parseOptions } from "./engine-bundle";
import { IMPORT_USAGE } from "./usage";
import { readLimited, writeStaged } from "./files";

type Io = { out: (s: string) => void; err: (s: string) => void };


/** `warbench import --from triplea`: returns the exit code. */
export function runImport(args: readonly string[], io: Io, cwd = process.cwd()): number {
  const opts = parseOptions(args, ["from", "polygons", "centers", "place", "properties", "out"], ["json", "force"]);
  if (opts.error) return usage(io, opts.error);
  if (opts.values.get("from") !== "triplea") return usage(io, "import needs --from triplea (the only format it reads)");
  const file = opts.positional[0];
  if (!file || opts.positional.length > 1) return usage(io, "import needs one TripleA game XML file");
  const xml = readLimited(path.resolve(cwd, file), MAX_XML_BYTES, "a TripleA game");
  if (!xml.ok) return fail(io, xml.message, xml.code);
  const input: TripleAInput = { xml: xml.bytes.toString("utf8"), xmlName: file };
  for (const key of ["polygons", "centers", "place", "properties"] as const) {
    const f = opts.values.get(key);
    if (f === undefined) continue;
    const r = readLimited(path.resolve(cwd, f), MAX_MAP_FILE_CHARS, "a map file");
    if (!r.ok) return fail(io, r.message, r.code);
    input[key] = r.bytes.toString("utf8");
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
  const written = writeStaged(targets.map((t) => ({ file: t.file, data: `${JSON.stringify(result[t.kind], null, 2)}\n` })));
  if (written) return fail(io, `${written}; nothing was written`, 2);
  const counts = `${result.map.territories.length} territories, ${result.map.seaZones.length} sea zones, ${result.game.unitTypes.length} unit types`;
  if (json) io.out(`${JSON.stringify({ ok: true, files: targets.map((t) => t.file), report: result.report })}\n`);
  else {
    io.out(`Imported "${result.game.name}" (${counts}) into ${targets.map((t) => path.relative(cwd, t.file) || t.file).join(", ")}.\n`);
    if (result.report.length > 0) io.err(`${formatReport(result.report)}\n${result.report.length} report entr${result.report.length === 1 ? "y" : "ies"}: what was not mapped as it was.\n`);
  }
  return 0;
}

function fail(io: Io, message: string, code: 1 | 2): number {
  io.err(`warbench: ${message}\n`);
  return code;
}

function usage(io: Io, message: string): number {
  io.err(`warbench: ${message}.\n${IMPORT_USAGE}`);
  return 2;
}
