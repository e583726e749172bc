"use client";
/**
 * The battle calculator's Web Workers: one per core (navigator.hardwareConcurrency),
 * started once and kept warm between runs. A run is cut into pieces
 * (odds-chunks.ts) that the workers take in turn — or, for an exact answer,
 * one message to the first worker; cancel terminates every
 * worker at once (a piece in flight cannot be interrupted otherwise) and the
 * next run starts fresh ones.
 */
import type { SimTotals } from "@/lib/engine/rulesets/aa1942/odds";
import { type BlockRange, type OddsJob, planChunks, runChunked } from "@/lib/engine/rulesets/aa1942/odds-chunks";
import type { FromCalculator, ToCalculator } from "./calculator-protocol";

/** Sane bounds: some browsers report 1 or hide the count; a huge count only costs memory. */
export function poolSize(): number {
  const cores = typeof navigator !== "undefined" ? navigator.hardwareConcurrency : 0;
  return Math.max(1, Math.min(16, Number.isFinite(cores) && cores > 0 ? cores : 2));
}

interface Lane {
  worker: Worker;
  /** The job this worker has compiled. */
  jobId: number;
}

export class CalculatorPool {
  private lanes: Lane[] | null = null;
  private nextJob = 1;
  private nextPiece = 1;

  constructor(readonly size = poolSize()) {}

  /** Starts the workers now (they load the engine), so the first run does not wait for them. */
  warm(): void {
    if (this.lanes) return;
    this.lanes = Array.from({ length: this.size }, () => ({
      worker: new Worker(new URL("./calculator.worker.ts", import.meta.url), { type: "module", name: "warbench-calculator" }),
      jobId: 0,
    }));
  }

  /**
   * Answers `job` exactly on the first worker (the engine's exact calculator),
   * or resolves with why it cannot; rejects when `signal` aborts.
   */
  exact(job: OddsJob, signal: AbortSignal): Promise<{ ok: true; totals: SimTotals; ms: number } | { ok: false; reason: string }> {
    this.warm();
    const jobId = this.nextJob++;
    const lane = this.lanes![0]!;
    lane.jobId = jobId;
    const onAbort = () => this.terminate();
    signal.addEventListener("abort", onAbort, { once: true });
    return this.ask(lane, (pieceId) => ({ type: "exact", jobId, job, pieceId }), () => {}, signal)
      .then((m) => (m.type === "done" ? { ok: true as const, totals: m.totals, ms: m.ms } : { ok: false as const, reason: m.reason }))
      .finally(() => signal.removeEventListener("abort", onAbort));
  }

  /** Fights `job` on every worker; rejects with CalculationCancelled when `signal` aborts (the workers are then terminated). */
  run(job: OddsJob, onProgress: (done: number, runs: number) => void, signal: AbortSignal): Promise<SimTotals> {
    this.warm();
    const lanes = this.lanes!;
    const jobId = this.nextJob++;
    const onAbort = () => this.terminate();
    signal.addEventListener("abort", onAbort, { once: true });
    const runChunk = (chunk: BlockRange, lane: number, onBattles: (battles: number) => void) => {
      const l = lanes[lane]!;
      const withJob = l.jobId !== jobId;
      l.jobId = jobId;
      return this.ask(l, (pieceId) => ({ type: "piece", jobId, pieceId, from: chunk[0], to: chunk[1], job: withJob ? job : undefined }), onBattles, signal).then((m) => {
        if (m.type !== "done") throw new Error(`a calculator worker answered a piece with "${m.type}"`);
        return m.totals;
      });
    };
    return runChunked({
      runs: job.runs,
      types: job.unitTypes.length,
      chunks: planChunks(job.runs, lanes.length),
      lanes: lanes.length,
      runChunk,
      onProgress,
      signal,
    }).finally(() => signal.removeEventListener("abort", onAbort));
  }

  /** Sends one message to a worker and waits for its answer (progress goes to `onBattles`). */
  private ask(l: Lane, message: (pieceId: number) => ToCalculator, onBattles: (battles: number) => void, signal: AbortSignal): Promise<Extract<FromCalculator, { type: "done" | "refused" }>> {
    return new Promise((resolve, reject) => {
      const pieceId = this.nextPiece++;
      const finish = () => {
        l.worker.removeEventListener("message", onMessage);
        l.worker.removeEventListener("error", onError);
        signal.removeEventListener("abort", onStop);
      };
      const onMessage = (event: MessageEvent<FromCalculator>) => {
        const m = event.data;
        if (m.pieceId !== pieceId) return;
        if (m.type === "progress") return onBattles(m.battles);
        finish();
        if (m.type === "error") reject(new Error(m.message));
        else resolve(m);
      };
      const onError = (event: ErrorEvent) => {
        finish();
        reject(new Error(event.message || "a calculator worker failed to start"));
      };
      // A terminated worker never answers: settle its piece so nothing waits on it.
      const onStop = () => {
        finish();
        reject(new Error("stopped"));
      };
      l.worker.addEventListener("message", onMessage);
      l.worker.addEventListener("error", onError);
      signal.addEventListener("abort", onStop, { once: true });
      l.worker.postMessage(message(pieceId));
    });
  }

  /** Stops every worker at once; the next run starts new ones. */
  terminate(): void {
    for (const l of this.lanes ?? []) l.worker.terminate();
    this.lanes = null;
  }
}
