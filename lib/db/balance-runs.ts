import { saveBalanceReport } from "./balance-reports";
import type { Db } from "./db";
import { StoreError } from "./errors";

/**
 * Balance runs on the job queue [#31 item 2] and their batches: what every
 * worker process and the studio share, so each move is one conditional
 * statement that only one writer can make. A batch's records are written by
 * the first worker to finish it (records still null), so a batch retried after
 * its worker died is never counted twice; a run leaves queued/running once
 * (done, failed or cancelled, whichever comes first). Records and specs are
 * JSON text here: lib/balance-queue reads them.
 */

export type BalanceRunStatus = "queued" | "running" | "done" | "cancelled" | "failed";
const ACTIVE: BalanceRunStatus[] = ["queued", "running"];

/** A run's row, without its spec and report (large: fetched on their own). */
export interface BalanceRunRow {
  id: string;
  status: BalanceRunStatus;
  documentId: string | null;
  scenarioRevisionId: string | null;
  gameRevisionId: string | null;
  mapRevisionId: string | null;
  createdById: string | null;
  total: number;
  batchSize: number;
  batches: number;
  createdAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
  error: string | null;
  reportId: string | null;
  /** The run's settings as JSON text (small), or null for a run stored before they had a column of their own. */
  settings: string | null;
}

/** A batch's state, without its records. */
export interface BalanceBatchState {
  batch: number;
  first: number;
  count: number;
  done: number;
  landed: boolean;
  attempts: number;
  updatedAt: Date;
}

export interface NewBalanceRun {
  id: string;
  spec: string;
  settings: string;
  total: number;
  batchSize: number;
  batches: { batch: number; first: number; count: number }[];
  links?: { documentId: string; scenarioRevisionId: string; gameRevisionId: string; mapRevisionId: string; createdById: string | null } | null;
}

const RUN_FIELDS = {
  id: true,
  status: true,
  documentId: true,
  scenarioRevisionId: true,
  gameRevisionId: true,
  mapRevisionId: true,
  createdById: true,
  total: true,
  batchSize: true,
  batches: true,
  createdAt: true,
  startedAt: true,
  finishedAt: true,
  error: true,
  reportId: true,
  settings: true,
} as const;

const toRun = (row: Omit<BalanceRunRow, "status"> & { status: string }): BalanceRunRow => ({ ...row, status: row.status as BalanceRunStatus });

/** Stores a run and all its batches at once: a worker never sees a run without them. */
export async function createBalanceRun(db: Db, run: NewBalanceRun): Promise<BalanceRunRow> {
  const now = new Date();
  const links = run.links ?? null;
  await db.$transaction([
    db.balanceRun.create({
      data: {
        id: run.id,
        status: "queued",
        documentId: links?.documentId ?? null,
        scenarioRevisionId: links?.scenarioRevisionId ?? null,
        gameRevisionId: links?.gameRevisionId ?? null,
        mapRevisionId: links?.mapRevisionId ?? null,
        createdById: links?.createdById ?? null,
        spec: run.spec,
        settings: run.settings,
        total: run.total,
        batchSize: run.batchSize,
        batches: run.batches.length,
        createdAt: now,
      },
    }),
    db.balanceBatch.createMany({ data: run.batches.map((b) => ({ runId: run.id, batch: b.batch, first: b.first, count: b.count, updatedAt: now })) }),
  ]);
  const row = await getBalanceRun(db, run.id);
  if (!row) throw new StoreError("not-found", `Balance run "${run.id}" vanished as it was stored.`);
  return row;
}

export async function getBalanceRun(db: Db, id: string): Promise<BalanceRunRow | null> {
  const row = await db.balanceRun.findUnique({ where: { id }, select: RUN_FIELDS });
  return row ? toRun(row) : null;
}

/** A scenario's runs, newest first. */
export async function listBalanceRuns(db: Db, documentId: string, take = 50): Promise<BalanceRunRow[]> {
  const rows = await db.balanceRun.findMany({ where: { documentId }, orderBy: [{ createdAt: "desc" }, { id: "asc" }], take, select: RUN_FIELDS });
  return rows.map(toRun);
}

/** Just the status, for workers asking between games whether to go on. */
export async function balanceRunStatus(db: Db, id: string): Promise<BalanceRunStatus | null> {
  const row = await db.balanceRun.findUnique({ where: { id }, select: { status: true } });
  return row ? (row.status as BalanceRunStatus) : null;
}

/** The run's spec (JSON text: the bundle and the settings). */
export async function balanceRunSpec(db: Db, id: string): Promise<string | null> {
  const row = await db.balanceRun.findUnique({ where: { id }, select: { spec: true } });
  return row?.spec ?? null;
}

/** The merged report's JSON text, once stored. */
export async function balanceRunReport(db: Db, id: string): Promise<string | null> {
  const row = await db.balanceRun.findUnique({ where: { id }, select: { report: true } });
  return row?.report ?? null;
}

