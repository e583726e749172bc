import type PgBoss from "pg-boss";
import { type Batch, splitBatches, runTotal } from "../balance/batches";
import { type RunPlan, planRun } from "../balance/bot-check";
import type { AnyBundle } from "../balance/play";
import type { GameRecord } from "../balance/record";
import { BalancePool } from "./balance-pool";
import { PollTurn } from "./poll-turn";
import { type Db, balanceRunStatus, landBalanceBatch, openDatabase, recordBatchProgress, startBalanceBatch } from "../db";
import type { WorkerOptions } from "../balance-queue/api";
import { BATCH_QUEUE, type BatchJob, type QueueHandle, openQueue } from "../balance-queue/queue";
import { failRun, finishIfLanded, loadSpec } from "../balance-queue/runs";

/**
 * `warbench worker`: K lanes, each taking one batch at a time from the queue
 * and playing its games on its own worker thread (a BalancePool of one,
 * started for a scenario and kept while the next batch plays the same one); idle lanes take turns at asking the queue
 * for a batch (poll-turn.ts). A lane writes its batch's progress about every second (also telling
 * the studio it is alive), asks about as often whether the run was cancelled
 * or failed (then drops the batch), and writes the records once at the end.
 * A game that throws fails the run with its reason (once, whichever worker
 * sees it first); anything else (the database gone) leaves the batch to
 * pg-boss, which gives it to a worker again. Stopping (Ctrl-C) abandons the
 * batches being played: each is handed back as failed, so another worker
 * retries it at once, and a worker killed outright has its batches retried
 * once their time limit passes.
 */

/** Milliseconds between looks at an empty queue: one look per worker, whatever its number of lanes (poll-turn.ts). */
const POLL_MS = 500;
/** Progress writes and cancel checks, at most this often per batch. */
const PROGRESS_MS = 1000;

type Status = Awaited<ReturnType<typeof balanceRunStatus>>;

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener("abort", done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener("abort", done);
  });
}

/** A lane's worker thread, started for one scenario and kept for the next batch of it (whichever run it is of). */
class Lane {
  private pool: BalancePool | null = null;
  private key: string | null = null;

  async poolFor(key: string, game: AnyBundle): Promise<BalancePool> {
    if (this.pool && this.key === key) return this.pool;
    await this.close();
    this.pool = await BalancePool.start(game, 1);
    this.key = key;
    return this.pool;
  }

  /** A pool whose run was stopped cannot run again. */
  async close(): Promise<void> {
    const pool = this.pool;
    this.pool = null;
    this.key = null;
    await pool?.close();
  }
}

class Worker {
  private readonly statuses = new Map<string, { status: Status; at: number }>();
  private readonly turn = new PollTurn();
  busy = 0;
  lastActivity = performance.now();

  constructor(
    private readonly db: Db,
    private readonly queue: QueueHandle,
    private readonly signal: AbortSignal,
    private readonly log: (line: string) => void,
  ) {}

  /** Whether the run still wants its games, asked of the database at most once a second per run. */
  async active(runId: string, fresh = false): Promise<boolean> {
    const now = performance.now();
    const known = this.statuses.get(runId);
    let status = known?.status ?? null;
    if (fresh || !known || now - known.at >= PROGRESS_MS) {
      status = await balanceRunStatus(this.db, runId);
      if (this.statuses.size > 64) this.statuses.clear();
      this.statuses.set(runId, { status, at: now });
    }
    return status === "queued" || status === "running";
  }

  async lane(lane: Lane): Promise<void> {
    try {
      while (!this.signal.aborted) {
        // One idle lane at a time asks, and waits out the pause after an empty answer before the next asks.
        const job = await this.turn.run(this.signal, async () => {
          let found: PgBoss.Job<BatchJob> | undefined;
          try {
            [found] = await this.queue.boss.fetch<BatchJob>(BATCH_QUEUE, { batchSize: 1 });
          } catch (error) {
            this.log(`the queue cannot be read: ${message(error)}`);
          }
          if (!found) await sleep(POLL_MS, this.signal);
          return found;
        });
        if (!job) continue;
        this.busy += 1;
        try {
          await this.batch(lane, job);
        } catch (error) {
          // The database or the queue failed, not the game: pg-boss gives the batch out again.
          this.log(`run ${job.data.runId} batch ${job.data.batch}: ${message(error)}; handed back to the queue`);
          await lane.close();
          await this.queue.boss.fail(BATCH_QUEUE, job.id, { message: message(error) }).catch(() => {});
        } finally {
          this.busy -= 1;
          this.lastActivity = performance.now();
        }
      }
    } finally {
      await lane.close();
    }
  }

