import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildReport } from "@/lib/balance/report";
import type { Db } from "./db";
import { listBalanceReports } from "./balance-reports";
import { createDocument, purgeDocument, trashDocument } from "./documents";
import { createProject } from "./projects";
import {
  balanceRunBatches,
  balanceRunReport,
  balanceRunSpec,
  balanceRunStatus,
  createBalanceRun,
  endBalanceRun,
  endBalanceRunWithReport,
  getBalanceRun,
  landBalanceBatch,
  landedBatchCount,
  landedBatches,
  listBalanceRuns,
  recordBatchProgress,
  startBalanceBatch,
} from "./balance-runs";
import { throwawayDb } from "./test-db";

let db: Db;
let close: () => Promise<void>;
beforeAll(async () => ({ db, close } = await throwawayDb()));
afterAll(async () => close());

const batches = [
  { batch: 0, first: 0, count: 3 },
  { batch: 1, first: 3, count: 3 },
  { batch: 2, first: 6, count: 1 },
];
const newRun = (id: string, documentId?: string) =>
  createBalanceRun(db, {
    id,
    spec: `{"run":"${id}"}`,
    settings: `{"seed":${id.length}}`,
    total: 7,
    batchSize: 3,
    batches,
    links: documentId ? { documentId, scenarioRevisionId: "s", gameRevisionId: "g", mapRevisionId: "m", createdById: null } : null,
  });

