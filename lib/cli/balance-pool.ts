import { type RunPlan, type BalanceJob, planRun } from "../balance/bot-check";
import { type AnyBundle, playRecorded } from "../balance/play";
import type { GameRecord } from "../balance/record";
import { PoolError, WorkerPool } from "../workers/pool";

/**
 * Plays a balance run's games on worker threads, through the one worker pool
 * (lib/workers/pool.ts): each game is a task. Game i always plays the seed
 * and bots its plan gives it (bot-check.ts: the balance games, then the bot
 * check's), whichever worker takes it, and the report sorts records by game,
 * so the result does not depend on the worker count. Each worker takes the
 * next game as it comes free (games differ in length), and `stop()` ends the
 * run at once: the games finished so far are kept and the ones being played
 * are dropped. A worker runs the balance-worker.mjs beside this module, built
 * or through tsx, like the odds pool.
 */
export interface BalanceRun {
  /** Resolves with the finished games (in any order) and whether the run was stopped before the end. */
  done: Promise<{ records: GameRecord[]; stopped: boolean }>;
  /** Stops the run: no new games start, the ones being played are dropped. */
  stop(): void;
}

type RunOpts = { plan: RunPlan; onRecord?: (record: GameRecord, done: number) => void };

/** A game's heap and time at most: a game of the samples takes ~50 MB and a few hundred ms. */
const BALANCE_MEMORY_MB = 1536;
const BALANCE_GAME_MS = 10 * 60_000;

/** The plan of a run of `games` games with `bots` and no bot check. */
export function plainRun(seed0: number, games: number, bots: readonly string[]): RunPlan {
  return planRun({ seed: seed0, games, bots, botCheck: 0 });
}

/** Why game `job` failed, in one line: its index and seed, then the reason. */
function gameError(job: BalanceJob, error: unknown): Error {
  return new Error(`game ${job.index} (seed ${job.seed}): ${error instanceof Error ? error.message : String(error)}`);
}

/** Started workers for one scenario (each job names its bots); the benchmark keeps one across runs. */
export class BalancePool {
  private busy = false;

  private constructor(private readonly pool: WorkerPool<BalanceJob, GameRecord>) {}

  /** Starts `size` workers and waits until each has loaded the engine (if one fails, none is left running). */
  static async start(game: AnyBundle, size: number): Promise<BalancePool> {
    const pool = await WorkerPool.started<BalanceJob, GameRecord>({
      name: "balance",
      filename: new URL("./balance-worker.mjs", import.meta.url),
      threads: size,
      memoryMb: BALANCE_MEMORY_MB,
      timeoutMs: BALANCE_GAME_MS,
      queue: 0,
      workerData: { game },
    });
    return new BalancePool(pool);
  }

  get size(): number {
    return this.pool.threads;
  }

  /** Plays the plan's games 0…total-1, a game per worker at a time; a stopped run stops the workers (the pool cannot run again). */
  run(opts: RunOpts): BalanceRun {
    if (this.busy) throw new Error("the balance pool is already running");
    this.busy = true;
    const { plan } = opts;
    const records: GameRecord[] = [];
    const stopping = new AbortController();
    let next = 0;
    let failed: Error | null = null;
    const lane = async (): Promise<void> => {
      while (next < plan.total && !stopping.signal.aborted) {
        const job = plan.job(next++);
        try {
          const record = await this.pool.run(job, { signal: stopping.signal });
          records.push(record);
          opts.onRecord?.(record, records.length);
        } catch (error) {
          if (error instanceof PoolError && error.reason === "stopped" && !failed) return;
          // The first game to fail ends the run; the others being played are dropped.
          failed ??= gameError(job, error);
          stopping.abort();
          return;
        }
      }
    };
    const lanes = Math.max(1, Math.min(this.size, plan.total));
    const done = Promise.all(Array.from({ length: lanes }, lane)).then(() => {
      this.busy = false;
      if (failed) throw failed;
      return { records, stopped: stopping.signal.aborted };
    });
    return { done, stop: () => stopping.abort() };
  }

  async close(): Promise<void> {
    await this.pool.destroy();
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
          return reject(gameError(job, error));
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
