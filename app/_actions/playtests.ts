"use server";

import * as store from "@/lib/db";
import type { Playtest } from "@/lib/db";
import type { ActionResult } from "../_lib/result";
import { run } from "./run";

export async function startPlaytest(input: { scenarioRevisionId: string; gameRevisionId?: string; mapRevisionId?: string; seed: number; name?: string; actions?: unknown[]; status?: string }): Promise<ActionResult<Playtest>> {
  return run((db) => store.createPlaytest(db, input));
}

export async function savePlaytest(id: string, input: { actions: unknown[]; status?: string; name?: string }): Promise<ActionResult<{ id: string; actionCount: number }>> {
  return run(async (db) => {
    const saved = await store.updatePlaytest(db, id, input);
    return { id: saved.id, actionCount: saved.actionCount };
  });
}
