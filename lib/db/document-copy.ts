import type { DocumentKind } from "@/lib/model/document-kind";
import { isDocumentKind } from "@/lib/model/document-kind";
import type { Db } from "./db";
import { newId, prepareContent } from "./content";
import { StoreError } from "./errors";
import type { Prisma } from "./generated/client";

export type Tx = Prisma.TransactionClient;
export type DocumentRow = Awaited<ReturnType<Db["document"]["findMany"]>>[number];

/** Inserts a document with its first revision; the caller owns the transaction. */
export async function insertDocument(
  tx: Tx,
  doc: {
    id: string;
    projectId: string;
    kind: DocumentKind;
    name: string;
    prepared: ReturnType<typeof prepareContent>;
    message: string;
    author: string;
  },
): Promise<void> {
  const revisionId = newId();
  await tx.document.create({
    data: { id: doc.id, projectId: doc.projectId, kind: doc.kind, name: doc.name, schemaVersion: doc.prepared.schemaVersion },
  });
  await tx.revision.create({
    data: {
      id: revisionId,
      documentId: doc.id,
      content: doc.prepared.text,
      contentHash: doc.prepared.hash,
      size: doc.prepared.size,
      message: doc.message,
      author: doc.author,
    },
  });
  await tx.document.update({ where: { id: doc.id }, data: { currentRevisionId: revisionId } });
}

/** Copies a document's current content into a project as a new document with its own history. */
export async function copyDocumentInto(
  tx: Tx,
  source: DocumentRow,
  projectId: string,
  name: string,
  message: string,
  /** Content to store instead of the source's current content (a scenario with its references rewritten). */
  content?: unknown,
): Promise<string> {
  const current = source.currentRevisionId
    ? await tx.revision.findUnique({ where: { id: source.currentRevisionId } })
    : null;
  const id = newId();
  if (!isDocumentKind(source.kind)) throw new StoreError("invalid", `Document "${source.name}" has an unknown kind.`);
  await insertDocument(tx, {
    id,
    projectId,
    kind: source.kind,
    name,
    prepared: prepareContent(content ?? (current ? current.content : { schemaVersion: source.schemaVersion })),
    message,
    author: "",
  });
  return id;
}
