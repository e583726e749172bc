"use server";

import { revalidatePath } from "next/cache";
import * as access from "@/lib/auth/access";
import * as store from "@/lib/db";
import type { DocumentSummary, PickableProject, ProjectSummary } from "@/lib/db";
import type { DocumentKind } from "@/lib/model/document-kind";
import { isDocumentKind } from "@/lib/model/document-kind";
import type { ActionResult } from "../_lib/result";
import { run } from "./run";

// Starting points (issue 14): templates, starters, copy and move between projects.
const refresh = () => revalidatePath("/", "layout");

/** Every live project with its documents of these kinds, for the dialogs' pickers. */
export async function listPickable(kinds: string[]): Promise<ActionResult<PickableProject[]>> {
  const wanted = kinds.filter((k): k is DocumentKind => isDocumentKind(k));
  return run(async (db, actor) => access.filterVisible(db, actor, await store.listPickableDocuments(db, wanted), (p) => p.id));
}

export async function createProjectFromTemplate(template: string, name: string): Promise<ActionResult<ProjectSummary>> {
  const result = await run(async (db, actor) => {
    const project = await store.createProjectFromTemplate(db, { template, name });
    await access.makeCreatorOwner(db, actor, project.id);
    return project;
  });
  refresh();
  return result;
}

/** A game from a starter, or a copy of `copyFrom` (a game in any project). */
export async function createGame(projectId: string, input: { name: string; starter?: string; copyFrom?: string }): Promise<ActionResult<DocumentSummary>> {
  const result = await run(async (db, actor) => {
    await access.checkProject(db, actor, projectId, "edit");
    if (input.copyFrom) await access.checkDocument(db, actor, input.copyFrom, "read");
    if (!input.copyFrom) return store.createStarterGame(db, projectId, { starter: input.starter, name: input.name });
    const source = await store.getDocument(db, input.copyFrom);
    if (source.kind !== "game") throw new store.StoreError("invalid", "Pick a game to copy from.");
    // Within the same project a copy is a duplicate under the new name.
    if (source.projectId === projectId) return store.duplicateDocument(db, source.id, input.name);
    return store.copyDocumentToProject(db, source.id, { projectId, name: input.name });
  });
  refresh();
  return result;
}

export async function createScenario(projectId: string, input: store.NewScenarioInput): Promise<ActionResult<DocumentSummary>> {
  const result = await run(async (db, actor) => {
    await access.checkProject(db, actor, projectId, "edit");
    await access.checkDocument(db, actor, input.gameId, "read");
    await access.checkDocument(db, actor, input.mapId, "read");
    return store.createStarterScenario(db, projectId, input);
  });
  refresh();
  return result;
}

export async function copyDocumentToProject(id: string, projectId: string, move: boolean): Promise<ActionResult<DocumentSummary>> {
  const result = await run(async (db, actor) => {
    // Moving takes the document out of its project: that needs edit there, as trashing does.
    await access.checkDocument(db, actor, id, move ? "edit" : "read");
    await access.checkProject(db, actor, projectId, "edit");
    return store.copyDocumentToProject(db, id, { projectId, move });
  });
  refresh();
  return result;
}
