import type { DocumentKind } from "@/lib/model/document-kind";
import { type Game, type GameMap, gameSchema, mapSchema } from "@/lib/model";
import { migrateDocument } from "@/lib/model/migrate";
import { sampleBundles } from "@/lib/samples";
import { BOARD_NAMES, GAME_RULESETS, GAME_STARTERS, SAMPLE_TEMPLATES, THEATRE_TEMPLATES, type GameStarterId, type TheatreTemplateId, isGameStarterId, isSampleTemplateId, isTheatreTemplateId, starterScenario, theatre } from "@/lib/starters";
import { importBundle } from "./bundles";
import type { Db } from "./db";
import { cleanName, newId, prepareContent } from "./content";
import { type DocumentRow, type Tx, copyDocumentInto, insertDocument } from "./document-copy";
import { createDocument, getDocument } from "./documents";
import { StoreError } from "./errors";
import { getProject } from "./projects";
import { pickReference } from "./references";
import { toDocument } from "./mappers";
import type { DocumentSummary, ProjectSummary } from "./types";

/**
 * Creating from starters, and copying or moving documents between projects.
 * Each call writes in one transaction (all or nothing), and every document it
 * writes starts with a first revision whose message says where it came from.
 */

/** One document as the pickers show it, with what a dialog needs to know of its content. */
export interface PickableDocument {
  id: string;
  name: string;
  kind: DocumentKind;
  /** Games: the ruleset and sides; maps: the layout. Absent when the content does not parse. */
  ruleset?: string;
  layout?: string;
  sides?: { id: string; name: string }[];
}

export interface PickableProject {
  id: string;
  name: string;
  documents: PickableDocument[];
}

/** Every live project with its live documents (of `kinds`), for the copy-from and scenario pickers. */
export async function listPickableDocuments(db: Db, kinds: readonly DocumentKind[] = ["game", "map", "scenario"]): Promise<PickableProject[]> {
  const projects = await db.project.findMany({ where: { deletedAt: null }, orderBy: { name: "asc" } });
  const docs = await db.document.findMany({ where: { deletedAt: null, kind: { in: [...kinds] }, projectId: { in: projects.map((p) => p.id) } }, orderBy: [{ kind: "asc" }, { name: "asc" }] });
  // Only games and maps need their content read (ruleset, sides, layout).
  const wanted = docs.filter((d) => (d.kind === "game" || d.kind === "map") && d.currentRevisionId).map((d) => d.currentRevisionId as string);
  const contents = new Map((await db.revision.findMany({ where: { id: { in: wanted } }, select: { id: true, content: true } })).map((r) => [r.id, r.content]));
  return projects.map((p) => ({
    id: p.id,
    name: p.name,
    documents: docs
      .filter((d) => d.projectId === p.id)
      .map((d) => ({ id: d.id, name: d.name, kind: d.kind as DocumentKind, ...describe(d.kind, d.currentRevisionId ? contents.get(d.currentRevisionId) : undefined) })),
  }));
}

function describe(kind: string, text: string | undefined): Partial<PickableDocument> {
  if (!text) return {};
  try {
    const value = JSON.parse(text) as { ruleset?: unknown; layout?: unknown; sides?: unknown };
    if (kind === "map") return typeof value.layout === "string" ? { layout: value.layout } : {};
    const sides = Array.isArray(value.sides)
      ? value.sides.flatMap((s: { id?: unknown; name?: unknown }) => (typeof s?.id === "string" ? [{ id: s.id, name: typeof s.name === "string" ? s.name : s.id }] : []))
      : [];
    return { ...(typeof value.ruleset === "string" ? { ruleset: value.ruleset } : {}), sides };
  } catch {
    return {};
  }
}

