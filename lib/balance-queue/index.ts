// The balance queue's implementation of lib/balance-queue/api.ts (QueueApi): loaded by `warbench balance --queue`,
// `warbench worker` and the studio only when DATABASE_URL names a PostgreSQL database.
import type { QueueApi, WorkerOptions } from "./api";
import type * as self from "./index";

export { openQueue } from "./queue";
export { cancelRun, listRuns, runReport, runView, submitRun } from "./runs";

/**
 * The worker, loaded when called: the studio imports this module to submit and follow runs but plays them in
 * `warbench worker` processes, so its server bundle leaves out the worker threads' pool (lib/cli/balance-pool.ts,
 * whose development worker loads tsx). The CLI's bundle (esbuild) includes it all the same.
 */
export async function runWorker(options: WorkerOptions): Promise<void> {
  const worker = await import(/* turbopackIgnore: true */ /* webpackIgnore: true */ "./worker");
  return worker.runWorker(options);
}

/** Fails to compile if this module stops being the QueueApi its callers import it as. */
type Implements<T extends QueueApi> = T;
export type Implementation = Implements<typeof self>;
