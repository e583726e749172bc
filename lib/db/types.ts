import type { DocumentKind } from "@/lib/model/document-kind";

// The app's own view of what lib/db stores. Nothing here mentions Prisma, so
// routes and components never depend on the ORM's generated types.

export interface ProjectSummary {
  id: string;
  name: string;
  description: string;
  createdAt: string;
  updatedAt: string;
  deletedAt: string | null;
  documentCount: number;
}

export interface DocumentSummary {
  id: string;
  projectId: string;
  kind: DocumentKind;
  name: string;
  schemaVersion: number;
  currentRevisionId: string | null;
  createdAt: string;
  updatedAt: string;
  deletedAt: string | null;
  revisionCount: number;
  size: number;
}

export interface RevisionSummary {
  id: string;
  documentId: string;
  parentId: string | null;
  message: string;
  author: string;
  createdAt: string;
  contentHash: string;
  size: number;
}

export interface Revision extends RevisionSummary {
  /** The document as JSON text, exactly as saved. */
  content: string;
}

export interface OpenDocument {
  document: DocumentSummary;
  project: ProjectSummary;
  revision: Revision | null;
}

export interface TrashContents {
  projects: ProjectSummary[];
  documents: (DocumentSummary & { projectName: string })[];
}
