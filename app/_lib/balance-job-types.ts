/** A studio balance run as the Balance tab, its route and the two ways of playing it (in-process, on the queue) share it. */
export type BalanceJobStatus = "queued" | "running" | "done" | "cancelled" | "failed";

export interface BalanceJobView {
  id: string;
  documentId: string;
  /** The scenario revision played (its number in the history); null only for a queued run stored without one. */
  revisionNumber: number | null;
  games: number;
  /** Bot-check games per side (greedy against random; 0: none), played after the games. */
  botCheck: number;
  /** Games in all: the run's and the check's (the progress counts both). */
  total: number;
  done: number;
  bots: string[];
  seed: number;
  status: BalanceJobStatus;
  /** Where it plays: a child of this server, or the job queue's workers. */
  where: "server" | "queue";
  /** Batches being played right now (≈ busy workers); null for a run on this server. */
  playing: number | null;
  /** No worker of this studio will take it: the run waits for one started elsewhere (WARBENCH_STUDIO_WORKER=off). */
  needsWorker: boolean;
  startedAt: string;
  seconds: number;
  /** Seconds left at the rate so far; null before there is a rate, or once ended. */
  etaSeconds: number | null;
  /** The stored report, once there is one (done, or cancelled after some games). */
  reportId: string | null;
  error: string | null;
}

export interface BalanceJobInput {
  documentId: string;
  games: number;
  bots: [string, string];
  seed: number;
  botCheck?: number;
}

/** A run's input checked, with the scenario's current revision and the game and map revisions it names. */
export interface ResolvedBalanceRun {
  documentId: string;
  games: number;
  bots: [string, string];
  seed: number;
  botCheck: number;
  revisionNumber: number;
  scenario: { id: string; content: Record<string, unknown> };
  game: { id: string; content: string };
  map: { id: string; content: string };
}
