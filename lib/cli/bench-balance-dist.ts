import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
// @ts-expect-error -- a plain .mjs script (also run by hand), without types
import { startPgServer } from "../db/pg-test-server.mjs";

/**
 * `npm run bench:balance-dist` (builds the CLI, then tsx lib/cli/bench-balance-dist.ts):
 * 1,000 Next War sample games (greedy against greedy, seed 1), timed from the
 * outside as a user runs them, on one throwaway PostgreSQL server:
 *
 * - `games_per_s_in_process`: `warbench balance --games 1000 --workers 2`;
 * - `games_per_s_1_worker`: `warbench balance --queue` with one
 *   `warbench worker --concurrency 2` process;
 * - `games_per_s_2_workers`: the same with two `warbench worker --concurrency 1`;
 * - `overhead_pct`: how much slower the slower of the two queued set-ups is
 *   than in-process (target ≤ 10), with each one's own beside it.
 *
 * Workers are started before the clock and warmed by a first run (as they
 * would be, waiting for work); each figure is the median of
 * BENCH_BALANCE_DIST_RUNS runs (default 3). Every report must be
 * byte-identical to the in-process one, or the bench fails. Each line carries
 * the one-minute load average when its runs started: a shared machine makes
 * every figure worse.
 */
const RUNS = Number(process.env.BENCH_BALANCE_DIST_RUNS ?? 3);
const GAMES = Number(process.env.BENCH_BALANCE_DIST_GAMES ?? 1000);
const WARM_GAMES = 100;
const root = path.resolve(import.meta.dirname, "..", "..");
const bin = path.join(root, "lib", "cli", "warbench.mjs");
const sample = path.join(root, "lib", "samples", "nextwar-sample", "scenario.json");
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "warbench-bench-balance-dist-"));

const load = () => Math.round(os.loadavg()[0]! * 100) / 100;
const round = (x: number) => Math.round(x * 100) / 100;

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] as number;
}

function emit(metric: string, value: number, unit: string, extra: Record<string, unknown> = {}): void {
  process.stdout.write(`${JSON.stringify({ bench: "balance-dist", metric, value: round(value), unit, ...extra })}\n`);
}

/** One `warbench balance` of `games` games from the outside; returns its seconds and report text. */
function balance(url: string, games: number, args: string[]): { seconds: number; report: string } {
  const out = path.join(dir, "report.json");
  const started = performance.now();
  const r = spawnSync(process.execPath, [bin, "balance", sample, "--games", String(games), "--seed", "1", "--out", out, ...args], {
    encoding: "utf8",
    env: { ...process.env, DATABASE_URL: url },
  });
  const seconds = (performance.now() - started) / 1000;
  if (r.status !== 0) throw new Error(`warbench balance ${args.join(" ")} failed (exit ${r.status}): ${r.stderr}`);
  return { seconds, report: fs.readFileSync(out, "utf8") };
}

/** Starts worker processes and waits until each takes batches. */
async function startWorkers(url: string, processes: number, concurrency: number): Promise<ChildProcess[]> {
  return Promise.all(
    Array.from({ length: processes }, async () => {
      const child = spawn(process.execPath, [bin, "worker", "--concurrency", String(concurrency)], { env: { ...process.env, DATABASE_URL: url }, stdio: ["ignore", "ignore", "pipe"] });
      let log = "";
      child.stderr?.on("data", (d: Buffer) => (log += d.toString()));
      const ready = Date.now() + 60_000;
      while (!log.includes("ready: waiting for batches")) {
        if (child.exitCode !== null || Date.now() > ready) throw new Error(`warbench worker did not start: ${log}`);
        await new Promise((r) => setTimeout(r, 100));
      }
      return child;
    }),
  );
}

async function stopWorkers(children: ChildProcess[]): Promise<void> {
  await Promise.all(children.map((c) => new Promise<void>((resolve) => (c.exitCode !== null ? resolve() : (c.on("exit", () => resolve()), c.kill("SIGTERM"))))));
}

/** Median games a second of RUNS runs after a warm-up one, each report checked against `expected`. */
function measure(url: string, args: string[], expected: string | null): { rate: number; report: string; loadavg1: number } {
  balance(url, WARM_GAMES, args);
  const loadavg1 = load();
  const times: number[] = [];
  let report = "";
  for (let i = 0; i < RUNS; i += 1) {
    const run = balance(url, GAMES, args);
    if (expected !== null && run.report !== expected) throw new Error(`the report of warbench balance ${args.join(" ")} differs from the in-process one`);
    report = run.report;
    times.push(run.seconds);
  }
  return { rate: GAMES / median(times), report, loadavg1 };
}

const server = (await startPgServer()) as { url: string; stop: () => void };
const cleanup = () => {
  server.stop();
  fs.rmSync(dir, { recursive: true, force: true });
};
process.once("SIGINT", () => {
  cleanup();
  process.exit(130);
});
try {
  const common = { games: GAMES, runs: RUNS, bots: "greedy-greedy", cores: os.availableParallelism() };
  const inProcess = measure(server.url, ["--workers", "2"], null);
  emit("games_per_s_in_process", inProcess.rate, "games/s", { ...common, workers: "2 threads", loadavg1: inProcess.loadavg1 });

  let workers = await startWorkers(server.url, 1, 2);
  const one = measure(server.url, ["--queue"], inProcess.report);
  await stopWorkers(workers);
  emit("games_per_s_1_worker", one.rate, "games/s", { ...common, workers: "1 process × 2", loadavg1: one.loadavg1, sameReport: true });

  workers = await startWorkers(server.url, 2, 1);
  const two = measure(server.url, ["--queue"], inProcess.report);
  await stopWorkers(workers);
  emit("games_per_s_2_workers", two.rate, "games/s", { ...common, workers: "2 processes × 1", loadavg1: two.loadavg1, sameReport: true });

  const overhead = (rate: number) => (inProcess.rate / rate - 1) * 100;
  emit("overhead_pct", Math.max(overhead(one.rate), overhead(two.rate)), "%", {
    target: 10,
    overhead_1_worker_pct: round(overhead(one.rate)),
    overhead_2_workers_pct: round(overhead(two.rate)),
  });
} finally {
  cleanup();
}
