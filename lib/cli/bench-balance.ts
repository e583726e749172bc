import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { BalancePool, plainRun } from "./balance-pool";
import { loadAnyBundle } from "./engine-bundle";
import { availableCores } from "../workers/pool";

/**
 * `npm run bench:balance` (tsx lib/cli/bench-balance.ts): balance runs on the
 * Next War sample with the greedy bot on both sides, one JSON line per metric,
 * medians of several runs after a warm-up.
 *
 * - `games_per_s_all_cores`: games a second on one worker per core, the
 *   workers started before the clock (BENCH_BALANCE_GAMES games a run).
 * - `balance_1000_games_s`: the whole command, `warbench balance <sample>
 *   --games 1000 --out report.json`, timed from the outside: Node and worker
 *   start-up, the games and the report written (BENCH_BALANCE_1000_RUNS runs).
 *   Target: under 60 s on a 2-core machine.
 *
 * Each line carries the one-minute load average when it started: the machine
 * may be shared, and a busy one makes every figure worse.
 */
const RUNS = Number(process.env.BENCH_BALANCE_RUNS ?? 5);
const GAMES = Number(process.env.BENCH_BALANCE_GAMES ?? 100);
const RUNS_1000 = Number(process.env.BENCH_BALANCE_1000_RUNS ?? 3);
const root = path.resolve(import.meta.dirname, "..", "..");
const sample = path.join(root, "lib", "samples", "nextwar-sample", "scenario.json");
const cores = availableCores();
const bots = ["greedy", "greedy"];

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] as number;
}

function emit(metric: string, value: number, unit: string, extra: Record<string, unknown>): void {
  process.stdout.write(`${JSON.stringify({ bench: "balance", metric, value: Math.round(value * 100) / 100, unit, ...extra })}\n`);
}

const load = () => Math.round(os.loadavg()[0]! * 100) / 100;

const loaded = loadAnyBundle(sample);
if (!loaded.ok) throw new Error(loaded.error);
const game = { ruleset: loaded.ruleset.id, bundle: loaded.bundle };

{
  const loadAtStart = load();
  const pool = await BalancePool.start(game, cores);
  try {
    await pool.run({ plan: plainRun(1_000_000, cores * 2, bots) }).done;
    const rates: number[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      const started = performance.now();
      const { records } = await pool.run({ plan: plainRun(1 + i * GAMES, GAMES, bots) }).done;
      rates.push(records.length / ((performance.now() - started) / 1000));
    }
    emit("games_per_s_all_cores", median(rates), "games/s", { workers: cores, games: GAMES, runs: RUNS, bots: bots.join("-"), loadavg1: loadAtStart });
  } finally {
    await pool.close();
  }
}

if (RUNS_1000 > 0) {
  const loadAtStart = load();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "warbench-bench-balance-"));
  const out = path.join(dir, "report.json");
  const times: number[] = [];
  for (let i = 0; i < RUNS_1000; i += 1) {
    const started = performance.now();
    const r = spawnSync(process.execPath, [path.join(root, "lib", "cli", "warbench.mjs"), "balance", sample, "--games", "1000", "--seed", "1", "--out", out], { encoding: "utf8" });
    if (r.status !== 0) throw new Error(`warbench balance failed (exit ${r.status}): ${r.stderr}`);
    times.push((performance.now() - started) / 1000);
  }
  const report = JSON.parse(fs.readFileSync(out, "utf8")) as { games: number; wins: { side: string; rate: number }[] };
  fs.rmSync(dir, { recursive: true, force: true });
  emit("balance_1000_games_s", median(times), "s", {
    target: 60,
    workers: cores,
    runs: RUNS_1000,
    bots: bots.join("-"),
    games: report.games,
    winRates: Object.fromEntries(report.wins.map((w) => [w.side, w.rate])),
    loadavg1: loadAtStart,
  });
}
