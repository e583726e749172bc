"use server";

import * as access from "@/lib/auth/access";
import * as store from "@/lib/db";
import type { Playtest } from "@/lib/db";
import type { ActionResult } from "../_lib/result";
import { run } from "./run";

export async function startPlaytest(input: { scenarioRevisionId: string; gameRevisionId?: string; mapRevisionId?: string; seed: number; name?: string; actions?: unknown[]; status?: string }): Promise<ActionResult<Playtest>> {
  return run(async (db, actor) => {
    // Viewers playtest [#17 item 5]; the game and map revisions must be ones they may read too.
    await access.checkRevision(db, actor, input.scenarioRevisionId, "read");
    if (input.gameRevisionId) await access.checkRevision(db, actor, input.gameRevisionId, "read");
    if (input.mapRevisionId) await access.checkRevision(db, actor, input.mapRevisionId, "read");
    return store.createPlaytest(db, input);
  });
}

export async function savePlaytest(id: string, input: { actions: unknown[]; status?: string; name?: string }): Promise<ActionResult<{ id: string; actionCount: number }>> {
  return run(async (db, actor) => {
    await access.checkPlaytest(db, actor, id, "read");
    const saved = await store.updatePlaytest(db, id, input);
    return { id: saved.id, actionCount: saved.actionCount };
  });
}
