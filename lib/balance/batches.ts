import type { BalanceReport } from "@/lib/model/balance-report";
import { buildBotCheck, planRun, splitRecords } from "./bot-check";
import { type AnyBundle, reportMeta } from "./play";
import type { GameRecord } from "./record";
import { buildReport } from "./report";

/**
 * A balance run cut into batches for the job queue [#31 item 2], and the one
 * way a report is built from a run's records, in-process or merged from
 * batches. Pure: the plan fixes every game's seed and bots by its index
 * (bot-check.ts planRun), so which worker played a batch, or how often it was
 * retried, cannot show in the report.
 */

/** What a run plays and names in its report: `warbench balance`'s arguments. */
export interface RunSettings {
  seed: number;
  games: number;
  bots: string[];
  botCheck: number;
  revision: number | null;
  documentId: string | null;
}

/** Games first … first+count-1 of a run's plan. */
export interface Batch {
  batch: number;
  first: number;
  count: number;
}

/** The largest batch chosen by default: a few seconds of Next War play on one core. */
const MAX_DEFAULT_BATCH = 50;
/** About this many batches per run by default: enough for many workers to share, few enough that the queue costs little. */
const DEFAULT_BATCHES = 64;

/** Games per batch when the submitter does not say. */
export function defaultBatchSize(total: number): number {
  return Math.max(1, Math.min(MAX_DEFAULT_BATCH, Math.ceil(total / DEFAULT_BATCHES)));
}

/** Consecutive batches of `size` games covering 0 … total-1 (the last one shorter). */
export function splitBatches(total: number, size: number): Batch[] {
  if (!Number.isInteger(total) || total < 0) throw new Error(`a run's game count must be a whole number (got ${total})`);
  if (!Number.isInteger(size) || size < 1) throw new Error(`a batch must hold at least one game (got ${size})`);
  const batches: Batch[] = [];
  for (let first = 0, batch = 0; first < total; first += size, batch += 1) batches.push({ batch, first, count: Math.min(size, total - first) });
  return batches;
}

/** The total games of a run: its own and the bot check's. */
export function runTotal(settings: Pick<RunSettings, "seed" | "games" | "bots" | "botCheck">): number {
  return planRun(settings).total;
}

/**
 * Landed batches' records as one list in game order; refuses records that do
 * not belong to their batch or a game given twice, which would count it twice.
 */
export function mergeBatches(landed: readonly { batch: Batch; records: readonly GameRecord[] }[]): GameRecord[] {
  const sorted = [...landed].sort((a, b) => a.batch.first - b.batch.first);
  const out: GameRecord[] = [];
  let end = -1;
  for (const { batch, records } of sorted) {
    if (batch.first < end) throw new Error(`batch ${batch.batch} overlaps the batch before it`);
    if (records.length !== batch.count) throw new Error(`batch ${batch.batch} has ${records.length} records for ${batch.count} games`);
    records.forEach((r, i) => {
      if (r.index !== batch.first + i) throw new Error(`batch ${batch.batch}: record ${i} is game ${r.index}, not ${batch.first + i}`);
    });
    out.push(...records);
    end = batch.first + batch.count;
  }
  return out;
}

/**
 * The report of a run's records (any order; a stopped run's subset): what
 * `warbench balance` writes, and what a queued run merges into.
 */
export function runReport(game: AnyBundle, settings: RunSettings, records: readonly GameRecord[], partial: boolean): BalanceReport {
  const meta = reportMeta(game, {
    bots: settings.bots,
    seed: settings.seed,
    gamesRequested: settings.games,
    partial,
    revision: settings.revision,
    documentId: settings.documentId,
  });
  const sides = meta.sides.map((s) => s.id);
  const split = splitRecords({ games: settings.games, botCheck: settings.botCheck, sides: sides.length }, records);
  const check = settings.botCheck > 0 ? buildBotCheck({ sides, seed: settings.seed, gamesPerSide: settings.botCheck }, split.check) : undefined;
  return buildReport(meta, split.games, check);
}

/** The report as `warbench balance --out` writes it. */
export function reportJson(report: BalanceReport): string {
  return `${JSON.stringify(report, null, 2)}\n`;
}
