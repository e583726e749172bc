import { requireActor } from "@/app/_lib/actor";
import { storeErrorStatus } from "@/app/_lib/error-status";
import * as access from "@/lib/auth/access";
import { database, isStoreError, MAX_BUNDLE_BYTES, StoreError, writePreparedBundle } from "@/lib/db";
import { formatBytes } from "@/lib/model/json-input";
import { CheckerRefusal, runChecked } from "@/lib/parse-worker/pool";
import { readLimitedBytes } from "@/app/_lib/read-body";

/**
 * Imports a bundle (the request body is the file's text) as a new project.
 * The size is checked before the body is read whole; then the file checker
 * (lib/parse-worker, a worker thread with a heap cap and a time limit) holds
 * the text to the limits before parsing it, parses it and validates every
 * document, so no file can stall the requests of others. Malformed or hostile
 * text is refused outright; schema errors in the documents are refused unless
 * `?anyway=1` (the dialog's "import anyway"); lint findings come back with the
 * new project, reported, not blocking. Only the write happens here.
 */
export async function POST(request: Request) {
  const anyway = new URL(request.url).searchParams.get("anyway") === "1";
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > MAX_BUNDLE_BYTES) return tooLarge(declared);
  try {
    const db = await database();
    const actor = await requireActor(db);
    const bytes = await readLimitedBytes(request, MAX_BUNDLE_BYTES);
    if (bytes === null) return tooLarge();
    const check = await runChecked({ kind: "bundle", bytes, anyway }, { transfer: [bytes.buffer as ArrayBuffer] });
    switch (check.kind) {
      case "refused":
        return Response.json({ error: check.error, findings: check.findings }, { status: check.status });
      case "schema":
        return Response.json({ error: check.error, findings: check.findings, canImportAnyway: true }, { status: 422 });
      case "store-error":
        throw new StoreError(check.code, check.message);
    }
    const project = await writePreparedBundle(db, check.bundle, check.forced ? { message: "Imported from bundle despite schema errors" } : {});
    await access.makeCreatorOwner(db, actor, project.id);
    return Response.json({ project, findings: check.findings }, { status: 201 });
  } catch (error) {
    if (error instanceof CheckerRefusal) return Response.json({ error: `${error.message}; nothing was imported.` }, { status: error.status });
    if (isStoreError(error)) return Response.json({ error: error.message }, { status: storeErrorStatus(error) });
    console.error(error);
    return Response.json({ error: "Import failed on the server; nothing was created." }, { status: 500 });
  }
}

function tooLarge(bytes?: number) {
  const size = bytes ? ` is ${formatBytes(bytes)},` : " is";
  return Response.json({ error: `The file${size} over the ${formatBytes(MAX_BUNDLE_BYTES)} limit for a bundle; nothing was imported.` }, { status: 413 });
}
