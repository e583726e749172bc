"use server";

import * as access from "@/lib/auth/access";
import * as store from "@/lib/db";
import { type BalanceJobView, cancelBalanceJob, getBalanceJob, noSuchBalanceJob, startBalanceJob } from "../_lib/balance-jobs";
import type { ActionResult } from "../_lib/result";
import { run } from "./run";

/** Starts a background balance run of a scenario's current revision (the Balance tab). */
export async function startBalance(input: { documentId: string; games: number; bots: [string, string]; seed: number; botCheck?: number }): Promise<ActionResult<BalanceJobView>> {
  return run(async (db, actor) => (await access.checkDocument(db, actor, input.documentId, "edit"), startBalanceJob(db, input, actor)));
}

/** Stops a run; the games finished so far are kept as a partial report. */
export async function cancelBalance(jobId: string): Promise<ActionResult<BalanceJobView>> {
  return run(async (db, actor) => {
    const job = await getBalanceJob(db, jobId);
    if (!job) throw noSuchBalanceJob(jobId);
    try {
      await access.checkDocument(db, actor, job.documentId, "edit");
    } catch (error) {
      // Someone else's run is no run to them: the not-found of its document would name the scenario [#25 item 10].
      if (store.isStoreError(error) && error.code === "not-found") throw noSuchBalanceJob(jobId);
      throw error;
    }
    return cancelBalanceJob(db, jobId);
  });
}

export async function deleteBalanceReport(reportId: string): Promise<ActionResult<null>> {
  return run(async (db, actor) => {
    await access.checkBalanceReport(db, actor, reportId, "edit");
    await store.deleteBalanceReport(db, reportId);
    return null;
  });
}
