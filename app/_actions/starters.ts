"use server";

import { revalidatePath } from "next/cache";
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
  return run((db) => store.listPickableDocuments(db, wanted));
}

export async function createProjectFromTemplate(template: string, name: string): Promise<ActionResult<ProjectSummary>> {
  const result = await run((db) => store.createProjectFromTemplate(db, { template, name }));
  refresh();
  return result;
}

/** A game from a starter, or a copy of `copyFrom` (a game in any project). */
export async function createGame(projectId: string, input: { name: string; starter?: string; copyFrom?: string }): Promise<ActionResult<DocumentSummary>> {
  const result = await run(async (db) => {
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
  const result = await run((db) => store.createStarterScenario(db, projectId, input));
  refresh();
  return result;
}

export async function copyDocumentToProject(id: string, projectId: string, move: boolean): Promise<ActionResult<DocumentSummary>> {
  const result = await run((db) => store.copyDocumentToProject(db, id, { projectId, move }));
  refresh();
  return result;
}
