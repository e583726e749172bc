import "server-only";
import { StoreError } from "@/lib/db";
import { PLAYTEST_BODY_BYTES, type PlaytestBody, checkPlaytestBody } from "@/lib/parse-worker/playtest-body";
import { CheckerRefusal, runChecked } from "@/lib/parse-worker/pool";
import { INLINE_BYTES } from "@/lib/parse-worker/document";
import { readSaveBody } from "./route-body";

export type ReadyPlaytestBody = Extract<PlaytestBody, { kind: "ready" }>;

/**
 * A saved game's request body, read and checked: a small one here, a large
 * one (a long game's log) in the file checker's worker, so its parsing never
 * holds up other requests [#25 item 1]. Refusals are StoreErrors.
 */
export async function readPlaytestBody(request: Request): Promise<ReadyPlaytestBody> {
  const bytes = await readSaveBody(request, PLAYTEST_BODY_BYTES, "saved game");
  let body: PlaytestBody;
  try {
    body =
      bytes.byteLength <= INLINE_BYTES
        ? checkPlaytestBody(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("utf8"))
        : await runChecked({ kind: "playtest", bytes }, { what: "saved game", transfer: [bytes.buffer as ArrayBuffer] });
  } catch (error) {
    // Busy or failed: answered as such by runWithStatus (503, 500), for the studio to try again.
    if (error instanceof CheckerRefusal && (error.reason === "timeout" || error.reason === "memory")) throw new StoreError("too-large", `${error.message}; the game was not saved.`);
    throw error;
  }
  if (body.kind === "refused") throw new StoreError(body.status === 413 ? "too-large" : "invalid", body.error);
  return body;
}

/** A text field of the body, or undefined when absent; anything else is refused. */
export function textField(body: ReadyPlaytestBody, name: string): string | undefined {
  const value = body.fields[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== "string") throw new StoreError("invalid", `"${name}" must be text; the game was not saved.`);
  return value;
}
