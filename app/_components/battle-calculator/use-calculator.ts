"use client";
/**
 * Runs the calculator on the worker pool for the panel: the exact answer
 * first where the job allows it (`method` "auto", as `warbench odds` does),
 * else the runs with live progress (drawn at most once a frame); cancel, and
 * the result in the engine's own shape (oddsResult, as `warbench odds` prints
 * it). The pool is started on mount so the first run does not wait for the
 * workers to load.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { type OddsResult, type SimTotals, oddsResult, prepareOdds } from "@/lib/engine/rulesets/aa1942/odds";
import { CalculationCancelled, type OddsJob } from "@/lib/engine/rulesets/aa1942/odds-chunks";
import { CalculatorPool } from "./calculator-pool";

export type RunState =
  | { status: "idle" }
  | { status: "running"; done: number; runs: number }
  | { status: "done"; result: OddsResult; totals: SimTotals; job: OddsJob; ms: number; workers: number }
  | { status: "cancelled"; done: number; runs: number }
  | { status: "failed"; message: string };

declare global {
  interface Window {
    /** For the benchmark and the end-to-end tests: when the last run started and when its result was on screen. */
    __warbenchCalculator?: { startedAt: number; shownAt: number | null; ms: number | null; workers: number };
  }
}

export function useCalculator() {
  const [state, setState] = useState<RunState>({ status: "idle" });
  const pool = useRef<CalculatorPool | null>(null);
  const abort = useRef<AbortController | null>(null);

  useEffect(() => {
    const p = new CalculatorPool();
    p.warm();
    pool.current = p;
    return () => {
      abort.current?.abort();
      p.terminate();
      pool.current = null;
    };
  }, []);

  const run = useCallback((job: OddsJob) => {
    const p = pool.current;
    if (!p) return;
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    const startedAt = performance.now();
    window.__warbenchCalculator = { startedAt, shownAt: null, ms: null, workers: p.size };
    let done = 0;
    let frame = 0;
    setState({ status: "running", done: 0, runs: job.runs });
    const onProgress = (battles: number) => {
      done = battles;
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        if (!controller.signal.aborted) setState({ status: "running", done, runs: job.runs });
      });
    };
    const prepared = prepareOdds(job.unitTypes, job.request);
    if (!prepared.ok) return setState({ status: "failed", message: prepared.problem.message });
    const finish = (result: OddsResult, totals: SimTotals, workers: number) => {
      cancelAnimationFrame(frame);
      if (controller.signal.aborted) return;
      setState({ status: "done", result, totals, job, ms: performance.now() - startedAt, workers });
    };
    const fail = (error: unknown) => {
      cancelAnimationFrame(frame);
      if (error instanceof CalculationCancelled || controller.signal.aborted) {
        if (abort.current === controller) setState({ status: "cancelled", done, runs: job.runs });
        return;
      }
      // A worker that failed may be unusable: start fresh ones for the next run.
      p.terminate();
      setState({ status: "failed", message: error instanceof Error ? error.message : String(error) });
    };
    const sample = (refused?: string) =>
      p.run(job, onProgress, controller.signal).then((totals) => {
        const result = oddsResult(prepared.prepared, totals, job.seed);
        finish(refused === undefined ? result : { ...result, exactRefused: refused }, totals, p.size);
      }, fail);
    if (job.method === "monte-carlo" || job.method === undefined) return void sample();
    p.exact(job, controller.signal).then((answer) => {
      if (controller.signal.aborted) return;
      if (answer.ok) finish(oddsResult(prepared.prepared, answer.totals, job.seed, "exact"), answer.totals, 1);
      else if (job.method === "exact") fail(new Error(`no exact answer: ${answer.reason}`));
      else void sample(answer.reason);
    }, fail);
  }, []);

  const cancel = useCallback(() => abort.current?.abort(), []);

  // Stamped after React has put the result on screen: what the benchmark times.
  useEffect(() => {
    const mark = window.__warbenchCalculator;
    if (state.status === "done" && mark && mark.shownAt === null) {
      mark.shownAt = performance.now();
      mark.ms = mark.shownAt - mark.startedAt;
    }
  }, [state]);

  return { state, run, cancel };
}
