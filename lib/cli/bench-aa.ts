import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { areaGameSchema } from "@/lib/model";
import { playWith } from "@/lib/engine/core/ruleset";
import { loadAnyBundle } from "./engine-bundle";
import { OddsPool } from "./odds-pool";
import { availableCores } from "../workers/pool";
import { type OddsRequest, exactOdds, prepareOdds, simulateOdds } from "@/lib/engine/rulesets/aa1942/odds";

/**
 * `npm run bench:aa` (tsx lib/cli/bench-aa.ts, beside the odds pool it times): the battle
 * calculator's throughput, one JSON line per metric, medians of several runs
 * after a warm-up. Target: ≥ 20,000 big battles a second on all cores of a
 * 2-core machine.
 *
 * Big land battle: 10 infantry, 4 artillery, 6 tanks, 4 fighters, 2 bombers
 * against 14 infantry, 3 artillery, 4 tanks, 3 fighters and an AA gun.
 * Small: 3 infantry and a tank against 2 infantry. "1 worker" fights in this
 * thread (what `warbench odds --workers 1` does); "all cores" uses one worker
 * thread per core, started before the clock (the pool `warbench odds` uses).
 * `exact_big_battle_ms`: the big battle answered exactly (odds-exact.ts, what
 * `warbench odds` does by default), in this thread, the median of 25 after 5
 * unmeasured ones. Target ≤ 10 ms.
 * `aa_sample_game_ms`: one whole greedy-bot game of the area sample, loaded
 * and played as `warbench simulate` and balance do (the registry's ruleset,
 * playWith), so every ruleset's game is benched alike.
 */
const game = areaGameSchema.parse(JSON.parse(fs.readFileSync(path.join(process.cwd(), "lib", "samples", "area-sample", "game.json"), "utf8")));
const BIG: OddsRequest = {
  kind: "land",
  attacker: { infantry: 10, artillery: 4, tank: 6, fighter: 4, bomber: 2 },
  defender: { infantry: 14, artillery: 3, tank: 4, fighter: 3, "aa-gun": 1 },
};
const SMALL: OddsRequest = { kind: "land", attacker: { infantry: 3, tank: 1 }, defender: { infantry: 2 } };
const RUNS = Number(process.env.BENCH_AA_RUNS ?? 7);
const cores = availableCores();

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] as number;
}

function emit(metric: string, value: number, extra: Record<string, unknown>): void {
  process.stdout.write(`${JSON.stringify({ bench: "aa", metric, value: Math.round(value), unit: "battles/s", ...extra })}\n`);
}

function inThread(request: OddsRequest, battles: number): number {
  const prepared = prepareOdds(game.unitTypes, request);
  if (!prepared.ok) throw new Error(prepared.problem.message);
  simulateOdds(prepared.prepared, 0, battles);
  const rates: number[] = [];
  for (let i = 1; i <= RUNS; i += 1) {
    const t = performance.now();
    simulateOdds(prepared.prepared, i, battles);
    rates.push(battles / ((performance.now() - t) / 1000));
  }
  return median(rates);
}

/**
 * Battles a second of wall time on the pool, and per second of this process's CPU time (all its threads): on a
 * shared machine the first falls with the CPU share the workers get, the second measures the work itself.
 */
async function onPool(pool: OddsPool, request: OddsRequest, battles: number): Promise<{ rate: number; cpuRate: number; loadavg1: number }> {
  const job = (seed: number) => ({ unitTypes: game.unitTypes, request, seed, runs: battles });
  const loadavg1 = Math.round(os.loadavg()[0]! * 100) / 100;
  await pool.run(job(0));
  const rates: number[] = [];
  const cpuRates: number[] = [];
  for (let i = 1; i <= RUNS; i += 1) {
    const t = performance.now();
    const cpu = process.cpuUsage();
    await pool.run(job(i));
    const used = process.cpuUsage(cpu);
    rates.push(battles / ((performance.now() - t) / 1000));
    cpuRates.push(battles / ((used.user + used.system) / 1e6));
  }
  return { rate: median(rates), cpuRate: Math.round(median(cpuRates)), loadavg1 };
}

/** Milliseconds for the exact answer of `request` in this thread: the median of `runs` after `warm` unmeasured. */
function exactMs(request: OddsRequest, warm: number, runs: number): number {
  const prepared = prepareOdds(game.unitTypes, request);
  if (!prepared.ok) throw new Error(prepared.problem.message);
  const times: number[] = [];
  for (let i = 0; i < warm + runs; i += 1) {
    const t = performance.now();
    const answer = exactOdds(prepared.prepared);
    const ms = performance.now() - t;
    if (!answer.ok) throw new Error(`the big battle has no exact answer: ${answer.reason}`);
    if (i >= warm) times.push(ms);
  }
  return median(times);
}

const EXACT_RUNS = 25;
const loadBefore = Math.round(os.loadavg()[0]! * 100) / 100;
const exactBig = exactMs(BIG, 5, EXACT_RUNS);
process.stdout.write(`${JSON.stringify({ bench: "aa", metric: "exact_big_battle_ms", value: Math.round(exactBig * 100) / 100, unit: "ms", target: 10, runs: EXACT_RUNS, loadavg1: loadBefore })}\n`);
emit("big_battles_per_s_1_worker", inThread(BIG, 200_000), { workers: 1, battles: 200_000, runs: RUNS });
const pool = await OddsPool.start(cores);
try {
  const big = await onPool(pool, BIG, 200_000 * cores);
  emit("big_battles_per_s_all_cores", big.rate, { workers: cores, battles: 200_000 * cores, runs: RUNS, battlesPerCpuS: big.cpuRate, loadavg1: big.loadavg1 });
  const small = await onPool(pool, SMALL, 1_000_000 * cores);
  emit("small_battles_per_s_all_cores", small.rate, { workers: cores, battles: 1_000_000 * cores, runs: RUNS, battlesPerCpuS: small.cpuRate, loadavg1: small.loadavg1 });
} finally {
  await pool.close();
}

const loaded = loadAnyBundle(path.join(process.cwd(), "lib", "samples", "area-sample", "scenario.json"));
if (!loaded.ok) throw new Error(loaded.error);
const { ruleset, bundle } = loaded;
const greedy = ["greedy"];
playWith(ruleset, bundle, 0, greedy);
const gameMs: number[] = [];
for (let i = 1; i <= RUNS; i += 1) {
  const t = performance.now();
  playWith(ruleset, bundle, i, greedy);
  gameMs.push(performance.now() - t);
}
process.stdout.write(`${JSON.stringify({ bench: "aa", metric: "aa_sample_game_ms", value: Math.round(median(gameMs)), unit: "ms", runs: RUNS })}\n`);
