import * as usage from "./usage";

/*
 * Commands load when run, not all at start: each drags in its own part of the
 * engine and schemas, and `warbench balance` is timed from the outside
 * (bench:balance), start-up included. The built CLI (build.mjs) keeps this:
 * a module reached only through import() runs only when imported.
 */
const load = {
  balance: () => import("./balance-command"),
  combat: () => import("./combat-command"),
  db: () => import("./db-command"),
  odds: () => import("./odds-command"),
  replay: () => import("./replay-command"),
  simulate: () => import("./simulate-command"),
  supply: () => import("./supply-command"),
  export: () => import("./triplea-export-command"),
  import: () => import("./triplea-import-command"),
  tiled: () => import("./tiled-commands"),
  vassal: () => import("./vassal-import-command"),
  validate: () => import("./validate-command"),
  user: () => import("./user-command"),
  worker: () => import("./worker-command"),
};

function usageText(): string {
  return [usage.VALIDATE_USAGE, usage.SIMULATE_USAGE, usage.BALANCE_USAGE, usage.REPLAY_USAGE, usage.COMBAT_USAGE, usage.SUPPLY_USAGE, usage.ODDS_USAGE, usage.IMPORT_USAGE, usage.EXPORT_USAGE, usage.TILED_USAGE, usage.DB_USAGE, usage.USER_USAGE, usage.WORKER_USAGE].join("\n");
}

/** The value of `--from X` / `--from=X` (or `--to`), which picks the importer or exporter. */
function formatOf(args: readonly string[], option: "from" | "to"): string | undefined {
  const i = args.indexOf(`--${option}`);
  if (i >= 0) return args[i + 1];
  return args.find((a) => a.startsWith(`--${option}=`))?.slice(option.length + 3);
}

/** The CLI entry; returns the exit code. Never throws for bad input. */
export async function main(argv: readonly string[], io: { out: (s: string) => void; err: (s: string) => void } = defaultIo): Promise<number> {
  const [command, ...rest] = argv;
  if (!command || command === "--help" || command === "-h" || command === "help") {
    (command ? io.out : io.err)(usageText());
    return command ? 0 : 2;
  }
  const tty = { ...io, isTTY: io === defaultIo && process.stderr.isTTY === true };
  if (command === "simulate") return (await load.simulate()).runSimulate(rest, tty);
  if (command === "balance") return (await load.balance()).runBalance(rest, tty);
  if (command === "replay") return (await load.replay()).runReplay(rest, io);
  if (command === "combat") return (await load.combat()).runCombat(rest, io);
  if (command === "supply") return (await load.supply()).runSupply(rest, io);
  if (command === "odds") return (await load.odds()).runOddsCommand(rest, tty);
  if (command === "import" && formatOf(rest, "from") === "vassal") return (await load.vassal()).runVassalImport(rest, io);
  if (command === "import" && formatOf(rest, "from") === "tiled") return (await load.tiled()).runTiledImport(rest, io);
  if (command === "export" && formatOf(rest, "to") === "tiled") return (await load.tiled()).runTiledExport(rest, io);
  if (command === "import") return (await load.import()).runImport(rest, io);
  if (command === "export") return (await load.export()).runExport(rest, io);
  if (command === "db") return (await load.db()).runDb(rest, io);
  if (command === "user") return (await load.user()).runUser(rest, io);
  if (command === "worker") return (await load.worker()).runWorkerCommand(rest, io);
  if (command !== "validate") {
    io.err(`warbench: unknown command "${command}".\n${usageText()}`);
    return 2;
  }
  const { formatJson, formatText, runValidate } = await load.validate();
  const json = rest.includes("--json");
  const unknown = rest.filter((a) => a.startsWith("--") && a !== "--json");
  if (unknown.length > 0) {
    io.err(`warbench: unknown option ${unknown[0]}.\n`);
    return 2;
  }
  const files = rest.filter((a) => !a.startsWith("--"));
  if (files.length === 0) {
    io.err(`warbench: validate needs at least one file.\n${usageText()}`);
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
