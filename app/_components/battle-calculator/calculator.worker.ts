/**
 * One of the battle calculator's workers: fights the pieces of a run it is
 * sent with the engine's own calculator (the code `warbench odds` runs), and
 * reports each finished block so the panel's progress bar moves. The job is
 * compiled once and kept for its later pieces. Asked for an exact answer, it
 * solves the battle with the engine's exact calculator (what `warbench odds`
 * does by default), off the page's thread like the runs.
 */
import { type PreparedOdds, exactOdds, prepareOdds, simulateOdds } from "@/lib/engine/rulesets/aa1942/odds";
import type { OddsJob } from "@/lib/engine/rulesets/aa1942/odds-chunks";
import type { FromCalculator, ToCalculator } from "./calculator-protocol";

let current: { jobId: number; job: OddsJob; prepared: PreparedOdds } | null = null;

const post = (message: FromCalculator) => self.postMessage(message);

self.onmessage = (event: MessageEvent<ToCalculator>) => {
  const m = event.data;
  try {
    if (m.job && current?.jobId !== m.jobId) {
      const prepared = prepareOdds(m.job.unitTypes, m.job.request);
      if (!prepared.ok) throw new Error(prepared.problem.message);
      current = { jobId: m.jobId, job: m.job, prepared: prepared.prepared };
    }
    if (!current || current.jobId !== m.jobId) throw new Error("the calculator worker was sent a piece of a job it does not know");
    const { job, prepared } = current;
    const started = performance.now();
    if (m.type === "exact") {
      const answer = exactOdds(prepared);
      post(answer.ok ? { type: "done", pieceId: m.pieceId, totals: answer.totals, ms: performance.now() - started } : { type: "refused", pieceId: m.pieceId, reason: answer.reason });
      return;
    }
    const totals = simulateOdds(prepared, job.seed, job.runs, m.from, m.to, (battles) => post({ type: "progress", pieceId: m.pieceId, battles }));
    post({ type: "done", pieceId: m.pieceId, totals, ms: performance.now() - started });
  } catch (error) {
    post({ type: "error", pieceId: m.pieceId, message: error instanceof Error ? error.message : String(error) });
  }
};
