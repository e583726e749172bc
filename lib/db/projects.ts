import type { Db } from "./db";
import { cleanDescription, cleanName, newId } from "./content";
import { copyDocumentInto } from "./document-copy";
import { StoreError } from "./errors";
import { toProject } from "./mappers";
import type { ProjectSummary } from "./types";

const withCount = { _count: { select: { documents: { where: { deletedAt: null } } } } } as const;

export async function listProjects(db: Db, options: { trashed?: boolean } = {}): Promise<ProjectSummary[]> {
  const rows = await db.project.findMany({
    where: { deletedAt: options.trashed ? { not: null } : null },
    orderBy: { updatedAt: "desc" },
    include: withCount,
  });
  return rows.map((row) => toProject(row, row._count.documents));
}

/** A live project, or not-found (also for one in the trash unless asked). */
export async function getProject(db: Db, id: string, options: { includeTrashed?: boolean } = {}): Promise<ProjectSummary> {
  const row = await db.project.findUnique({ where: { id }, include: withCount });
  if (!row || (row.deletedAt && !options.includeTrashed)) {
    throw new StoreError("not-found", `No project with id "${id}".`);
  }
  return toProject(row, row._count.documents);
}

export async function createProject(db: Db, input: { name: unknown; description?: unknown }): Promise<ProjectSummary> {
  const row = await db.project.create({
    data: {
      id: newId(),
      name: cleanName(input.name, "project"),
      description: cleanDescription(input.description),
    },
  });
  return toProject(row, 0);
}

export async function updateProject(
  db: Db,
  id: string,
  input: { name?: unknown; description?: unknown },
): Promise<ProjectSummary> {
  await getProject(db, id);
  await db.project.update({
    where: { id },
    data: {
      ...(input.name !== undefined ? { name: cleanName(input.name, "project") } : {}),
      ...(typeof input.description === "string" ? { description: cleanDescription(input.description) } : {}),
    },
  });
  return getProject(db, id);
}

/** A new project holding a copy of every live document's current content. */
export async function duplicateProject(db: Db, id: string): Promise<ProjectSummary> {
  const source = await getProject(db, id);
  const docs = await db.document.findMany({ where: { projectId: id, deletedAt: null }, orderBy: { createdAt: "asc" } });
  const copyId = newId();
  await db.$transaction(async (tx) => {
    await tx.project.create({
      data: { id: copyId, name: `${source.name} (copy)`.slice(0, 200), description: source.description },
    });
    for (const doc of docs) {
      await copyDocumentInto(tx, doc, copyId, doc.name, `Copied from project "${source.name}"`);
    }
    // Maps name their background pictures by hash: the copy needs the same pictures.
    const assets = await tx.asset.findMany({ where: { projectId: id } });
    for (const { projectId: _from, ...asset } of assets) await tx.asset.create({ data: { ...asset, projectId: copyId } });
  });
  return getProject(db, copyId);
}

/** Moves a project to the trash; its documents and history stay untouched. */
export async function trashProject(db: Db, id: string): Promise<void> {
  await getProject(db, id);
  await db.project.update({ where: { id }, data: { deletedAt: new Date() } });
}

export async function restoreProject(db: Db, id: string): Promise<ProjectSummary> {
  await getProject(db, id, { includeTrashed: true });
  await db.project.update({ where: { id }, data: { deletedAt: null } });
  return getProject(db, id);
}

/** Deletes a trashed project for good. Only from the trash, never in one click from the library. */
export async function purgeProject(db: Db, id: string): Promise<void> {
  const project = await getProject(db, id, { includeTrashed: true });
  if (!project.deletedAt) throw new StoreError("invalid", "Only a project in the trash can be deleted for good.");
  await db.$transaction(async (tx) => {
    await tx.revision.deleteMany({ where: { document: { projectId: id } } });
    await tx.document.deleteMany({ where: { projectId: id } });
    await tx.asset.deleteMany({ where: { projectId: id } });
    await tx.project.delete({ where: { id } });
  });
}
