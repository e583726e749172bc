import { Worker } from "node:worker_threads";
import { type BalanceJob, type RunPlan, planRun } from "../balance/bot-check";
import { type AnyBundle, playRecorded } from "../balance/play";
import type { GameRecord } from "../balance/record";

/**
 * Plays a balance run's games across worker_threads. Game i always plays
 * the seed and bots its plan gives it (bot-check.ts: the balance games, then
 * the bot check's), whichever worker takes it, and the report sorts records by
 * game, so the result does not depend on the worker count. Games go out in
 * small batches as workers come free (games differ in length), and
 * `stop()` ends the run at once: the games finished so far are kept and the
 * ones being played are dropped. A worker runs the balance-worker.mjs beside
 * this module, built or through tsx, like the odds pool.
 */
export type BalanceToWorker = { jobs: BalanceJob[] };
export type BalanceFromWorker =
  | { kind: "ready" }
  | { kind: "record"; record: GameRecord }
  | { kind: "idle" }
  | { kind: "error"; index: number; message: string };

export interface BalanceRun {
  /** Resolves with the finished games (in any order) and whether the run was stopped before the end. */
  done: Promise<{ records: GameRecord[]; stopped: boolean }>;
  /** Stops the run: no new games start, the ones being played are dropped. */
  stop(): void;
}

type RunOpts = { plan: RunPlan; onRecord?: (record: GameRecord, done: number) => void };

/** The plan of a run of `games` games with `bots` and no bot check. */
export function plainRun(seed0: number, games: number, bots: readonly string[]): RunPlan {
  return planRun({ seed: seed0, games, bots, botCheck: 0 });
}

/** Started workers for one scenario (each job names its bots); the benchmark keeps one across runs. */
export class BalancePool {
  private constructor(
    private readonly workers: Worker[],
    private busy = false,
  ) {}

  /** Starts `size` workers and waits until each has loaded the engine (if one fails, none is left running). */
  static async start(game: AnyBundle, size: number): Promise<BalancePool> {
    const started = await Promise.allSettled(
      Array.from(
        { length: Math.max(1, size) },
        () =>
          new Promise<Worker>((resolve, reject) => {
            const w = new Worker(new URL("./balance-worker.mjs", import.meta.url), { workerData: { game } });
            w.once("error", reject);
            w.once("message", (m: BalanceFromWorker) => {
              w.off("error", reject);
              if (m.kind === "ready") resolve(w);
              else reject(new Error("a balance worker did not start"));
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
    return new BalancePool(workers);
  }

  get size(): number {
    return this.workers.length;
  }

  /** Plays the plan's games 0…total-1; a stopped run terminates the workers (the pool cannot run again). */
  run(opts: RunOpts): BalanceRun {
    if (this.busy) throw new Error("the balance pool is already running");
    this.busy = true;
    const { plan } = opts;
    const games = plan.total;
    const workers = this.workers;
    const records: GameRecord[] = [];
    let resolve!: (r: { records: GameRecord[]; stopped: boolean }) => void;
    let reject!: (e: Error) => void;
    const done = new Promise<{ records: GameRecord[]; stopped: boolean }>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    // Batches small enough to keep every worker busy to the end, large enough to keep messages few.
    const batch = Math.max(1, Math.min(8, Math.floor(games / (workers.length * 8))));
    let nextGame = 0;
    let running = 0;
    let ended = false;
    const detach = () => {
      for (const w of workers) {
        w.removeAllListeners("message");
        w.removeAllListeners("error");
      }
      this.busy = false;
    };
    const end = (outcome: { stopped: boolean } | { error: Error }) => {
      if (ended) return;
      ended = true;
      detach();
      if ("error" in outcome || outcome.stopped) for (const w of workers) void w.terminate();
      if ("error" in outcome) reject(outcome.error);
      else resolve({ records, stopped: outcome.stopped });
    };
    const give = (w: Worker) => {
      if (nextGame >= games) {
        if (running === 0) end({ stopped: false });
        return;
      }
      const jobs: BalanceJob[] = [];
      while (jobs.length < batch && nextGame < games) jobs.push(plan.job(nextGame++));
      running += 1;
      w.postMessage({ jobs } satisfies BalanceToWorker);
    };
    for (const w of workers) {
      w.on("message", (m: BalanceFromWorker) => {
        if (ended) return;
        if (m.kind === "record") {
          records.push(m.record);
          opts.onRecord?.(m.record, records.length);
        } else if (m.kind === "idle") {
          running -= 1;
          give(w);
        } else if (m.kind === "error") end({ error: new Error(`game ${m.index} (seed ${plan.job(m.index).seed}): ${m.message}`) });
      });
      w.on("error", (e) => end({ error: e }));
    }
    for (const w of workers) give(w);
    return { done, stop: () => end({ stopped: true }) };
  }

  async close(): Promise<void> {
    await Promise.all(this.workers.map((w) => w.terminate()));
  }
}

/**
 * Plays a whole run: in this thread for one worker (yielding between games so
 * a stop is heard), else on a pool started for it and closed after.
 */
export function runBalanceGames(opts: RunOpts & { game: AnyBundle; workers: number }): BalanceRun {
  const { game, plan } = opts;
  const games = plan.total;
  const workers = Math.max(1, Math.min(opts.workers, games));
  if (workers === 1) {
    const records: GameRecord[] = [];
    let stopped = false;
    const done = new Promise<{ records: GameRecord[]; stopped: boolean }>((resolve, reject) => {
      let i = 0;
      const next = () => {
        if (stopped || i >= games) return resolve({ records, stopped: stopped && i < games });
        const job = plan.job(i);
        try {
          records.push(playRecorded(game, job.index, job.seed, job.bots));
        } catch (error) {
          return reject(new Error(`game ${i} (seed ${job.seed}): ${error instanceof Error ? error.message : String(error)}`));
        }
        opts.onRecord?.(records[records.length - 1] as GameRecord, records.length);
        i += 1;
        setImmediate(next);
      };
      setImmediate(next);
    });
    return { done, stop: () => void (stopped = true) };
  }
  let stopped = false;
  let current: BalanceRun | null = null;
  const done = (async () => {
    const pool = await BalancePool.start(game, workers);
    if (stopped) {
      await pool.close();
      return { records: [] as GameRecord[], stopped: true };
    }
    current = pool.run(opts);
    try {
      return await current.done;
    } finally {
      await pool.close();
    }
  })();
  return {
    done,
    stop: () => {
      stopped = true;
      current?.stop();
    },
  };
}
