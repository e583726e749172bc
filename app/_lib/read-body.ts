/**
 * A request body as bytes, read no further than `limit` bytes: null when it
 * is longer (the declared Content-Length can lie or be absent, so the stream
 * is counted, and cancelled as soon as it passes the limit). The bytes own
 * their ArrayBuffer whole, never a slice of Node's shared buffer pool, so they
 * can be handed to a worker thread without a copy (lib/parse-worker).
 */
export async function readLimitedBytes(request: Request, limit: number): Promise<Uint8Array | null> {
  if (!request.body) return new Uint8Array(0);
  const declared = declaredLength(request);
  if (declared !== null && declared > limit) {
    await request.body.cancel();
    return null;
  }
  const reader = request.body.getReader();
  // With a declared length, each chunk is copied into place as it arrives: no copy of the whole at the end
  // (40 MB at once held the request thread ~50 ms), and no second copy in memory.
  const into = declared !== null ? new Uint8Array(declared) : null;
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (total + value.byteLength > limit || (into && total + value.byteLength > into.byteLength)) {
      await reader.cancel();
      return null;
    }
    if (into) into.set(value, total);
    else chunks.push(value);
    total += value.byteLength;
  }
  if (into) return total === into.byteLength ? into : into.slice(0, total);
  // Next hands a route a body it has buffered as one chunk: keep it when it owns its memory.
  const only = chunks.length === 1 ? chunks[0]! : null;
  if (only && only.byteOffset === 0 && only.byteLength === only.buffer.byteLength && only.buffer instanceof ArrayBuffer) return only;
  const bytes = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}

/** The Content-Length a request declares, or null when absent or not a plain number. */
function declaredLength(request: Request): number | null {
  const header = request.headers.get("content-length");
  return header !== null && /^\s*\d+\s*$/.test(header) ? Number(header) : null;
}

/** readLimitedBytes as UTF-8 text (a malformed sequence becomes U+FFFD), or null when longer than `limit`. */
export async function readLimited(request: Request, limit: number): Promise<string | null> {
  const bytes = await readLimitedBytes(request, limit);
  return bytes === null ? null : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("utf8");
}
