import { type MessagePort, type Transferable, parentPort } from "node:worker_threads";
import { move, transferableSymbol, valueSymbol } from "piscina";

/**
 * The worker's side of the pool (pool.ts): a worker module's default export
 * is `workerTask(handler)`. The handler gets the task and `report`, which
 * sends a progress note the pool hands to the run's `onProgress` (a no-op
 * when the run asked for none); it returns the result, or `withTransfer(…)`
 * to hand buffers back without a copy. An error it throws rejects the run.
 */

/** What the pool sends a worker: the task, and a port for progress when the run listens for it. */
export interface TaskEnvelope<T> {
  task: T;
  progress?: MessagePort;
}

/** Posted once by each worker when its module has loaded (pool.ts's ready()). */
export const READY_NOTE = "warbench-worker-ready";

const TRANSFER = Symbol("transfer");

export interface WithTransfer<R> {
  [TRANSFER]: true;
  value: R;
  transfer: Transferable[];
}

/** A result whose buffers go back to the pool's thread without a copy. */
export function withTransfer<R>(value: R, transfer: Transferable[]): WithTransfer<R> {
  return { [TRANSFER]: true, value, transfer };
}

export function workerTask<T, R, P = never>(handler: (task: T, report: (progress: P) => void) => R | WithTransfer<R> | Promise<R | WithTransfer<R>>): (envelope: TaskEnvelope<T>) => unknown {
  parentPort?.postMessage(READY_NOTE);
  const silent = () => {};
  const settle = (out: R | WithTransfer<R>) => {
    if (out !== null && typeof out === "object" && TRANSFER in out) {
      const { value, transfer } = out as WithTransfer<R>;
      if (transfer.length === 0) return value;
      // piscina's way of returning transferables: an object naming its value and what to move.
      return move({ [transferableSymbol]: transfer, [valueSymbol]: value } as never);
    }
    return out;
  };
  // A handler that reads a zip (a VASSAL module) is asynchronous; piscina awaits the promise.
  return ({ task, progress }) => {
    const out = handler(task, progress ? (p: P) => progress.postMessage(p) : silent);
    return out instanceof Promise ? out.then(settle) : settle(out);
  };
}
