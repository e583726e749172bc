import { requireActor } from "@/app/_lib/actor";
import { storeErrorStatus } from "@/app/_lib/error-status";
import * as access from "@/lib/auth/access";
import { database, isStoreError } from "@/lib/db";
import { getBalanceJob } from "../../../../_lib/balance-jobs";

/** A background balance run's progress, which the Balance tab polls. */
export async function GET(_request: Request, context: { params: Promise<{ jobId: string }> }) {
  const { jobId } = await context.params;
  const job = getBalanceJob(jobId);
  if (job) {
    try {
      const db = await database();
      await access.checkDocument(db, await requireActor(db), job.documentId, "read");
    } catch (error) {
      // Someone else's run is "no balance run" to them, as an unknown id is.
      if (isStoreError(error) && error.code === "not-found") return Response.json({ error: `No balance run "${jobId}" on this server.` }, { status: 404 });
      if (isStoreError(error)) return Response.json({ error: error.message }, { status: storeErrorStatus(error) });
      throw error;
    }
  }
  if (!job) return Response.json({ error: `No balance run "${jobId}" on this server (it may have finished over an hour ago, or the server restarted).` }, { status: 404 });
  return Response.json(job, { headers: { "cache-control": "no-store" } });
}
