import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildReport } from "@/lib/balance/report";
import type { Db } from "./db";
import { deleteBalanceReport, getBalanceReport, listBalanceReports, revisionNumber, saveBalanceReport } from "./balance-reports";
import { createDocument, purgeDocument, trashDocument } from "./documents";
import { createProject } from "./projects";
import { saveRevision } from "./revisions";
import { throwawayDb } from "./test-db";

let db: Db;
let close: () => Promise<void>;
beforeAll(async () => ({ db, close } = await throwawayDb()));
afterAll(async () => close());

const reportFor = (revision: number, blueWins: number) =>
  buildReport(
    {
      ruleset: "nextwar",
      scenario: { name: "S", digest: "d", revision, documentId: null },
      sides: [
        { id: "blue", name: "Blue", colour: null, bot: "greedy" },
        { id: "red", name: "Red", colour: null, bot: "random" },
      ],
      seed: 5,
      gamesRequested: 4,
      partial: false,
      firstTurn: 1,
      lastTurn: 1,
      objectives: [],
    },
    [0, 1, 2, 3].map((i) => ({ index: i, seed: 5 + i, winner: i < blueWins ? "blue" : "red", level: "marginal", ending: "turn-limit" as const, turns: 1, score: [[1], [0]], changed: [], eliminations: [], losses: [] })),
  );

describe("balance reports in lib/db", () => {
  it("keeps a report with its scenario revision, numbered as the history numbers it, newest first", async () => {
    const project = await createProject(db, { name: "P" });
    const doc = await createDocument(db, project.id, { kind: "scenario", name: "Scenario", content: { schemaVersion: 1, v: 1 } });
    const second = await saveRevision(db, { documentId: doc.id, baseRevisionId: doc.currentRevisionId, content: { schemaVersion: 1, v: 2 } });
    expect(await revisionNumber(db, doc.id, doc.currentRevisionId!)).toBe(1);
    expect(await revisionNumber(db, doc.id, second.id)).toBe(2);

    const a = await saveBalanceReport(db, { documentId: doc.id, scenarioRevisionId: doc.currentRevisionId!, report: reportFor(1, 1) });
    const b = await saveBalanceReport(db, { documentId: doc.id, scenarioRevisionId: second.id, report: reportFor(2, 3), name: "stronger tank" });
    expect(a).toMatchObject({ revisionNumber: 1, games: 4, gamesRequested: 4, partial: false, bots: ["greedy", "random"], seed: 5, name: "" });
    expect(b.wins[0]).toMatchObject({ side: "blue", games: 3, rate: 0.75 });
    expect((await listBalanceReports(db, doc.id)).map((r) => r.id)).toEqual([b.id, a.id]);
    const stored = await getBalanceReport(db, b.id);
    expect(stored.report).toEqual(reportFor(2, 3));
    expect(stored.name).toBe("stronger tank");

    await deleteBalanceReport(db, a.id);
    expect((await listBalanceReports(db, doc.id)).map((r) => r.id)).toEqual([b.id]);
    // Deleting the scenario for good takes its reports with it.
    await trashDocument(db, doc.id);
    await purgeDocument(db, doc.id);
    await expect(getBalanceReport(db, b.id)).rejects.toThrow(/No balance report/);
  });

  it("refuses what is not a report, a revision of another document and a non-scenario", async () => {
    const project = await createProject(db, { name: "Q" });
    const doc = await createDocument(db, project.id, { kind: "scenario", name: "S", content: { schemaVersion: 1 } });
    const map = await createDocument(db, project.id, { kind: "map", name: "M", content: { schemaVersion: 1 } });
    await expect(saveBalanceReport(db, { documentId: doc.id, scenarioRevisionId: doc.currentRevisionId!, report: { format: "nope" } })).rejects.toThrow(/^Not a balance report: /);
    await expect(saveBalanceReport(db, { documentId: doc.id, scenarioRevisionId: map.currentRevisionId!, report: reportFor(1, 1) })).rejects.toThrow(/No revision/);
    await expect(saveBalanceReport(db, { documentId: map.id, scenarioRevisionId: map.currentRevisionId!, report: reportFor(1, 1) })).rejects.toThrow("Balance reports belong to scenarios.");
  });
});