  private async batch(lane: Lane, job: PgBoss.Job<BatchJob>): Promise<void> {
    const { runId, batch: index } = job.data;
    const complete = () => this.queue.boss.complete(BATCH_QUEUE, job.id);
    if (!(await this.active(runId, true))) return void (await complete());
    const spec = await loadSpec(this.db, runId);
    const batch: Batch | undefined = splitBatches(runTotal(spec.settings), spec.batchSize)[index];
    if (!batch) throw new Error(`run ${runId} has no batch ${index}`);
    if (!(await startBalanceBatch(this.db, runId, index))) {
      // Landed already by a worker thought dead: only make sure the run was finished.
      await complete();
      await finishIfLanded(this.db, runId, this.log);
      return;
    }
    let pool: BalancePool;
    try {
      pool = await lane.poolFor(spec.gameKey, spec.game);
    } catch (error) {
      await this.fail(runId, `the scenario could not be loaded: ${message(error)}`);
      return void (await complete());
    }
    const started = performance.now();
    const outcome = await this.play(pool, runId, batch, planRun(spec.settings));
    if (outcome.kind === "failed") {
      await lane.close();
      await this.fail(runId, outcome.reason);
      return void (await complete());
    }
    if (outcome.kind === "stopped") {
      await lane.close();
      if (this.signal.aborted) await this.queue.boss.fail(BATCH_QUEUE, job.id, { message: "the worker stopped" });
      else await complete();
      return;
    }
    const records = [...outcome.records].sort((a, b) => a.index - b.index);
    const landed = await landBalanceBatch(this.db, runId, index, JSON.stringify(records), batch.count);
    await complete();
    const seconds = (performance.now() - started) / 1000;
    this.log(`run ${runId} batch ${index + 1}/${Math.ceil(runTotal(spec.settings) / spec.batchSize)}: games ${batch.first}–${batch.first + batch.count - 1} in ${seconds.toFixed(1)} s${landed ? "" : " (landed already by another worker)"}`);
    if (await finishIfLanded(this.db, runId, this.log)) this.log(`run ${runId}: done, report merged`);
  }

  /** Plays a batch's games on the lane's thread, writing progress and dropping the batch if the run ends or the worker stops. */
  private async play(pool: BalancePool, runId: string, batch: Batch, plan: RunPlan): Promise<{ kind: "played"; records: GameRecord[] } | { kind: "stopped" } | { kind: "failed"; reason: string }> {
    let done = 0;
    let checking = false;
    const run = pool.run({ plan: { total: batch.count, job: (i) => plan.job(batch.first + i) }, onRecord: (_, n) => void (done = n) });
    const stop = () => run.stop();
    this.signal.addEventListener("abort", stop);
    const tick = setInterval(() => {
      if (checking) return;
      checking = true;
      Promise.all([recordBatchProgress(this.db, runId, batch.batch, done), this.active(runId)])
        .then(([, active]) => {
          if (!active) run.stop();
        })
        // A missed progress write is only a late figure on the progress bar.
        .catch(() => {})
        .finally(() => (checking = false));
    }, PROGRESS_MS);
    try {
      const result = await run.done;
      return result.stopped ? { kind: "stopped" } : { kind: "played", records: result.records };
    } catch (error) {
      return { kind: "failed", reason: message(error) };
    } finally {
      clearInterval(tick);
      this.signal.removeEventListener("abort", stop);
    }
  }

  private async fail(runId: string, reason: string): Promise<void> {
    if (await failRun(this.db, this.queue, runId, reason)) this.log(`run ${runId}: failed: ${reason}`);
    this.statuses.delete(runId);
  }
}

export async function runWorker(options: WorkerOptions): Promise<void> {
  const concurrency = Math.max(1, Math.floor(options.concurrency));
  const db = await openDatabase(options.url);
  let queue: QueueHandle | null = null;
  const stopping = new AbortController();
  const abort = () => stopping.abort();
  options.signal.addEventListener("abort", abort);
  if (options.signal.aborted) stopping.abort();
  try {
    queue = await openQueue(options.url);
    const worker = new Worker(db, queue, stopping.signal, options.log);
    options.log(`ready: waiting for batches (${concurrency} at once)`);
    let idle: ReturnType<typeof setInterval> | undefined;
    if (options.idleExitMs !== undefined) {
      const limit = options.idleExitMs;
      idle = setInterval(() => {
        if (worker.busy === 0 && performance.now() - worker.lastActivity >= limit) stopping.abort();
      }, Math.min(1000, Math.max(50, limit / 4)));
    }
    try {
      await Promise.all(Array.from({ length: concurrency }, () => worker.lane(new Lane())));
    } finally {
      clearInterval(idle);
    }
  } finally {
    options.signal.removeEventListener("abort", abort);
    await queue?.stop();
    await db.$disconnect();
  }
}