/** A new game document from one of the starters (lib/starters). */
export async function createStarterGame(db: Db, projectId: string, input: { starter: unknown; name: unknown }): Promise<DocumentSummary> {
  if (!isGameStarterId(input.starter)) throw new StoreError("invalid", `There is no game starter "${String(input.starter)}".`);
  const starter: GameStarterId = input.starter;
  const name = cleanName(input.name, "game");
  return createDocument(db, projectId, { kind: "game", name, content: GAME_STARTERS[starter](name), message: `Created from the starter “${starter}”` });
}

/** A new project holding a template theatre: game, map and a scenario naming them by document id. */
export async function createProjectFromTemplate(db: Db, input: { template: unknown; name?: unknown }): Promise<ProjectSummary> {
  if (isSampleTemplateId(input.template)) {
    // A sample template copies the sample project as it ships (lib/samples), under the name given.
    const { projectName, sample } = SAMPLE_TEMPLATES[input.template];
    const bundle = sampleBundles().find((b) => b.slug === sample);
    if (!bundle) throw new StoreError("not-found", `The sample "${sample}" is not installed.`);
    return importBundle(db, bundle.text, { name: cleanName(input.name ?? projectName, "project"), message: `Created from the template “${input.template}”` });
  }
  if (!isTheatreTemplateId(input.template)) throw new StoreError("invalid", `There is no project template "${String(input.template)}".`);
  const template: TheatreTemplateId = input.template;
  const name = cleanName(input.name ?? THEATRE_TEMPLATES[template].projectName, "project");
  const ids = { project: newId(), game: newId(), map: newId(), scenario: newId() };
  const t = theatre(template, { game: ids.game, map: ids.map });
  const message = `Created from the template “${template}”`;
  await db.$transaction(async (tx) => {
    await tx.project.create({ data: { id: ids.project, name, description: THEATRE_TEMPLATES[template].description } });
    for (const kind of ["game", "map", "scenario"] as const) {
      await insertDocument(tx, { id: ids[kind], projectId: ids.project, kind, name: t[kind].name, prepared: prepareContent(t[kind].content), message, author: "" });
    }
  });
  return getProject(db, ids.project);
}

async function liveRow(db: Db | Tx, id: string, kind?: DocumentKind): Promise<DocumentRow> {
  const row = await db.document.findUnique({ where: { id } });
  if (!row || row.deletedAt) throw new StoreError("not-found", `No document with id "${id}".`);
  if (kind && row.kind !== kind) throw new StoreError("invalid", `“${row.name}” is a ${row.kind}, not a ${kind}.`);
  const project = await db.project.findUnique({ where: { id: row.projectId } });
  if (!project || project.deletedAt) throw new StoreError("not-found", `No document with id "${id}".`);
  return row;
}

/** The current content of a document parsed with its schema (after migration), or a one-line refusal. */
async function parsedContent<T extends Game | GameMap>(tx: Tx, row: DocumentRow, kind: "game" | "map"): Promise<T> {
  const rev = row.currentRevisionId ? await tx.revision.findUnique({ where: { id: row.currentRevisionId } }) : null;
  const value = rev ? (JSON.parse(rev.content) as Record<string, unknown>) : {};
  const migrated = migrateDocument(kind, value);
  const parsed = (kind === "game" ? gameSchema : mapSchema).safeParse(migrated.ok ? migrated.doc : value);
  if (!parsed.success) throw new StoreError("invalid", `The ${kind} “${row.name}” does not match its schema; fix it in the editor first. Nothing was created.`);
  return parsed.data as T;
}

/**
 * The text of a scenario as it should read in another project: a `game` or
 * `map` written as a document id of the source project would name nothing
 * there, so it is rewritten to that document's name (which resolves once a
 * document of that name is copied too, or when the project has only one).
 */
