import { requireActor } from "@/app/_lib/actor";
import { storeErrorStatus } from "@/app/_lib/error-status";
import * as access from "@/lib/auth/access";
import { database, isStoreError } from "@/lib/db";
import { getBalanceJob, noSuchBalanceJob } from "../../../../_lib/balance-jobs";

/** A background balance run's progress, which the Balance tab polls. */
export async function GET(_request: Request, context: { params: Promise<{ jobId: string }> }) {
  const { jobId } = await context.params;
  const missing = () => Response.json({ error: noSuchBalanceJob(jobId).message }, { status: 404 });
  let job = null;
  try {
    // The session first, so whether a run exists is no answer to someone without one.
    const db = await database();
    const actor = await requireActor(db);
    job = await getBalanceJob(db, jobId);
    if (!job) return missing();
    await access.checkDocument(db, actor, job.documentId, "read");
  } catch (error) {
    // Someone else's run is "no balance run" to them, word for word as an unknown id is [#25 item 10].
    if (isStoreError(error) && error.code === "not-found") return missing();
    if (isStoreError(error)) return Response.json({ error: error.message }, { status: storeErrorStatus(error) });
    throw error;
  }
  return Response.json(job, { headers: { "cache-control": "no-store" } });
}
