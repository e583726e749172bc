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

/** Rows read at a time: a 200×150 map's revisions are 75 KB each, and a capacity run stores thousands. */
const HISTORY_PAGE = 500;

/** Reads the documents' histories, hashing each stored text again; one document and one page of revisions at a time. */
export async function readHistory(db: Db, documentIds: readonly string[], pageSize = HISTORY_PAGE): Promise<History> {
  const history: History = { revisions: new Map(), current: new Map() };
  for (const documentId of documentIds) {
    const doc = await db.document.findUnique({ where: { id: documentId }, select: { currentRevisionId: true } });
    history.current.set(documentId, doc?.currentRevisionId ?? null);
    for (let after: string | null = null; ; ) {
      const rows: { id: string; documentId: string; parentId: string | null; contentHash: string; content: string; author: string }[] =
        await db.revision.findMany({
          where: { documentId, ...(after === null ? {} : { id: { gt: after } }) },
          orderBy: { id: "asc" },
          take: pageSize,
          select: { id: true, documentId: true, parentId: true, contentHash: true, content: true, author: true },
        });
      for (const row of rows) {
        const { content, ...rest } = row;
        history.revisions.set(row.id, { ...rest, actualHash: sha256(content) });
      }
      if (rows.length < pageSize) break;
      after = rows[rows.length - 1]!.id;
    }
  }
  return history;
}

// ---------- the capacity run (bench-team-capacity.ts) ----------

/** The save p95 a step may reach and still count: above it, the studio is past what it can take. */
export const CAPACITY_P95_MS = 100;

/** What one studio process measured in one step of the ramp. */
export interface StepPart {
  saves: number;
  conflicts: number;
  saveMs: readonly number[];
  elapsedS: number;
}

export interface StepResult {
  /** Concurrent users over all processes. */
  users: number;
  saves: number;
  conflicts: number;
  savesPerS: number;
  saveP50Ms: number;
  saveP95Ms: number;
}

/** The processes' parts of one step as one studio: saves added up over the longest part's time, the percentiles over every save. */
export function combineStep(users: number, parts: readonly StepPart[]): StepResult {
  const saveMs = parts.flatMap((part) => part.saveMs);
  const saves = parts.reduce((sum, part) => sum + part.saves, 0);
  const elapsedS = Math.max(0, ...parts.map((part) => part.elapsedS));
  return {
    users,
    saves,
    conflicts: parts.reduce((sum, part) => sum + part.conflicts, 0),
    savesPerS: elapsedS > 0 ? saves / elapsedS : 0,
    saveP50Ms: percentile(saveMs, 50),
    saveP95Ms: percentile(saveMs, 95),
  };
}

/**
 * The ramp's numbers of concurrent users, up to `maxUsers`: doubling, with a
 * step half-way from 4 on (4, 6, 8, 12 …) so the capacity is not read off
 * steps a factor 2 apart; only multiples of `processes`, so each process
 * runs as many users as the other.
 */
export function rampUsers(processes: number, maxUsers: number): number[] {
  const steps: number[] = [];
  for (let n = 1; n <= maxUsers; n *= 2) {
    steps.push(n);
    if (n >= 4 && n + n / 2 <= maxUsers) steps.push(n + n / 2);
  }
  return steps.filter((n) => n % processes === 0);
}

/** The ramp goes on while the last step kept the save p95 within the limit and saved at all. */
export function rampGoesOn(step: StepResult, limitMs = CAPACITY_P95_MS): boolean {
  return step.saves > 0 && step.saveP95Ms <= limitMs;
}

/** The capacity: the step with the most saves/s among those whose save p95 stayed within the limit; null if none did. */
export function capacityStep(steps: readonly StepResult[], limitMs = CAPACITY_P95_MS): StepResult | null {
  let best: StepResult | null = null;
  for (const step of steps) {
    if (step.saves === 0 || !(step.saveP95Ms <= limitMs)) continue;
    if (!best || step.savesPerS > best.savesPerS) best = step;
  }
  return best;
}
