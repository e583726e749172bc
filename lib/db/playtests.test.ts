import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "./db";
import { createDocument } from "./documents";
import { createProject } from "./projects";
import { createPlaytest, deletePlaytest, getPlaytest, listPlaytests, updatePlaytest } from "./playtests";
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
    expect(started).toMatchObject({ seed: 42, status: "in-progress", actionCount: 0, actions: [], mapRevisionId: map.currentRevisionId, gameRevisionId: null });
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
});
