import "server-only";
import { type Actor, authorName } from "@/lib/auth/access";
import { ConflictError, conflictMessage, database, type Db, isStoreError } from "@/lib/db";
import { CheckerRefusal } from "@/lib/parse-worker/pool";
import { requireActor } from "../_lib/actor";
import { storeErrorStatus } from "../_lib/error-status";
import type { ActionResult } from "../_lib/result";

/**
 * Runs a store call for a server action: store errors become their one-line
 * message, anything else is logged here and shown as a generic failure. The
 * work gets who is asking (app/_lib/actor.ts): every action checks it with
 * lib/auth/access.ts before touching anything (a no-op in the single-user studio).
 */
export async function run<T>(work: (db: Db, actor: Actor) => Promise<T>): Promise<ActionResult<T>> {
  return (await runWithStatus(work)).result;
}

/**
 * run, with the HTTP status a route handler answers the result with: the
 * routes that take large bodies (saves) answer the same results as actions.
 */
export async function runWithStatus<T>(work: (db: Db, actor: Actor) => Promise<T>): Promise<{ result: ActionResult<T>; status: number }> {
  let actor: Actor | null = null;
  try {
    const db = await database();
    actor = await requireActor(db);
    return { result: { ok: true, value: await work(db, actor) }, status: 200 };
  } catch (error) {
    if (error instanceof ConflictError) {
      const author = error.currentRevisionAuthor;
      const conflict = { currentRevisionId: error.currentRevisionId, currentRevisionAt: error.currentRevisionAt, currentRevisionAuthor: author };
      return { result: { ok: false, error: conflictMessage(author, actor ? authorName(actor) : ""), conflict }, status: 409 };
    }
    if (isStoreError(error)) return { result: { ok: false, error: error.message }, status: storeErrorStatus(error) };
    // The file checker is busy (or failed): nothing was saved, and trying again later can succeed.
    if (error instanceof CheckerRefusal) return { result: { ok: false, error: `${error.message}; nothing was saved.` }, status: error.status };
    console.error(error);
    return { result: { ok: false, error: "Something went wrong on the server; nothing was changed. See the server log for details." }, status: 500 };
  }
}

/** runWithStatus as a route handler's answer: the result as JSON, with its status. */
export async function respond<T>(work: (db: Db, actor: Actor) => Promise<T>): Promise<Response> {
  const { result, status } = await runWithStatus(work);
  return Response.json(result, { status, headers: { "cache-control": "no-store" } });
}
