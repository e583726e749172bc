import { describe, expect, it } from "vitest";
import { compareReports } from "./compare";
import type { GameRecord, ReportMeta } from "./record";
import { buildReport } from "./report";
import { normalCdf, twoProportionTest } from "./stats";

const meta = (digest: string, bots: [string, string] = ["greedy", "greedy"]): ReportMeta => ({
  ruleset: "nextwar",
  scenario: { name: "S", digest, revision: null, documentId: null },
  sides: [
    { id: "blue", name: "Blue", colour: null, bot: bots[0] },
    { id: "red", name: "Red", colour: null, bot: bots[1] },
  ],
  seed: 1,
  gamesRequested: 100,
  partial: false,
  firstTurn: 1,
  lastTurn: 2,
  objectives: [],
});

/** n games: the first `blue` won by blue, the next `red` by red, the rest drawn. */
function games(n: number, blue: number, red: number): GameRecord[] {
  return Array.from({ length: n }, (_, i) => {
    const winner = i < blue ? "blue" : i < blue + red ? "red" : null;
    return { index: i, seed: 1 + i, winner, level: winner ? "marginal" : "stalemate", ending: "turn-limit", turns: 2, score: [[0, winner === "blue" ? 6 : 2], [0, winner === "red" ? 6 : 2]], changed: [], eliminations: [], losses: [] };
  });
}

describe("twoProportionTest and normalCdf", () => {
  it("41/100 against 55/100: z 1.9815, two-sided p 0.0475", () => {
    const { z, p } = twoProportionTest(41, 100, 55, 100);
    // Pooled 0.48; se √(0.48·0.52·0.02) = 0.070654.
    expect(z).toBeCloseTo(1.98148, 4);
    expect(p).toBeCloseTo(0.047537, 5);
  });
  it("no games or no variation is no evidence", () => {
    expect(twoProportionTest(0, 0, 5, 10)).toEqual({ z: 0, p: 1 });
    expect(twoProportionTest(10, 10, 20, 20)).toEqual({ z: 0, p: 1 });
  });
  it("normalCdf at known points", () => {
    expect(normalCdf(0)).toBeCloseTo(0.5, 7);
    expect(normalCdf(1.96)).toBeCloseTo(0.975002, 5);
    expect(normalCdf(-1.96)).toBeCloseTo(0.024998, 5);
  });
});

describe("compareReports", () => {
  const before = buildReport(meta("a"), games(100, 41, 50));
  const after = buildReport(meta("b"), games(100, 55, 40));
  const c = compareReports(before, after);

  it("says how far each side's win rate moved, with its interval and whether it could be chance", () => {
    const blue = c.rates[0]!;
    expect(blue.side).toBe("blue");
    expect(blue.difference).toBeCloseTo(0.14, 12);
    expect(blue.p).toBeCloseTo(0.047537, 5);
    expect(blue.significant).toBe(true);
    // Wilson 41/100: 0.3187–0.5080 (± 9); 55/100: 0.4524–0.6439 (± 10).
    expect(blue.sentence).toBe("Blue's win rate moved from 41% ± 9 to 55% ± 10 (+14 points; p = 0.048, significant at 5%)");
    // Newcombe: 0.14 − √((0.55 − 0.4524)² + (0.5080 − 0.41)²) and the mirror image.
    expect(blue.differenceLow).toBeCloseTo(0.14 - Math.hypot(0.55 - 0.452444, 0.507987 - 0.41), 5);
    expect(blue.differenceHigh).toBeCloseTo(0.14 + Math.hypot(0.643856 - 0.55, 0.41 - 0.318672), 5);
    const red = c.rates[1]!;
    expect(red.sentence).toBe("Red's win rate moved from 50% ± 10 to 40% ± 9 (−10 points; p = 0.155, could be chance)");
    expect(red.significant).toBe(false);
    expect(c.rates[2]).toMatchObject({ side: null, before: { games: 9 }, after: { games: 5 } });
  });

  it("compares length and final scores and warns when the reports are not alike", () => {
    expect(c.length).toEqual({ unit: "turn", before: { mean: 2, median: 2 }, after: { mean: 2, median: 2 } });
    expect(c.finalScore[0]).toEqual({ side: "blue", before: { median: 2, mean: 3.64 }, after: { median: 6, mean: 4.2 } });
    expect(c.warnings).toEqual([]);
    const odd = compareReports(buildReport({ ...meta("a"), partial: true }, games(20, 10, 10)), buildReport(meta("a", ["random", "greedy"]), games(20, 10, 10)));
    expect(odd.warnings).toEqual([
      "The bots differ (blue greedy, red greedy against blue random, red greedy): a change may come from the bots, not the scenario.",
      "The first report is partial (20 of 100 games).",
      "Both reports come from the same scenario, game and map: any difference is chance or seeds.",
    ]);
    expect(odd.rates[0]!.sentence).toBe("Blue's win rate stayed at 50% ± 20 (was 50% ± 20; p = 1.000)");
  });
});
