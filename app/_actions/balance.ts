"use server";

import * as store from "@/lib/db";
import { type BalanceJobView, cancelBalanceJob, startBalanceJob } from "../_lib/balance-jobs";
import type { ActionResult } from "../_lib/result";
import { run } from "./run";

/** Starts a background balance run of a scenario's current revision (the Balance tab). */
export async function startBalance(input: { documentId: string; games: number; bots: [string, string]; seed: number; botCheck?: number }): Promise<ActionResult<BalanceJobView>> {
  return run((db) => startBalanceJob(db, input));
}

/** Stops a run; the games finished so far are kept as a partial report. */
export async function cancelBalance(jobId: string): Promise<ActionResult<BalanceJobView>> {
  return run(async () => cancelBalanceJob(jobId));
}

export async function deleteBalanceReport(reportId: string): Promise<ActionResult<null>> {
  return run(async (db) => {
    await store.deleteBalanceReport(db, reportId);
    return null;
  });
}
