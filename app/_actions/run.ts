import "server-only";
import { ConflictError, database, type Db, isStoreError } from "@/lib/db";
import type { ActionResult } from "../_lib/result";

/**
 * Runs a store call for a server action: store errors become their one-line
 * message, anything else is logged here and shown as a generic failure.
 */
export async function run<T>(work: (db: Db) => Promise<T>): Promise<ActionResult<T>> {
  try {
    return { ok: true, value: await work(await database()) };
  } catch (error) {
    if (error instanceof ConflictError) {
      return {
        ok: false,
        error: error.message,
        conflict: { currentRevisionId: error.currentRevisionId, currentRevisionAt: error.currentRevisionAt },
      };
    }
    if (isStoreError(error)) return { ok: false, error: error.message };
    console.error(error);
    return { ok: false, error: "Something went wrong on the server; nothing was changed. See the server log for details." };
  }
}
