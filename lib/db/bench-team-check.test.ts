import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type AckedSave,
  capacityStep,
  combineStep,
  findLostSaves,
  type History,
  percentile,
  rampGoesOn,
  rampUsers,
  readHistory,
  sha256,
  type StepResult,
  type StoredRevision,
} from "./bench-team-check";
import type { Db } from "./db";
import { createDocument } from "./documents";
import { createProject } from "./projects";
import { saveRevision } from "./revisions";
import { throwawayDb } from "./test-db";

// The figures of `npm run bench:team` (issue #17's load test): save_p95_ms and lost_saves.

describe("percentile (nearest rank)", () => {
  it("takes the value at rank ceil(p·n)", () => {
    const values = Array.from({ length: 20 }, (_, i) => 20 - i); // 20..1, unsorted
    expect(percentile(values, 95)).toBe(19);
    expect(percentile(values, 50)).toBe(10);
    expect(percentile(values, 100)).toBe(20);
    expect(percentile(values, 0)).toBe(1);
    expect(percentile([7], 95)).toBe(7);
    expect(percentile([], 95)).toBeNaN();
  });
});

describe("findLostSaves on a crafted history", () => {
  // d1: r1 <- r2 <- r3 (current), and r2b, a sibling of r3 from the same base r2: a save that was overwritten.
  const rev = (id: string, parentId: string | null, text: string, documentId = "d1", author = "ann"): StoredRevision => ({
    id,
    documentId,
    parentId,
    contentHash: sha256(text),
    actualHash: sha256(text),
    author,
  });
  const history = (): History => ({
    revisions: new Map(
      [rev("r1", null, "a"), rev("r2", "r1", "b"), rev("r3", "r2", "c"), rev("r2b", "r2", "x"), rev("q1", null, "q", "d2")].map((r) => [r.id, r]),
    ),
    current: new Map([
      ["d1", "r3"],
      ["d2", "q1"],
    ]),
  });
  const ack = (revisionId: string, text: string, documentId = "d1", author = "ann"): AckedSave => ({ documentId, revisionId, contentHash: sha256(text), author });

  it("accepts saves on the chain from the current revision, the current one included", () => {
    expect(findLostSaves([ack("r1", "a"), ack("r2", "b"), ack("r3", "c"), ack("q1", "q", "d2")], history())).toEqual([]);
  });

  it("counts an overwritten save (off the chain), a missing revision, changed content, another author and another document's revision", () => {
    const h = history();
    h.revisions.set("r1", { ...h.revisions.get("r1")!, actualHash: sha256("tampered") });
    const lost = findLostSaves(
      [ack("r2b", "x"), ack("gone", "z"), ack("r1", "a"), ack("r2", "b", "d1", "bob"), ack("q1", "q", "d1"), ack("r3", "c")],
      h,
    );
    expect(lost.map((l) => [l.save.revisionId, l.reason])).toEqual([
      ["r2b", "not an ancestor of the current revision"],
      ["gone", "revision missing"],
      ["r1", "content differs from what was saved"],
      ["r2", "author differs"],
      ["q1", "revision belongs to another document"],
    ]);
  });

  it("stops at a cycle in parentId instead of looping", () => {
    const h = history();
    h.revisions.set("r1", { ...h.revisions.get("r1")!, parentId: "r3" });
    expect(findLostSaves([ack("r1", "a"), ack("r2b", "x")], h).map((l) => l.save.revisionId)).toEqual(["r2b"]);
  });
});

describe("readHistory + findLostSaves on a real store", () => {
  let db: Db;
  let close: () => Promise<void>;
  beforeAll(async () => ({ db, close } = await throwawayDb()));
  afterAll(async () => close());

  it("finds no loss after real saves, and finds the save a pointer moved back past", async () => {
    const project = await createProject(db, { name: "Check" });
    const doc = await createDocument(db, project.id, { kind: "map", name: "M", content: { schemaVersion: 1, n: 0 } });
    const acks: AckedSave[] = [];
    let base = doc.currentRevisionId;
    for (let n = 1; n <= 3; n += 1) {
      const text = JSON.stringify({ schemaVersion: 1, n });
      const saved = await saveRevision(db, { documentId: doc.id, baseRevisionId: base, content: text, author: "ann" });
      acks.push({ documentId: doc.id, revisionId: saved.id, contentHash: sha256(text), author: "ann" });
      base = saved.id;
    }
    expect(findLostSaves(acks, await readHistory(db, [doc.id]))).toEqual([]);
    // Read two rows at a time, the four revisions take three pages: every one must still be found.
    const paged = await readHistory(db, [doc.id], 2);
    expect(paged.revisions.size).toBe(4);
    expect(findLostSaves(acks, paged)).toEqual([]);

    // A store that let a stale save win would leave the pointer on a branch without the last acknowledged save.
    await db.document.update({ where: { id: doc.id }, data: { currentRevisionId: acks[1]!.revisionId } });
    expect(findLostSaves(acks, await readHistory(db, [doc.id])).map((l) => l.save.revisionId)).toEqual([acks[2]!.revisionId]);
  });
});

// The figures of `npm run bench:team -- --capacity`: capacity_saves_per_s, capacity_users, capacity_save_p95_ms.

describe("the capacity ramp", () => {
  it("doubles with a step half-way from 4 on, up to the maximum, in multiples of the number of processes", () => {
    expect(rampUsers(1, 64)).toEqual([1, 2, 4, 6, 8, 12, 16, 24, 32, 48, 64]);
    expect(rampUsers(2, 64)).toEqual([2, 4, 6, 8, 12, 16, 24, 32, 48, 64]);
    expect(rampUsers(1, 20)).toEqual([1, 2, 4, 6, 8, 12, 16]);
    expect(rampUsers(2, 1)).toEqual([]);
  });

  it("combines two processes' parts of a step: saves added over the longer part, percentiles over all saves", () => {
    const step = combineStep(8, [
      { saves: 3, conflicts: 1, saveMs: [10, 20, 30], elapsedS: 2 },
      { saves: 2, conflicts: 4, saveMs: [200, 40], elapsedS: 2.5 },
    ]);
    expect(step).toEqual({ users: 8, saves: 5, conflicts: 5, savesPerS: 2, saveP50Ms: 30, saveP95Ms: 200 });
  });

  const step = (users: number, savesPerS: number, saveP95Ms: number): StepResult => ({
    users,
    saves: Math.round(savesPerS * 5),
    conflicts: 0,
    savesPerS,
    saveP50Ms: saveP95Ms / 2,
    saveP95Ms,
  });

  it("goes on while the save p95 is within 100 ms, and stops past it or when nothing was saved", () => {
    expect(rampGoesOn(step(8, 120, 100))).toBe(true);
    expect(rampGoesOn(step(8, 120, 100.5))).toBe(false);
    expect(rampGoesOn({ ...step(8, 0, 0), saveP95Ms: Number.NaN })).toBe(false);
  });

  it("takes the most saves/s among the steps within 100 ms, not the last one nor one past the limit", () => {
    const steps = [step(1, 60, 12), step(2, 110, 20), step(4, 150, 45), step(6, 140, 70), step(8, 190, 130)];
    expect(capacityStep(steps)).toBe(steps[2]);
    expect(capacityStep([step(1, 60, 140)])).toBeNull();
    expect(capacityStep([])).toBeNull();
  });
});
