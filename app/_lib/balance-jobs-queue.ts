import "server-only";
import type { BalanceQueue, QueueApi, QueueRunView } from "@/lib/balance-queue/api";
import { parseDocuments } from "@/lib/cli/engine-bundle";
import { type Db, StoreError } from "@/lib/db";
import { databaseTarget } from "@/lib/db/paths";
import type { BalanceJobView, ResolvedBalanceRun } from "./balance-job-types";
import { ensureStudioWorker, studioWorkerOff } from "./studio-worker";

/**
 * Balance runs of a team studio on PostgreSQL: submitted to the job queue
 * (lib/balance-queue), whose batches `warbench worker` processes play — this
 * studio's own (studio-worker.ts) and any other machine's. The runs are rows of
 * the database, so every studio process of the team sees and cancels the same
 * ones; nothing is kept in this process but the queue's connection. No "one
 * run at a time": workers take batches of every run in turn.
 */
interface Loaded {
  api: QueueApi;
  queue: Promise<BalanceQueue>;
}

const registry = globalThis as unknown as { warbenchBalanceQueue?: Promise<Loaded>; warbenchBalanceQueueApi?: () => Promise<QueueApi> };

/** For tests: the queue's implementation (lib/balance-queue by default). */
export function useQueueApi(load: () => Promise<QueueApi>): void {
  registry.warbenchBalanceQueueApi = load;
  registry.warbenchBalanceQueue = undefined;
}

/** One pg-boss per server process, started once (requests racing to be first share it); a failed start is tried again by the next call. */
function loaded(): Promise<Loaded> {
  const entry = (registry.warbenchBalanceQueue ??= (async () => {
    const api = await (registry.warbenchBalanceQueueApi ?? defaultApi)();
    const target = databaseTarget();
    if (target.provider !== "postgresql") throw new Error("The balance queue needs a PostgreSQL DATABASE_URL.");
    const queue = api.openQueue(target.url);
    queue.catch(() => forget(entry));
    return { api, queue };
  })());
  entry.catch(() => forget(entry));
  return entry;
}

function forget(entry: Promise<Loaded>): void {
  if (registry.warbenchBalanceQueue === entry) registry.warbenchBalanceQueue = undefined;
}

// Loaded on PostgreSQL only: the single-user studio never starts pg-boss.
async function defaultApi(): Promise<QueueApi> {
  return (await import("@/lib/balance-queue")) satisfies QueueApi;
}

function view(run: QueueRunView, documentId: string): BalanceJobView {
  return {
    id: run.id,
    documentId,
    revisionNumber: run.revision,
    games: run.games,
    botCheck: run.botCheck,
    total: run.total,
    done: run.done,
    bots: run.bots,
    seed: run.seed,
    status: run.status,
    where: "queue",
    playing: run.playing,
    needsWorker: run.status === "queued" && studioWorkerOff(),
    startedAt: run.createdAt,
    seconds: Math.round(run.seconds * 10) / 10,
    etaSeconds: run.etaSeconds === null ? null : Math.round(run.etaSeconds),
    reportId: run.reportId,
    error: run.error,
  };
}

const going = (run: QueueRunView) => run.status === "queued" || run.status === "running";

export async function start(db: Db, run: ResolvedBalanceRun, createdById: string | null): Promise<BalanceJobView> {
  const loadedGame = parseDocuments(parseJson(run.game.content), parseJson(run.map.content), run.scenario.content);
  if (!loadedGame.ok) throw new StoreError("invalid", `The scenario cannot be played: ${loadedGame.error}`);
  const { api, queue } = await loaded();
  const spec = {
    game: { ruleset: loadedGame.ruleset.id, bundle: loadedGame.bundle },
    seed: run.seed,
    games: run.games,
    bots: run.bots,
    botCheck: run.botCheck,
    revision: run.revisionNumber,
    documentId: run.documentId,
  };
  const links = { documentId: run.documentId, scenarioRevisionId: run.scenario.id, gameRevisionId: run.game.id, mapRevisionId: run.map.id, createdById };
  let submitted: QueueRunView;
  try {
    submitted = await api.submitRun(db, await queue, spec, links);
  } catch (error) {
    // The queue's refusal (a scenario that cannot set up, or has not two sides) is a lower-case clause of the CLI's: a sentence here.
    if (error instanceof StoreError && error.code === "invalid") throw new StoreError("invalid", `${error.message.charAt(0).toUpperCase()}${error.message.slice(1)}.`);
    throw error;
  }
  ensureStudioWorker();
  return view(submitted, run.documentId);
}

/** A studio run (a command-line run has no scenario to check access by, so it is none here). */
export async function get(db: Db, id: string): Promise<BalanceJobView | null> {
  const { api } = await loaded();
  const run = await api.runView(db, id);
  if (!run?.documentId) return null;
  // A run waiting after this server restarted (or its worker left) still gets played.
  if (going(run)) ensureStudioWorker();
  return view(run, run.documentId);
}

export async function list(db: Db, documentId: string): Promise<BalanceJobView[]> {
  const { api } = await loaded();
  const runs = await api.listRuns(db, documentId);
  if (runs.some(going)) ensureStudioWorker();
  return runs.map((r) => view(r, documentId));
}

export async function cancel(db: Db, id: string): Promise<BalanceJobView | null> {
  const { api, queue } = await loaded();
  const run = await api.runView(db, id);
  if (!run?.documentId) return null;
  return view(going(run) ? await api.cancelRun(db, await queue, id) : run, run.documentId);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
