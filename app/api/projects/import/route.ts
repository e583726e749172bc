import { database, importBundle, isStoreError, MAX_BUNDLE_BYTES } from "@/lib/db";

/**
 * Imports a bundle (the request body is the file's text) as a new project.
 * The size is checked before the body is read whole.
 */
export async function POST(request: Request) {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > MAX_BUNDLE_BYTES) return tooLarge();
  try {
    const text = await readLimited(request, MAX_BUNDLE_BYTES);
    if (text === null) return tooLarge();
    const project = await importBundle(await database(), text);
    return Response.json({ project }, { status: 201 });
  } catch (error) {
    if (isStoreError(error)) return Response.json({ error: error.message }, { status: error.code === "too-large" ? 413 : 400 });
    console.error(error);
    return Response.json({ error: "Import failed on the server; nothing was created." }, { status: 500 });
  }
}

function tooLarge() {
  return Response.json({ error: `The file is larger than ${MAX_BUNDLE_BYTES / 1024 / 1024} MB; nothing was imported.` }, { status: 413 });
}

async function readLimited(request: Request, limit: number): Promise<string | null> {
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}
