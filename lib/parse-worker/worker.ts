import os from "node:os";
import { parentPort } from "node:worker_threads";
import { type ParseTask, runTask } from "./tasks";

export type ToWorker = { id: number; task: ParseTask };
export type FromWorker = { kind: "ready" } | { kind: "done"; id: number; outcome: ReturnType<typeof runTask>["outcome"] } | { kind: "error"; id: number; message: string };

// The file checker's worker thread (pool.ts starts it): one task at a time, each answered with its outcome.
const port = parentPort;
if (port) {
  // Below the request thread: on Linux a thread's nice value is its own (elsewhere it would be the whole server's),
  // so on a busy machine checking a file yields the CPU to serving pages rather than competing with it.
  if (process.platform === "linux") {
    try {
      os.setPriority(10);
    } catch {
      // Not permitted: check at the server's priority.
    }
  }
  const post = (m: FromWorker, transfer: ArrayBuffer[] = []) => port.postMessage(m, transfer);
  port.on("message", (m: ToWorker) => {
    try {
      const { outcome, transfer } = runTask(m.task);
      post({ kind: "done", id: m.id, outcome }, transfer);
    } catch (error) {
      post({ kind: "error", id: m.id, message: error instanceof Error ? `${error.name}: ${error.message}` : String(error) });
    }
  });
  post({ kind: "ready" });
}
