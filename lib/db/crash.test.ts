import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { openDatabase } from "./client";
import { createDocument, openDocument } from "./documents";
import { createProject } from "./projects";
import { listRevisions, saveRevision } from "./revisions";
import { throwawayDb } from "./test-db";

describe("a server killed during a save", () => {
  it("comes back with the last good revision current and no trace of the half-done save", async () => {
    const { db, target, close } = await throwawayDb();
    const project = await createProject(db, { name: "Crash" });
    const doc = await createDocument(db, project.id, { kind: "map", name: "Map", content: { schemaVersion: 1, good: 1 } });
    const good = await saveRevision(db, { documentId: doc.id, baseRevisionId: doc.currentRevisionId, content: { schemaVersion: 1, good: 2 } });
    await db.$disconnect();

    const child = spawnSync(
      process.execPath,
      ["--import", "tsx", path.join(import.meta.dirname, "kill-during-save.ts"), target, doc.id, good.id],
      { encoding: "utf8", timeout: 30_000 },
    );
    expect(child.stderr).not.toContain("the save committed");
    expect(child.signal).toBe("SIGKILL");

    const reopened = await openDatabase(target);
    const opened = await openDocument(reopened, doc.id);
    expect(opened.revision?.id).toBe(good.id);
    expect(JSON.parse(opened.revision!.content)).toEqual({ schemaVersion: 1, good: 2 });
    expect((await listRevisions(reopened, doc.id)).map((r) => r.message)).not.toContain("never committed");
    // The store still takes saves after the crash.
    await saveRevision(reopened, { documentId: doc.id, baseRevisionId: good.id, content: { schemaVersion: 1, good: 3 } });
    await reopened.$disconnect();
    await close();
  });
});
