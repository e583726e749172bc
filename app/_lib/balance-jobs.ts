import "server-only";
import type { Actor } from "@/lib/auth/access";
import { BALANCE_BOTS } from "@/lib/balance/play";
import { type Db, StoreError, openDocument, resolveReference, revisionNumber } from "@/lib/db";
import * as local from "./balance-jobs-local";
import { onPostgres } from "./shared-state";
import * as queued from "./balance-jobs-queue";
import type { BalanceJobInput, BalanceJobView, ResolvedBalanceRun } from "./balance-job-types";

/**
 * Balance runs of the studio, where they play: on SQLite (the single-user
 * studio, no DATABASE_URL) each run is a `warbench balance` child of this
 * server process (balance-jobs-local.ts); on PostgreSQL each run goes to the
 * job queue (balance-jobs-queue.ts, lib/balance-queue), where `warbench worker`
 * processes on any machine that reaches the database play its batches, and
 * every studio process of the team sees the same runs.
 */
export type { BalanceJobInput, BalanceJobStatus, BalanceJobView, ResolvedBalanceRun } from "./balance-job-types";

export const MAX_STUDIO_GAMES = 100_000;

/** Whether runs go to the job queue: on PostgreSQL, as everything several studio processes share. */
export const onQueue = onPostgres;

/** Starts a run of the scenario's current revision (on this server: refused while another run is going). */
export async function startBalanceJob(db: Db, input: BalanceJobInput, actor?: Actor): Promise<BalanceJobView> {
  const run = await resolveRun(db, input);
  return onQueue() ? queued.start(db, run, actor?.kind === "user" ? actor.user.id : null) : local.start(db, run);
}

/** A run by id, or null (the caller checks the asker's access to its scenario). */
export async function getBalanceJob(db: Db, id: string): Promise<BalanceJobView | null> {
  return onQueue() ? queued.get(db, id) : local.get(id);
}

/** The runs of one scenario, newest first (going, or finished within the hour). */
export async function listBalanceJobs(db: Db, documentId: string): Promise<BalanceJobView[]> {
  return onQueue() ? queued.list(db, documentId) : local.list(documentId);
}

/** Stops a run: the games finished so far are kept as a partial report. */
export async function cancelBalanceJob(db: Db, id: string): Promise<BalanceJobView> {
  const job = onQueue() ? await queued.cancel(db, id) : local.cancel(id);
  if (!job) throw noSuchBalanceJob(id);
  return job;
}

/**
 * The one answer for a run that is not there for the asker: an unknown id, and
 * a run of a project they have no grant on [#25 item 10], word for word alike
 * (never naming its scenario), in the action and the progress route.
 */
export function noSuchBalanceJob(id: string): StoreError {
  return new StoreError("not-found", `No balance run "${id}" on this server (it may have finished over an hour ago, or the server restarted).`);
}

async function resolveRun(db: Db, input: BalanceJobInput): Promise<ResolvedBalanceRun> {
  const { documentId, games, bots, seed } = input;
  const botCheck = input.botCheck ?? 0;
  if (!Number.isInteger(games) || games < 1 || games > MAX_STUDIO_GAMES) throw new StoreError("invalid", `Games must be a whole number from 1 to ${MAX_STUDIO_GAMES}.`);
  if (!Number.isInteger(botCheck) || botCheck < 0 || botCheck > MAX_STUDIO_GAMES) throw new StoreError("invalid", `Bot-check games must be a whole number from 0 to ${MAX_STUDIO_GAMES}.`);
  if (!Number.isInteger(seed) || seed < 0 || seed > 2 ** 31 - 1 - Math.max(games, botCheck)) throw new StoreError("invalid", "The seed must be a whole number from 0 to 2147483647 less the number of games.");
  // The bots `warbench balance` plays: those every registered ruleset knows (lib/balance/play asks the registry).
  for (const b of bots) if (!BALANCE_BOTS.includes(b)) throw new StoreError("invalid", `Unknown bot "${b}" (${BALANCE_BOTS.join(", ")}).`);
  if (!onQueue()) local.refuseWhileBusy();

  const open = await openDocument(db, documentId);
  if (open.document.kind !== "scenario" || !open.revision) throw new StoreError("invalid", "Balance runs play scenarios; this document is not one (or has no saved revision).");
  let scenario: Record<string, unknown>;
  try {
    scenario = JSON.parse(open.revision.content) as Record<string, unknown>;
  } catch {
    throw new StoreError("invalid", "The scenario's saved text is not JSON.");
  }
  const [game, map] = await Promise.all([
    resolveReference(db, open.project.id, "game", String(scenario.game ?? "")),
    resolveReference(db, open.project.id, "map", String(scenario.map ?? "")),
  ]);
  if (!game?.revision || !map?.revision) throw new StoreError("invalid", `The scenario's ${!game?.revision ? `game "${String(scenario.game)}"` : `map "${String(scenario.map)}"`} is not in this project.`);
  return {
    documentId,
    games,
    bots,
    seed,
    botCheck,
    revisionNumber: await revisionNumber(db, documentId, open.revision.id),
    scenario: { id: open.revision.id, content: scenario },
    game: { id: game.revision.id, content: game.revision.content },
    map: { id: map.revision.id, content: map.revision.content },
  };
}
