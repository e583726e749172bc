import { parentPort } from "node:worker_threads";
import { type ParseTask, runTask } from "./tasks";

export type ToWorker = { id: number; task: ParseTask };
export type FromWorker = { kind: "ready" } | { kind: "done"; id: number; outcome: ReturnType<typeof runTask>["outcome"] } | { kind: "error"; id: number; message: string };

// The file checker's worker thread (pool.ts starts it): one task at a time, each answered with its outcome.
const port = parentPort;
if (port) {
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
