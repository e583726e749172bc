import os from "node:os";
import { MessageChannel, type MessagePort, type Transferable, receiveMessageOnPort } from "node:worker_threads";
import { Piscina } from "piscina";
import { READY_NOTE, type TaskEnvelope } from "./task";

/**
 * The one worker pool: `warbench odds` and `warbench balance` (and so the
 * studio's balance jobs, which run that command) and the studio's file
 * checker (lib/parse-worker) run their tasks in worker threads through it. It
 * is piscina (github.com/piscinajs/piscina) with what every user here needs
 * on top:
 *
 * - a heap cap per worker (piscina's resourceLimits): a task past it is
 *   refused as "memory", and its worker replaced;
 * - a time limit per task, counted from when the task is handed to a worker
 *   (a cold worker's start is in it): a task past it is refused as "timeout"
 *   and its worker stopped and replaced;
 * - a bounded queue: at most `threads` tasks run and `queue` wait; one more is
 *   refused as "busy" rather than queued without end. The queue is kept here,
 *   not in piscina, so a task's clock starts only when it leaves the queue;
 * - progress: a task run with `onProgress` gets a MessagePort, and whatever
 *   the worker reports on it before it returns is heard before the task's
 *   promise settles (lib/workers/task.ts is the worker's side);
 * - `ready()`: a pool started `warm` can be waited on until every worker has
 *   loaded its code (the benchmarks and `warbench odds` time the work alone);
 * - errors as PoolError, one reason each, with a message that names the pool.
 *
 * A worker runs the module `filename` names, whose default export is made by
 * workerTask (task.ts). Piscina starts its own worker file from
 * node_modules/piscina, which then loads that module: so piscina is never
 * bundled (lib/cli/build.mjs loads it from node_modules, next.config.js lists
 * it in serverExternalPackages), while the module is the built one
 * (lib/cli/dist) or, from the sources, a .mjs that runs the TypeScript
 * through tsx.
 */
export interface PoolLimits {
  /** Workers running at once. */
  threads: number;
  /** A worker's heap (V8's old generation), in MB. */
  memoryMb: number;
  /** How long one task may run, in milliseconds, from when a worker is given it. */
  timeoutMs: number;
  /** Tasks waiting for a worker; one more is refused as busy. */
  queue: number;
}

export interface PoolOptions extends PoolLimits {
  /** What the pool does, as its messages name it: "odds", "balance", "file checker". */
  name: string;
  /** The worker module (an absolute path or a file: URL). */
  filename: string | URL;
  /** Start every worker now and keep them (the CLI); otherwise they start on demand and exit after `idleMs` idle. */
  warm?: boolean;
  idleMs?: number;
  /** Given to every worker (worker_threads' workerData): what all its tasks share, sent once. */
  workerData?: unknown;
}

export type PoolFailure = "timeout" | "memory" | "busy" | "failed" | "stopped";

/** A task the pool did not finish; `message` is one line without a full stop, for the caller to end or wrap. */
export class PoolError extends Error {
  constructor(
    readonly reason: PoolFailure,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = "PoolError";
  }
}

export interface RunOptions<P> {
  /** Stops the task (a running one's worker is terminated): it is refused as "stopped". */
  signal?: AbortSignal;
  /** Handed to the worker without a copy (unusable here afterwards). */
  transfer?: readonly Transferable[];
  /** Hears what the task reports as it runs (task.ts's `report`), all of it before the task settles. */
  onProgress?: (progress: P) => void;
  /** This task's time limit instead of the pool's. */
  timeoutMs?: number;
}

/** Every core the machine offers. */
export function availableCores(): number {
  return typeof os.availableParallelism === "function" ? os.availableParallelism() : os.cpus().length;
}

export function formatMs(ms: number): string {
  return ms >= 1000 ? `${Math.round(ms / 1000)} s` : `${ms} ms`;
}

export function formatMb(mb: number): string {
  return mb >= 1024 ? `${(mb / 1024).toFixed(1).replace(/\.0$/, "")} GB` : `${mb} MB`;
}

const TIMEOUT = Symbol("timeout");
const STOPPED = Symbol("stopped");
const BROKEN = Symbol("broken");

export class WorkerPool<T, R, P = never> {
  readonly options: Readonly<PoolOptions>;
  private readonly piscina: Piscina<TaskEnvelope<T>, R>;
  private running = 0;
  private readonly waiting: { go: () => void; fail: (e: PoolError) => void }[] = [];
  private readonly inFlight = new Set<AbortController>();
  private broken: PoolError | null = null;
  private readyNotes = 0;
  private readonly readyWaiters: (() => void)[] = [];

  /** A pool started `warm`, once every worker has loaded its code; if one fails to, none is left running. */
  static async started<T, R, P = never>(options: PoolOptions): Promise<WorkerPool<T, R, P>> {
    const pool = new WorkerPool<T, R, P>({ ...options, warm: true });
    try {
      await pool.ready();
    } catch (error) {
      await pool.destroy();
      throw error;
    }
    return pool;
  }

  constructor(options: PoolOptions) {
    const threads = Math.max(1, Math.floor(options.threads));
    this.options = { ...options, threads };
    const filename = options.filename instanceof URL ? options.filename.href : options.filename;
    this.piscina = new Piscina<TaskEnvelope<T>, R>({
      filename,
      minThreads: options.warm ? threads : 0,
      maxThreads: threads,
      idleTimeout: options.warm ? Infinity : (options.idleMs ?? 60_000),
      resourceLimits: { maxOldGenerationSizeMb: options.memoryMb },
      workerData: options.workerData,
      // The tasks are CPU-bound and synchronous: a worker waits for the next one blocked (piscina's default).
      atomics: "sync",
      recordTiming: false,
    });
    this.piscina.on("message", (m: unknown) => {
      if (m !== READY_NOTE) return;
      this.readyNotes += 1;
      if (this.readyNotes >= threads) for (const resolve of this.readyWaiters.splice(0)) resolve();
    });
    // Always listened to: an 'error' nobody hears would end the process (a worker that failed to start, between tasks).
    this.piscina.on("error", (error: unknown) => this.breakDown(error));
  }

