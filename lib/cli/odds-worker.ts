import { parentPort } from "node:worker_threads";
import { prepareOdds, simulateOdds } from "../engine/rulesets/aa1942/odds";
import type { FromWorker, ToWorker } from "./odds-pool";

// Fights the blocks of battles it is sent (odds-pool.ts) and reports each block as it ends.
const port = parentPort;
if (port) {
  const post = (m: FromWorker) => port.postMessage(m);
  port.on("message", (m: ToWorker) => {
    try {
      const prepared = prepareOdds(m.job.unitTypes, m.job.request);
      if (!prepared.ok) throw new Error(prepared.problem.message);
      const totals = simulateOdds(prepared.prepared, m.job.seed, m.job.runs, m.from, m.to, (battles) => post({ kind: "progress", id: m.id, battles }));
      post({ kind: "done", id: m.id, totals });
    } catch (error) {
      post({ kind: "error", id: m.id, message: error instanceof Error ? error.message : String(error) });
    }
  });
  post({ kind: "ready" });
}
