import fs from "node:fs";
import path from "node:path";
import { planRun } from "../balance/bot-check";
import { type RunSettings, reportJson, runReport } from "../balance/batches";
import { type AnyBundle, BALANCE_BOTS, reportMeta } from "../balance/play";
import { type Io, type Outputs, fail, makeProgress, writeReport } from "./balance-output";
import { runBalanceGames } from "./balance-pool";
import { loadAnyBundle, parseOptions } from "./engine-bundle";
import { availableCores } from "../workers/pool";
import { BALANCE_USAGE } from "./usage";

const MAX_GAMES = 1_000_000;

/** `warbench balance`: returns the exit code (0 done, 130 stopped with a partial report, 1 a game failed, 2 bad input). */
export async function runBalance(args: readonly string[], io: Io): Promise<number> {
  if (args.includes("--help") || args.includes("-h")) {
    io.out(BALANCE_USAGE);
    return 0;
  }
  const opts = parseOptions(args, ["games", "bot", "bot-a", "bot-b", "seed", "workers", "bot-check", "out", "html", "revision", "document", "batch-size"], ["progress-json", "queue"]);
  if (opts.error) return usage(io, opts.error);
  const file = opts.positional[0];
  if (!file || opts.positional.length > 1) return usage(io, "balance needs one scenario or bundle");
  const gamesText = opts.values.get("games");
  if (gamesText === undefined) return usage(io, "--games N is required");
  const games = Number(gamesText);
  if (!/^[0-9]+$/.test(gamesText) || games < 1 || games > MAX_GAMES) return usage(io, `--games must be an integer from 1 to ${MAX_GAMES}`);
  const checkText = opts.values.get("bot-check") ?? "0";
  const botCheck = Number(checkText);
  if (!/^[0-9]+$/.test(checkText) || botCheck > MAX_GAMES) return usage(io, `--bot-check must be an integer from 0 to ${MAX_GAMES}`);
  const seedText = opts.values.get("seed") ?? "1";
  const seed = Number(seedText);
  if (!/^-?[0-9]+$/.test(seedText) || !Number.isSafeInteger(seed) || !Number.isSafeInteger(seed + Math.max(games, botCheck) - 1)) return usage(io, "--seed must be a safe integer (seeds S to S+N-1 included)");
  const workersText = opts.values.get("workers");
  const workers = workersText === undefined ? availableCores() : Number(workersText);
  if (workersText !== undefined && (!/^[0-9]+$/.test(workersText) || workers < 1 || workers > 256)) return usage(io, "--workers must be an integer from 1 to 256");
  const bots = [opts.values.get("bot-a") ?? opts.values.get("bot") ?? "greedy", opts.values.get("bot-b") ?? opts.values.get("bot") ?? "greedy"];
  for (const b of bots) if (!BALANCE_BOTS.includes(b)) return usage(io, `unknown bot "${b}" (${BALANCE_BOTS.join(", ")})`);
  const revisionText = opts.values.get("revision");
  if (revisionText !== undefined && !/^[1-9][0-9]*$/.test(revisionText)) return usage(io, "--revision must be a positive integer");

  const loaded = loadAnyBundle(file);
  if (!loaded.ok) return fail(io, loaded.error, 2);
  const game: AnyBundle = { ruleset: loaded.ruleset.id, bundle: loaded.bundle };
  if (loaded.bundle.scenario.sides.length !== 2) return fail(io, `${file}: balance runs need a scenario of two sides (this one has ${loaded.bundle.scenario.sides.length})`, 2);
  for (const target of [opts.values.get("out"), opts.values.get("html")]) {
    if (target && !fs.existsSync(path.dirname(path.resolve(target)))) return fail(io, `${target}: the folder does not exist`, 2);
  }

  const settings: RunSettings = { seed, games, bots, botCheck, revision: revisionText ? Number(revisionText) : null, documentId: opts.values.get("document") ?? null };
  reportMeta(game, { ...settings, gamesRequested: games, partial: false }); // Fails here, before any worker starts, if the scenario cannot even set up.

  const outputs: Outputs = { out: opts.values.get("out"), html: opts.values.get("html"), map: loaded.bundle.map };
  const batchText = opts.values.get("batch-size");
  if (batchText !== undefined && (!opts.flags.has("queue") || !/^[0-9]+$/.test(batchText) || Number(batchText) < 1)) return usage(io, "--batch-size must be a positive integer, with --queue");
  if (opts.flags.has("queue")) {
    const { runQueued } = await import("./balance-queued");
    return runQueued({ game, settings, batchSize: batchText === undefined ? undefined : Number(batchText), progressJson: opts.flags.has("progress-json") }, io, outputs);
  }

  const plan = planRun({ seed, games, bots, botCheck });
  const progress = makeProgress(io, plan.total, opts.flags.has("progress-json"));
  const started = performance.now();
  const run = runBalanceGames({ game, plan, workers, onRecord: (_, done) => progress.update(done) });
  const interrupt = () => run.stop();
  process.on("SIGINT", interrupt);
  process.on("SIGTERM", interrupt);
  let result: Awaited<typeof run.done>;
  try {
    result = await run.done;
  } catch (error) {
    progress.stop();
    return fail(io, error instanceof Error ? error.message : String(error), 1);
  } finally {
    process.off("SIGINT", interrupt);
    process.off("SIGTERM", interrupt);
  }
  progress.update(result.records.length, true);
  progress.stop();
  const seconds = (performance.now() - started) / 1000;
  const report = runReport(game, settings, result.records, result.stopped);
  writeReport(io, reportJson(report), report, outputs, { played: result.records.length, seconds, stopped: result.stopped });
  return result.stopped ? 130 : 0;
}

function usage(io: Io, message: string): number {
  io.err(`warbench: ${message}.\n${BALANCE_USAGE}`);
  return 2;
}
