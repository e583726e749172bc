import { parentPort, workerData } from "node:worker_threads";
import { type AnyBundle, playRecorded } from "../balance/play";
import type { BalanceFromWorker, BalanceToWorker } from "./balance-pool";

// Plays the games it is sent (balance-pool.ts), one record per game as each ends.
const port = parentPort;
if (port) {
  const { game } = workerData as { game: AnyBundle };
  const post = (m: BalanceFromWorker) => port.postMessage(m);
  port.on("message", (m: BalanceToWorker) => {
    for (const job of m.jobs) {
      try {
        post({ kind: "record", record: playRecorded(game, job.index, job.seed, job.bots) });
      } catch (error) {
        post({ kind: "error", index: job.index, message: error instanceof Error ? error.message : String(error) });
        return;
      }
    }
    post({ kind: "idle" });
  });
  post({ kind: "ready" });
}
