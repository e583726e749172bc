"use server";

import * as access from "@/lib/auth/access";
import * as store from "@/lib/db";
import type { Playtest } from "@/lib/db";
import { checkPlaytestChange } from "../_lib/playtest-owner";
import type { ActionResult } from "../_lib/result";
import { run } from "./run";

/** Starts a saved game; it belongs to whoever starts it (app/_lib/playtest-owner.ts). */
export async function startPlaytest(input: { scenarioRevisionId: string; gameRevisionId?: string; mapRevisionId?: string; seed: number; name?: string; actions?: unknown[]; status?: string }): Promise<ActionResult<Playtest>> {
  return run(async (db, actor) => {
    // Viewers playtest [#17 item 5]; the game and map revisions must be ones they may read too.
    await access.checkRevision(db, actor, input.scenarioRevisionId, "read");
    if (input.gameRevisionId) await access.checkRevision(db, actor, input.gameRevisionId, "read");
    if (input.mapRevisionId) await access.checkRevision(db, actor, input.mapRevisionId, "read");
    // Only the fields a game is started with: who started it comes from the session, never the request [#25 item 4].
    const { scenarioRevisionId, gameRevisionId, mapRevisionId, seed, name, actions, status } = input;
    return store.createPlaytest(db, { scenarioRevisionId, gameRevisionId, mapRevisionId, seed, name, actions, status, createdById: actor.kind === "user" ? actor.user.id : null });
  });
}

/** Saves a game's log (and status, name): only its creator, the project's owners and admins may [#25 item 4]. */
export async function savePlaytest(id: string, input: { actions: unknown[]; status?: string; name?: string }): Promise<ActionResult<{ id: string; actionCount: number }>> {
  return run(async (db, actor) => {
    await checkPlaytestChange(db, actor, id);
    const saved = await store.updatePlaytest(db, id, { actions: input.actions, status: input.status, name: input.name });
    return { id: saved.id, actionCount: saved.actionCount };
  });
}
