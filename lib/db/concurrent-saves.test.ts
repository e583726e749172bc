import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "./client";
import type { Db } from "./db";
import { createDocument, openDocument, trashDocument } from "./documents";
import { ConflictError } from "./errors";
import { createProject } from "./projects";
import { listRevisions, saveRevision } from "./revisions";
import { testProvider, throwawayDb } from "./test-db";

// Saves racing on one document, run on SQLite and on PostgreSQL (vitest.config.mts).
// On PostgreSQL the racing saves really overlap: each transaction has its own
// connection, and a second client stands for a second server process on the
// same database. SQLite's studio is one process, whose client runs one
// transaction at a time: there the race is between queued saves.
let db: Db;
let other: Db;
let close: () => Promise<void>;

beforeAll(async () => {
  const opened = await throwawayDb();
  ({ db, close } = opened);
  other = testProvider === "postgresql" ? await openDatabase(opened.target) : db;
});
afterAll(async () => {
  if (other !== db) await other.$disconnect();
  await close();
});

async function newScenario() {
  const project = await createProject(db, { name: "Race" });
  return createDocument(db, project.id, { kind: "scenario", name: "S", content: { schemaVersion: 1, n: 0 } });
}

describe("saves racing from the same base", () => {
  it("take exactly one; every other is refused as a conflict naming the winner, and nothing else is written", async () => {
    const doc = await newScenario();
    const attempts = Array.from({ length: 12 }, (_, i) =>
      saveRevision(i % 2 ? other : db, { documentId: doc.id, baseRevisionId: doc.currentRevisionId, content: { schemaVersion: 1, n: i + 1 } }),
    );
    const results = await Promise.allSettled(attempts);
    const won = results.filter((r) => r.status === "fulfilled");
    const lost = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
    expect(won).toHaveLength(1);
    const winner = (won[0] as PromiseFulfilledResult<Awaited<(typeof attempts)[number]>>).value;
    expect(lost).toHaveLength(11);
    for (const loss of lost) {
      expect(loss.reason).toBeInstanceOf(ConflictError);
      expect(loss.reason).toMatchObject({ currentRevisionId: winner.id });
    }
    expect((await openDocument(db, doc.id)).revision?.id).toBe(winner.id);
    expect(await listRevisions(db, doc.id)).toHaveLength(2);
  });

  it("lose no save when each writer reloads and retries after a conflict", async () => {
    const doc = await newScenario();
    const writers = 4;
    const savesEach = 5;
    async function writer(client: Db, w: number) {
      for (let s = 0; s < savesEach; s += 1) {
        for (;;) {
          const base = (await openDocument(client, doc.id)).revision!.id;
          try {
            await saveRevision(client, { documentId: doc.id, baseRevisionId: base, content: { schemaVersion: 1, w, s } });
            break;
          } catch (error) {
            if (!(error instanceof ConflictError)) throw error;
          }
        }
      }
    }
    await Promise.all(Array.from({ length: writers }, (_, w) => writer(w % 2 ? other : db, w)));
    const history = await listRevisions(db, doc.id);
    expect(history).toHaveLength(1 + writers * savesEach);
    // One unbroken chain: each revision's parent is the one saved before it.
    const parents = history.map((r) => r.parentId).filter((p) => p !== null);
    expect(new Set(parents).size).toBe(parents.length);
  });

  it("refuses a save to a document in the trash, and writes nothing", async () => {
    const doc = await newScenario();
    await trashDocument(db, doc.id);
    const save = saveRevision(other, { documentId: doc.id, baseRevisionId: doc.currentRevisionId, content: { schemaVersion: 1, n: 9 } });
    await expect(save).rejects.toMatchObject({ code: "not-found" });
    expect(await db.revision.count({ where: { documentId: doc.id } })).toBe(1);
    expect((await db.document.findUnique({ where: { id: doc.id } }))?.currentRevisionId).toBe(doc.currentRevisionId);
  });

  it("keeps revisions immutable in the database itself", async () => {
    const doc = await newScenario();
    await expect(db.revision.update({ where: { id: doc.currentRevisionId! }, data: { message: "rewritten" } })).rejects.toThrow(/immutable/);
    expect((await listRevisions(db, doc.id))[0]?.message).toBe("Created");
  });
});
