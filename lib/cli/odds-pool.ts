import os from "node:os";
import { Worker } from "node:worker_threads";
import {
  type SimTotals,
  addTotals,
  blockCount,
  emptyTotals,
  prepareOdds,
  simulateOdds,
  splitBlocks,
} from "../engine/rulesets/aa1942/odds";
import type { OddsJob } from "../engine/rulesets/aa1942/odds-chunks";

/**
 * Runs the battle calculator across worker_threads (`warbench odds` and the
 * aa benchmark). A run of N battles is cut into blocks with their own seeds
 * (battle-sim.ts); each worker fights a contiguous range of blocks and the
 * integer totals are added, so the result is the same for any worker count.
 * A worker runs the odds-worker.mjs beside this module: the built one
 * (lib/cli/dist, build.mjs) in the built CLI, lib/cli's, which loads the
 * TypeScript through tsx, under the sources (tests, warbench-dev.mjs).
 */

// The job is shared with the studio's Web Worker pool (odds-chunks.ts).
export type { OddsJob };

export type ToWorker = { id: number; job: OddsJob; from: number; to: number };
export type FromWorker =
  | { kind: "ready" }
  | { kind: "progress"; id: number; battles: number }
  | { kind: "done"; id: number; totals: SimTotals }
  | { kind: "error"; id: number; message: string };

/** Every core the machine offers. */
export function defaultWorkers(): number {
  return typeof os.availableParallelism === "function" ? os.availableParallelism() : os.cpus().length;
}

/** A set of started workers that can run several jobs (the benchmark keeps one across runs). */
export class OddsPool {
  private nextId = 1;

  private constructor(private readonly workers: Worker[]) {}

  /** Starts `size` workers and waits until each has loaded the calculator (if one fails, none is left running). */
  static async start(size: number): Promise<OddsPool> {
    const started = await Promise.allSettled(
      Array.from(
        { length: Math.max(1, size) },
        () =>
          new Promise<Worker>((resolve, reject) => {
            const w = new Worker(new URL("./odds-worker.mjs", import.meta.url));
            const onError = (e: Error) => reject(e);
            w.once("error", onError);
            w.once("message", (m: FromWorker) => {
              w.off("error", onError);
              if (m.kind === "ready") resolve(w);
              else reject(new Error("the odds worker did not start"));
            });
          }),
      ),
    );
    const workers = started.flatMap((r) => (r.status === "fulfilled" ? [r.value] : []));
    const failed = started.find((r) => r.status === "rejected");
    if (failed) {
      await Promise.all(workers.map((w) => w.terminate()));
      throw failed.reason instanceof Error ? failed.reason : new Error(String(failed.reason));
    }
    return new OddsPool(workers);
  }

  get size(): number {
    return this.workers.length;
  }

  /** Fights `job`'s blocks from `first` on across the workers; `onProgress` hears every finished block's battles. */
  run(job: OddsJob, onProgress?: (battles: number) => void, first = 0): Promise<SimTotals> {
    const ranges = splitBlocks(blockCount(job.runs) - first, this.workers.length)
      .map(([from, to]): [number, number] => [from + first, to + first])
      .filter(([from, to]) => to > from);
    const types = job.unitTypes.length;
    return Promise.all(
      ranges.map(
        ([from, to], i) =>
          new Promise<SimTotals>((resolve, reject) => {
            const w = this.workers[i]!;
            const id = this.nextId++;
            const stop = () => {
              w.off("message", onMessage);
              w.off("error", onError);
              w.off("exit", onExit);
            };
            const onError = (e: Error) => {
              stop();
              reject(e);
            };
            const onExit = (code: number) => {
              stop();
              reject(new Error(`an odds worker stopped (exit code ${code})`));
            };
            const onMessage = (m: FromWorker) => {
              if (m.kind === "ready" || m.id !== id) return;
              if (m.kind === "progress") {
                onProgress?.(m.battles);
                return;
              }
              stop();
              if (m.kind === "done") resolve(m.totals);
              else reject(new Error(m.message));
            };
            w.on("message", onMessage);
            w.once("error", onError);
            w.once("exit", onExit);
            w.postMessage({ id, job, from, to } satisfies ToWorker);
          }),
      ),
    ).then((parts) => parts.reduce((sum, t) => addTotals(sum, t), emptyTotals(types)));
  }

  async close(): Promise<void> {
    await Promise.all(this.workers.map((w) => w.terminate()));
  }
}

/**
 * How long "auto" fights in this thread before it starts workers for the rest.
 * A worker takes some 40 ms to start on an idle 2-core machine (Node, the
 * calculator's code, and the JIT warming up again), far more on a busy one,
 * while in this thread, warm, a block of small battles takes a millisecond or
 * two: most questions typed at `warbench odds` end before threads would start.
 */
export const IN_THREAD_MS = 100;

/**
 * Fights a whole job on `workers` threads (1: in this thread, no worker), or
 * "auto": in this thread block by block until `inThreadMs` have passed (one
 * block at least), then what is left on a worker per core. Blocks have their
 * own seeds, so the result is the same either way. Times the fighting itself
 * (workers are started before the clock restarts); `workers` in the answer is
 * how many threads fought.
 */
export async function runOddsJob(
  job: OddsJob,
  workers: number | "auto",
  onProgress?: (battles: number) => void,
  inThreadMs = IN_THREAD_MS,
): Promise<{ totals: SimTotals; seconds: number; workers: number }> {
  const blocks = blockCount(job.runs);
  const most = Math.max(1, Math.min(workers === "auto" ? defaultWorkers() : workers, blocks));
  // One thread is this one; with more, "auto" first sees whether the job ends before they would have started.
  const budget = most === 1 ? Infinity : workers === "auto" ? inThreadMs : 0;
  let first = 0;
  let totals = emptyTotals(job.unitTypes.length);
  let inThread = 0;
  if (budget > 0) {
    const prepared = prepareOdds(job.unitTypes, job.request);
    if (!prepared.ok) throw new Error(prepared.problem.message);
    const started = performance.now();
    do {
      totals = addTotals(totals, simulateOdds(prepared.prepared, job.seed, job.runs, first, first + 1, onProgress));
      first += 1;
      // A single block left is fought here too: a thread would take about as long to start.
    } while (first < blocks && (blocks - first === 1 || performance.now() - started < budget));
    inThread = performance.now() - started;
    if (first === blocks) return { totals, seconds: inThread / 1000, workers: 1 };
  }
  const used = Math.min(most, blocks - first);
  const pool = await OddsPool.start(used);
  try {
    const started = performance.now();
    totals = addTotals(totals, await pool.run(job, onProgress, first));
    return { totals, seconds: (inThread + performance.now() - started) / 1000, workers: used };
  } finally {
    await pool.close();
  }
}
