import { requireActor } from "@/app/_lib/actor";
import { storeErrorStatus } from "@/app/_lib/error-status";
import * as access from "@/lib/auth/access";
import { database, getAsset, isStoreError } from "@/lib/db";

/**
 * Serves a project's picture with the type its bytes were checked to be. The
 * URL names the content, so it never changes: browsers may keep it for good.
 */
export async function GET(_request: Request, context: { params: Promise<{ projectId: string; sha256: string }> }) {
  const { projectId, sha256 } = await context.params;
  try {
    const db = await database();
    await access.checkProject(db, await requireActor(db), projectId, "read");
    const asset = await getAsset(db, projectId, sha256);
    return new Response(new Blob([asset.data as BlobPart]), {
      headers: {
        "content-type": asset.contentType,
        "content-length": String(asset.size),
        "cache-control": "private, max-age=31536000, immutable",
        "x-content-type-options": "nosniff",
        // An SVG opened on its own would run as a document: no scripts, no loads, an opaque origin.
        ...(asset.contentType === "image/svg+xml" ? { "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox" } : {}),
      },
    });
  } catch (error) {
    if (isStoreError(error)) return Response.json({ error: error.message }, { status: storeErrorStatus(error) });
    console.error(error);
    return Response.json({ error: "The picture could not be read; see the server's log." }, { status: 500 });
  }
}
