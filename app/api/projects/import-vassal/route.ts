import { requireActor } from "@/app/_lib/actor";
import { storeErrorStatus } from "@/app/_lib/error-status";
import { readLimitedBytes } from "@/app/_lib/read-body";
import * as access from "@/lib/auth/access";
import { database, isStoreError, listDocuments, StoreError, writePreparedBundle } from "@/lib/db";
import { MAX_MODULE_BYTES } from "@/lib/io/vassal/import";
import { formatBytes } from "@/lib/model/json-input";
import { CheckerRefusal, runChecked } from "@/lib/parse-worker/pool";

/** A choice from the query string: at most this long, else it is no name the module can hold. */
const MAX_CHOICE_CHARS = 200;

/**
 * Imports a VASSAL module (`.vmod`) as a new project: a game, a hex map over
 * the board picture and a scenario per predefined set-up, with the pictures.
 * The body is the module's bytes as application/octet-stream (the request
 * guard lets raw bytes through to this route alone; a zip in base64 JSON would
 * be a third larger and decoded on this thread); the query may name the
 * `board`, the `setup` and the module's `fileName`. Unzipping and reading the
 * module happen in the file checker's worker thread; the project is written in
 * one transaction once all of it is ready, so a refused module leaves nothing.
 */
export async function POST(request: Request) {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > MAX_MODULE_BYTES) return tooLarge(declared);
  const choices = readChoices(new URL(request.url).searchParams);
  if ("error" in choices) return Response.json({ error: choices.error }, { status: 400 });
  try {
    const db = await database();
    const actor = await requireActor(db);
    const bytes = await readLimitedBytes(request, MAX_MODULE_BYTES);
    if (bytes === null) return tooLarge();
    if (bytes.length === 0) return Response.json({ error: "The request carries no module: send the .vmod file's bytes. Nothing was imported." }, { status: 400 });
    const result = await runChecked({ kind: "vassal", bytes, ...choices }, { transfer: [bytes.buffer as ArrayBuffer], what: "module" });
    switch (result.kind) {
      case "refused":
        return Response.json({ error: oneLine(result.error), ...(result.report ? { report: result.report } : {}) }, { status: result.status });
      case "store-error":
        throw new StoreError(result.code, result.message);
    }
    const project = await writePreparedBundle(db, result.bundle, { message: "Imported from VASSAL" });
    await access.makeCreatorOwner(db, actor, project.id);
    const documents = (await listDocuments(db, project.id)).map((d) => ({ id: d.id, kind: d.kind, name: d.name }));
    return Response.json({ projectId: project.id, project, documents, report: result.report }, { status: 201 });
  } catch (error) {
    if (error instanceof CheckerRefusal) return Response.json({ error: `${error.message}; nothing was imported.` }, { status: error.status });
    if (isStoreError(error)) return Response.json({ error: error.message }, { status: storeErrorStatus(error) });
    console.error(error);
    return Response.json({ error: "Import failed on the server; nothing was created." }, { status: 500 });
  }
}

type Choices = { board?: string; setup?: string; fileName?: string };

/** The query's board, setup and fileName: each optional, blank meaning absent, one line of bounded length. */
function readChoices(params: URLSearchParams): Choices | { error: string } {
  const out: Choices = {};
  for (const key of ["board", "setup", "fileName"] as const) {
    const value = params.get(key)?.trim();
    if (!value) continue;
    if (value.length > MAX_CHOICE_CHARS || /[\u0000-\u001f\u007f]/.test(value)) return { error: `The ${key} must be one line of at most ${MAX_CHOICE_CHARS} characters; nothing was imported.` };
    out[key] = value;
  }
  return out;
}

function oneLine(text: string): string {
  return text.split(/\r?\n/)[0] ?? text;
}

function tooLarge(bytes?: number) {
  const size = bytes ? ` is ${formatBytes(bytes)},` : " is";
  return Response.json({ error: `The module${size} over the ${formatBytes(MAX_MODULE_BYTES)} limit for a VASSAL import; nothing was imported.` }, { status: 413 });
}
