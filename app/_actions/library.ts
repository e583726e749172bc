"use server";

import { revalidatePath } from "next/cache";
import * as access from "@/lib/auth/access";
import * as store from "@/lib/db";
import { prepareDocumentText } from "@/lib/parse-worker/document";
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

/**
 * Creates a document; `content` is its JSON text (an empty document when
 * absent). Only text is taken, never an object: see prepareDocumentText.
 */
export async function createDocument(
  projectId: string,
  input: { kind: string; name: string; content?: string; message?: string },
): Promise<ActionResult<DocumentSummary>> {
  const result = await run(async (db, actor) => {
    await access.checkProject(db, actor, projectId, "edit");
    const { kind, name, message, content } = input;
    const prepared = content === undefined ? undefined : await prepareDocumentText(content);
    return store.createDocument(db, projectId, { kind, name, message, prepared, author: access.authorName(actor) });
  });
  refresh();
  return result;
}

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

/**
 * Saves a new revision based on `baseRevisionId`; a stale base comes back as a
 * conflict. `content` is the document's JSON text — never an object, whose
 * "__proto__" keys React's decoder would have dropped before this runs — and
 * large text is parsed and checked off the request thread (prepareDocumentText).
 */
export async function saveDocument(input: {
  documentId: string;
  baseRevisionId: string | null;
  content: string;
  message?: string;
}): Promise<ActionResult<RevisionSummary>> {
  // No revalidation: in a server action it re-renders the open editor's page and
  // sends the whole document back with every save and autosave. The lists that
  // show sizes and counts are dynamic pages, fetched fresh when opened.
  return run(async (db, actor) => {
    await access.checkDocument(db, actor, input.documentId, "edit");
    const prepared = await prepareDocumentText(input.content);
    const { documentId, baseRevisionId, message } = input;
    return store.saveRevision(db, { documentId, baseRevisionId, message, content: undefined, prepared, author: access.authorName(actor) });
  });
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
