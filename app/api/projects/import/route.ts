import { requireActor } from "@/app/_lib/actor";
import { storeErrorStatus } from "@/app/_lib/error-status";
import * as access from "@/lib/auth/access";
import { database, importBundle, isStoreError, MAX_BUNDLE_BYTES } from "@/lib/db";
import { formatBytes } from "@/lib/model/json-input";
import { checkImport } from "@/lib/validate";
import { readLimited } from "@/app/_lib/read-body";

/**
 * Imports a bundle (the request body is the file's text) as a new project.
 * The size is checked before the body is read whole; then every document is
 * validated. Malformed or hostile text is refused outright; schema errors in
 * the documents are refused unless `?anyway=1` (the dialog's "import anyway");
 * lint findings come back with the new project, reported, not blocking.
 */
export async function POST(request: Request) {
  const anyway = new URL(request.url).searchParams.get("anyway") === "1";
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > MAX_BUNDLE_BYTES) return tooLarge(declared);
  try {
    const db = await database();
    const actor = await requireActor(db);
    const text = await readLimited(request, MAX_BUNDLE_BYTES);
    if (text === null) return tooLarge();
    const check = checkImport(text);
    const first = check.refused[0];
    if (first) {
      const status = first.code === "E-FILE-TOO-LARGE" ? 413 : 400;
      return Response.json({ error: `${check.describe(first)}. Nothing was imported.`, findings: check.refused.map(check.describe) }, { status });
    }
    if (check.schema.length > 0 && !anyway) {
      const n = check.schema.length;
      return Response.json(
        {
          error: `${n} schema error${n === 1 ? "" : "s"}, the first: ${check.describe(check.schema[0]!)}. Nothing was imported.`,
          findings: check.schema.map(check.describe),
          canImportAnyway: true,
        },
        { status: 422 },
      );
    }
    const project = await importBundle(db, text, anyway && check.schema.length > 0 ? { message: "Imported from bundle despite schema errors" } : {});
    await access.makeCreatorOwner(db, actor, project.id);
    return Response.json({ project, findings: [...check.schema, ...check.lints].map(check.describe) }, { status: 201 });
  } catch (error) {
    if (isStoreError(error)) return Response.json({ error: error.message }, { status: storeErrorStatus(error) });
    console.error(error);
    return Response.json({ error: "Import failed on the server; nothing was created." }, { status: 500 });
  }
}

function tooLarge(bytes?: number) {
  const size = bytes ? ` is ${formatBytes(bytes)},` : " is";
  return Response.json({ error: `The file${size} over the ${formatBytes(MAX_BUNDLE_BYTES)} limit for a bundle; nothing was imported.` }, { status: 413 });
}
