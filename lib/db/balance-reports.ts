import { type BalanceReport, balanceReportSchema } from "@/lib/model/balance-report";
import { newId } from "./content";
import type { Db } from "./db";
import { StoreError } from "./errors";

/** A stored balance report without its body: enough to list and pick two to compare. */
export interface BalanceReportSummary {
  id: string;
  documentId: string;
  scenarioRevisionId: string;
  gameRevisionId: string | null;
  mapRevisionId: string | null;
  revisionNumber: number;
  games: number;
  gamesRequested: number;
  partial: boolean;
  /** Bot of each side, in the scenario's order. */
  bots: string[];
  seed: number;
  name: string;
  createdAt: string;
  /** Each side's win rate with its 95% interval (the headline of the list). */
  wins: BalanceReport["wins"];
}

export interface StoredBalanceReport extends BalanceReportSummary {
  report: BalanceReport;
}

/** The largest report kept (a run on a 30,000-hex map where much changed hands stays far below it). */
const MAX_REPORT_BYTES = 16 * 1024 * 1024;

type Row = {
  id: string;
  documentId: string;
  scenarioRevisionId: string;
  gameRevisionId: string | null;
  mapRevisionId: string | null;
  revisionNumber: number;
  games: number;
  partial: boolean;
  bots: string;
  seed: number;
  report: string;
  name: string;
  createdAt: Date;
};

function toStored(row: Row): StoredBalanceReport {
  const report = balanceReportSchema.parse(JSON.parse(row.report));
  return {
    id: row.id,
    documentId: row.documentId,
    scenarioRevisionId: row.scenarioRevisionId,
    gameRevisionId: row.gameRevisionId,
    mapRevisionId: row.mapRevisionId,
    revisionNumber: row.revisionNumber,
    games: row.games,
    gamesRequested: report.gamesRequested,
    partial: row.partial,
    bots: row.bots.split(","),
    seed: row.seed,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    wins: report.wins,
    report,
  };
}

function toSummary(row: Row): BalanceReportSummary {
  const { report: _report, ...summary } = toStored(row);
  return summary;
}

/** A revision's number in its document's history, as the history page shows it (1 = the first save). */
export async function revisionNumber(db: Db, documentId: string, revisionId: string): Promise<number> {
  const rows = await db.revision.findMany({ where: { documentId }, orderBy: [{ createdAt: "desc" }, { id: "asc" }], select: { id: true } });
  const i = rows.findIndex((r) => r.id === revisionId);
  if (i < 0) throw new StoreError("not-found", `No revision "${revisionId}" in document "${documentId}".`);
  return rows.length - i;
}

/**
 * Keeps a report with the scenario revision it came from (and the game and
 * map revisions it was played with). The report is checked against its
 * schema: the studio only ever shows reports it can read.
 */
export async function saveBalanceReport(
  db: Db,
  input: { documentId: string; scenarioRevisionId: string; gameRevisionId?: string | null; mapRevisionId?: string | null; report: unknown; name?: string },
): Promise<BalanceReportSummary> {
  const parsed = balanceReportSchema.safeParse(input.report);
  if (!parsed.success) throw new StoreError("invalid", `Not a balance report: ${parsed.error.issues[0]?.message ?? "unknown"} at /${parsed.error.issues[0]?.path.join("/") ?? ""}.`);
  const report = parsed.data;
  const document = await db.document.findUnique({ where: { id: input.documentId }, select: { kind: true } });
  if (!document) throw new StoreError("not-found", `No document with id "${input.documentId}".`);
  if (document.kind !== "scenario") throw new StoreError("invalid", "Balance reports belong to scenarios.");
  const number = await revisionNumber(db, input.documentId, input.scenarioRevisionId);
  for (const id of [input.gameRevisionId, input.mapRevisionId]) {
    if (!id) continue;
    if (!(await db.revision.findUnique({ where: { id }, select: { id: true } }))) throw new StoreError("not-found", `No revision with id "${id}".`);
  }
  const text = JSON.stringify(report);
  if (Buffer.byteLength(text) > MAX_REPORT_BYTES) throw new StoreError("too-large", `A balance report can be at most ${MAX_REPORT_BYTES / 1024 / 1024} MB.`);
  if (!Number.isInteger(report.seed) || report.seed < -(2 ** 31) || report.seed > 2 ** 31 - 1) throw new StoreError("invalid", "The report's seed must fit in 32 bits to be stored.");
  const row = await db.balanceReport.create({
    data: {
      id: newId(),
      documentId: input.documentId,
      scenarioRevisionId: input.scenarioRevisionId,
      gameRevisionId: input.gameRevisionId ?? null,
      mapRevisionId: input.mapRevisionId ?? null,
      revisionNumber: number,
      games: report.games,
      partial: report.partial,
      bots: report.sides.map((s) => s.bot).join(","),
      seed: report.seed,
      report: text,
      name: (input.name ?? "").slice(0, 200),
    },
  });
  return toSummary(row);
}

/** A scenario's reports, newest first. */
export async function listBalanceReports(db: Db, documentId: string): Promise<BalanceReportSummary[]> {
  const rows = await db.balanceReport.findMany({ where: { documentId }, orderBy: [{ createdAt: "desc" }, { id: "asc" }] });
  return rows.map(toSummary);
}

export async function getBalanceReport(db: Db, id: string): Promise<StoredBalanceReport> {
  const row = await db.balanceReport.findUnique({ where: { id } });
  if (!row) throw new StoreError("not-found", `No balance report with id "${id}".`);
  return toStored(row);
}

export async function deleteBalanceReport(db: Db, id: string): Promise<void> {
  await getBalanceReport(db, id);
  await db.balanceReport.delete({ where: { id } });
}
