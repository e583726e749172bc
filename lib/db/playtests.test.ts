import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "./db";
import { createUser } from "./accounts";
import { createDocument } from "./documents";
import { createProject } from "./projects";
import { createPlaytest, deletePlaytest, getPlaytest, listPlaytests, playtestCreator, updatePlaytest } from "./playtests";
import { saveRevision } from "./revisions";
import { throwawayDb } from "./test-db";

let db: Db;
let close: () => Promise<void>;
beforeEach(async () => {
  ({ db, close } = await throwawayDb());
});
afterEach(async () => close());

describe("playtests", () => {
  it("stores a game as (scenario revision, seed, action log), resumes it and lists it under the document", async () => {
    const p = await createProject(db, { name: "P" });
    const doc = await createDocument(db, p.id, { kind: "scenario", name: "S", content: { schemaVersion: 1 } });
    const map = await createDocument(db, p.id, { kind: "map", name: "M", content: { schemaVersion: 1 } });
    const started = await createPlaytest(db, { scenarioRevisionId: doc.currentRevisionId!, mapRevisionId: map.currentRevisionId!, seed: 42, name: "First try" });
    expect(started).toMatchObject({ seed: 42, status: "in-progress", actionCount: 0, mapRevisionId: map.currentRevisionId, gameRevisionId: null });
    await updatePlaytest(db, started.id, { actions: [{ type: "end-segment" }, { type: "move", units: ["a"], to: "0101" }] });
    const resumed = await getPlaytest(db, started.id);
    expect(resumed.actions).toEqual([{ type: "end-segment" }, { type: "move", units: ["a"], to: "0101" }]);
    // A later revision's games are listed under the same document.
    const next = await saveRevision(db, { documentId: doc.id, baseRevisionId: doc.currentRevisionId, content: { schemaVersion: 1, v: 2 } });
    await createPlaytest(db, { scenarioRevisionId: next.id, seed: 7 });
    const listed = await listPlaytests(db, doc.id);
    expect(listed.map((t) => t.seed).sort((a, b) => a - b)).toEqual([7, 42]);
    expect(listed.find((t) => t.seed === 42)).toMatchObject({ actionCount: 2, name: "First try" });
    expect(listed[0]).not.toHaveProperty("actions");
    await deletePlaytest(db, started.id);
    expect(await listPlaytests(db, doc.id)).toHaveLength(1);
  });

  it("refuses unknown revisions, bad seeds and logs that are not arrays", async () => {
    await expect(createPlaytest(db, { scenarioRevisionId: "nope", seed: 1 })).rejects.toMatchObject({ code: "not-found" });
    const q = await createProject(db, { name: "Q" });
    const s = await createDocument(db, q.id, { kind: "scenario", name: "S" });
    await expect(createPlaytest(db, { scenarioRevisionId: s.currentRevisionId!, gameRevisionId: "gone", seed: 1 })).rejects.toMatchObject({ code: "not-found" });
    const p = await createProject(db, { name: "P" });
    const doc = await createDocument(db, p.id, { kind: "scenario", name: "S" });
    await expect(createPlaytest(db, { scenarioRevisionId: doc.currentRevisionId!, seed: -1 })).rejects.toMatchObject({ code: "invalid" });
    const t = await createPlaytest(db, { scenarioRevisionId: doc.currentRevisionId!, seed: 1 });
    await expect(updatePlaytest(db, t.id, { actions: {} as unknown as unknown[] })).rejects.toMatchObject({ code: "invalid" });
  });

  it("records who started a game and names them in the list [#25 item 4]", async () => {
    const ann = await createUser(db, { name: "ann", passwordHash: "x" });
    const p = await createProject(db, { name: "P" });
    const doc = await createDocument(db, p.id, { kind: "scenario", name: "S", content: { schemaVersion: 1 } });
    const hers = await createPlaytest(db, { scenarioRevisionId: doc.currentRevisionId!, seed: 1, createdById: ann.id });
    const nobodys = await createPlaytest(db, { scenarioRevisionId: doc.currentRevisionId!, seed: 2 });
    expect(hers).toMatchObject({ createdById: ann.id, createdBy: "ann" });
    expect(await playtestCreator(db, nobodys.id)).toEqual({ createdById: null, createdBy: "" });
    const listed = await listPlaytests(db, doc.id);
    expect(listed.find((t) => t.id === hers.id)).toMatchObject({ createdById: ann.id, createdBy: "ann" });
    expect(listed.find((t) => t.id === nobodys.id)).toMatchObject({ createdById: null, createdBy: "" });
    // Saving moves on the log, never the creator.
    expect(await updatePlaytest(db, hers.id, { actions: [{ type: "end-phase" }], status: "finished" })).toMatchObject({ createdById: ann.id, status: "finished", actionCount: 1 });
  });

  it("refuses a status other than in-progress or finished and a name over 200 characters, storing nothing [#25 item 4]", async () => {
    const p = await createProject(db, { name: "P" });
    const doc = await createDocument(db, p.id, { kind: "scenario", name: "S", content: { schemaVersion: 1 } });
    const huge = "x".repeat(40 * 1024 * 1024);
    await expect(createPlaytest(db, { scenarioRevisionId: doc.currentRevisionId!, seed: 1, status: huge })).rejects.toMatchObject({ code: "invalid", message: 'A saved game\'s status is "in-progress" or "finished".' });
    await expect(createPlaytest(db, { scenarioRevisionId: doc.currentRevisionId!, seed: 1, name: "n".repeat(201) })).rejects.toMatchObject({ code: "invalid", message: "A saved game's name is at most 200 characters; this one has 201." });
    expect(await listPlaytests(db, doc.id)).toEqual([]);
    const t = await createPlaytest(db, { scenarioRevisionId: doc.currentRevisionId!, seed: 1, name: "n".repeat(200) });
    await expect(updatePlaytest(db, t.id, { actions: [], status: huge })).rejects.toMatchObject({ code: "invalid" });
    await expect(updatePlaytest(db, t.id, { actions: [], status: { $gt: "" } as unknown as string })).rejects.toMatchObject({ code: "invalid" });
    await expect(updatePlaytest(db, t.id, { actions: [], name: "n".repeat(201) })).rejects.toMatchObject({ code: "invalid" });
    await expect(updatePlaytest(db, t.id, { actions: [], name: 7 as unknown as string })).rejects.toMatchObject({ code: "invalid", message: "A saved game's name must be text." });
    expect(await getPlaytest(db, t.id)).toMatchObject({ status: "in-progress", name: "n".repeat(200) });
  });
});
