import { createHash, randomUUID } from "node:crypto";
import { type RunSettings, defaultBatchSize, mergeBatches, reportJson, runReport as buildRunReport, runTotal, splitBatches } from "../balance/batches";
import { type AnyBundle, BALANCE_BOTS, reportMeta } from "../balance/play";
import type { GameRecord } from "../balance/record";
import {
  type BalanceRunRow,
  type Db,
  StoreError,
  balanceRunBatches,
  balanceRunReport,
  balanceRunSpec,
  createBalanceRun,
  endBalanceRun,
  endBalanceRunWithReport,
  getBalanceRun,
  landedBatchCount,
  landedBatches,
  listBalanceRuns,
} from "../db";
import type { BalanceQueue, QueueRunLinks, QueueRunSpec, QueueRunView } from "./api";
import { cancelBatches, queueBatches } from "./queue";

/**
 * Submitting, following, cancelling and ending runs: what `warbench balance
 * --queue`, the studio and the workers do to a run through lib/db. The run's
 * spec (bundle and settings) is stored as JSON text; a process reads it once
 * per run (it never changes), and only to play or merge: views of a run read
 * its settings, stored on their own beside it.
 */

/** What a run's stored spec holds. */
export interface StoredSpec {
  game: AnyBundle;
  settings: RunSettings;
  batchSize: number;
}

/** A run's spec as a process keeps it: with a key of its scenario, the same for runs of the same one. */
export type LoadedSpec = StoredSpec & { gameKey: string };

const MAX_GAMES = 1_000_000;
/** A batch counts as being played while its worker wrote progress this recently (workers write every second or so). */
const PLAYING_STALE_MS = 15_000;

const specs = new Map<string, LoadedSpec>();

/** The run's spec, read once per process. */
export async function loadSpec(db: Db, runId: string): Promise<LoadedSpec> {
  const cached = specs.get(runId);
  if (cached) return cached;
  const text = await balanceRunSpec(db, runId);
  if (text === null) throw new StoreError("not-found", `No balance run "${runId}".`);
  const stored = JSON.parse(text) as StoredSpec;
  const spec = { ...stored, gameKey: createHash("sha256").update(JSON.stringify(stored.game)).digest("hex") };
  // A worker runs for days: keep the specs of recent runs only.
  if (specs.size >= 32) specs.delete(specs.keys().next().value as string);
  specs.set(runId, spec);
  return spec;
}

/** A one-line reason for bad input, as StoreError("invalid"). */
function invalid(message: string): never {
  throw new StoreError("invalid", message);
}

function checkSpec(spec: QueueRunSpec): RunSettings {
  const { seed, games, bots, botCheck } = spec;
  if (!Number.isInteger(games) || games < 1 || games > MAX_GAMES) invalid(`games must be an integer from 1 to ${MAX_GAMES}`);
  if (!Number.isInteger(botCheck) || botCheck < 0 || botCheck > MAX_GAMES) invalid(`the bot check must be an integer from 0 to ${MAX_GAMES}`);
  if (!Number.isSafeInteger(seed) || !Number.isSafeInteger(seed + Math.max(games, botCheck) - 1)) invalid("the seed must be a safe integer (seeds S to S+N-1 included)");
  for (const b of bots) if (!BALANCE_BOTS.includes(b)) invalid(`unknown bot "${b}" (${BALANCE_BOTS.join(", ")})`);
  if (spec.batchSize !== undefined && (!Number.isInteger(spec.batchSize) || spec.batchSize < 1)) invalid("a batch must hold at least one game");
  return { seed, games, bots: [...bots], botCheck, revision: spec.revision, documentId: spec.documentId };
}