  get threads(): number {
    return this.options.threads;
  }

  /** Resolves once every worker of a warm pool has loaded its code; rejects if the pool breaks first. */
  ready(): Promise<void> {
    if (this.broken) return Promise.reject(this.broken);
    if (this.readyNotes >= this.threads) return Promise.resolve();
    return new Promise<void>((resolve, reject) => {
      this.readyWaiters.push(resolve);
      this.piscina.once("error", () => reject(this.broken ?? new PoolError("failed", `the ${this.options.name} workers did not start`)));
    });
  }

  /** Whether the pool can no longer run tasks (a worker failed to start): make a new one. */
  get isBroken(): boolean {
    return this.broken !== null;
  }

  /** Runs `task` on a worker and answers its result, or rejects with a PoolError. */
  async run(task: T, options: RunOptions<P> = {}): Promise<R> {
    const { name } = this.options;
    const { signal } = options;
    await this.admit(signal);
    const controller = new AbortController();
    this.inFlight.add(controller);
    const timeoutMs = options.timeoutMs ?? this.options.timeoutMs;
    const timer = setTimeout(() => controller.abort(TIMEOUT), timeoutMs);
    const onStop = () => controller.abort(STOPPED);
    signal?.addEventListener("abort", onStop, { once: true });
    let port: MessagePort | undefined;
    const drain = () => {
      if (!port) return;
      for (let m = receiveMessageOnPort(port); m; m = receiveMessageOnPort(port)) options.onProgress?.(m.message as P);
      port.close();
      port = undefined;
    };
    try {
      const transferList = [...(options.transfer ?? [])];
      let envelope: TaskEnvelope<T> = { task };
      if (options.onProgress) {
        const channel = new MessageChannel();
        port = channel.port1;
        const hear = options.onProgress;
        port.on("message", (m: P) => hear(m));
        envelope = { task, progress: channel.port2 };
        transferList.push(channel.port2);
      }
      if (signal?.aborted) throw new PoolError("stopped", `the ${name} task was stopped`);
      // @types/node's Transferable and piscina's TransferListItem are the same objects under two names.
      return await this.piscina.run(envelope, { signal: controller.signal, transferList: transferList as never });
    } catch (error) {
      throw this.failure(error, controller.signal, timeoutMs);
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener("abort", onStop);
      // Reports sent before the result are queued on the port by now: heard before the caller goes on.
      drain();
      this.inFlight.delete(controller);
      this.release();
    }
  }

  /** Stops every worker; tasks running or waiting are refused as stopped. */
  async destroy(): Promise<void> {
    for (const w of this.waiting.splice(0)) w.fail(new PoolError("stopped", `the ${this.options.name} pool was closed`));
    for (const c of this.inFlight) c.abort(STOPPED);
    await this.piscina.destroy();
  }

  private admit(signal: AbortSignal | undefined): Promise<void> {
    const { name, threads, queue } = this.options;
    if (this.broken) return Promise.reject(this.broken);
    if (this.running < threads) {
      this.running += 1;
      return Promise.resolve();
    }
    if (this.waiting.length >= queue) return Promise.reject(new PoolError("busy", `the ${name} pool is full: ${threads} tasks running and ${queue} waiting`));
    return new Promise<void>((resolve, reject) => {
      const entry = {
        go: () => {
          signal?.removeEventListener("abort", onStop);
          this.running += 1;
          resolve();
        },
        fail: (e: PoolError) => {
          signal?.removeEventListener("abort", onStop);
          reject(e);
        },
      };
      const onStop = () => {
        const at = this.waiting.indexOf(entry);
        if (at >= 0) this.waiting.splice(at, 1);
        entry.fail(new PoolError("stopped", `the ${name} task was stopped`));
      };
      signal?.addEventListener("abort", onStop, { once: true });
      this.waiting.push(entry);
    });
  }

  private release(): void {
    this.running -= 1;
    this.waiting.shift()?.go();
  }

  private failure(error: unknown, signal: AbortSignal, timeoutMs: number): PoolError {
    const { name, memoryMb } = this.options;
    if (error instanceof PoolError) return error;
    if (signal.aborted && signal.reason === TIMEOUT) return new PoolError("timeout", `the ${name} task took longer than ${formatMs(timeoutMs)}, its limit`);
    if (signal.aborted && signal.reason === STOPPED) return new PoolError("stopped", `the ${name} task was stopped`);
    if (signal.aborted && signal.reason === BROKEN && this.broken) return this.broken;
    if ((error as { code?: unknown } | null)?.code === "ERR_WORKER_OUT_OF_MEMORY") {
      return new PoolError("memory", `the ${name} task needed more than ${formatMb(memoryMb)} of memory, its limit`, { cause: error });
    }
    const message = error instanceof Error ? error.message : String(error);
    return new PoolError("failed", message, { cause: error });
  }

  /** A worker failed outside a task (it could not load its code): refuse everything, now and later. */
  private breakDown(error: unknown): void {
    if (this.broken) return;
    const detail = error instanceof Error ? error.message : String(error);
    this.broken = new PoolError("failed", `the ${this.options.name} workers could not start: ${detail}`, { cause: error });
    for (const w of this.waiting.splice(0)) w.fail(this.broken);
    for (const c of this.inFlight) c.abort(BROKEN);
    void this.piscina.destroy();
  }
}
