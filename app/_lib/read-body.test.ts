import { describe, expect, it } from "vitest";
import { readLimited, readLimitedBytes } from "./read-body";

/** A request whose body arrives in `chunks`, declaring `length` (or nothing). */
function streamed(chunks: string[], length?: number): Request {
  const encoder = new TextEncoder();
  let pulled = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled < chunks.length) controller.enqueue(encoder.encode(chunks[pulled++]!));
      else controller.close();
    },
  });
  const headers = length === undefined ? {} : { "content-length": String(length) };
  return new Request("http://127.0.0.1/api/x", { method: "POST", body, headers, duplex: "half" } as RequestInit);
}

describe("reading a request body no further than a limit", () => {
  it("reads a body in chunks whole, with or without a declared length", async () => {
    expect(await readLimited(streamed(["{\"a\":", "1}"], 7), 100)).toBe('{"a":1}');
    expect(await readLimited(streamed(["{\"a\":", "1}"]), 100)).toBe('{"a":1}');
  });

  it("refuses a declared length over the limit before reading anything", async () => {
    const request = streamed(["x".repeat(10)], 200);
    expect(await readLimitedBytes(request, 100)).toBeNull();
  });

  it("stops at the limit when the length is not declared, or a body runs past what it declared", async () => {
    expect(await readLimitedBytes(streamed(["x".repeat(60), "x".repeat(60)]), 100)).toBeNull();
    expect(await readLimitedBytes(streamed(["x".repeat(60), "x".repeat(60)], 80), 100)).toBeNull();
  });

  it("hands back bytes that own their buffer whole, to be moved to a worker without a copy", async () => {
    const bytes = (await readLimitedBytes(streamed(["ab", "cd"], 4), 100))!;
    expect(bytes.byteLength).toBe(4);
    expect(bytes.buffer.byteLength).toBe(4);
    const short = (await readLimitedBytes(streamed(["ab"], 4), 100))!;
    expect(new TextDecoder().decode(short)).toBe("ab");
    expect(short.buffer.byteLength).toBe(2);
  });
});
