import { isDocumentKind } from "@/lib/model/document-kind";
import type { DocumentSummary, ProjectSummary, Revision, RevisionSummary } from "./types";

// Row shapes as Prisma returns them; kept structural so nothing outside lib/db
// sees the generated types.
interface ProjectRow {
  id: string;
  name: string;
  description: string;
  createdAt: Date;
  updatedAt: Date;
  deletedAt: Date | null;
}
interface DocumentRow {
  id: string;
  projectId: string;
  kind: string;
  name: string;
  schemaVersion: number;
  currentRevisionId: string | null;
  createdAt: Date;
  updatedAt: Date;
  deletedAt: Date | null;
}
interface RevisionRow {
  id: string;
  documentId: string;
  parentId: string | null;
  message: string;
  author: string;
  createdAt: Date;
  contentHash: string;
  size: number;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toProject(row: ProjectRow, documentCount: number): ProjectSummary {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    deletedAt: iso(row.deletedAt),
    documentCount,
  };
}

export function toDocument(row: DocumentRow, revisionCount: number, size: number): DocumentSummary {
  if (!isDocumentKind(row.kind)) throw new Error(`document ${row.id} has unknown kind ${row.kind}`);
  return {
    id: row.id,
    projectId: row.projectId,
    kind: row.kind,
    name: row.name,
    schemaVersion: row.schemaVersion,
    currentRevisionId: row.currentRevisionId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    deletedAt: iso(row.deletedAt),
    revisionCount,
    size,
  };
}

export function toRevisionSummary(row: RevisionRow): RevisionSummary {
  return {
    id: row.id,
    documentId: row.documentId,
    parentId: row.parentId,
    message: row.message,
    author: row.author,
    createdAt: row.createdAt.toISOString(),
    contentHash: row.contentHash,
    size: row.size,
  };
}

export function toRevision(row: RevisionRow & { content: string }): Revision {
  return { ...toRevisionSummary(row), content: row.content };
}
