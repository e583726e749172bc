import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "./db";
import { createDocument, duplicateDocument, listDocuments, openDocument, purgeDocument, renameDocument, restoreDocument, trashDocument } from "./documents";
import { StoreError } from "./errors";
import { createProject, duplicateProject, getProject, listProjects, purgeProject, restoreProject, trashProject, updateProject } from "./projects";
import { listRevisions, saveRevision } from "./revisions";
import { throwawayDb } from "./test-db";
import { listTrash } from "./trash";

let db: Db;
let close: () => Promise<void>;
beforeEach(async () => {
  ({ db, close } = await throwawayDb());
});
afterEach(async () => close());

describe("projects", () => {
  it("creates, renames and lists projects, refusing empty names", async () => {
    const p = await createProject(db, { name: "  Baltic 2030 ", description: "A theatre" });
    expect(p.name).toBe("Baltic 2030");
    await expect(createProject(db, { name: "   " })).rejects.toMatchObject({ code: "invalid" });
    const renamed = await updateProject(db, p.id, { name: "Baltic 2031" });
    expect(renamed.name).toBe("Baltic 2031");
    expect((await listProjects(db)).map((x) => x.name)).toEqual(["Baltic 2031"]);
  });

  it("refuses names with a lone UTF-16 surrogate (they would be stored as invalid UTF-8), and writes nothing", async () => {
    await expect(createProject(db, { name: "Op \ud800" })).rejects.toMatchObject({ code: "invalid", message: expect.stringMatching(/lone UTF-16 surrogate/) });
    expect(await listProjects(db)).toHaveLength(0);
    const p = await createProject(db, { name: "Op 😀" });
    expect(p.name).toBe("Op 😀");
    await expect(updateProject(db, p.id, { name: "\udc00" })).rejects.toMatchObject({ code: "invalid" });
    await expect(updateProject(db, p.id, { description: "x\udc00" })).rejects.toMatchObject({ code: "invalid" });
    await expect(createDocument(db, p.id, { kind: "map", name: "m\ud83d", content: { schemaVersion: 1 } })).rejects.toMatchObject({ code: "invalid" });
    expect((await getProject(db, p.id)).name).toBe("Op 😀");
    expect(await listDocuments(db, p.id)).toHaveLength(0);
  });

  it("soft-deletes to the trash and restores with documents intact", async () => {
    const p = await createProject(db, { name: "Korea" });
    const doc = await createDocument(db, p.id, { kind: "scenario", name: "Opening", content: { schemaVersion: 1, a: 1 } });
    await trashProject(db, p.id);
    expect(await listProjects(db)).toHaveLength(0);
    await expect(getProject(db, p.id)).rejects.toMatchObject({ code: "not-found" });
    expect((await listTrash(db)).projects.map((x) => x.id)).toEqual([p.id]);
    await restoreProject(db, p.id);
    expect((await listDocuments(db, p.id)).map((d) => d.id)).toEqual([doc.id]);
    expect(JSON.parse((await openDocument(db, doc.id)).revision!.content)).toEqual({ schemaVersion: 1, a: 1 });
  });

  it("purges only from the trash", async () => {
    const p = await createProject(db, { name: "Gone" });
    await createDocument(db, p.id, { kind: "map", name: "M" });
    await expect(purgeProject(db, p.id)).rejects.toBeInstanceOf(StoreError);
    await trashProject(db, p.id);
    await purgeProject(db, p.id);
    expect((await listTrash(db)).projects).toHaveLength(0);
    expect(await db.revision.count()).toBe(0);
  });

  it("duplicates a project with the current content of each live document", async () => {
    const p = await createProject(db, { name: "Taiwan" });
    const doc = await createDocument(db, p.id, { kind: "map", name: "Strait" });
    await saveRevision(db, { documentId: doc.id, baseRevisionId: doc.currentRevisionId, content: { schemaVersion: 1, painted: true } });
    const gone = await createDocument(db, p.id, { kind: "game", name: "Old" });
    await trashDocument(db, gone.id);
    const copy = await duplicateProject(db, p.id);
    expect(copy.name).toBe("Taiwan (copy)");
    const docs = await listDocuments(db, copy.id);
    expect(docs.map((d) => d.name)).toEqual(["Strait"]);
    expect(JSON.parse((await openDocument(db, docs[0]!.id)).revision!.content)).toEqual({ schemaVersion: 1, painted: true });
    expect(await listRevisions(db, docs[0]!.id)).toHaveLength(1);
  });
});

describe("documents", () => {
  it("creates, renames, duplicates, trashes and restores documents", async () => {
    const p = await createProject(db, { name: "P" });
    await expect(createDocument(db, p.id, { kind: "counter", name: "x" })).rejects.toMatchObject({ code: "invalid" });
    await expect(createDocument(db, "nope", { kind: "map", name: "x" })).rejects.toMatchObject({ code: "not-found" });
    const doc = await createDocument(db, p.id, { kind: "game", name: "Module", content: { schemaVersion: 2 } });
    expect(doc.schemaVersion).toBe(2);
    expect(doc.revisionCount).toBe(1);
    expect((await renameDocument(db, doc.id, "Series module")).name).toBe("Series module");
    const copy = await duplicateDocument(db, doc.id);
    expect(copy.name).toBe("Series module (copy)");
    await trashDocument(db, doc.id);
    expect((await listDocuments(db, p.id)).map((d) => d.id)).toEqual([copy.id]);
    const trash = await listTrash(db);
    expect(trash.documents.map((d) => [d.id, d.projectName])).toEqual([[doc.id, "P"]]);
    await restoreDocument(db, doc.id);
    expect(await listDocuments(db, p.id)).toHaveLength(2);
    await trashDocument(db, copy.id);
    await purgeDocument(db, copy.id);
    expect(await listDocuments(db, p.id)).toHaveLength(1);
  });
});
