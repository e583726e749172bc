import fs from "node:fs";
import path from "node:path";
import { PoolError, WorkerPool, formatMb, formatMs } from "../workers/pool";
import type { ParseTask, TaskOutcome } from "./tasks";

/**
 * The file checker: parses and checks what comes from outside (bundles, the
 * TripleA import, large saves; tasks.ts) in worker threads, so that a hostile
 * or merely huge file costs a worker, never the thread that serves every other
 * request. It runs on the one worker pool (lib/workers/pool.ts): each worker
 * has a heap cap and each task a time limit, and a task past either is
 * stopped (its worker terminated) and refused with a one-line reason. A few
 * workers run at once and a few tasks wait; past that a task is refused as
 * busy rather than queued without end. Idle workers stay ready for a minute,
 * then exit.
 *
 * Under `next start` the worker is the built one, lib/cli/dist/parse-worker.mjs
 * (lib/cli/build.mjs, run at install and by the test command), found from the
 * working directory like the balance jobs' CLI; from the sources (Vitest,
 * `next dev`) it is worker-dev.mjs, which runs the TypeScript through tsx.
 */
export interface CheckerLimits {
  /** How long one task may run, in milliseconds (a cold worker's start counts). */
  timeoutMs: number;
  /** A worker's heap (V8's old generation), in MB. */
  memoryMb: number;
  /** Workers running at once. */
  workers: number;
  /** Tasks waiting for a worker; one more is refused as busy. */
  queue: number;
}

export const CHECKER_LIMITS: CheckerLimits = { timeoutMs: 60_000, memoryMb: 1536, workers: 2, queue: 8 };

const IDLE_MS = 60_000;

export type RefusalReason = "timeout" | "memory" | "busy" | "failed";

/** A task the checker would not finish: its message is one line, without a full stop, for the caller to end. */
export class CheckerRefusal extends Error {
  constructor(
    readonly reason: RefusalReason,
    message: string,
  ) {
    super(message);
    this.name = "CheckerRefusal";
  }

  /** The HTTP status to answer with. */
  get status(): number {
    return { timeout: 413, memory: 413, busy: 503, failed: 500 }[this.reason];
  }
}

type CheckerPool = WorkerPool<ParseTask, TaskOutcome<ParseTask>>;

// One pool per heap size, worker count and queue (tests use small ones); kept on globalThis, as Next may load this module more than once.
const registry = globalThis as unknown as { warbenchCheckerPools?: Map<string, CheckerPool> };
const pools = (registry.warbenchCheckerPools ??= new Map<string, CheckerPool>());

function poolFor(limits: CheckerLimits): CheckerPool {
  const key = `${limits.memoryMb}/${limits.workers}/${limits.queue}`;
  let pool = pools.get(key);
  // A pool whose workers could not start is replaced, so a fixed installation works without a restart.
  if (!pool || pool.isBroken) {
    pool = new WorkerPool({ name: "file checker", filename: workerEntry(), threads: limits.workers, memoryMb: limits.memoryMb, timeoutMs: limits.timeoutMs, queue: limits.queue, idleMs: IDLE_MS });
    pools.set(key, pool);
  }
  return pool;
}

/** The worker's module: the built one in production, the sources' through tsx otherwise. */
export function workerEntry(): string {
  return process.env.NODE_ENV === "production"
    ? path.join(/*turbopackIgnore: true*/ process.cwd(), "lib", "cli", "dist", "parse-worker.mjs")
    : path.join(/*turbopackIgnore: true*/ process.cwd(), "lib", "parse-worker", "worker-dev.mjs");
}

function refusal(reason: RefusalReason, limits: CheckerLimits, what: string): CheckerRefusal {
  switch (reason) {
    case "timeout":
      return new CheckerRefusal(reason, `Checking this ${what} took longer than ${formatMs(limits.timeoutMs)}, the limit for one ${what}`);
    case "memory":
      return new CheckerRefusal(reason, `Checking this ${what} needed more than ${formatMb(limits.memoryMb)} of memory, the limit for one ${what}`);
    case "busy":
      return new CheckerRefusal(reason, `The studio is checking ${limits.workers + limits.queue} other files already; try again in a minute`);
    case "failed":
      return new CheckerRefusal(reason, `This ${what} could not be checked: the checker stopped (see the server's log)`);
  }
}

/**
 * Runs a task in a worker and answers its outcome, or throws a
 * CheckerRefusal (timed out, out of memory, busy, failed). `transfer` hands
 * the task's buffers to the worker without a copy (they are unusable here
 * afterwards); `what` ("file", "document") is named in the refusals.
 */
export async function runChecked<T extends ParseTask>(
  task: T,
  options: { transfer?: ArrayBuffer[]; limits?: Partial<CheckerLimits>; what?: string } = {},
): Promise<TaskOutcome<T>> {
  const limits = { ...CHECKER_LIMITS, ...options.limits };
  const what = options.what ?? "file";
  const entry = workerEntry();
  if (!fs.existsSync(entry)) {
    console.error(`The file checker's worker ${entry} is missing: run \`npm run build:cli\` (npm install does).`);
    throw new CheckerRefusal("failed", "The file checker is not installed on this server (see the server's log)");
  }
  try {
    return (await poolFor(limits).run(task, { transfer: options.transfer, timeoutMs: limits.timeoutMs })) as TaskOutcome<T>;
  } catch (error) {
    if (!(error instanceof PoolError)) throw error;
    if (error.reason === "failed") console.error(`The file checker failed on a ${task.kind}:`, error.cause ?? error.message);
    throw refusal(error.reason === "stopped" ? "failed" : error.reason, limits, what);
  }
}
