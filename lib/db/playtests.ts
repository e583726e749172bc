import { newId } from "./content";
import type { Db } from "./db";
import { StoreError } from "./errors";

export interface PlaytestSummary {
  id: string;
  name: string;
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

const MAX_ACTIONS = 200_000;

function toSummary(row: { id: string; name: string; scenarioRevisionId: string; gameRevisionId: string | null; mapRevisionId: string | null; seed: number; status: string; actions: string; createdAt: Date; updatedAt: Date }): Playtest {
  const actions = JSON.parse(row.actions) as unknown[];
  return {
    id: row.id,
    name: row.name,
    scenarioRevisionId: row.scenarioRevisionId,
    gameRevisionId: row.gameRevisionId,
    mapRevisionId: row.mapRevisionId,
    seed: row.seed,
    status: row.status,
    actionCount: actions.length,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    actions,
  };
}

function checkActions(actions: unknown): unknown[] {
  if (!Array.isArray(actions)) throw new StoreError("invalid", "A playtest's action log must be a JSON array.");
  if (actions.length > MAX_ACTIONS) throw new StoreError("too-large", `A playtest log can hold at most ${MAX_ACTIONS} actions.`);
  return actions;
}

/** Starts a saved game on a scenario revision (which must exist: a playtest always replays from stored data). */
export async function createPlaytest(db: Db, input: { scenarioRevisionId: string; gameRevisionId?: string; mapRevisionId?: string; seed: number; name?: string; actions?: unknown[]; status?: string }): Promise<Playtest> {
  for (const id of [input.scenarioRevisionId, input.gameRevisionId, input.mapRevisionId]) {
    if (id === undefined) continue;
    const revision = await db.revision.findUnique({ where: { id }, select: { id: true } });
    if (!revision) throw new StoreError("not-found", `No revision with id "${id}".`);
  }
  if (!Number.isInteger(input.seed) || input.seed < 0 || input.seed > 2 ** 31 - 1) throw new StoreError("invalid", "The seed must be a whole number from 0 to 2147483647.");
  const row = await db.playtest.create({
    data: {
      id: newId(),
      scenarioRevisionId: input.scenarioRevisionId,
      gameRevisionId: input.gameRevisionId ?? null,
      mapRevisionId: input.mapRevisionId ?? null,
      seed: input.seed,
      name: (input.name ?? "").slice(0, 200),
      actions: JSON.stringify(checkActions(input.actions ?? [])),
      status: input.status ?? "in-progress",
    },
  });
  return toSummary(row);
}

export async function getPlaytest(db: Db, id: string): Promise<Playtest> {
  const row = await db.playtest.findUnique({ where: { id } });
  if (!row) throw new StoreError("not-found", `No playtest with id "${id}".`);
  return toSummary(row);
}

/** Replaces the action log (the log only grows in play, but testing aids may undo). */
export async function updatePlaytest(db: Db, id: string, input: { actions: unknown[]; status?: string; name?: string }): Promise<Playtest> {
  await getPlaytest(db, id);
  const row = await db.playtest.update({
    where: { id },
    data: {
      actions: JSON.stringify(checkActions(input.actions)),
      ...(input.status ? { status: input.status } : {}),
      ...(input.name !== undefined ? { name: input.name.slice(0, 200) } : {}),
    },
  });
  return toSummary(row);
}

/** The playtests of every revision of a document, newest first, without their logs. */
export async function listPlaytests(db: Db, documentId: string): Promise<PlaytestSummary[]> {
  const revisions = await db.revision.findMany({ where: { documentId }, select: { id: true } });
  const rows = await db.playtest.findMany({ where: { scenarioRevisionId: { in: revisions.map((r) => r.id) } }, orderBy: { updatedAt: "desc" } });
  return rows.map((row) => {
    const { actions: _actions, ...summary } = toSummary(row);
    return summary;
  });
}

export async function deletePlaytest(db: Db, id: string): Promise<void> {
  await getPlaytest(db, id);
  await db.playtest.delete({ where: { id } });
}
