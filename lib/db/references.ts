import type { DocumentKind } from "@/lib/model/document-kind";
import type { Db } from "./db";
import { listDocuments, openDocument } from "./documents";
import type { DocumentSummary, OpenDocument } from "./types";

/**
 * Picks the document a scenario's `game` or `map` reference names, among the
 * documents of one project. A reference written for the studio is a document
 * id; one written on disk is a relative path such as "game.json". So, in
 * order: the id, the exact name, the file name without its folder and
 * `.json`, and failing all of those the project's only document of that kind.
 * Null when nothing (or more than one candidate) fits.
 */
export function pickReference(documents: readonly DocumentSummary[], kind: DocumentKind, ref: string): DocumentSummary | null {
  const ofKind = documents.filter((d) => d.kind === kind && d.deletedAt === null);
  const byId = ofKind.find((d) => d.id === ref);
  if (byId) return byId;
  const trimmed = ref.trim();
  const byName = ofKind.find((d) => d.name === trimmed);
  if (byName) return byName;
  const stem = trimmed.replace(/^.*[\\/]/, "").replace(/\.json$/i, "");
  const byStem = ofKind.find((d) => d.name === stem);
  if (byStem) return byStem;
  return ofKind.length === 1 ? (ofKind[0] as DocumentSummary) : null;
}

/** Opens the document a reference names in a project, or null when it names none. */
export async function resolveReference(db: Db, projectId: string, kind: DocumentKind, ref: string): Promise<OpenDocument | null> {
  const picked = pickReference(await listDocuments(db, projectId), kind, ref);
  return picked ? openDocument(db, picked.id) : null;
}
