import { createHash } from "node:crypto";
import type { Db } from "./db";

/**
 * The parts of `npm run bench:team` (lib/cli/bench-team.ts) that decide its
 * figures: the percentile of the save times, and the check that no
 * acknowledged save was lost. Apart from the load generator so a test can
 * feed them a crafted history.
 */

/** Nearest-rank percentile (p in 0–100) of unsorted values; NaN for none. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

export const sha256 = (text: string): string => createHash("sha256").update(text).digest("hex");

/** A save the store acknowledged: it returned this revision for this content. */
export interface AckedSave {
  documentId: string;
  revisionId: string;
  /** SHA-256 of the JSON text the client sent. */
  contentHash: string;
  author: string;
}

/** A stored revision as the check reads it; `actualHash` is recomputed from the stored text, not read from the row. */
export interface StoredRevision {
  id: string;
  documentId: string;
  parentId: string | null;
  contentHash: string;
  actualHash: string;
  author: string;
}

export interface History {
  revisions: Map<string, StoredRevision>;
  /** Each document's current revision. */
  current: Map<string, string | null>;
}

export interface LostSave {
  save: AckedSave;
  reason: string;
}

/** The revisions reachable from a document's current one by parentId (its history as the studio shows it). */
function lineage(history: History, documentId: string): Set<string> {
  const seen = new Set<string>();
  for (let id = history.current.get(documentId) ?? null; id !== null && !seen.has(id); ) {
    seen.add(id);
    const revision = history.revisions.get(id);
    if (!revision || revision.documentId !== documentId) break;
    id = revision.parentId;
  }
  return seen;
}

/**
 * Every acknowledged save that is not in its document's history with the
 * content that was sent: missing, holding other content or by another author,
 * or cut off the chain from the current revision (a later save that did not
 * build on it overwrote it).
 */
export function findLostSaves(saves: readonly AckedSave[], history: History): LostSave[] {
  const lineages = new Map<string, Set<string>>();
  const lost: LostSave[] = [];
  for (const save of saves) {
    const revision = history.revisions.get(save.revisionId);
    let reason: string | null = null;
    if (!revision) reason = "revision missing";
    else if (revision.documentId !== save.documentId) reason = "revision belongs to another document";
    else if (revision.contentHash !== save.contentHash || revision.actualHash !== save.contentHash) reason = "content differs from what was saved";
    else if (revision.author !== save.author) reason = "author differs";
    else {
      if (!lineages.has(save.documentId)) lineages.set(save.documentId, lineage(history, save.documentId));
      if (!lineages.get(save.documentId)!.has(save.revisionId)) reason = "not an ancestor of the current revision";
    }
    if (reason) lost.push({ save, reason });
  }
  return lost;
}

/** Reads the documents' histories, hashing each stored text again; one document at a time, as big maps' revisions add up. */
export async function readHistory(db: Db, documentIds: readonly string[]): Promise<History> {
  const history: History = { revisions: new Map(), current: new Map() };
  for (const documentId of documentIds) {
    const doc = await db.document.findUnique({ where: { id: documentId }, select: { currentRevisionId: true } });
    history.current.set(documentId, doc?.currentRevisionId ?? null);
    const rows = await db.revision.findMany({
      where: { documentId },
      select: { id: true, documentId: true, parentId: true, contentHash: true, content: true, author: true },
    });
    for (const row of rows) {
      const { content, ...rest } = row;
      history.revisions.set(row.id, { ...rest, actualHash: sha256(content) });
    }
  }
  return history;
}
