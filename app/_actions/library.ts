"use server";

import { revalidatePath } from "next/cache";
import * as access from "@/lib/auth/access";
import * as store from "@/lib/db";
import type { DocumentSummary, ProjectSummary, RevisionSummary } from "@/lib/db";
import type { ActionResult } from "../_lib/result";
import { run } from "./run";

// Every user action on the library goes through here; routes revalidate so
// server components show the new state at once.
const refresh = () => revalidatePath("/", "layout");

export async function createProject(name: string, description = ""): Promise<ActionResult<ProjectSummary>> {
  const result = await run(async (db, actor) => {
    const project = await store.createProject(db, { name, description });
    await access.makeCreatorOwner(db, actor, project.id);
    return project;
  });
  refresh();
  return result;
}

export async function updateProject(id: string, input: { name?: string; description?: string }): Promise<ActionResult<ProjectSummary>> {
  const result = await run(async (db, actor) => (await access.checkProject(db, actor, id, "own"), store.updateProject(db, id, input)));
  refresh();
  return result;
}

export async function duplicateProject(id: string): Promise<ActionResult<ProjectSummary>> {
  const result = await run(async (db, actor) => {
    await access.checkProject(db, actor, id, "read");
    const project = await store.duplicateProject(db, id);
    await access.makeCreatorOwner(db, actor, project.id);
    return project;
  });
  refresh();
  return result;
}

export async function trashProject(id: string): Promise<ActionResult<null>> {
  const result = await run(async (db, actor) => (await access.checkProject(db, actor, id, "own"), await store.trashProject(db, id), null));
  refresh();
  return result;
}

export async function restoreProject(id: string): Promise<ActionResult<ProjectSummary>> {
  const result = await run(async (db, actor) => (await access.checkProject(db, actor, id, "own"), store.restoreProject(db, id)));
  refresh();
  return result;
}

export async function purgeProject(id: string): Promise<ActionResult<null>> {
  const result = await run(async (db, actor) => (await access.checkProject(db, actor, id, "own"), await store.purgeProject(db, id), null));
  refresh();
  return result;
}

// Creating a document with content and saving a revision are route handlers
// (app/api/projects/[projectId]/documents, app/api/documents/[documentId]/revisions;
// the studio calls them through app/_lib/save-requests.ts): a document is
// megabytes, and a server action's body is decoded on the request thread
// before any check can run [#25 item 1]. Actions take only small arguments.

export async function renameDocument(id: string, name: string): Promise<ActionResult<DocumentSummary>> {
  const result = await run(async (db, actor) => (await access.checkDocument(db, actor, id, "edit"), store.renameDocument(db, id, name)));
  refresh();
  return result;
}

export async function duplicateDocument(id: string): Promise<ActionResult<DocumentSummary>> {
  const result = await run(async (db, actor) => (await access.checkDocument(db, actor, id, "edit"), store.duplicateDocument(db, id)));
  refresh();
  return result;
}

export async function trashDocument(id: string): Promise<ActionResult<null>> {
  const result = await run(async (db, actor) => (await access.checkDocument(db, actor, id, "edit"), await store.trashDocument(db, id), null));
  refresh();
  return result;
}

export async function restoreDocument(id: string): Promise<ActionResult<DocumentSummary>> {
  const result = await run(async (db, actor) => (await access.checkDocument(db, actor, id, "edit"), store.restoreDocument(db, id)));
  refresh();
  return result;
}

export async function purgeDocument(id: string): Promise<ActionResult<null>> {
  const result = await run(async (db, actor) => (await access.checkDocument(db, actor, id, "own"), await store.purgeDocument(db, id), null));
  refresh();
  return result;
}

export async function restoreRevision(input: {
  documentId: string;
  revisionId: string;
  baseRevisionId: string | null;
}): Promise<ActionResult<RevisionSummary>> {
  const result = await run(async (db, actor) => {
    await access.checkDocument(db, actor, input.documentId, "edit");
    await access.checkRevision(db, actor, input.revisionId, "read");
    return store.restoreRevision(db, { ...input, author: access.authorName(actor) });
  });
  refresh();
  return result;
}

/** The current state of a document, for "reload" after a conflict. */
export async function loadDocument(id: string): Promise<ActionResult<store.OpenDocument>> {
  return run(async (db, actor) => (await access.checkDocument(db, actor, id, "read"), store.openDocument(db, id)));
}

export async function loadSamples(): Promise<ActionResult<ProjectSummary[]>> {
  const result = await run(async (db, actor) => {
    const projects = await store.loadSampleProjects(db);
    for (const project of projects) await access.makeCreatorOwner(db, actor, project.id);
    return projects;
  });
  refresh();
  return result;
}
