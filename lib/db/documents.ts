import type { DocumentKind } from "@/lib/model/document-kind";
import { isDocumentKind } from "@/lib/model/document-kind";
import type { Db } from "./db";
import { type PreparedContent, cleanName, newId, prepareContent } from "./content";
import { copyDocumentInto, insertDocument } from "./document-copy";
import { StoreError } from "./errors";
import { toDocument, toRevision } from "./mappers";
import { getProject } from "./projects";
import type { DocumentSummary, OpenDocument } from "./types";


import type { DocumentRow, Tx } from "./document-copy";

async function summarise(db: Db | Tx, rows: DocumentRow[]): Promise<DocumentSummary[]> {
  const ids = rows.map((r) => r.currentRevisionId).filter((id): id is string => id !== null);
  const sizes = new Map(
    (await db.revision.findMany({ where: { id: { in: ids } }, select: { id: true, size: true } })).map((r) => [
      r.id,
      r.size,
    ]),
  );
  const counts = new Map(
    (
      await db.revision.groupBy({
        by: ["documentId"],
        where: { documentId: { in: rows.map((r) => r.id) } },
        _count: { _all: true },
      })
    ).map((g) => [g.documentId, g._count._all]),
  );
  return rows.map((row) =>
    toDocument(row, counts.get(row.id) ?? 0, row.currentRevisionId ? (sizes.get(row.currentRevisionId) ?? 0) : 0),
  );
}

export async function listDocuments(db: Db, projectId: string): Promise<DocumentSummary[]> {
  await getProject(db, projectId);
  const rows = await db.document.findMany({
    where: { projectId, deletedAt: null },
    orderBy: [{ kind: "asc" }, { name: "asc" }],
  });
  return summarise(db, rows);
}

export async function getDocument(db: Db, id: string, options: { includeTrashed?: boolean } = {}): Promise<DocumentSummary> {
  const row = await db.document.findUnique({ where: { id } });
  if (!row || (row.deletedAt && !options.includeTrashed)) {
    throw new StoreError("not-found", `No document with id "${id}".`);
  }
  const [summary] = await summarise(db, [row]);
  return summary!;
}

/** A document with its project and current revision, ready for an editor. */
export async function openDocument(db: Db, id: string): Promise<OpenDocument> {
  const document = await getDocument(db, id);
  const project = await getProject(db, document.projectId);
  const revision = document.currentRevisionId
    ? await db.revision.findUnique({ where: { id: document.currentRevisionId } })
    : null;
  return { document, project, revision: revision ? toRevision(revision) : null };
}

export async function createDocument(
  db: Db,
  projectId: string,
  input: { kind: unknown; name: unknown; content?: unknown; prepared?: PreparedContent; message?: string; author?: string },
): Promise<DocumentSummary> {
  await getProject(db, projectId);
  if (!isDocumentKind(input.kind)) {
    throw new StoreError("invalid", `A document's kind must be game, map or scenario, not "${String(input.kind)}".`);
  }
  const kind: DocumentKind = input.kind;
  const name = cleanName(input.name, "document");
  // `prepared`: checked already, off the request thread (lib/parse-worker); `content` is then not read.
  const prepared = input.prepared ?? prepareContent(input.content ?? { schemaVersion: 1 });
  const id = newId();
  await db.$transaction(async (tx) => {
    await insertDocument(tx, {
      id,
      projectId,
      kind,
      name,
      prepared,
      message: input.message ?? "Created",
      author: input.author ?? "",
    });
  });
  return getDocument(db, id);
}

export async function renameDocument(db: Db, id: string, name: unknown): Promise<DocumentSummary> {
  await getDocument(db, id);
  await db.document.update({ where: { id }, data: { name: cleanName(name, "document") } });
  return getDocument(db, id);
}

export async function duplicateDocument(db: Db, id: string, name?: string): Promise<DocumentSummary> {
  const source = await db.document.findUnique({ where: { id } });
  if (!source || source.deletedAt) throw new StoreError("not-found", `No document with id "${id}".`);
  const copyName = cleanName(name ?? `${source.name} (copy)`.slice(0, 200), "document");
  const copyId = await db.$transaction((tx) =>
    copyDocumentInto(tx, source, source.projectId, copyName, `Copied from "${source.name}"`),
  );
  return getDocument(db, copyId);
}

export async function trashDocument(db: Db, id: string): Promise<void> {
  await getDocument(db, id);
  await db.document.update({ where: { id }, data: { deletedAt: new Date() } });
}

export async function restoreDocument(db: Db, id: string): Promise<DocumentSummary> {
  await getDocument(db, id, { includeTrashed: true });
  await db.document.update({ where: { id }, data: { deletedAt: null } });
  return getDocument(db, id);
}

export async function purgeDocument(db: Db, id: string): Promise<void> {
  const doc = await getDocument(db, id, { includeTrashed: true });
  if (!doc.deletedAt) throw new StoreError("invalid", "Only a document in the trash can be deleted for good.");
  await db.$transaction(async (tx) => {
    await tx.revision.deleteMany({ where: { documentId: id } });
    await tx.document.delete({ where: { id } });
  });
}
