import { type PreparedOdds, prepareOdds, simulateOdds } from "../engine/rulesets/aa1942/odds";
import { workerTask } from "../workers/task";
import type { OddsPiece } from "./odds-pool";

// Fights the pieces of battles it is sent (odds-pool.ts), reporting each finished block's battles. A run's job is
// compiled once per worker and kept for its later pieces (a piece names its run).
let current: { run: number; prepared: PreparedOdds } | null = null;

export default workerTask<OddsPiece, ReturnType<typeof simulateOdds>, number>(({ run, job, from, to }, report) => {
  if (current?.run !== run) {
    const prepared = prepareOdds(job.unitTypes, job.request);
    if (!prepared.ok) throw new Error(prepared.problem.message);
    current = { run, prepared: prepared.prepared };
  }
  return simulateOdds(current.prepared, job.seed, job.runs, from, to, report);
});
