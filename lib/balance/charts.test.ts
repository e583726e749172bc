import { describe, expect, it } from "vitest";
import { compareReports } from "./compare";
import { compareChart, legendFilter, reportCharts, scoreBandChart, sideColours, winRateChart, withAlpha } from "./charts";
import type { GameRecord, ReportMeta } from "./record";
import { buildReport } from "./report";

const meta: ReportMeta = {
  ruleset: "nextwar",
  scenario: { name: "S", digest: "d", revision: 4, documentId: null },
  sides: [
    { id: "blue", name: "Blue", colour: "#2f5f9e", bot: "greedy" },
    { id: "red", name: "Red", colour: null, bot: "greedy" },
  ],
  seed: 1,
  gamesRequested: 4,
  partial: false,
  firstTurn: 1,
  lastTurn: 2,
  objectives: [],
};
const games: GameRecord[] = [0, 1, 2, 3].map((i) => ({ index: i, seed: 1 + i, winner: i < 3 ? "blue" : null, level: "marginal", ending: "turn-limit", turns: 2, score: [[i, 2 * i], [0, 1]], changed: [], eliminations: [], losses: [] }));
const report = buildReport(meta, games);

describe("report charts as data", () => {
  it("are plain JSON (the standalone page embeds them as they are)", () => {
    const charts = reportCharts(report);
    expect(charts.map((c) => c.id)).toEqual(["wins", "score", "levels", "length"]);
    expect(JSON.parse(JSON.stringify(charts))).toEqual(charts);
  });

  it("win rates in percent, each with its Wilson interval as a floating bar", () => {
    const c = winRateChart(report);
    expect(c.data.labels).toEqual(["Blue", "Red", "No winner"]);
    expect(c.data.datasets[0]!.data).toEqual([75, 0, 25]);
    const [low, high] = (c.data.datasets[1]!.data as number[][])[0]!;
    // 3 of 4: Wilson 30.1%–95.4%.
    expect(low).toBeCloseTo(30.1, 1);
    expect(high).toBeCloseTo(95.4, 1);
  });

  it("score bands: 10% and 90% lines filled between, out of the legend; the median in it", () => {
    const c = scoreBandChart(report);
    expect(c.data.labels).toEqual([1, 2]);
    const labels = c.data.datasets.map((d) => d.label);
    expect(labels).toEqual(["Blue 10%", "Blue 90%", "Blue median", "Red 10%", "Red 90%", "Red median"]);
    expect(c.data.datasets[1]!.fill).toBe(0);
    expect(c.data.datasets[4]!.fill).toBe(3);
    // Blue at turn 2: 0, 2, 4, 6 → median 3.
    expect((c.data.datasets[2]!.data as number[])[1]).toBe(3);
    expect(c.data.datasets.map((_, i) => legendFilter({ datasetIndex: i }, c.data))).toEqual([false, false, true, false, false, true]);
  });

  it("colours: the scenario's, else a fixed palette; alpha as rgba", () => {
    expect([...sideColours(report)]).toEqual([
      ["blue", "#2f5f9e"],
      ["red", "#b23a2e"],
    ]);
    expect(withAlpha("#ff0080", 0.5)).toBe("rgba(255, 0, 128, 0.5)");
  });

  it("the comparison chart: before and after with their intervals, per side and no winner", () => {
    const c = compareChart(report, report, compareReports(report, report), ["r4", "r4 again"]);
    expect(c.data.labels).toEqual(["Blue", "Red", "No winner"]);
    expect(c.data.datasets.map((d) => d.label)).toEqual(["r4", "r4 95%", "r4 again", "r4 again 95%"]);
  });
});
