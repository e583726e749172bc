// The balance queue's implementation of lib/balance-queue/api.ts (QueueApi): loaded by `warbench balance --queue`,
// `warbench worker` and the studio only when DATABASE_URL names a PostgreSQL database.
export { openQueue } from "./queue";
export { cancelRun, listRuns, runReport, runView, submitRun } from "./runs";
export { runWorker } from "./worker";

import type { QueueApi } from "./api";
import type * as self from "./index";

/** Fails to compile if this module stops being the QueueApi its callers import it as. */
type Implements<T extends QueueApi> = T;
export type Implementation = Implements<typeof self>;
