import { describe, expect, it } from "vitest";
import { SAMPLE_TYPES } from "./test-kit";
import { type OddsRequest, blockCount, calculateOdds, oddsResult, prepareOdds, simulateOdds } from "./odds";
import { type BlockRange, CalculationCancelled, planChunks, runChunked } from "./odds-chunks";

const BIG: OddsRequest = {
  kind: "land",
  attacker: { infantry: 10, artillery: 4, tank: 6, fighter: 4, bomber: 2 },
  defender: { infantry: 14, artillery: 3, tank: 4, fighter: 3, "aa-gun": 1 },
};

function prepared(request: OddsRequest) {
  const p = prepareOdds(SAMPLE_TYPES, request);
  if (!p.ok) throw new Error(p.problem.message);
  return p.prepared;
}

describe("planChunks", () => {
  it("covers every block once, in order, whatever the runs and workers", () => {
    for (const runs of [1, 999, 1_000, 1_001, 10_000, 123_456, 1_000_000]) {
      for (const workers of [1, 2, 3, 8, 64]) {
        const chunks = planChunks(runs, workers);
        expect(chunks[0]![0]).toBe(0);
        expect(chunks.at(-1)![1]).toBe(blockCount(runs));
        chunks.forEach(([from, to], i) => {
          expect(to).toBeGreaterThan(from);
          expect(to - from).toBeLessThanOrEqual(20);
          if (i > 0) expect(from).toBe(chunks[i - 1]![1]);
        });
      }
    }
  });

  it("gives each worker several pieces when there are enough blocks", () => {
    expect(planChunks(100_000, 2).length).toBeGreaterThanOrEqual(8);
  });
});

describe("runChunked", () => {
  const inThread = (p: ReturnType<typeof prepared>, seed: number, runs: number) => async (chunk: BlockRange, _lane: number, onBattles: (n: number) => void) =>
    simulateOdds(p, seed, runs, chunk[0], chunk[1], onBattles);

  it("reproduces the single run (and so warbench odds) for the same seed, on any number of lanes", async () => {
    const p = prepared(BIG);
    const runs = 10_000;
    const single = calculateOdds(SAMPLE_TYPES, BIG, { runs, seed: 7 });
    if (!single.ok) throw new Error("no battle");
    for (const lanes of [1, 2, 5]) {
      const totals = await runChunked({ runs, types: SAMPLE_TYPES.length, chunks: planChunks(runs, lanes, 3), lanes, runChunk: inThread(p, 7, runs) });
      expect(oddsResult(p, totals, 7)).toEqual(single.result);
    }
  });

  it("pieces that finish out of order add up to the same totals", async () => {
    const p = prepared({ kind: "land", attacker: { infantry: 3, tank: 1 }, defender: { infantry: 2 } });
    const runs = 7_321;
    const whole = simulateOdds(p, 11, runs);
    let delay = 5;
    const totals = await runChunked({
      runs,
      types: SAMPLE_TYPES.length,
      chunks: planChunks(runs, 3, 1),
      lanes: 3,
      runChunk: (chunk, _lane, onBattles) => new Promise((resolve) => setTimeout(() => resolve(simulateOdds(p, 11, runs, chunk[0], chunk[1], onBattles)), (delay = (delay * 7) % 11))),
    });
    expect(totals).toEqual(whole);
  });

  it("reports progress up to the runs, and the distribution adds up to the runs", async () => {
    const p = prepared(BIG);
    const runs = 4_500;
    const seen: number[] = [];
    const totals = await runChunked({ runs, types: SAMPLE_TYPES.length, chunks: planChunks(runs, 2, 1), lanes: 2, runChunk: inThread(p, 1, runs), onProgress: (done) => seen.push(done) });
    expect(seen).toEqual([1_000, 2_000, 3_000, 4_000, 4_500]);
    expect(oddsResult(p, totals, 1).attackerUnitsLeft.reduce((a, b) => a + b, 0)).toBe(runs);
  });

  it("stops taking pieces when cancelled and rejects with CalculationCancelled", async () => {
    const p = prepared(BIG);
    const runs = 50_000;
    const controller = new AbortController();
    let started = 0;
    const run = runChunked({
      runs,
      types: SAMPLE_TYPES.length,
      chunks: planChunks(runs, 1, 1),
      lanes: 1,
      signal: controller.signal,
      runChunk: async (chunk, lane, onBattles) => {
        started += 1;
        if (started === 3) controller.abort();
        return inThread(p, 1, runs)(chunk, lane, onBattles);
      },
    });
    await expect(run).rejects.toBeInstanceOf(CalculationCancelled);
    expect(started).toBe(3);
  });

  it("fails with the first piece's error", async () => {
    const run = runChunked({ runs: 3_000, types: 1, chunks: planChunks(3_000, 1, 1), lanes: 1, runChunk: () => Promise.reject(new Error("worker crashed")) });
    await expect(run).rejects.toThrow("worker crashed");
  });
});
