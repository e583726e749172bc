import { newId } from "./content";
import type { Db } from "./db";
import { StoreError } from "./errors";

export interface PlaytestSummary {
  id: string;
  name: string;
  /** The user who started it (team mode), or null: the single-user studio, or saved before it was recorded. */
  createdById: string | null;
  /** That user's name, or "" when there is none. */
  createdBy: string;
  scenarioRevisionId: string;
  gameRevisionId: string | null;
  mapRevisionId: string | null;
  seed: number;
  status: string;
  actionCount: number;
  createdAt: string;
  updatedAt: string;
}

export interface Playtest extends PlaytestSummary {
  /** The action log: replaying it from (scenario revision, seed) gives the game. */
  actions: unknown[];
}

export const MAX_PLAYTEST_ACTIONS = 200_000;
const MAX_ACTIONS = MAX_PLAYTEST_ACTIONS;

/**
 * An action log already checked and serialised off the request thread
 * (lib/parse-worker/playtest-body): stored as it is. Only code builds one,
 * never a request, so it comes in its own field, apart from `actions`.
 */
export interface PreparedActions {
  text: string;
  count: number;
}
/** A saved game's name, as long as a document's. */
export const MAX_PLAYTEST_NAME = 200;
/** What a saved game's status may be: the studio saves a game in progress, and again when it is over. */
export const PLAYTEST_STATUSES = ["in-progress", "finished"] as const;

type Row = { id: string; name: string; createdById: string | null; scenarioRevisionId: string; gameRevisionId: string | null; mapRevisionId: string | null; seed: number; status: string; actions: string; createdAt: Date; updatedAt: Date };

function toSummary(row: Row, createdBy = ""): Playtest {
  const actions = JSON.parse(row.actions) as unknown[];
  return { ...summaryOf(row, createdBy, actions.length), actions };
}

