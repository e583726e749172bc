import { requireActor } from "@/app/_lib/actor";
import { storeErrorStatus } from "@/app/_lib/error-status";
import * as access from "@/lib/auth/access";
import { database, isStoreError, MAX_ASSET_BYTES, putAsset } from "@/lib/db";
import { readLimited } from "@/app/_lib/read-body";
import { scanJsonShape } from "@/lib/model/json-limits";

// base64 is 4/3 of the bytes; a little more for the JSON around it.
const MAX_BODY_BYTES = Math.ceil((MAX_ASSET_BYTES * 4) / 3) + 4096;

/**
 * Uploads a picture (PNG or JPEG) to a project: `{ "base64": "…" }`. The body
 * is JSON because the request guard refuses other bodies on /api (a form on
 * another site could post those). Answers `{ sha256, contentType, size }`.
 */
export async function POST(request: Request, context: { params: Promise<{ projectId: string }> }) {
  const { projectId } = await context.params;
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > MAX_BODY_BYTES) return tooLarge();
  try {
    const db = await database();
    await access.checkProject(db, await requireActor(db), projectId, "edit");
    const text = await readLimited(request, MAX_BODY_BYTES);
    if (text === null) return tooLarge();
    // The body is one object holding one string: anything more nested or numerous is refused on the text, so
    // JSON.parse never builds millions of objects on the request thread [#25 item 1].
    if (scanJsonShape(text, { maxDepth: 1, maxContainers: 1 }).problem) {
      return Response.json({ error: "The body must be JSON: { \"base64\": \"…\" }." }, { status: 400 });
    }
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return Response.json({ error: "The body must be JSON: { \"base64\": \"…\" }." }, { status: 400 });
    }
    const base64 = body && typeof body === "object" ? (body as { base64?: unknown }).base64 : undefined;
    if (typeof base64 !== "string" || !/^[A-Za-z0-9+/]*={0,2}$/.test(base64)) {
      return Response.json({ error: "The body must hold the picture as base64 in \"base64\"." }, { status: 400 });
    }
    const asset = await putAsset(db, projectId, new Uint8Array(Buffer.from(base64, "base64")));
    return Response.json(asset, { status: 201 });
  } catch (error) {
    if (isStoreError(error)) {
      return Response.json({ error: error.message }, { status: storeErrorStatus(error) });
    }
    console.error(error);
    return Response.json({ error: "The picture could not be stored; see the server's log." }, { status: 500 });
  }
}

function tooLarge() {
  return Response.json({ error: "The picture is over the 10 MB limit." }, { status: 413 });
}
