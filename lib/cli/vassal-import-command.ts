import fs from "node:fs";
import path from "node:path";
import { formatReport } from "@/lib/io/report";
import { slug } from "@/lib/io/triplea/ids";
import { MAX_MODULE_BYTES, type VassalImportResult, importVassal } from "@/lib/io/vassal/import";
import { BUNDLE_FORMAT, BUNDLE_SCHEMA_VERSION, type Bundle } from "@/lib/model/bundle";
import { parseOptions } from "./engine-bundle";
import { IMPORT_USAGE } from "./usage";
import { readLimited, writeStaged } from "./files";

type Io = { out: (s: string) => void; err: (s: string) => void };
type Ok = Extract<VassalImportResult, { ok: true }>;

/**
 * `warbench import --from vassal <module.vmod>`: the module as one
 * `.warbench.json` bundle (game, map, a scenario per set-up and every picture
 * they use), written whole or not at all. Returns the exit code: 0 imported,
 * 1 the import was refused, 2 usage or a file that cannot be read or written.
 */
export async function runVassalImport(args: readonly string[], io: Io, cwd = process.cwd()): Promise<number> {
  const opts = parseOptions(args, ["from", "board", "setup", "out", "terrain"], ["json", "force"]);
  if (opts.error) return usage(io, opts.error);
  if (opts.values.get("from") !== "vassal") return usage(io, "import needs --from vassal here");
  const file = opts.positional[0];
  if (!file || opts.positional.length > 1) return usage(io, "import --from vassal needs one module file (.vmod)");
  const json = opts.flags.has("json");
  const read = readLimited(path.resolve(cwd, file), MAX_MODULE_BYTES, "a module");
  if (!read.ok) return fail(io, read.message, read.code, json);
  const result = await importVassal(read.bytes, { fileName: path.basename(file), board: opts.values.get("board"), setup: opts.values.get("setup"), terrain: opts.values.get("terrain") });
  if (!result.ok) {
    if (json) io.out(`${JSON.stringify({ ok: false, reason: result.reason, report: result.report })}\n`);
    else if (result.report.length > 0) io.err(`${formatReport(result.report)}\n`);
    return fail(io, `${file}: ${result.reason}; nothing was written`, 1, false);
  }
  const target = path.join(path.resolve(cwd, opts.values.get("out") ?? "."), `${slug(path.basename(file).replace(/\.[^.]*$/, "")) || "module"}.warbench.json`);
  if (!opts.flags.has("force") && fs.existsSync(target)) return fail(io, `${target} already exists; nothing was written (use --force to replace it)`, 2, json);
  const written = writeStaged([{ file: target, data: `${JSON.stringify(bundleOf(result, path.basename(file)), null, 1)}\n` }]);
  if (written) return fail(io, `${written}; nothing was written`, 2, json);
  const counts = `${result.scenarios.length} scenario${result.scenarios.length === 1 ? "" : "s"}, ${result.assets.length} pictures`;
  if (json) io.out(`${JSON.stringify({ ok: true, file: target, scenarios: result.scenarios.map((s) => s.name), report: result.report })}\n`);
  else {
    io.out(`Imported "${result.moduleName}" (${counts}) into ${path.relative(cwd, target) || target}.\n`);
    if (result.report.length > 0) io.err(`${formatReport(result.report)}\n${result.report.length} report entr${result.report.length === 1 ? "y" : "ies"}: what was not carried over as it was, and what was chosen.\n`);
  }
  return 0;
}

export function bundleOf(result: Ok, fileName: string): Bundle {
  return {
    format: BUNDLE_FORMAT,
    schemaVersion: BUNDLE_SCHEMA_VERSION,
    project: { name: result.moduleName, description: `Imported from the VASSAL module ${fileName}.`.slice(0, 5000) },
    documents: [
      { kind: "game", name: result.game.name, content: result.game.content },
      { kind: "map", name: result.map.name, content: result.map.content },
      ...result.scenarios.map((s) => ({ kind: "scenario" as const, name: s.name, content: s.content })),
    ],
    assets: result.assets.map((a) => ({ sha256: a.sha256, contentType: a.contentType, data: Buffer.from(a.bytes.buffer, a.bytes.byteOffset, a.bytes.byteLength).toString("base64") })),
  };
}

function fail(io: Io, message: string, code: 1 | 2, json: boolean): number {
  if (json) io.out(`${JSON.stringify({ ok: false, reason: message })}\n`);
  io.err(`warbench: ${message}\n`);
  return code;
}

function usage(io: Io, message: string): number {
  io.err(`warbench: ${message}.\n${IMPORT_USAGE}`);
  return 2;
}