export async function submitRun(db: Db, queue: BalanceQueue, spec: QueueRunSpec, links?: QueueRunLinks): Promise<QueueRunView> {
  const settings = checkSpec(spec);
  let sides: number;
  try {
    // Sets the scenario up once: a scenario that cannot fails here, before any worker plays it.
    sides = reportMeta(spec.game, { ...settings, gamesRequested: settings.games, partial: false }).sides.length;
  } catch (error) {
    invalid(`the scenario cannot be set up: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (sides !== 2) invalid(`balance runs need a scenario of two sides (this one has ${sides})`);
  if (settings.bots.length !== 2) invalid("balance runs need a bot for each of the two sides");
  const total = runTotal(settings);
  const batchSize = spec.batchSize ?? defaultBatchSize(total);
  const batches = splitBatches(total, batchSize);
  const id = randomUUID();
  const stored: StoredSpec = { game: spec.game, settings, batchSize };
  await createBalanceRun(db, { id, spec: JSON.stringify(stored), settings: JSON.stringify(settings), total, batchSize, batches, links: links ?? null });
  try {
    await queueBatches(queue, id, batches.length);
  } catch (error) {
    await endBalanceRun(db, id, { status: "failed", error: `the batches could not be queued: ${error instanceof Error ? error.message : String(error)}` });
    throw error;
  }
  return (await runView(db, id)) as QueueRunView;
}

/** The run's settings from its row; a run stored before they had a column (0009) reads them from its spec. */
async function settingsOf(db: Db, row: BalanceRunRow): Promise<RunSettings> {
  return row.settings !== null ? (JSON.parse(row.settings) as RunSettings) : (await loadSpec(db, row.id)).settings;
}

async function viewOf(db: Db, row: BalanceRunRow, now = Date.now()): Promise<QueueRunView> {
  const settings = await settingsOf(db, row);
  const batches = await balanceRunBatches(db, row.id);
  const active = row.status === "queued" || row.status === "running";
  let done = 0;
  let landed = 0;
  let playing = 0;
  for (const b of batches) {
    if (b.landed) {
      landed += 1;
      done += b.count;
    } else {
      done += b.done;
      if (active && b.attempts > 0 && now - b.updatedAt.getTime() < PLAYING_STALE_MS) playing += 1;
    }
  }
  const end = row.finishedAt?.getTime() ?? now;
  const seconds = row.startedAt ? Math.max(0, (end - row.startedAt.getTime()) / 1000) : 0;
  const etaSeconds = active && done > 0 && seconds > 0 ? Math.round(((row.total - done) * seconds) / done) : null;
  return {
    id: row.id,
    status: row.status,
    documentId: row.documentId,
    games: settings.games,
    botCheck: settings.botCheck,
    bots: settings.bots,
    seed: settings.seed,
    revision: settings.revision ?? null,
    total: row.total,
    done,
    batches: row.batches,
    batchesDone: landed,
    playing,
    createdAt: row.createdAt.toISOString(),
    startedAt: row.startedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
    seconds: Math.round(seconds * 10) / 10,
    etaSeconds,
    error: row.error,
    reportId: row.reportId,
  };
}

export async function runView(db: Db, id: string): Promise<QueueRunView | null> {
  const row = await getBalanceRun(db, id);
  return row ? viewOf(db, row) : null;
}

export async function listRuns(db: Db, documentId: string): Promise<QueueRunView[]> {
  const rows = await listBalanceRuns(db, documentId);
  return Promise.all(rows.map((row) => viewOf(db, row)));
}

export async function runReport(db: Db, id: string): Promise<string | null> {
  return balanceRunReport(db, id);
}

/** The report of the landed batches (all of them for a finished run), as JSON text. */
async function mergedReport(db: Db, runId: string, partial: boolean): Promise<string> {
  const { game, settings } = await loadSpec(db, runId);
  const landed = await landedBatches(db, runId);
  const records = mergeBatches(landed.map((b) => ({ batch: b, records: JSON.parse(b.records) as GameRecord[] })));
  return reportJson(buildRunReport(game, settings, records, partial));
}

/**
 * Called after each batch lands: the writer that finds every batch landed
 * merges them and ends the run (once, whoever else tries too).
 */
export async function finishIfLanded(db: Db, runId: string, log?: (line: string) => void): Promise<boolean> {
  const row = await getBalanceRun(db, runId);
  if (!row || (row.status !== "queued" && row.status !== "running")) return false;
  if ((await landedBatchCount(db, runId)) < row.batches) return false;
  const report = await mergedReport(db, runId, false);
  return endBalanceRunWithReport(db, row, { status: "done", report }, (why) => log?.(`run ${runId}: its report could not be kept with the scenario: ${why}`));
}

/** A game failed or the scenario would not load: the run fails with that reason (the first one only) and its other batches are dropped. */
export async function failRun(db: Db, queue: BalanceQueue, runId: string, reason: string): Promise<boolean> {
  if (!(await endBalanceRun(db, runId, { status: "failed", error: reason }))) return false;
  const row = await getBalanceRun(db, runId);
  if (row) await cancelBatches(queue, runId, row.batches);
  return true;
}

export async function cancelRun(db: Db, queue: BalanceQueue, id: string): Promise<QueueRunView> {
  const row = await getBalanceRun(db, id);
  if (!row) throw new StoreError("not-found", `No balance run "${id}".`);
  // Merged before the run ends, so the run is never seen cancelled without its partial report; a batch landing in
  // between is left out of it, as games still being played are in-process.
  const report = await mergedReport(db, id, true);
  if (await endBalanceRunWithReport(db, row, { status: "cancelled", report })) await cancelBatches(queue, id, row.batches);
  return (await runView(db, id)) as QueueRunView;
}
