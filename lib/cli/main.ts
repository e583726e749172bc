import { BALANCE_USAGE, runBalance } from "./balance-command";
import { COMBAT_USAGE, runCombat } from "./combat-command";
import { ODDS_USAGE, runOddsCommand } from "./odds-command";
import { REPLAY_USAGE, runReplay } from "./replay-command";
import { SIMULATE_USAGE, runSimulate } from "./simulate-command";
import { EXPORT_USAGE, runExport } from "./triplea-export-command";
import { IMPORT_USAGE, runImport } from "./triplea-import-command";
import { formatJson, formatText, runValidate } from "./validate-command";

const USAGE = `Usage: warbench validate <files…> [--json]

  Validates game, map, scenario and bundle files. A scenario brings in its
  game and map by relative path. Exit 0: no errors; 1: findings at error
  level; 2: a file cannot be read or is not JSON.

${SIMULATE_USAGE}
${BALANCE_USAGE}
${REPLAY_USAGE}
${COMBAT_USAGE}
${ODDS_USAGE}
${IMPORT_USAGE}
${EXPORT_USAGE}`;

/** The CLI entry; returns the exit code. Never throws for bad input. */
export async function main(argv: readonly string[], io: { out: (s: string) => void; err: (s: string) => void } = defaultIo): Promise<number> {
  const [command, ...rest] = argv;
  if (!command || command === "--help" || command === "-h" || command === "help") {
    (command ? io.out : io.err)(USAGE);
    return command ? 0 : 2;
  }
  if (command === "simulate") return runSimulate(rest, { ...io, isTTY: io === defaultIo && process.stderr.isTTY === true });
  if (command === "balance") return runBalance(rest, { ...io, isTTY: io === defaultIo && process.stderr.isTTY === true });
  if (command === "replay") return runReplay(rest, io);
  if (command === "combat") return runCombat(rest, io);
  if (command === "odds") return runOddsCommand(rest, { ...io, isTTY: io === defaultIo && process.stderr.isTTY === true });
  if (command === "import") return runImport(rest, io);
  if (command === "export") return runExport(rest, io);
  if (command !== "validate") {
    io.err(`warbench: unknown command "${command}".\n${USAGE}`);
    return 2;
  }
  const json = rest.includes("--json");
  const unknown = rest.filter((a) => a.startsWith("--") && a !== "--json");
  if (unknown.length > 0) {
    io.err(`warbench: unknown option ${unknown[0]}.\n`);
    return 2;
  }
  const files = rest.filter((a) => !a.startsWith("--"));
  if (files.length === 0) {
    io.err(`warbench: validate needs at least one file.\n${USAGE}`);
    return 2;
  }
  const run = runValidate(files);
  if (json) io.out(formatJson(run));
  else {
    const { out, err } = formatText(run);
    io.out(out);
    if (err) io.err(err);
  }
  return run.exitCode;
}

const defaultIo = {
  out: (s: string) => process.stdout.write(s),
  err: (s: string) => process.stderr.write(s),
};