async function portableScenario(tx: Tx, source: DocumentRow): Promise<unknown> {
  const rev = source.currentRevisionId ? await tx.revision.findUnique({ where: { id: source.currentRevisionId } }) : null;
  if (!rev) return undefined;
  let value: Record<string, unknown>;
  try {
    value = JSON.parse(rev.content) as Record<string, unknown>;
  } catch {
    return undefined;
  }
  const siblings = await tx.document.findMany({ where: { projectId: source.projectId, deletedAt: null } });
  const summaries = siblings.map((d) => toDocument(d, 0, 0));
  for (const ref of ["game", "map"] as const) {
    const target = value[ref];
    if (typeof target !== "string") continue;
    const picked = pickReference(summaries, ref, target);
    if (picked && picked.id === target) value[ref] = picked.name;
  }
  return value;
}

/**
 * Copies (or moves) a document into another project. The copy starts its own
 * history with one revision naming its source; a move also puts the original
 * in the trash, in the same transaction, so it can be restored from there.
 */
export async function copyDocumentToProject(db: Db, id: string, input: { projectId: string; move?: boolean; name?: unknown }): Promise<DocumentSummary> {
  const source = await liveRow(db, id);
  const from = await getProject(db, source.projectId);
  const to = await getProject(db, input.projectId);
  if (to.id === from.id) throw new StoreError("invalid", input.move ? "The document is already in that project." : "Pick another project; Duplicate copies within this one.");
  const name = cleanName(input.name ?? source.name, "document");
  const verb = input.move ? "Moved" : "Copied";
  const copyId = await db.$transaction(async (tx) => {
    const content = source.kind === "scenario" ? await portableScenario(tx, source) : undefined;
    const newDoc = await copyDocumentInto(tx, source, to.id, name, `${verb} from “${source.name}” in project “${from.name}”`, content);
    if (input.move) await tx.document.update({ where: { id: source.id }, data: { deletedAt: new Date() } });
    return newDoc;
  });
  return getDocument(db, copyId);
}

export interface NewScenarioInput {
  name: unknown;
  gameId: string;
  mapId: string;
  lastTurn?: number;
  initiativeSide?: string;
}

/**
 * A new scenario on a game and map. Either may live in another project: it is
 * then copied into this one first (its copy names its source), in the same
 * transaction as the scenario, which names both by their ids here.
 */
export async function createStarterScenario(db: Db, projectId: string, input: NewScenarioInput): Promise<DocumentSummary> {
  const project = await getProject(db, projectId);
  const name = cleanName(input.name, "scenario");
  const gameRow = await liveRow(db, input.gameId, "game");
  const mapRow = await liveRow(db, input.mapId, "map");
  const lastTurn = input.lastTurn;
  if (lastTurn !== undefined && (!Number.isInteger(lastTurn) || lastTurn < 1 || lastTurn > 999)) throw new StoreError("invalid", "The last turn must be a whole number from 1 to 999.");
  const scenarioId = await db.$transaction(async (tx) => {
    const game = await parsedContent<Game>(tx, gameRow, "game");
    const map = await parsedContent<GameMap>(tx, mapRow, "map");
    const board = GAME_RULESETS[game.ruleset].board;
    if (board !== map.layout) {
      throw new StoreError("invalid", `A ${game.ruleset} game plays on ${BOARD_NAMES[board]} map; “${mapRow.name}” is a ${map.layout} map.`);
    }
    const bringIn = async (row: DocumentRow) => {
      if (row.projectId === project.id) return row.id;
      const origin = await tx.project.findUnique({ where: { id: row.projectId } });
      return copyDocumentInto(tx, row, project.id, row.name, `Copied from “${row.name}” in project “${origin?.name ?? "?"}” for scenario “${name}”`);
    };
    const gameRef = await bringIn(gameRow);
    const mapRef = await bringIn(mapRow);
    const scenario = starterScenario(game, map, { name, gameRef, mapRef, lastTurn, initiativeSide: input.initiativeSide });
    const id = newId();
    await insertDocument(tx, { id, projectId: project.id, kind: "scenario", name, prepared: prepareContent(scenario), message: `Created on “${gameRow.name}” and “${mapRow.name}”`, author: "" });
    return id;
  });
  return getDocument(db, scenarioId);
}
