import { type PreparedContent, prepareContent } from "@/lib/db/content";
import { StoreError } from "@/lib/db/errors";
import { CheckerRefusal, type CheckerLimits, runChecked } from "./pool";

/** Text up to this many UTF-16 units is prepared in place: at most a few milliseconds' work within the limits. */
export const INLINE_CHARS = 256 * 1024;

/**
 * Why a document that arrives as anything but text is refused. A server
 * action's arguments are decoded by React before any code of ours sees them,
 * and its decoder deletes every "__proto__" key from an object (on purpose:
 * prototype pollution), so such a key could only be lost, never refused.
 * Text is passed through untouched, and refused with the same message as in
 * a bundle or a file.
 */
export const NOT_TEXT =
  'A document must be sent as JSON text, not as an object (an object\'s keys such as "__proto__" are dropped on the way, so they could not be refused); it was not saved.';

/**
 * A document's content as a save or a new document sends it, checked and
 * normalised for storage (lib/db/content) — in the file checker's worker
 * thread when it is large (lib/parse-worker/pool), so parsing megabytes never
 * stalls other requests. Refusals are StoreErrors with one-line messages.
 */
export async function prepareDocumentText(content: unknown, limits?: Partial<CheckerLimits>): Promise<PreparedContent> {
  if (typeof content !== "string") throw new StoreError("invalid", NOT_TEXT);
  if (content.length <= INLINE_CHARS) return prepareContent(content);
  try {
    const outcome = await runChecked({ kind: "document", text: content }, { what: "document", limits });
    if (outcome.kind === "store-error") throw new StoreError(outcome.code, outcome.message);
    return outcome.prepared;
  } catch (error) {
    if (error instanceof CheckerRefusal) throw new StoreError(error.reason === "timeout" || error.reason === "memory" ? "too-large" : "invalid", `${error.message}; it was not saved.`);
    throw error;
  }
}
