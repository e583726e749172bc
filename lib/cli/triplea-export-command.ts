import path from "node:path";
import { exportTripleA } from "@/lib/io/triplea/export";
import { formatReport } from "@/lib/io/triplea/report";
import type { AaBundle } from "@/lib/engine";
import { loadAnyBundle, parseOptions } from "./engine-bundle";
import { writeStaged } from "./files";
import { EXPORT_USAGE } from "./usage";

type Io = { out: (s: string) => void; err: (s: string) => void };

/** `warbench export --to triplea`: returns the exit code. */
export function runExport(args: readonly string[], io: Io, cwd = process.cwd()): number {
  const opts = parseOptions(args, ["to", "out", "map-dir"], []);
  if (opts.error) return usage(io, opts.error);
  if (opts.values.get("to") !== "triplea") return usage(io, "export needs --to triplea (the only format it writes)");
  const file = opts.positional[0];
  if (!file || opts.positional.length > 1) return usage(io, "export needs one scenario or bundle");
  const loaded = loadAnyBundle(file, cwd);
  if (!loaded.ok) {
    io.err(`warbench: ${loaded.error}\n`);
    return /not valid|not a valid|not a scenario|holds no scenario/.test(loaded.error) ? 1 : 2;
  }
  if (!loaded.ruleset.can?.tripleaExport) {
    io.err(`warbench: ${file}: TripleA holds area games; this scenario's game is ruleset ${loaded.bundle.game.ruleset}\n`);
    return 1;
  }
  // A ruleset TripleA holds plays area games [AA:*].
  const { game, map, scenario } = loaded.bundle as AaBundle;
  const out = exportTripleA(game, map, scenario);
  const xmlFile = opts.values.get("out");
  const mapDir = opts.values.get("map-dir");
  if (xmlFile) {
    const abs = path.resolve(cwd, xmlFile);
    const problem = writeStaged([{ file: abs, data: out.xml }]);
    if (problem) return fail(io, problem);
  } else io.out(out.xml);
  if (mapDir) {
    const dir = path.resolve(cwd, mapDir);
    const problem = writeStaged([
      { file: path.join(dir, "polygons.txt"), data: out.polygons },
      { file: path.join(dir, "centers.txt"), data: out.centers },
      { file: path.join(dir, "map.properties"), data: out.properties },
    ]);
    if (problem) return fail(io, problem);
  }
  if (out.report.length > 0) io.err(`${formatReport(out.report)}\n`);
  return 0;
}

function fail(io: Io, message: string): number {
  io.err(`warbench: ${message}\n`);
  return 2;
}

function usage(io: Io, message: string): number {
  io.err(`warbench: ${message}.\n${EXPORT_USAGE}`);
  return 2;
}
