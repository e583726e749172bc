import { requireActor } from "@/app/_lib/actor";
import { storeErrorStatus } from "@/app/_lib/error-status";
import * as access from "@/lib/auth/access";
import { database, isStoreError, listDocuments, StoreError, writePreparedBundle } from "@/lib/db";
import { formatBytes } from "@/lib/model/json-input";
import { CheckerRefusal, runChecked } from "@/lib/parse-worker/pool";
import { readLimitedBytes } from "@/app/_lib/read-body";

/** The JSON body holds the XML and up to four map files as text (JSON escaping can double a file's size). */
const MAX_BODY_BYTES = 90 * 1024 * 1024;

/**
 * Imports a TripleA game as a new project with a game, an area map and a
 * scenario. The body is JSON `{ xml, polygons?, centers?, place?,
 * properties? }` (texts the dialog read from the files) plus optional
 * `xmlName` for messages. Reading the body, the XML (hostile XML refused
 * before parsing) and the map files, and preparing the documents all happen
 * in the file checker's worker thread (lib/parse-worker), so a large or
 * hostile game never stalls other requests; the import runs whole before
 * anything is stored and is then written in one transaction: a refused game
 * leaves nothing behind.
 */
export async function POST(request: Request) {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > MAX_BODY_BYTES) return tooLarge(declared);
  try {
    const db = await database();
    const actor = await requireActor(db);
    const bytes = await readLimitedBytes(request, MAX_BODY_BYTES);
    if (bytes === null) return tooLarge();
    const result = await runChecked({ kind: "triplea", bytes }, { transfer: [bytes.buffer as ArrayBuffer] });
    switch (result.kind) {
      case "refused":
        return Response.json({ error: result.error, ...(result.report ? { report: result.report } : {}) }, { status: result.status });
      case "store-error":
        throw new StoreError(result.code, result.message);
    }
    const project = await writePreparedBundle(db, result.bundle, { message: "Imported from TripleA" });
    await access.makeCreatorOwner(db, actor, project.id);
    const documents = (await listDocuments(db, project.id)).map((d) => ({ id: d.id, kind: d.kind, name: d.name }));
    return Response.json({ project, documents, report: result.report }, { status: 201 });
  } catch (error) {
    if (error instanceof CheckerRefusal) return Response.json({ error: `${error.message}; nothing was imported.` }, { status: error.status });
    if (isStoreError(error)) return Response.json({ error: error.message }, { status: storeErrorStatus(error) });
    console.error(error);
    return Response.json({ error: "Import failed on the server; nothing was created." }, { status: 500 });
  }
}

function tooLarge(bytes?: number) {
  const size = bytes ? ` is ${formatBytes(bytes)},` : " is";
  return Response.json({ error: `The request${size} over the ${formatBytes(MAX_BODY_BYTES)} limit for a TripleA import; nothing was imported.` }, { status: 413 });
}
