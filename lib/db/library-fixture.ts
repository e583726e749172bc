// Test helper: a small library with a row in every table, including trashed
// items, bytes and unusual text, for the copy tests (copy-library*.test.ts).
import { createUser, setGrantById } from "./accounts";
import { putAsset } from "./assets";
import type { Db } from "./db";
import { createDocument, trashDocument } from "./documents";
import { createPlaytest } from "./playtests";
import { createProject, trashProject } from "./projects";
import { saveRevision } from "./revisions";

/** A 1×1 PNG followed by every byte value, so a copy that mangles bytes shows. */
const PNG = Buffer.concat([
  Buffer.from("89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5f0a3e90000000049454e44ae426082", "hex"),
  Buffer.from(Array.from({ length: 256 }, (_, i) => i)),
]);

export async function fillLibrary(db: Db, name = "Theatre"): Promise<{ scenarioId: string }> {
  const project = await createProject(db, { name, description: "Ünïcode 東京 — \"quotes\" and \\ backslash" });
  const map = await createDocument(db, project.id, { kind: "map", name: "Map", content: { schemaVersion: 1, hexes: [1, 2, 3] } });
  const scenario = await createDocument(db, project.id, { kind: "scenario", name: "Scenario", content: { schemaVersion: 1, turn: 1 } });
  const second = await saveRevision(db, { documentId: scenario.id, baseRevisionId: scenario.currentRevisionId, content: { schemaVersion: 1, turn: 2, note: "🙂" }, message: "second", author: "ann" });
  await saveRevision(db, { documentId: map.id, baseRevisionId: map.currentRevisionId, content: { schemaVersion: 1, hexes: [] } });
  const trashed = await createDocument(db, project.id, { kind: "game", name: "Old game", content: { schemaVersion: 1 } });
  await trashDocument(db, trashed.id);
  await putAsset(db, project.id, PNG);
  await createPlaytest(db, { scenarioRevisionId: second.id, mapRevisionId: map.currentRevisionId!, seed: 2 ** 31 - 1, actions: [{ type: "end-phase" }], name: "Game 1" });
  await db.balanceReport.create({
    data: { id: `${project.id}-report`, documentId: scenario.id, scenarioRevisionId: second.id, revisionNumber: 2, games: 4, partial: true, bots: "greedy,random", seed: 5, report: '{"games":4}' },
  });
  const gone = await createProject(db, { name: `${name} (trashed)` });
  await trashProject(db, gone.id);
  const owner = await createUser(db, { name: `${name} owner 東`, passwordHash: "$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2g", admin: true });
  await setGrantById(db, project.id, owner.id, "owner");
  await db.meta.upsert({ where: { key: "samples-loaded" }, create: { key: "samples-loaded", value: "0" }, update: {} });
  return { scenarioId: scenario.id };
}
