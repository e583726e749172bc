// The balance queue's implementation of lib/balance-queue/api.ts (QueueApi): loaded by `warbench balance --queue`,
// `warbench worker` and the studio only when DATABASE_URL names a PostgreSQL database. The worker that plays
// batches is the CLI's (lib/cli/queue-worker.ts): it plays on the CLI's worker threads.
import type { QueueApi } from "./api";
import type * as self from "./index";

export { openQueue } from "./queue";
export { cancelRun, listRuns, runReport, runView, submitRun } from "./runs";

/** Fails to compile if this module stops being the QueueApi its callers import it as. */
type Implements<T extends QueueApi> = T;
export type Implementation = Implements<typeof self>;