export async function balanceRunBatches(db: Db, runId: string): Promise<BalanceBatchState[]> {
  const rows = await db.balanceBatch.findMany({
    where: { runId },
    orderBy: { batch: "asc" },
    select: { batch: true, first: true, count: true, done: true, attempts: true, updatedAt: true, records: true },
  });
  return rows.map(({ records, ...b }) => ({ ...b, landed: records !== null }));
}

/**
 * A worker takes a batch: its progress starts again from 0 and its attempt is
 * counted; the run is running from its first batch on. Returns false when the
 * batch has landed already (a late retry: nothing to play).
 */
export async function startBalanceBatch(db: Db, runId: string, batch: number): Promise<boolean> {
  const now = new Date();
  const taken = await db.balanceBatch.updateMany({ where: { runId, batch, records: null }, data: { done: 0, attempts: { increment: 1 }, updatedAt: now } });
  await db.balanceRun.updateMany({ where: { id: runId, status: "queued" }, data: { status: "running", startedAt: now } });
  return taken.count === 1;
}

/** Games of a batch finished so far by the worker playing it (progress only; also says the worker is alive). */
export async function recordBatchProgress(db: Db, runId: string, batch: number, done: number): Promise<void> {
  await db.balanceBatch.updateMany({ where: { runId, batch, records: null }, data: { done, updatedAt: new Date() } });
}

/** Writes a batch's records unless another worker did first; true for the one writer that did. */
export async function landBalanceBatch(db: Db, runId: string, batch: number, records: string, count: number): Promise<boolean> {
  const landed = await db.balanceBatch.updateMany({ where: { runId, batch, records: null }, data: { records, done: count, updatedAt: new Date() } });
  return landed.count === 1;
}

/** How many of a run's batches have their records. */
export async function landedBatchCount(db: Db, runId: string): Promise<number> {
  return db.balanceBatch.count({ where: { runId, records: { not: null } } });
}

/** The landed batches' records (JSON text each), in game order. */
export async function landedBatches(db: Db, runId: string): Promise<{ batch: number; first: number; count: number; records: string }[]> {
  const rows = await db.balanceBatch.findMany({
    where: { runId, records: { not: null } },
    orderBy: { first: "asc" },
    select: { batch: true, first: true, count: true, records: true },
  });
  return rows.map((r) => ({ batch: r.batch, first: r.first, count: r.count, records: r.records as string }));
}

/**
 * Ends an active run (queued or running) as `status`, with its report or
 * error: true for the one caller that ended it, false when it had ended
 * already (by another worker's last batch, a failure or a cancel).
 */
export async function endBalanceRun(db: Db, id: string, end: { status: "done" | "cancelled" | "failed"; report?: string | null; error?: string | null }): Promise<boolean> {
  const ended = await db.balanceRun.updateMany({
    where: { id, status: { in: ACTIVE } },
    data: { status: end.status, report: end.report ?? null, error: end.error ?? null, finishedAt: new Date() },
  });
  return ended.count === 1;
}

/**
 * Ends an active run with its report and, for a studio run whose report has
 * games, keeps that report with the scenario's revisions — in one transaction,
 * so nobody ever sees the run ended without the report it ended with (the
 * Balance tab shows the run's report the moment it sees the run end). True
 * for the one caller that ended it. A scenario deleted meanwhile keeps only the
 * run's own copy (`lost` says why).
 */
export async function endBalanceRunWithReport(
  db: Db,
  row: Pick<BalanceRunRow, "id" | "documentId" | "scenarioRevisionId" | "gameRevisionId" | "mapRevisionId">,
  end: { status: "done" | "cancelled"; report: string },
  lost?: (reason: string) => void,
): Promise<boolean> {
  return db.$transaction(async (tx) => {
    const t = tx as unknown as Db;
    if (!(await endBalanceRun(t, row.id, end))) return false;
    const games = (JSON.parse(end.report) as { games?: unknown }).games;
    // As in-process: a run stopped before any game finished keeps no report with the scenario.
    if (!row.documentId || !row.scenarioRevisionId || typeof games !== "number" || games < 1) return true;
    try {
      const saved = await saveBalanceReport(t, {
        documentId: row.documentId,
        scenarioRevisionId: row.scenarioRevisionId,
        gameRevisionId: row.gameRevisionId,
        mapRevisionId: row.mapRevisionId,
        report: JSON.parse(end.report),
      });
      await t.balanceRun.update({ where: { id: row.id }, data: { reportId: saved.id } });
    } catch (error) {
      // Only the checks before any write can refuse (the document or a revision gone): the run still ends.
      if (!(error instanceof StoreError)) throw error;
      lost?.(error.message);
    }
    return true;
  });
}
