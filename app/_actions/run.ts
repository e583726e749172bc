import "server-only";
import { type Actor, authorName } from "@/lib/auth/access";
import { ConflictError, conflictMessage, database, type Db, isStoreError } from "@/lib/db";
import { requireActor } from "../_lib/actor";
import type { ActionResult } from "../_lib/result";

/**
 * Runs a store call for a server action: store errors become their one-line
 * message, anything else is logged here and shown as a generic failure. The
 * work gets who is asking (app/_lib/actor.ts): every action checks it with
 * lib/auth/access.ts before touching anything (a no-op in the single-user studio).
 */
export async function run<T>(work: (db: Db, actor: Actor) => Promise<T>): Promise<ActionResult<T>> {
  let actor: Actor | null = null;
  try {
    const db = await database();
    actor = await requireActor(db);
    return { ok: true, value: await work(db, actor) };
  } catch (error) {
    if (error instanceof ConflictError) {
      const author = error.currentRevisionAuthor;
      return {
        ok: false,
        error: conflictMessage(author, actor ? authorName(actor) : ""),
        conflict: { currentRevisionId: error.currentRevisionId, currentRevisionAt: error.currentRevisionAt, currentRevisionAuthor: author },
      };
    }
    if (isStoreError(error)) return { ok: false, error: error.message };
    console.error(error);
    return { ok: false, error: "Something went wrong on the server; nothing was changed. See the server log for details." };
  }
}
