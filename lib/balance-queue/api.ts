import type { RunSettings } from "../balance/batches";
import type { AnyBundle } from "../balance/play";
import type { Db } from "../db/db";

/**
 * Balance runs on a job queue [#31 item 2]: the contract between the queue
 * (this folder: pg-boss on PostgreSQL, the runs and batches in lib/db) and
 * its callers — `warbench balance --queue`, `warbench worker` (whose batch
 * player, lib/cli/queue-worker.ts, takes WorkerOptions) and the studio's
 * Balance tab (app/_lib/balance-jobs.ts). Without DATABASE_URL nothing here is
 * used: runs stay in-process.
 *
 * A run is split into batches of consecutive games of its plan
 * (lib/balance/bot-check.ts planRun); workers play batches and write each
 * batch's records once; the last batch to land merges them in game order into
 * the same report `warbench balance` writes in-process, byte for byte.
 */
export type QueueRunStatus = "queued" | "running" | "done" | "cancelled" | "failed";

/**
 * What to play: the same inputs as `warbench balance` (RunSettings, its report metadata included: revision and
 * documentId are null from the command line without --revision/--document).
 */
export interface QueueRunSpec extends RunSettings {
  game: AnyBundle;
  /** Games per batch; by default chosen from the run's size (about 1 s to a few s of play per batch). */
  batchSize?: number;
}

/** A studio run's links: its report is kept with these revisions (lib/db saveBalanceReport) when it ends. */
export interface QueueRunLinks {
  documentId: string;
  scenarioRevisionId: string;
  gameRevisionId: string;
  mapRevisionId: string;
  createdById: string | null;
}

export interface QueueRunView {
  id: string;
  status: QueueRunStatus;
  /** The studio's scenario document, or null for a command-line run. */
  documentId: string | null;
  games: number;
  botCheck: number;
  bots: string[];
  seed: number;
  /** The scenario revision played, as its report names it (null from the command line without --revision). */
  revision: number | null;
  /** Games in all (the run's and the bot check's), and how many are finished (landed batches plus progress of those being played). */
  total: number;
  done: number;
  batches: number;
  batchesDone: number;
  /** Batches being played right now (≈ busy workers). */
  playing: number;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  /** Seconds since the first batch started (or the run's whole time once ended). */
  seconds: number;
  /** Seconds left at the rate so far; null before there is a rate or once ended. */
  etaSeconds: number | null;
  error: string | null;
  /** The studio's stored report (BalanceReport id), once there is one. */
  reportId: string | null;
}

/** A started pg-boss on the database (its own schema "pgboss"), shared by submit, cancel and workers of one process. */
export interface BalanceQueue {
  readonly url: string;
  stop(): Promise<void>;
}

export interface WorkerOptions {
  url: string;
  /** Batches this process plays at once, each on its own worker thread (default: the machine's cores). */
  concurrency: number;
  /** Aborting stops taking batches; batches being played are abandoned to the queue (retried elsewhere). */
  signal: AbortSignal;
  log: (line: string) => void;
  /** Exit once no batch has come for this long (the studio's own worker); undefined: run until aborted. */
  idleExitMs?: number;
}

export type QueueApi = {
  openQueue(url: string): Promise<BalanceQueue>;
  /** Validates (the scenario must set up, two sides), stores the run and its batches, queues the batches. */
  submitRun(db: Db, queue: BalanceQueue, spec: QueueRunSpec, links?: QueueRunLinks): Promise<QueueRunView>;
  runView(db: Db, id: string): Promise<QueueRunView | null>;
  /** A scenario's runs, newest first (the Balance tab's list). */
  listRuns(db: Db, documentId: string): Promise<QueueRunView[]>;
  /** Cancels a queued or running run: batches not landed are dropped; a partial report of the landed batches is kept. */
  cancelRun(db: Db, queue: BalanceQueue, id: string): Promise<QueueRunView>;
  /** The merged report's JSON text (as `warbench balance --out` writes it), once the run has ended with one. */
  runReport(db: Db, id: string): Promise<string | null>;
};
