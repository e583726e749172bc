import { requireActor } from "@/app/_lib/actor";
import { storeErrorStatus } from "@/app/_lib/error-status";
import * as access from "@/lib/auth/access";
import { database, exportBundleText, isStoreError } from "@/lib/db";

/**
 * Downloads a project as a `.warbench.json` bundle: compact JSON within the
 * limits import applies, so the file always imports again.
 */
export async function GET(_request: Request, context: { params: Promise<{ projectId: string }> }) {
  const { projectId } = await context.params;
  try {
    const db = await database();
    await access.checkProject(db, await requireActor(db), projectId, "read");
    const { bundle, text } = await exportBundleText(db, projectId);
    const file = `${bundle.project.name.replace(/[^\p{L}\p{N}._-]+/gu, "-").replace(/^-+|-+$/g, "") || "project"}.warbench.json`;
    return new Response(text, {
      headers: {
        "content-type": "application/json; charset=utf-8",
        "content-disposition": `attachment; filename="${file.replace(/"/g, "")}"; filename*=UTF-8''${encodeURIComponent(file)}`,
      },
    });
  } catch (error) {
    if (isStoreError(error)) return Response.json({ error: error.message }, { status: storeErrorStatus(error) });
    console.error(error);
    return Response.json({ error: "Export failed on the server; see its log." }, { status: 500 });
  }
}
