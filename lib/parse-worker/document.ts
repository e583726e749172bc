import { type PreparedContent, prepareContent } from "@/lib/db/content";
import { StoreError } from "@/lib/db/errors";
import { CheckerRefusal, type CheckerLimits, runChecked } from "./pool";
import type { ParseTask } from "./tasks";

/** A body up to this many bytes is prepared in place: at most a few milliseconds' work within the limits. */
export const INLINE_BYTES = 256 * 1024;

/**
 * A document's content as a save or a new document sends it — the request
 * body's bytes (app/api/documents/…/revisions, app/api/projects/…/documents) —
 * checked and normalised for storage (lib/db/content): in the file checker's
 * worker thread when it is large (./pool.ts), where the bytes go without a
 * copy and are decoded, so parsing megabytes never stalls other requests.
 * Refusals are StoreErrors with one-line messages.
 */
export async function prepareDocumentBytes(bytes: Uint8Array, limits?: Partial<CheckerLimits>): Promise<PreparedContent> {
  if (bytes.byteLength <= INLINE_BYTES) return prepareContent(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("utf8"));
  return inWorker({ kind: "document", bytes }, [bytes.buffer as ArrayBuffer], limits);
}

async function inWorker(task: ParseTask & { kind: "document" }, transfer: ArrayBuffer[], limits?: Partial<CheckerLimits>): Promise<PreparedContent> {
  try {
    const outcome = await runChecked(task, { what: "document", limits, transfer });
    if (outcome.kind === "store-error") throw new StoreError(outcome.code, outcome.message);
    return outcome.prepared;
  } catch (error) {
    // Busy or failed: the caller answers it as such (app/_actions/run.ts: 503, 500), to be tried again.
    if (error instanceof CheckerRefusal && (error.reason === "timeout" || error.reason === "memory")) throw new StoreError("too-large", `${error.message}; it was not saved.`);
    throw error;
  }
}
