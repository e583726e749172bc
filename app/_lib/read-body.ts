/**
 * A request body as bytes, read no further than `limit` bytes: null when it
 * is longer (the declared Content-Length can lie or be absent, so the stream
 * is counted, and cancelled as soon as it passes the limit). The bytes own
 * their ArrayBuffer whole, never a slice of Node's shared buffer pool, so they
 * can be handed to a worker thread without a copy (lib/parse-worker).
 */
export async function readLimitedBytes(request: Request, limit: number): Promise<Uint8Array | null> {
  if (!request.body) return new Uint8Array(0);
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
  // Next hands a route the body it has buffered as one chunk: keep it when it owns its memory (a 40 MB copy costs the thread ~50 ms).
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

/** readLimitedBytes as UTF-8 text (a malformed sequence becomes U+FFFD), or null when longer than `limit`. */
export async function readLimited(request: Request, limit: number): Promise<string | null> {
  const bytes = await readLimitedBytes(request, limit);
  return bytes === null ? null : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("utf8");
}
