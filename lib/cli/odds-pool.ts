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
 * Workers load TypeScript through odds-worker.mjs (tsx), like the engine
 * benchmark's workers.
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

  /** Fights `job` across the workers; `onProgress` hears every finished block's battles. */
  run(job: OddsJob, onProgress?: (battles: number) => void): Promise<SimTotals> {
    const ranges = splitBlocks(blockCount(job.runs), this.workers.length).filter(([from, to]) => to > from);
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
 * Fights a whole job on `workers` threads (1: in this thread, no worker) and
 * times the fighting itself (workers are started before the clock starts).
 */
export async function runOddsJob(job: OddsJob, workers: number, onProgress?: (battles: number) => void): Promise<{ totals: SimTotals; seconds: number; workers: number }> {
  const used = Math.max(1, Math.min(workers, blockCount(job.runs)));
  if (used === 1) {
    const prepared = prepareOdds(job.unitTypes, job.request);
    if (!prepared.ok) throw new Error(prepared.problem.message);
    const started = performance.now();
    const totals = simulateOdds(prepared.prepared, job.seed, job.runs, 0, blockCount(job.runs), onProgress);
    return { totals, seconds: (performance.now() - started) / 1000, workers: 1 };
  }
  const pool = await OddsPool.start(used);
  try {
    const started = performance.now();
    const totals = await pool.run(job, onProgress);
    return { totals, seconds: (performance.now() - started) / 1000, workers: used };
  } finally {
    await pool.close();
  }
}
