import { getBalanceJob } from "../../../../_lib/balance-jobs";

/** A background balance run's progress, which the Balance tab polls. */
export async function GET(_request: Request, context: { params: Promise<{ jobId: string }> }) {
  const { jobId } = await context.params;
  const job = getBalanceJob(jobId);
  if (!job) return Response.json({ error: `No balance run "${jobId}" on this server (it may have finished over an hour ago, or the server restarted).` }, { status: 404 });
  return Response.json(job, { headers: { "cache-control": "no-store" } });
}
