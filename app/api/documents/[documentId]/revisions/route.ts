import { respond } from "@/app/_actions/run";
import { queryText, readSaveBody } from "@/app/_lib/route-body";
import * as access from "@/lib/auth/access";
import * as store from "@/lib/db";
import { DOCUMENT_TEXT_BYTES } from "@/lib/model/json-input";
import { prepareDocumentBytes } from "@/lib/parse-worker/document";

/**
 * Saves a new revision of a document: the body is the document's JSON text,
 * `?base=` the revision it was edited from (absent for a document never
 * saved), `?message=` the revision's message. A stale base is answered 409
 * with the conflict. The answer is the same result a server action gives
 * (app/_lib/result.ts), as JSON. Access is checked before the body is read;
 * the text is parsed and checked off the request thread when large
 * (lib/parse-worker), so a hostile save stalls nobody [#25 item 1].
 */
export async function POST(request: Request, { params }: { params: Promise<{ documentId: string }> }) {
  const { documentId } = await params;
  return respond(async (db, actor) => {
    await access.checkDocument(db, actor, documentId, "edit");
    const url = new URL(request.url);
    const baseRevisionId = queryText(url, "base", 100) || null;
    const message = queryText(url, "message", 2000);
    const prepared = await prepareDocumentBytes(await readSaveBody(request, DOCUMENT_TEXT_BYTES, "document"));
    return store.saveRevision(db, { documentId, baseRevisionId, message, content: undefined, prepared, author: access.authorName(actor) });
  });
}