describe("balance runs in the database", () => {
  it("stores a run with all its batches, queued, none landed", async () => {
    const run = await newRun("r1");
    expect(run).toMatchObject({ id: "r1", status: "queued", total: 7, batchSize: 3, batches: 3, startedAt: null, documentId: null, settings: '{"seed":2}' });
    expect(await balanceRunSpec(db, "r1")).toBe('{"run":"r1"}');
    const states = await balanceRunBatches(db, "r1");
    expect(states.map((b) => [b.batch, b.first, b.count, b.done, b.landed, b.attempts])).toEqual([
      [0, 0, 3, 0, false, 0],
      [1, 3, 3, 0, false, 0],
      [2, 6, 1, 0, false, 0],
    ]);
    expect(await balanceRunStatus(db, "nope")).toBeNull();
  });

  it("a batch's records are written once: a retried batch's second finisher changes nothing", async () => {
    await newRun("r2");
    expect(await startBalanceBatch(db, "r2", 1)).toBe(true);
    expect(await getBalanceRun(db, "r2")).toMatchObject({ status: "running" });
    await recordBatchProgress(db, "r2", 1, 2);
    expect((await balanceRunBatches(db, "r2"))[1]).toMatchObject({ done: 2, attempts: 1, landed: false });
    // Its worker died; another takes the batch again: progress starts over.
    expect(await startBalanceBatch(db, "r2", 1)).toBe(true);
    expect((await balanceRunBatches(db, "r2"))[1]).toMatchObject({ done: 0, attempts: 2 });
    expect(await landBalanceBatch(db, "r2", 1, "[3,4,5]", 3)).toBe(true);
    expect(await landBalanceBatch(db, "r2", 1, "[9,9,9]", 3)).toBe(false);
    expect(await startBalanceBatch(db, "r2", 1)).toBe(false);
    await recordBatchProgress(db, "r2", 1, 1);
    expect((await balanceRunBatches(db, "r2"))[1]).toMatchObject({ done: 3, landed: true, attempts: 2 });
    expect(await landBalanceBatch(db, "r2", 0, "[0,1,2]", 3)).toBe(true);
    expect(await landedBatchCount(db, "r2")).toBe(2);
    expect(await landedBatches(db, "r2")).toEqual([
      { batch: 0, first: 0, count: 3, records: "[0,1,2]" },
      { batch: 1, first: 3, count: 3, records: "[3,4,5]" },
    ]);
  });

  it("a run ends once: the first of done, failed or cancelled wins", async () => {
    await newRun("r3");
    expect(await endBalanceRun(db, "r3", { status: "failed", error: "game 2 (seed 3): no" })).toBe(true);
    expect(await endBalanceRun(db, "r3", { status: "failed", error: "another reason" })).toBe(false);
    expect(await endBalanceRun(db, "r3", { status: "done", report: "{}" })).toBe(false);
    expect(await getBalanceRun(db, "r3")).toMatchObject({ status: "failed", error: "game 2 (seed 3): no" });
    expect((await getBalanceRun(db, "r3"))?.finishedAt).toBeInstanceOf(Date);
    expect(await balanceRunReport(db, "r3")).toBeNull();
    // A run that has not started does not start after it ended.
    await startBalanceBatch(db, "r3", 0);
    expect(await balanceRunStatus(db, "r3")).toBe("failed");
  });

  it("ends a run and keeps its report with the scenario in one step, once; a run stopped before any game keeps none", async () => {
    const project = await createProject(db, { name: "P" });
    const doc = await createDocument(db, project.id, { kind: "scenario", name: "Scenario", content: { schemaVersion: 1, v: 1 } });
    const links = { documentId: doc.id, scenarioRevisionId: doc.currentRevisionId!, gameRevisionId: null, mapRevisionId: null };
    const report = (games: number) =>
      JSON.stringify(
        buildReport(
          {
            ruleset: "nextwar",
            scenario: { name: "S", digest: "d", revision: 1, documentId: doc.id },
            sides: [
              { id: "blue", name: "Blue", colour: null, bot: "greedy" },
              { id: "red", name: "Red", colour: null, bot: "random" },
            ],
            seed: 5,
            gamesRequested: 3,
            partial: games < 3,
            firstTurn: 1,
            lastTurn: 1,
            objectives: [],
          },
          Array.from({ length: games }, (_, i) => ({ index: i, seed: 5 + i, winner: "blue", level: "marginal", ending: "turn-limit" as const, turns: 1, score: [[1], [0]], changed: [], eliminations: [], losses: [] })),
        ),
      );
    await newRun("r5");
    const ends = await Promise.all([
      endBalanceRunWithReport(db, { id: "r5", ...links }, { status: "done", report: report(3) }),
      endBalanceRunWithReport(db, { id: "r5", ...links }, { status: "cancelled", report: report(2) }),
    ]);
    expect(ends.filter(Boolean)).toHaveLength(1);
    const ended = await getBalanceRun(db, "r5");
    const kept = await listBalanceReports(db, doc.id);
    expect(kept).toHaveLength(1);
    expect(ended?.reportId).toBe(kept[0]!.id);
    expect(JSON.parse((await balanceRunReport(db, "r5"))!).games).toBe(kept[0]!.games);

    await newRun("r4");
    expect(await endBalanceRunWithReport(db, { id: "r4", ...links }, { status: "cancelled", report: report(0) })).toBe(true);
    expect(await getBalanceRun(db, "r4")).toMatchObject({ status: "cancelled", reportId: null });
    expect(await listBalanceReports(db, doc.id)).toHaveLength(1);

    // The scenario deleted meanwhile: the run still ends, with its own copy, and says why nothing was kept.
    await trashDocument(db, doc.id);
    await purgeDocument(db, doc.id);
    await newRun("r6");
    const lost: string[] = [];
    expect(await endBalanceRunWithReport(db, { id: "r6", ...links }, { status: "done", report: report(3) }, (why) => lost.push(why))).toBe(true);
    expect(await getBalanceRun(db, "r6")).toMatchObject({ status: "done", reportId: null });
    expect(lost).toEqual([expect.stringContaining(doc.id)]);
  });

  it("lists a scenario's runs newest first, with their links", async () => {
    await newRun("d1", "doc-a");
    await new Promise((r) => setTimeout(r, 5));
    await newRun("d2", "doc-a");
    await newRun("d3", "doc-b");
    const runs = await listBalanceRuns(db, "doc-a");
    expect(runs.map((r) => r.id)).toEqual(["d2", "d1"]);
    expect(runs[0]).toMatchObject({ documentId: "doc-a", scenarioRevisionId: "s", gameRevisionId: "g", mapRevisionId: "m" });
  });
});
