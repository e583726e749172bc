import { describe, expect, it } from "vitest";
import { loadAnyBundle } from "@/lib/cli/engine-bundle";
import { defaultBatchSize, mergeBatches, reportJson, runReport, runTotal, splitBatches, type RunSettings } from "./batches";
import { planRun } from "./bot-check";
import { type AnyBundle, playRecorded } from "./play";
import type { GameRecord } from "./record";

const loaded = loadAnyBundle("lib/samples/nextwar-sample/scenario.json");
if (!loaded.ok) throw new Error(loaded.error);
const game: AnyBundle = { ruleset: loaded.ruleset.id, bundle: loaded.bundle };
const settings: RunSettings = { seed: 7, games: 5, bots: ["random", "greedy"], botCheck: 1, revision: 2, documentId: "doc" };

/** Stand-in records for the merge checks (only the index matters to it). */
const rec = (index: number): GameRecord => ({ index, seed: index, winner: null, level: "", ending: "turns" as GameRecord["ending"], turns: 1, score: [], changed: [], eliminations: [], losses: [] });

describe("splitBatches", () => {
  it("covers 0…total-1 once, in consecutive batches, the last one shorter", () => {
    expect(splitBatches(7, 3)).toEqual([
      { batch: 0, first: 0, count: 3 },
      { batch: 1, first: 3, count: 3 },
      { batch: 2, first: 6, count: 1 },
    ]);
    expect(splitBatches(6, 3).map((b) => b.count)).toEqual([3, 3]);
    expect(splitBatches(0, 3)).toEqual([]);
    for (const [total, size] of [[1000, 16], [17, 1], [5, 50]] as const) {
      const covered = splitBatches(total, size).flatMap((b) => Array.from({ length: b.count }, (_, i) => b.first + i));
      expect(covered).toEqual(Array.from({ length: total }, (_, i) => i));
    }
  });

  it("refuses a batch of no game", () => {
    expect(() => splitBatches(5, 0)).toThrow(/at least one game/);
  });

  it("chooses about 64 batches of at most 50 games by default", () => {
    expect(defaultBatchSize(1000)).toBe(16);
    expect(defaultBatchSize(3)).toBe(1);
    expect(defaultBatchSize(1_000_000)).toBe(50);
  });
});

describe("mergeBatches", () => {
  const batches = splitBatches(7, 3);
  const landed = batches.map((batch) => ({ batch, records: Array.from({ length: batch.count }, (_, i) => rec(batch.first + i)) }));

  it("puts landed batches in game order whatever order they landed in", () => {
    const merged = mergeBatches([landed[2]!, landed[0]!, landed[1]!]);
    expect(merged.map((r) => r.index)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(mergeBatches([landed[1]!]).map((r) => r.index)).toEqual([3, 4, 5]);
  });

  it("refuses a batch given twice, short of records, or holding another batch's games", () => {
    expect(() => mergeBatches([landed[0]!, landed[0]!])).toThrow(/overlaps/);
    expect(() => mergeBatches([{ batch: batches[0]!, records: [rec(0), rec(1)] }])).toThrow(/2 records for 3 games/);
    expect(() => mergeBatches([{ batch: batches[1]!, records: [rec(3), rec(5), rec(4)] }])).toThrow(/record 1 is game 5/);
  });
});

describe("runReport", () => {
  const plan = planRun(settings);
  const records = Array.from({ length: plan.total }, (_, i) => {
    const job = plan.job(i);
    return playRecorded(game, job.index, job.seed, job.bots);
  });

  it("gives the same bytes from merged batches as from the records in any order", () => {
    expect(runTotal(settings)).toBe(7);
    const whole = reportJson(runReport(game, settings, records, false));
    const batches = splitBatches(plan.total, 2);
    const landed = batches.map((batch) => ({ batch, records: records.slice(batch.first, batch.first + batch.count) })).reverse();
    expect(reportJson(runReport(game, settings, mergeBatches(landed), false))).toBe(whole);
    expect(reportJson(runReport(game, settings, [...records].reverse(), false))).toBe(whole);
    const report = JSON.parse(whole);
    expect(report).toMatchObject({ games: 5, gamesRequested: 5, partial: false, scenario: { revision: 2, documentId: "doc" } });
    expect(report.botCheck.sides.map((s: { games: number }) => s.games)).toEqual([1, 1]);
    expect(whole.endsWith("}\n")).toBe(true);
  });

  it("a partial report counts only the games given", () => {
    const report = runReport(game, settings, records.slice(0, 2), true);
    expect(report).toMatchObject({ games: 2, gamesRequested: 5, partial: true });
  });
});
