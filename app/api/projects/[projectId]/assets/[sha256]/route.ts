import { database, getAsset, isStoreError } from "@/lib/db";

/**
 * Serves a project's picture with the type its bytes were checked to be. The
 * URL names the content, so it never changes: browsers may keep it for good.
 */
export async function GET(_request: Request, context: { params: Promise<{ projectId: string; sha256: string }> }) {
  const { projectId, sha256 } = await context.params;
  try {
    const asset = await getAsset(await database(), projectId, sha256);
    return new Response(new Blob([asset.data as BlobPart]), {
      headers: {
        "content-type": asset.contentType,
        "content-length": String(asset.size),
        "cache-control": "private, max-age=31536000, immutable",
      },
    });
  } catch (error) {
    if (isStoreError(error)) return Response.json({ error: error.message }, { status: error.code === "not-found" ? 404 : 400 });
    console.error(error);
    return Response.json({ error: "The picture could not be read; see the server's log." }, { status: 500 });
  }
}
