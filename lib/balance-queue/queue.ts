import { createHash } from "node:crypto";
import type PgBoss from "pg-boss";
import type { BalanceQueue } from "./api";

/**
 * The job queue under balance runs: pg-boss on the studio's PostgreSQL, in its
 * own schema ("pgboss"), one queue of batches. A job is one batch of one run;
 * its id follows from (run, batch), so a run's jobs can be cancelled without
 * keeping their ids. A batch whose worker dies is taken back by pg-boss once
 * its time limit passes (expireInSeconds, checked at every maintenance) and
 * retried by another worker; lib/db writes a batch's records once, so a retry
 * never counts a game twice.
 */
export const BATCH_QUEUE = "warbench-balance-batch";

/** A batch's time limit by default: far above a batch's few seconds of play, so only a dead worker's batch expires. */
export const DEFAULT_BATCH_SECONDS = 300;
/** Retries of a batch whose worker died or lost the database (a game that throws fails the run instead, once). */
export const BATCH_RETRIES = 5;
/** How often expired batches are looked for; one process of all those on the database does it each time. */
const DEFAULT_MAINTENANCE_SECONDS = 5;

export interface BatchJob {
  runId: string;
  batch: number;
}

/** pg-boss started for this process (openQueue). */
export interface QueueHandle extends BalanceQueue {
  readonly boss: PgBoss;
  /** The time limit given to the batches this process queues. */
  readonly batchSeconds: number;
}

export interface QueueOptions {
  /** A batch's time limit (default WARBENCH_BATCH_SECONDS, else 300 s). */
  batchSeconds?: number;
  /** Seconds between maintenances (default WARBENCH_QUEUE_MAINTENANCE_SECONDS, else 5 s). */
  maintenanceSeconds?: number;
}

function secondsFrom(value: number | undefined, env: string | undefined, fallback: number): number {
  const n = value ?? (env ? Number(env) : fallback);
  if (!Number.isInteger(n) || n < 1) throw new Error(`a queue time must be a whole number of seconds, at least 1 (got ${String(value ?? env)})`);
  return n;
}

/** Starts pg-boss on the database at `url` (installing its schema on first use) and makes sure the queue exists. */
export async function openQueue(url: string, options: QueueOptions = {}): Promise<QueueHandle> {
  const batchSeconds = secondsFrom(options.batchSeconds, process.env.WARBENCH_BATCH_SECONDS, DEFAULT_BATCH_SECONDS);
  const maintenanceSeconds = secondsFrom(options.maintenanceSeconds, process.env.WARBENCH_QUEUE_MAINTENANCE_SECONDS, DEFAULT_MAINTENANCE_SECONDS);
  const { default: Boss } = await import("pg-boss");
  const boss = new Boss({ connectionString: url, max: 4, maintenanceIntervalSeconds: maintenanceSeconds, monitorStateIntervalSeconds: 60, schedule: false });
  // pg-boss reports connection trouble as "error" events; without a listener Node would throw them. A batch
  // whose worker lost the database is retried after its time limit, so there is nothing more to do here.
  boss.on("error", () => {});
  await boss.start();
  await boss.createQueue(BATCH_QUEUE, { name: BATCH_QUEUE, retryLimit: BATCH_RETRIES, expireInSeconds: batchSeconds });
  let stopped = false;
  return {
    url,
    boss,
    batchSeconds,
    async stop() {
      if (stopped) return;
      stopped = true;
      // Not graceful: this process's batches are its own lanes' (worker.ts), already settled or left to expire.
      await boss.stop({ graceful: false, close: true, wait: true, timeout: 1000 });
    },
  };
}

export function handleOf(queue: BalanceQueue): QueueHandle {
  if (!("boss" in queue)) throw new Error("not a queue opened by lib/balance-queue openQueue");
  return queue as QueueHandle;
}

/** A batch job's id: a UUID made from (run, batch), the same in every process. */
export function batchJobId(runId: string, batch: number): string {
  const h = createHash("sha256").update(`${runId}\u0000${batch}`).digest("hex");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** Queues a run's batches, batch 0 first. */
export async function queueBatches(queue: BalanceQueue, runId: string, batches: number): Promise<void> {
  const { boss, batchSeconds } = handleOf(queue);
  const jobs: PgBoss.JobInsert<BatchJob>[] = Array.from({ length: batches }, (_, batch) => ({
    id: batchJobId(runId, batch),
    name: BATCH_QUEUE,
    data: { runId, batch },
    retryLimit: BATCH_RETRIES,
    expireInSeconds: batchSeconds,
  }));
  // In slices: one statement per slice keeps a run of many thousand batches within PostgreSQL's parameter limits.
  for (let i = 0; i < jobs.length; i += 1000) await boss.insert(jobs.slice(i, i + 1000));
}

/** Drops a run's batches still queued or being played (those done stay done). */
export async function cancelBatches(queue: BalanceQueue, runId: string, batches: number): Promise<void> {
  const { boss } = handleOf(queue);
  const ids = Array.from({ length: batches }, (_, b) => batchJobId(runId, b));
  for (let i = 0; i < ids.length; i += 1000) await boss.cancel(BATCH_QUEUE, ids.slice(i, i + 1000));
}