/** A row's summary, its log counted by the caller (a prepared log knows its length: no parse). */
function summaryOf(row: Row, createdBy: string, actionCount: number): PlaytestSummary {
  return {
    id: row.id,
    name: row.name,
    createdById: row.createdById,
    createdBy,
    scenarioRevisionId: row.scenarioRevisionId,
    gameRevisionId: row.gameRevisionId,
    mapRevisionId: row.mapRevisionId,
    seed: row.seed,
    status: row.status,
    actionCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A saved game's name: text of at most MAX_PLAYTEST_NAME characters (it used to be cut there silently). */
function checkName(name: unknown): string {
  if (typeof name !== "string") throw new StoreError("invalid", "A saved game's name must be text.");
  if (name.length > MAX_PLAYTEST_NAME) throw new StoreError("invalid", `A saved game's name is at most ${MAX_PLAYTEST_NAME} characters; this one has ${name.length}.`);
  return name;
}

/** A saved game's status: one of PLAYTEST_STATUSES (any text, of any length, used to be stored). */
function checkStatus(status: unknown): string {
  if (typeof status !== "string" || !(PLAYTEST_STATUSES as readonly string[]).includes(status)) {
    throw new StoreError("invalid", `A saved game's status is ${PLAYTEST_STATUSES.map((s) => `"${s}"`).join(" or ")}.`);
  }
  return status;
}

/** The names of the users who started these games, by id. */
async function creatorNames(db: Db, rows: { createdById: string | null }[]): Promise<Map<string, string>> {
  const ids = [...new Set(rows.flatMap((r) => (r.createdById ? [r.createdById] : [])))];
  if (ids.length === 0) return new Map();
  const users = await db.user.findMany({ where: { id: { in: ids } }, select: { id: true, name: true } });
  return new Map(users.map((u) => [u.id, u.name]));
}

function checkActions(actions: unknown): unknown[] {
  if (!Array.isArray(actions)) throw new StoreError("invalid", "A playtest's action log must be a JSON array.");
  if (actions.length > MAX_ACTIONS) throw new StoreError("too-large", `A playtest log can hold at most ${MAX_ACTIONS} actions.`);
  return actions;
}

/** The log to store, as compact text: a prepared one as it is, else checked and serialised here. */
function logText(input: { actions?: unknown; preparedActions?: PreparedActions }): PreparedActions {
  if (input.preparedActions) {
    if (input.preparedActions.count > MAX_ACTIONS) throw new StoreError("too-large", `A playtest log can hold at most ${MAX_ACTIONS} actions.`);
    return input.preparedActions;
  }
  const actions = checkActions(input.actions ?? []);
  return { text: JSON.stringify(actions), count: actions.length };
}

/**
 * Starts a saved game on a scenario revision (which must exist: a playtest
 * always replays from stored data). `createdById` is the user starting it in
 * team mode (lib/auth: only they and the project's owners change it afterwards).
 */
export async function createPlaytest(
  db: Db,
  input: { scenarioRevisionId: string; gameRevisionId?: string; mapRevisionId?: string; seed: number; name?: string; actions?: unknown[]; preparedActions?: PreparedActions; status?: string; createdById?: string | null },
): Promise<PlaytestSummary> {
  for (const id of [input.scenarioRevisionId, input.gameRevisionId, input.mapRevisionId]) {
    if (id === undefined) continue;
    const revision = await db.revision.findUnique({ where: { id }, select: { id: true } });
    if (!revision) throw new StoreError("not-found", `No revision with id "${id}".`);
  }
  if (!Number.isInteger(input.seed) || input.seed < 0 || input.seed > 2 ** 31 - 1) throw new StoreError("invalid", "The seed must be a whole number from 0 to 2147483647.");
  const log = logText(input);
  const row = await db.playtest.create({
    data: {
      id: newId(),
      scenarioRevisionId: input.scenarioRevisionId,
      gameRevisionId: input.gameRevisionId ?? null,
      mapRevisionId: input.mapRevisionId ?? null,
      seed: input.seed,
      name: checkName(input.name ?? ""),
      actions: log.text,
      status: checkStatus(input.status ?? "in-progress"),
      createdById: input.createdById ?? null,
    },
  });
  return summaryOf(row, (await creatorNames(db, [row])).get(row.createdById ?? "") ?? "", log.count);
}

export async function getPlaytest(db: Db, id: string): Promise<Playtest> {
  const row = await db.playtest.findUnique({ where: { id } });
  if (!row) throw new StoreError("not-found", `No playtest with id "${id}".`);
  return toSummary(row, (await creatorNames(db, [row])).get(row.createdById ?? "") ?? "");
}

/** Who started a saved game (null: nobody recorded), without reading its log; not-found when there is no such game. */
export async function playtestCreator(db: Db, id: string): Promise<{ createdById: string | null; createdBy: string }> {
  const row = await db.playtest.findUnique({ where: { id }, select: { createdById: true } });
  if (!row) throw new StoreError("not-found", `No playtest with id "${id}".`);
  return { createdById: row.createdById, createdBy: (await creatorNames(db, [row])).get(row.createdById ?? "") ?? "" };
}

/** Replaces the action log (the log only grows in play, but testing aids may undo). */
/** Saves a game's log (`actions`, or `preparedActions` checked off the request thread), status and name. */
export async function updatePlaytest(db: Db, id: string, input: { actions?: unknown[]; preparedActions?: PreparedActions; status?: string; name?: string }): Promise<PlaytestSummary> {
  await playtestCreator(db, id);
  // Saving replaces the whole log: one must come.
  const log = logText(input.preparedActions ? input : { actions: checkActions(input.actions) });
  const row = await db.playtest.update({
    where: { id },
    data: {
      actions: log.text,
      ...(input.status !== undefined ? { status: checkStatus(input.status) } : {}),
      ...(input.name !== undefined ? { name: checkName(input.name) } : {}),
    },
  });
  return summaryOf(row, (await creatorNames(db, [row])).get(row.createdById ?? "") ?? "", log.count);
}

/** The playtests of every revision of a document, newest first, without their logs. */
export async function listPlaytests(db: Db, documentId: string): Promise<PlaytestSummary[]> {
  const revisions = await db.revision.findMany({ where: { documentId }, select: { id: true } });
  const rows = await db.playtest.findMany({ where: { scenarioRevisionId: { in: revisions.map((r) => r.id) } }, orderBy: { updatedAt: "desc" } });
  const names = await creatorNames(db, rows);
  return rows.map((row) => {
    const { actions: _actions, ...summary } = toSummary(row, names.get(row.createdById ?? "") ?? "");
    return summary;
  });
}

export async function deletePlaytest(db: Db, id: string): Promise<void> {
  await playtestCreator(db, id);
  await db.playtest.delete({ where: { id } });
}
