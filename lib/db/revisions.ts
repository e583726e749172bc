import { type PreparedContent, prepareContent, newId } from "./content";
import type { Db } from "./db";
import { ConflictError, StoreError } from "./errors";
import { getDocument } from "./documents";
import { toRevision, toRevisionSummary } from "./mappers";
import type { Revision, RevisionSummary } from "./types";

export async function listRevisions(db: Db, documentId: string): Promise<RevisionSummary[]> {
  await getDocument(db, documentId);
  const rows = await db.revision.findMany({
    where: { documentId },
    orderBy: [{ createdAt: "desc" }, { id: "asc" }],
    omit: { content: true },
  });
  return rows.map(toRevisionSummary);
}

export async function getRevision(db: Db, id: string): Promise<Revision> {
  const row = await db.revision.findUnique({ where: { id } });
  if (!row) throw new StoreError("not-found", `No revision with id "${id}".`);
  return toRevision(row);
}

export interface SaveInput {
  documentId: string;
  /** The revision the editor loaded; a save from a stale base is refused. */
  baseRevisionId: string | null;
  content: unknown;
  /** The content already prepared (checked off the request thread, lib/parse-worker): then `content` is not read. */
  prepared?: PreparedContent;
  message?: string;
  author?: string;
}

export interface SaveHooks {
  /** Runs inside the transaction after the writes, before commit (crash tests use it). */
  beforeCommit?: () => void | Promise<void>;
}

/**
 * Saves a new revision and makes it current, in one transaction: a crash at
 * any point leaves the previous revision current and no half-written row.
 */
export async function saveRevision(db: Db, input: SaveInput, hooks: SaveHooks = {}): Promise<RevisionSummary> {
  const prepared = input.prepared ?? prepareContent(input.content);
  const message = (input.message ?? "").trim().slice(0, 500);
  const author = (input.author ?? "").trim().slice(0, 100);
  const id = newId();
  const row = await db.$transaction(async (tx) => {
    // Check-and-set in one statement: the pointer moves only if the document is
    // live and still names the base. Never read-then-write: on PostgreSQL the
    // UPDATE takes the row lock, so a save racing it (in any server process)
    // waits, then finds the pointer moved and matches nothing.
    const moved = await tx.document.updateMany({
      where: { id: input.documentId, deletedAt: null, currentRevisionId: input.baseRevisionId },
      data: { currentRevisionId: id, schemaVersion: prepared.schemaVersion },
    });
    if (moved.count !== 1) {
      // Read after the failed update, so the conflict names the save that won.
      const doc = await tx.document.findUnique({ where: { id: input.documentId } });
      if (!doc || doc.deletedAt) throw new StoreError("not-found", `No document with id "${input.documentId}".`);
      const current = doc.currentRevisionId
        ? await tx.revision.findUnique({ where: { id: doc.currentRevisionId }, select: { createdAt: true, author: true } })
        : null;
      throw new ConflictError(doc.currentRevisionId, current ? current.createdAt.toISOString() : null, current?.author ?? "");
    }
    const created = await tx.revision.create({
      data: {
        id,
        documentId: input.documentId,
        parentId: input.baseRevisionId,
        content: prepared.text,
        contentHash: prepared.hash,
        size: prepared.size,
        message,
        author,
      },
      omit: { content: true },
    });
    await hooks.beforeCommit?.();
    return created;
  });
  return toRevisionSummary(row);
}

/** Makes an old revision's content current again, as a new revision (history is never rewritten). */
export async function restoreRevision(
  db: Db,
  input: { documentId: string; revisionId: string; baseRevisionId: string | null; author?: string },
): Promise<RevisionSummary> {
  const old = await getRevision(db, input.revisionId);
  if (old.documentId !== input.documentId) {
    throw new StoreError("not-found", `Revision "${input.revisionId}" does not belong to this document.`);
  }
  return saveRevision(db, {
    documentId: input.documentId,
    baseRevisionId: input.baseRevisionId,
    content: old.content,
    message: `Restored revision of ${old.createdAt}${old.message ? ` ("${old.message}")` : ""}`,
    author: input.author,
  });
}
