// Text with a NUL character [#25 item 7]: PostgreSQL cannot store U+0000 in a
// text column (the driver's error came out as a generic 500) and SQLite stored
// it. Both refuse it with the same one-line message, before anything is written.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, findUserByName } from "./accounts";
import type { Db } from "./db";
import { createDocument, getDocument, listDocuments, renameDocument } from "./documents";
import { createPlaytest, updatePlaytest } from "./playtests";
import { createProject, listProjects, updateProject } from "./projects";
import { saveRevision } from "./revisions";
import { throwawayDb } from "./test-db";

let db: Db;
let close: () => Promise<void>;
beforeAll(async () => ({ db, close } = await throwawayDb()));
afterAll(async () => close());

const NUL = "\u0000";
const refused = (what: string) => ({ code: "invalid", message: expect.stringMatching(new RegExp(`^The ${what} contains a NUL character \\(U\\+0000\\), which cannot be stored; remove it\\.$`)) });

describe("text with a NUL character is refused on every database [#25 item 7]", () => {
  it("in project and document names, revision messages and saved games' names, and nothing is written", async () => {
    await expect(createProject(db, { name: `Theatre${NUL}` })).rejects.toMatchObject(refused("project name"));
    expect((await listProjects(db)).map((p) => p.name)).not.toContain(`Theatre${NUL}`);
    const project = await createProject(db, { name: "Theatre" });
    await expect(updateProject(db, project.id, { description: `a${NUL}b` })).rejects.toMatchObject(refused("project description"));
    await expect(createDocument(db, project.id, { kind: "scenario", name: `S${NUL}`, content: { schemaVersion: 1 } })).rejects.toMatchObject(refused("document name"));
    const doc = await createDocument(db, project.id, { kind: "scenario", name: "S", content: { schemaVersion: 1 } });
    await expect(renameDocument(db, doc.id, `T${NUL}`)).rejects.toMatchObject(refused("document name"));
    await expect(saveRevision(db, { documentId: doc.id, baseRevisionId: doc.currentRevisionId, content: { schemaVersion: 1, v: 2 }, message: `fix${NUL}` })).rejects.toMatchObject(refused("revision message"));
    // The failed save moved nothing: a save from the same base still goes through.
    const saved = await saveRevision(db, { documentId: doc.id, baseRevisionId: doc.currentRevisionId, content: { schemaVersion: 1, v: 2 }, message: "fix" });
    expect(saved.message).toBe("fix");
    await expect(createPlaytest(db, { scenarioRevisionId: saved.id, seed: 1, name: `Game${NUL}` })).rejects.toMatchObject(refused("saved game name"));
    const game = await createPlaytest(db, { scenarioRevisionId: saved.id, seed: 1, name: "Game" });
    await expect(updatePlaytest(db, game.id, { actions: [], name: `G${NUL}` })).rejects.toMatchObject(refused("saved game name"));
  });

  it("in JSON documents a NUL is kept escaped, as JSON writes it", async () => {
    const project = await createProject(db, { name: "Escaped" });
    const doc = await createDocument(db, project.id, { kind: "game", name: "G", content: { schemaVersion: 1, note: `a${NUL}b` } });
    expect(doc.name).toBe("G");
  });

  it("a lookup by text with a NUL finds nothing: a sign-in with one is a wrong name, an id with one a missing document", async () => {
    await createUser(db, { name: "ann", passwordHash: "x" });
    expect(await findUserByName(db, `ann${NUL}`)).toBeNull();
    await expect(getDocument(db, `x${NUL}`)).rejects.toMatchObject({ code: "not-found" });
    await expect(listDocuments(db, `p${NUL}`)).rejects.toMatchObject({ code: "not-found" });
  });
});
