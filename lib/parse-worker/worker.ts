import os from "node:os";
import { withTransfer, workerTask } from "../workers/task";
import { type ParseTask, runTask } from "./tasks";

// The file checker's worker module (pool.ts runs it on the one worker pool, lib/workers): one task at a time, each
// answered with its outcome, whose buffers (a bundle's assets) go back without a copy.

// Below the request thread: on Linux a thread's nice value is its own (elsewhere it would be the whole server's),
// so on a busy machine checking a file yields the CPU to serving pages rather than competing with it.
if (process.platform === "linux") {
  try {
    os.setPriority(10);
  } catch {
    // Not permitted: check at the server's priority.
  }
}

export default workerTask<ParseTask, Awaited<ReturnType<typeof runTask>>["outcome"]>(async (task) => {
  const { outcome, transfer } = await runTask(task);
  return withTransfer(outcome, transfer);
});
