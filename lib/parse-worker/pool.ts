import fs from "node:fs";
import path from "node:path";
import { Worker } from "node:worker_threads";
import type { ParseTask, TaskOutcome } from "./tasks";
import type { FromWorker, ToWorker } from "./worker";

/**
 * The file checker: parses and checks what comes from outside (bundles, the
 * TripleA import, large saves; tasks.ts) in worker threads, so that a hostile
 * or merely huge file costs a worker, never the thread that serves every other
 * request. Each worker has a heap cap and each task a time limit: a task past
 * either is stopped (the worker terminated) and refused with a one-line
 * reason. A few workers run at once and a few tasks wait; past that a task is
 * refused as busy rather than queued without end. Idle workers stay ready for
 * a minute, then exit.
 *
 * Under `next start` the worker is the built one, lib/cli/dist/parse-worker.mjs
 * (lib/cli/build.mjs, run at install and by the test command), found from the
 * working directory like the balance jobs' CLI; from the sources (Vitest,
 * `next dev`) it is worker-dev.mjs, which runs the TypeScript through tsx.
 */
export interface CheckerLimits {
  /** How long one task may run, in milliseconds (a worker's start-up is timed apart: START_MS). */
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
/** A worker that has not started in this long has failed (the built one starts in ~0.1 s, the sources' through tsx in ~1 s). */
const START_MS = 30_000;

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

interface Slot {
  worker: Worker;
  ready: Promise<void>;
  busy: boolean;
  dead: boolean;
  idle?: NodeJS.Timeout;
}

interface Pool {
  slots: Set<Slot>;
  waiting: (() => void)[];
  nextId: number;
}

// One pool per heap size (tests use small ones); kept on globalThis, as Next may load this module more than once.
const registry = globalThis as unknown as { warbenchCheckerPools?: Map<number, Pool> };
const pools = (registry.warbenchCheckerPools ??= new Map<number, Pool>());

function poolFor(memoryMb: number): Pool {
  let pool = pools.get(memoryMb);
  if (!pool) pools.set(memoryMb, (pool = { slots: new Set(), waiting: [], nextId: 1 }));
  return pool;
}

/** The worker's entry: the built one in production, the sources' through tsx otherwise. */
export function workerEntry(): string {
  return process.env.NODE_ENV === "production"
    ? path.join(/*turbopackIgnore: true*/ process.cwd(), "lib", "cli", "dist", "parse-worker.mjs")
    : path.join(/*turbopackIgnore: true*/ process.cwd(), "lib", "parse-worker", "worker-dev.mjs");
}

function formatMs(ms: number): string {
  return ms >= 1000 ? `${Math.round(ms / 1000)} s` : `${ms} ms`;
}

function formatMb(mb: number): string {
  return mb >= 1024 ? `${(mb / 1024).toFixed(1).replace(/\.0$/, "")} GB` : `${mb} MB`;
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

function kill(pool: Pool, slot: Slot): void {
  slot.dead = true;
  pool.slots.delete(slot);
  clearTimeout(slot.idle);
  void slot.worker.terminate();
}

function spawn(pool: Pool, limits: CheckerLimits): Slot {
  const entry = workerEntry();
  if (!fs.existsSync(entry)) {
    console.error(`The file checker's worker ${entry} is missing: run \`npm run build:cli\` (npm install does).`);
    throw new CheckerRefusal("failed", "The file checker is not installed on this server (see the server's log)");
  }
  const worker = new Worker(entry, { resourceLimits: { maxOldGenerationSizeMb: limits.memoryMb } });
  worker.unref();
  const slot: Slot = { worker, ready: Promise.resolve(), busy: true, dead: false };
  // Always listened to: an 'error' nobody listens for would bring the server down.
  worker.on("error", () => kill(pool, slot));
  worker.on("exit", () => kill(pool, slot));
  slot.ready = new Promise<void>((resolve, reject) => {
    const onMessage = (m: FromWorker) => {
      if (m.kind !== "ready") return;
      worker.off("message", onMessage);
      resolve();
    };
    worker.on("message", onMessage);
    worker.once("error", reject);
    worker.once("exit", () => reject(new Error("The file checker's worker exited while starting.")));
  });
  slot.ready.catch(() => {});
  pool.slots.add(slot);
  return slot;
}

async function acquire(pool: Pool, limits: CheckerLimits, what: string): Promise<Slot> {
  for (;;) {
    for (const slot of pool.slots) {
      if (!slot.busy && !slot.dead) {
        slot.busy = true;
        clearTimeout(slot.idle);
        return slot;
      }
    }
    if (pool.slots.size < limits.workers) return spawn(pool, limits);
    if (pool.waiting.length >= limits.queue) throw refusal("busy", limits, what);
    await new Promise<void>((resolve) => pool.waiting.push(resolve));
  }
}

function release(pool: Pool, slot: Slot): void {
  slot.busy = false;
  if (!slot.dead) {
    clearTimeout(slot.idle);
    slot.idle = setTimeout(() => kill(pool, slot), IDLE_MS);
    slot.idle.unref();
  }
  pool.waiting.shift()?.();
}

function withTimeout<T>(promise: Promise<T>, ms: number, onTimeout: () => Error): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([promise, new Promise<never>((_, reject) => (timer = setTimeout(() => reject(onTimeout()), ms)))]).finally(() => clearTimeout(timer));
}

function runOn<T extends ParseTask>(pool: Pool, slot: Slot, task: T, transfer: ArrayBuffer[], limits: CheckerLimits, what: string): Promise<TaskOutcome<T>> {
  const id = pool.nextId++;
  const { worker } = slot;
  return new Promise<TaskOutcome<T>>((resolve, reject) => {
    const finish = () => {
      clearTimeout(timer);
      worker.off("message", onMessage);
      worker.off("error", onError);
      worker.off("exit", onExit);
    };
    const fail = (reason: RefusalReason) => {
      finish();
      kill(pool, slot);
      reject(refusal(reason, limits, what));
    };
    const onMessage = (m: FromWorker) => {
      if (m.kind === "done" && m.id === id) {
        finish();
        resolve(m.outcome as TaskOutcome<T>);
      } else if (m.kind === "error" && m.id === id) {
        console.error(`The file checker failed on a ${task.kind}: ${m.message}`);
        fail("failed");
      }
    };
    const onError = (error: Error & { code?: string }) => {
      if (error.code !== "ERR_WORKER_OUT_OF_MEMORY") console.error("The file checker's worker failed:", error);
      fail(error.code === "ERR_WORKER_OUT_OF_MEMORY" ? "memory" : "failed");
    };
    const onExit = () => fail("failed");
    const timer = setTimeout(() => fail("timeout"), limits.timeoutMs);
    worker.on("message", onMessage);
    worker.on("error", onError);
    worker.on("exit", onExit);
    worker.postMessage({ id, task } satisfies ToWorker, transfer);
  });
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
  const pool = poolFor(limits.memoryMb);
  const slot = await acquire(pool, limits, what);
  try {
    try {
      await withTimeout(slot.ready, START_MS, () => new Error("The file checker's worker did not start in time."));
    } catch (error) {
      console.error(error instanceof Error ? error.message : error);
      kill(pool, slot);
      throw refusal("failed", limits, what);
    }
    return await runOn(pool, slot, task, options.transfer ?? [], limits, what);
  } finally {
    release(pool, slot);
  }
}
