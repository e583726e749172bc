import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "./db";
import { createDocument, openDocument } from "./documents";
import { ConflictError, conflictMessage, StoreError } from "./errors";
import { createProject } from "./projects";
import { getRevision, listRevisions, restoreRevision, saveRevision } from "./revisions";
import { throwawayDb } from "./test-db";

let db: Db;
let close: () => Promise<void>;

beforeEach(async () => {
  ({ db, close } = await throwawayDb());
});
afterEach(async () => close());

async function newMap() {
  const project = await createProject(db, { name: "Theatre" });
  return createDocument(db, project.id, { kind: "map", name: "Main map", content: { schemaVersion: 1, v: 0 } });
}

describe("revisions", () => {
  it("makes a new immutable revision for every save and moves the pointer", async () => {
    const doc = await newMap();
    const first = await saveRevision(db, { documentId: doc.id, baseRevisionId: doc.currentRevisionId, content: { schemaVersion: 1, v: 1 }, message: "one" });
    const second = await saveRevision(db, { documentId: doc.id, baseRevisionId: first.id, content: { schemaVersion: 1, v: 1 }, message: "same content" });
    expect(second.parentId).toBe(first.id);
    expect(second.contentHash).toBe(first.contentHash);
    expect(second.id).not.toBe(first.id);
    const history = await listRevisions(db, doc.id);
    expect(history.map((r) => r.message)).toEqual(expect.arrayContaining(["one", "same content", "Created"]));
    expect(history).toHaveLength(3);
    const opened = await openDocument(db, doc.id);
    expect(opened.revision?.id).toBe(second.id);
    expect(JSON.parse((await getRevision(db, doc.currentRevisionId!)).content)).toEqual({ schemaVersion: 1, v: 0 });
  });

  it("refuses a save based on a stale revision and keeps the newer one", async () => {
    const doc = await newMap();
    const tabA = await saveRevision(db, { documentId: doc.id, baseRevisionId: doc.currentRevisionId, content: { schemaVersion: 1, tab: "A" } });
    const stale = saveRevision(db, { documentId: doc.id, baseRevisionId: doc.currentRevisionId, content: { schemaVersion: 1, tab: "B" } });
    await expect(stale).rejects.toBeInstanceOf(ConflictError);
    await expect(stale).rejects.toMatchObject({ code: "conflict", currentRevisionId: tabA.id });
    const opened = await openDocument(db, doc.id);
    expect(JSON.parse(opened.revision!.content)).toEqual({ schemaVersion: 1, tab: "A" });
    expect(await listRevisions(db, doc.id)).toHaveLength(2);
  });

  it("names the colleague whose save came first in the conflict [issue #17 item 6]", async () => {
    const doc = await newMap();
    const ann = await saveRevision(db, { documentId: doc.id, baseRevisionId: doc.currentRevisionId, content: { schemaVersion: 1, by: "ann" }, author: "Ann" });
    const late = saveRevision(db, { documentId: doc.id, baseRevisionId: doc.currentRevisionId, content: { schemaVersion: 1, by: "bo" }, author: "Bo" });
    await expect(late).rejects.toMatchObject({ currentRevisionId: ann.id, currentRevisionAuthor: "Ann" });
    await expect(late).rejects.toThrow(/^Ann saved this document since you opened it/);
  });

  it("says 'you, in another tab' when the first save was the same person's, and 'elsewhere' when nobody is recorded", () => {
    expect(conflictMessage("Ann", "Ann")).toMatch(/^You saved this document in another tab/);
    expect(conflictMessage("", "")).toMatch(/^This document was saved elsewhere/);
    expect(conflictMessage("Ann", "Bo")).toMatch(/^Ann saved/);
  });

  it("refuses content that is not a JSON object, and writes nothing", async () => {
    const doc = await newMap();
    for (const bad of ["{ not json", [1, 2], 42, null]) {
      await expect(saveRevision(db, { documentId: doc.id, baseRevisionId: doc.currentRevisionId, content: bad })).rejects.toBeInstanceOf(StoreError);
    }
    expect(await listRevisions(db, doc.id)).toHaveLength(1);
  });

  it("rolls the whole save back when it fails before commit", async () => {
    const doc = await newMap();
    const failing = saveRevision(
      db,
      { documentId: doc.id, baseRevisionId: doc.currentRevisionId, content: { schemaVersion: 1, v: 99 } },
      { beforeCommit: () => { throw new Error("disk full"); } },
    );
    await expect(failing).rejects.toThrow("disk full");
    const opened = await openDocument(db, doc.id);
    expect(opened.revision?.id).toBe(doc.currentRevisionId);
    expect(await listRevisions(db, doc.id)).toHaveLength(1);
  });

  it("restores an old revision as a new revision on top of history", async () => {
    const doc = await newMap();
    const first = await saveRevision(db, { documentId: doc.id, baseRevisionId: doc.currentRevisionId, content: { schemaVersion: 1, v: 1 }, message: "first" });
    const second = await saveRevision(db, { documentId: doc.id, baseRevisionId: first.id, content: { schemaVersion: 1, v: 2 } });
    const restored = await restoreRevision(db, { documentId: doc.id, revisionId: first.id, baseRevisionId: second.id });
    expect(restored.parentId).toBe(second.id);
    expect(restored.message).toContain("first");
    expect(restored.contentHash).toBe(first.contentHash);
    const opened = await openDocument(db, doc.id);
    expect(JSON.parse(opened.revision!.content)).toEqual({ schemaVersion: 1, v: 1 });
    expect(await listRevisions(db, doc.id)).toHaveLength(4);
  });
});
