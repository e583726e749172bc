import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { validateProject } from "@/lib/validate";
import type { Db } from "./db";
import { createDocument, listDocuments, openDocument } from "./documents";
import { createProject, listProjects } from "./projects";
import { listRevisions } from "./revisions";
import { copyDocumentToProject, createProjectFromTemplate, createStarterGame, createStarterScenario, listPickableDocuments } from "./starters";
import { throwawayDb } from "./test-db";
import { listTrash } from "./trash";

let db: Db;
let close: () => Promise<void>;
beforeEach(async () => {
  ({ db, close } = await throwawayDb());
});
afterEach(async () => close());

const content = async (id: string) => JSON.parse((await openDocument(db, id)).revision?.content ?? "null") as Record<string, unknown>;

/** The project's scenario checked with the game and map it names, as the studio resolves them. */
async function projectFindings(projectId: string) {
  const docs = await listDocuments(db, projectId);
  const of = async (kind: string) => {
    const d = docs.find((x) => x.kind === kind);
    return d ? { value: await content(d.id) } : undefined;
  };
  return validateProject({ game: await of("game"), map: await of("map"), scenario: await of("scenario") });
}

describe("project templates", () => {
  it.each(["nextwar", "nextwar-advanced", "area"] as const)("the %s template creates a project of game, map and scenario that validates with no findings", async (template) => {
    const p = await createProjectFromTemplate(db, { template, name: "Theatre" });
    const docs = await listDocuments(db, p.id);
    expect(docs.map((d) => d.kind).sort()).toEqual(["game", "map", "scenario"]);
    const scenario = await content(docs.find((d) => d.kind === "scenario")!.id);
    expect(scenario.game).toBe(docs.find((d) => d.kind === "game")!.id);
    expect(scenario.map).toBe(docs.find((d) => d.kind === "map")!.id);
    expect(await projectFindings(p.id)).toEqual({ game: [], map: [], scenario: [] });
    const [rev] = await listRevisions(db, docs[0]!.id);
    expect(rev?.message).toMatch(/template/);
  });

  it("the Advanced sample template copies the sample project under the name given, and it validates with no findings", async () => {
    const p = await createProjectFromTemplate(db, { template: "nextwar-advanced-sample", name: "My Advanced theatre" });
    expect(p.name).toBe("My Advanced theatre");
    const docs = await listDocuments(db, p.id);
    expect(docs.map((d) => d.kind).sort()).toEqual(["game", "map", "scenario"]);
    expect((await content(docs.find((d) => d.kind === "game")!.id)).ruleset).toBe("nextwar-advanced");
    expect(await projectFindings(p.id)).toEqual({ game: [], map: [], scenario: [] });
    const [rev] = await listRevisions(db, docs[0]!.id);
    expect(rev?.message).toMatch(/template/);
  });

  it("refuses an unknown template and writes nothing", async () => {
    await expect(createProjectFromTemplate(db, { template: "chess" })).rejects.toMatchObject({ code: "invalid" });
    expect(await listProjects(db)).toEqual([]);
  });
});

describe("starter games and scenarios", () => {
  it("creates a game from a starter and refuses an unknown one", async () => {
    const p = await createProject(db, { name: "P" });
    const g = await createStarterGame(db, p.id, { starter: "aa1942", name: "My area game" });
    expect((await content(g.id)).ruleset).toBe("aa1942");
    expect((await content(g.id)).name).toBe("My area game");
    await expect(createStarterGame(db, p.id, { starter: "monopoly", name: "x" })).rejects.toMatchObject({ code: "invalid" });
  });

  it("a scenario on another project's game and map copies both in, all in one go, and validates clean", async () => {
    const source = await createProjectFromTemplate(db, { template: "nextwar", name: "Source" });
    const target = await createProject(db, { name: "Target" });
    const srcDocs = await listDocuments(db, source.id);
    const s = await createStarterScenario(db, target.id, {
      name: "Opening",
      gameId: srcDocs.find((d) => d.kind === "game")!.id,
      mapId: srcDocs.find((d) => d.kind === "map")!.id,
      lastTurn: 6,
      initiativeSide: "red",
    });
    const docs = await listDocuments(db, target.id);
    expect(docs.map((d) => d.kind).sort()).toEqual(["game", "map", "scenario"]);
    const sc = await content(s.id);
    expect(sc.game).toBe(docs.find((d) => d.kind === "game")!.id);
    expect(sc).toMatchObject({ turns: { first: 1, last: 6 }, initiative: { side: "red" }, units: [] });
    expect(await projectFindings(target.id)).toEqual({ game: [], map: [], scenario: [] });
    const [copied] = await listRevisions(db, docs.find((d) => d.kind === "game")!.id);
    expect(copied?.message).toBe("Copied from “Game” in project “Source” for scenario “Opening”");
  });

  it("refuses a hex game on an area map, and an invalid game, creating nothing", async () => {
    const nw = await createProjectFromTemplate(db, { template: "nextwar" });
    const area = await createProjectFromTemplate(db, { template: "area" });
    const gameId = (await listDocuments(db, nw.id)).find((d) => d.kind === "game")!.id;
    const mapId = (await listDocuments(db, area.id)).find((d) => d.kind === "map")!.id;
    await expect(createStarterScenario(db, nw.id, { name: "x", gameId, mapId })).rejects.toMatchObject({ code: "invalid", message: expect.stringMatching(/area map/) });
    const broken = await createDocument(db, nw.id, { kind: "game", name: "Broken", content: { schemaVersion: 2, name: "Broken" } });
    const hexMap = (await listDocuments(db, nw.id)).find((d) => d.kind === "map")!.id;
    const target = await createProject(db, { name: "T" });
    await expect(createStarterScenario(db, target.id, { name: "x", gameId: broken.id, mapId: hexMap })).rejects.toMatchObject({ code: "invalid" });
    expect(await listDocuments(db, target.id)).toEqual([]);
    expect((await listDocuments(db, nw.id)).length).toBe(4);
  });
});

