import { revalidatePath } from "next/cache";
import { respond } from "@/app/_actions/run";
import { queryText, readSaveBody } from "@/app/_lib/route-body";
import * as access from "@/lib/auth/access";
import * as store from "@/lib/db";
import { DOCUMENT_TEXT_BYTES } from "@/lib/model/json-input";
import { prepareDocumentBytes } from "@/lib/parse-worker/document";

/**
 * Creates a document in a project: `?kind=` game, map or scenario, `?name=`,
 * `?message=`; the body is its JSON text (an empty document when the body is
 * empty). Answered as the save route is (app/api/documents/…/revisions):
 * access first, then the text checked off the request thread when large.
 */
export async function POST(request: Request, { params }: { params: Promise<{ projectId: string }> }) {
  const { projectId } = await params;
  const response = await respond(async (db, actor) => {
    await access.checkProject(db, actor, projectId, "edit");
    const url = new URL(request.url);
    const kind = queryText(url, "kind", 20);
    const name = queryText(url, "name", 2000);
    const message = queryText(url, "message", 2000) || undefined;
    const bytes = await readSaveBody(request, DOCUMENT_TEXT_BYTES, "document");
    const prepared = bytes.byteLength === 0 ? undefined : await prepareDocumentBytes(bytes);
    return store.createDocument(db, projectId, { kind, name, message, prepared, author: access.authorName(actor) });
  });
  // The project's page lists its documents: shown fresh when next opened.
  if (response.ok) revalidatePath("/", "layout");
  return response;
}
