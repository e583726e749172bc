import { spawnSync } from "node:child_process";
import os from "node:os";
import path from "node:path";

/**
 * `npm run bench:cli` (builds the CLI, then tsx lib/cli/bench-cli.ts): how
 * long the warbench command takes as a whole process, the way a modder's CI
 * or a person at a prompt runs it (node lib/cli/warbench.mjs, the built CLI),
 * one JSON line per metric, the median of BENCH_CLI_RUNS runs (default 10)
 * after two unmeasured ones.
 *
 * - `cli_start_ms`: `warbench --help`. Target ≤ 300 ms on a 2-core machine.
 * - `validate_sample_ms`: `warbench validate` of the Next War sample's game,
 *   map and scenario. Target ≤ 600 ms.
 * - `odds_small_ms`: `warbench odds` of 3 infantry and a tank against 2
 *   infantry, 10,000 battles (the A&A sample game; odds is the A&A
 *   calculator), on every core as by default. Target ≤ 600 ms.
 *
 * Each line carries the one-minute load average when it started: the machine
 * may be shared, and a busy one makes every figure worse.
 */
const RUNS = Number(process.env.BENCH_CLI_RUNS ?? 10);
const WARMUP = 2;
const root = path.resolve(import.meta.dirname, "..", "..");
const bin = path.join(root, "lib", "cli", "warbench.mjs");
const sample = (slug: string, file: string) => path.join(root, "lib", "samples", slug, file);

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] as number;
}

const load = () => Math.round(os.loadavg()[0]! * 100) / 100;

/** Runs the command WARMUP + RUNS times; each run must exit 0 and pass `check`. */
function bench(metric: string, target: number, args: string[], check: (stdout: string) => boolean): void {
  const loadAtStart = load();
  const times: number[] = [];
  for (let i = 0; i < WARMUP + RUNS; i += 1) {
    const started = performance.now();
    const r = spawnSync(process.execPath, [bin, ...args], { cwd: root, encoding: "utf8" });
    const ms = performance.now() - started;
    if (r.status !== 0 || !check(r.stdout)) throw new Error(`warbench ${args.join(" ")} failed (exit ${r.status}): ${r.stderr}${r.stdout.slice(0, 500)}`);
    if (i >= WARMUP) times.push(ms);
  }
  process.stdout.write(`${JSON.stringify({ bench: "cli", metric, value: Math.round(median(times)), unit: "ms", target, runs: RUNS, loadavg1: loadAtStart })}\n`);
}

bench("cli_start_ms", 300, ["--help"], (out) => out.startsWith("Usage: warbench"));
bench("validate_sample_ms", 600, ["validate", sample("nextwar-sample", "game.json"), sample("nextwar-sample", "map.json"), sample("nextwar-sample", "scenario.json")], (out) =>
  out.includes("3 files: 0 errors"),
);
bench("odds_small_ms", 600, ["odds", sample("area-sample", "game.json"), "--attacker", "cordova:3 infantry,1 tank", "--defender", "aurelia:2 infantry", "--runs", "10000", "--json"], (out) => {
  const report = JSON.parse(out) as { runs?: number };
  return report.runs === 10_000;
});