describe("copy and move between projects", () => {
  it("copies a document with a first revision naming its source; the original stays", async () => {
    const a = await createProjectFromTemplate(db, { template: "nextwar", name: "Alpha" });
    const b = await createProject(db, { name: "Bravo" });
    const game = (await listDocuments(db, a.id)).find((d) => d.kind === "game")!;
    const copy = await copyDocumentToProject(db, game.id, { projectId: b.id });
    expect(copy.projectId).toBe(b.id);
    expect(copy.revisionCount).toBe(1);
    expect((await listRevisions(db, copy.id))[0]?.message).toBe("Copied from “Game” in project “Alpha”");
    expect(await content(copy.id)).toEqual(await content(game.id));
    expect((await listDocuments(db, a.id)).length).toBe(3);
  });

  it("moves a scenario: the original goes to the trash, and its id references become names that resolve in the new project", async () => {
    const a = await createProjectFromTemplate(db, { template: "area", name: "Alpha" });
    const b = await createProject(db, { name: "Bravo" });
    const docs = await listDocuments(db, a.id);
    for (const d of docs.filter((x) => x.kind !== "scenario")) await copyDocumentToProject(db, d.id, { projectId: b.id });
    const moved = await copyDocumentToProject(db, docs.find((d) => d.kind === "scenario")!.id, { projectId: b.id, move: true });
    expect((await listRevisions(db, moved.id))[0]?.message).toBe("Moved from “Scenario” in project “Alpha”");
    expect(await content(moved.id)).toMatchObject({ game: "Game", map: "Map" });
    expect((await listDocuments(db, a.id)).map((d) => d.kind)).toEqual(["game", "map"]);
    expect((await listTrash(db)).documents.map((d) => d.name)).toEqual(["Scenario"]);
    expect(await projectFindings(b.id)).toEqual({ game: [], map: [], scenario: [] });
  });

  it("refuses copying into the same project or a missing one", async () => {
    const a = await createProjectFromTemplate(db, { template: "nextwar" });
    const game = (await listDocuments(db, a.id)).find((d) => d.kind === "game")!;
    await expect(copyDocumentToProject(db, game.id, { projectId: a.id })).rejects.toMatchObject({ code: "invalid" });
    await expect(copyDocumentToProject(db, game.id, { projectId: "nope" })).rejects.toMatchObject({ code: "not-found" });
  });

  it("lists every project's documents with rulesets, sides and layouts for the pickers", async () => {
    await createProjectFromTemplate(db, { template: "nextwar", name: "NW" });
    await createProjectFromTemplate(db, { template: "area", name: "AR" });
    const listed = await listPickableDocuments(db, ["game", "map"]);
    expect(listed.map((p) => p.name)).toEqual(["AR", "NW"]);
    expect(listed[1]?.documents).toEqual([
      expect.objectContaining({ kind: "game", ruleset: "nextwar-standard", sides: [{ id: "blue", name: "Blue" }, { id: "red", name: "Red" }] }),
      expect.objectContaining({ kind: "map", layout: "hex" }),
    ]);
  });
});
