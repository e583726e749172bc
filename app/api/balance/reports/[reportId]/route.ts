import { requireActor } from "@/app/_lib/actor";
import { storeErrorStatus } from "@/app/_lib/error-status";
import * as access from "@/lib/auth/access";
import { database, getBalanceReport, isStoreError } from "@/lib/db";
import { attachment, reportFileName } from "../../../../_lib/balance-export";

/** A stored balance report as JSON (schemas/balance-report.schema.json), downloaded as a file. */
export async function GET(_request: Request, context: { params: Promise<{ reportId: string }> }) {
  const { reportId } = await context.params;
  try {
    const db = await database();
    await access.checkBalanceReport(db, await requireActor(db), reportId, "read");
    const stored = await getBalanceReport(db, reportId);
    return new Response(`${JSON.stringify(stored.report, null, 2)}\n`, {
      headers: { "content-type": "application/json; charset=utf-8", "content-disposition": attachment(reportFileName(stored, "json")) },
    });
  } catch (error) {
    if (isStoreError(error)) return Response.json({ error: error.message }, { status: storeErrorStatus(error) });
    console.error(error);
    return Response.json({ error: "Export failed on the server; see its log." }, { status: 500 });
  }
}
