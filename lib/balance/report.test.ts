import { describe, expect, it } from "vitest";
import type { GameRecord, ReportMeta } from "./record";
import { buildReport, seedRanges } from "./report";
import { balanceReportSchema } from "@/lib/model/balance-report";

/*
 * Five hand-made games of a three-turn scenario (blue and red), with every
 * figure below worked out by hand. Percentiles are type 7 (linear between
 * order statistics): for 5 sorted values the 10th is x0 + 0.4·(x1 − x0) and
 * the 90th is x3 + 0.6·(x4 − x3).
 */
const meta: ReportMeta = {
  ruleset: "nextwar",
  scenario: { name: "Tiny", digest: "abc", revision: 3, documentId: "doc1" },
  sides: [
    { id: "blue", name: "Blue", colour: "#0000ff", bot: "greedy" },
    { id: "red", name: "Red", colour: null, bot: "random" },
  ],
  seed: 10,
  gamesRequested: 5,
  partial: false,
  firstTurn: 1,
  lastTurn: 3,
  objectives: [
    { at: "0102", start: "red" },
    { at: "0505", start: "blue" },
  ],
};

const g = (r: Partial<GameRecord> & Pick<GameRecord, "index">): GameRecord => ({
  seed: 10 + r.index,
  winner: null,
  level: "stalemate",
  ending: "turn-limit",
  turns: 3,
  score: [[], []],
  changed: [],
  eliminations: [],
  losses: [],
  ...r,
});

const games: GameRecord[] = [
  g({
    index: 0,
    winner: "blue",
    level: "automatic",
    ending: "automatic-vp-lead",
    turns: 2,
    score: [
      [3, 8],
      [1, 1],
    ],
    changed: [{ at: "0102", start: "red", final: "blue" }],
    eliminations: [{ at: "0102", side: "red", units: 1 }],
    losses: [{ side: "red", unitType: "inf", steps: 2, units: 1 }],
  }),
  g({
    index: 1,
    winner: "red",
    level: "marginal",
    score: [
      [0, 2, 4],
      [2, 5, 9],
    ],
    changed: [{ at: "0201", start: "blue", final: "red" }],
    eliminations: [{ at: "0201", side: "blue", units: 2 }],
    losses: [
      { side: "blue", unitType: "armor", steps: 3, units: 1 },
      { side: "blue", unitType: "inf", steps: 1, units: 1 },
    ],
  }),
  g({
    index: 2,
    score: [
      [1, 1, 1],
      [1, 1, 1],
    ],
  }),
  g({
    index: 3,
    winner: "blue",
    level: "decisive",
    score: [
      [2, 4, 6],
      [0, 0, 0],
    ],
    changed: [
      { at: "0102", start: "red", final: "blue" },
      { at: "0300", start: null, final: "blue" },
    ],
  }),
  g({
    index: 4,
    winner: "blue",
    level: "automatic",
    ending: "automatic-capitals",
    turns: 1,
    score: [[5], [0]],
    changed: [{ at: "0102", start: "red", final: null }],
    eliminations: [{ at: "0102", side: "red", units: 1 }],
    losses: [{ side: "red", unitType: "inf", steps: 1, units: 0 }],
  }),
];

// Given out of order, as workers finish them.
const report = buildReport(meta, [games[3], games[0], games[4], games[2], games[1]] as GameRecord[]);

describe("buildReport on five hand-computed games", () => {
  it("is a valid report naming its scenario, bots and seeds", () => {
    expect(balanceReportSchema.safeParse(report).success).toBe(true);
    expect(report).toMatchObject({ partial: false, games: 5, gamesRequested: 5, seed: 10, seeds: [[10, 14]], scenario: { revision: 3, digest: "abc" } });
    expect(report.sides.map((s) => `${s.id}:${s.bot}`)).toEqual(["blue:greedy", "red:random"]);
  });

  it("win rates with 95% Wilson intervals", () => {
    const [blue, red] = report.wins;
    expect(blue).toMatchObject({ side: "blue", games: 3, rate: 0.6 });
    // 3 of 5: centre (0.6 + 1.96²/10) / (1 + 1.96²/5) = 0.55655, half-width 0.32583.
    expect(blue!.low).toBeCloseTo(0.23072, 4);
    expect(blue!.high).toBeCloseTo(0.88238, 4);
    expect(red).toMatchObject({ side: "red", games: 1, rate: 0.2 });
    // 1 of 5: 0.03622–0.62450.
    expect(red!.low).toBeCloseTo(0.03622, 4);
    expect(red!.high).toBeCloseTo(0.6245, 4);
    expect(report.draws).toMatchObject({ games: 1, rate: 0.2 });
  });

  it("victory levels by side, then level; no winner last", () => {
    expect(report.victoryLevels).toEqual([
      { winner: "blue", level: "automatic", games: 2, rate: 0.4 },
      { winner: "blue", level: "decisive", games: 1, rate: 0.2 },
      { winner: "red", level: "marginal", games: 1, rate: 0.2 },
      { winner: null, level: "stalemate", games: 1, rate: 0.2 },
    ]);
  });

  it("how games ended and when", () => {
    expect(report.endings).toEqual([
      { ending: "automatic-vp-lead", games: 1, rate: 0.2 },
      { ending: "automatic-capitals", games: 1, rate: 0.2 },
      { ending: "turn-limit", games: 3, rate: 0.6 },
    ]);
    // Turns 1, 2, 3, 3, 3.
    expect(report.length).toEqual({
      unit: "turn",
      p10: 1.4,
      median: 3,
      p90: 3,
      mean: 2.4,
      min: 1,
      max: 3,
      histogram: [
        { turn: 1, games: 1 },
        { turn: 2, games: 1 },
        { turn: 3, games: 3 },
      ],
    });
  });

  it("VP per side over turns: finished games keep their last score", () => {
    expect(report.score.metric).toBe("vp");
    expect(report.score.byTurn.map((t) => [t.turn, t.running])).toEqual([
      [1, 4],
      [2, 3],
      [3, 0],
    ]);
    const at = (turn: number, side: string) => report.score.byTurn.find((t) => t.turn === turn)!.sides.find((s) => s.side === side);
    // Turn 1: blue 3, 0, 1, 2, 5 → sorted 0 1 2 3 5.
    expect(at(1, "blue")).toEqual({ side: "blue", p10: 0.4, median: 2, p90: 4.2, mean: 2.2 });
    // Turn 1: red 1, 2, 1, 0, 0 → 0 0 1 1 2.
    expect(at(1, "red")).toEqual({ side: "red", p10: 0, median: 1, p90: 1.6, mean: 0.8 });
    // Turn 2: blue 8, 2, 1, 4 and game 4's 5 carried → 1 2 4 5 8.
    expect(at(2, "blue")).toEqual({ side: "blue", p10: 1.4, median: 4, p90: 6.8, mean: 4 });
    // Turn 3: blue 8 (carried), 4, 1, 6, 5 → 1 4 5 6 8; red 1, 9, 1, 0, 0 → 0 0 1 1 9.
    expect(at(3, "blue")).toEqual({ side: "blue", p10: 2.2, median: 5, p90: 7.2, mean: 4.8 });
    expect(at(3, "red")).toEqual({ side: "red", p10: 0, median: 1, p90: 5.8, mean: 2.2 });
  });

  it("final control: objectives always, other places once they changed hands", () => {
    expect(report.control).toEqual([
      { at: "0102", key: true, start: "red", final: [{ side: "blue", games: 2 }, { side: "red", games: 2 }], uncontrolled: 1 },
      { at: "0201", key: false, start: "blue", final: [{ side: "blue", games: 4 }, { side: "red", games: 1 }], uncontrolled: 0 },
      { at: "0300", key: false, start: null, final: [{ side: "blue", games: 1 }, { side: "red", games: 0 }], uncontrolled: 4 },
      { at: "0505", key: true, start: "blue", final: [{ side: "blue", games: 5 }, { side: "red", games: 0 }], uncontrolled: 0 },
    ]);
  });

  it("eliminations per place and losses per unit type", () => {
    expect(report.eliminations).toEqual([
      { at: "0102", total: 2, bySide: [{ side: "blue", units: 0 }, { side: "red", units: 2 }] },
      { at: "0201", total: 2, bySide: [{ side: "blue", units: 2 }, { side: "red", units: 0 }] },
    ]);
    expect(report.losses).toEqual([
      { side: "blue", unitType: "armor", steps: 3, units: 1, stepsPerGame: 0.6, unitsPerGame: 0.2 },
      { side: "blue", unitType: "inf", steps: 1, units: 1, stepsPerGame: 0.2, unitsPerGame: 0.2 },
      { side: "red", unitType: "inf", steps: 3, units: 1, stepsPerGame: 0.6, unitsPerGame: 0.2 },
    ]);
  });

  it("is the same whatever order the games arrive in", () => {
    expect(JSON.stringify(buildReport(meta, games))).toBe(JSON.stringify(report));
  });
});

describe("partial and empty runs", () => {
  it("a stopped run counts only the games played and lists their seeds", () => {
    const partial = buildReport({ ...meta, partial: true }, [games[0], games[1], games[3]] as GameRecord[]);
    expect(partial).toMatchObject({ partial: true, games: 3, gamesRequested: 5, seeds: [[10, 11], [13, 13]] });
    expect(partial.wins[0]).toMatchObject({ games: 2 });
    expect(partial.wins[0]!.rate).toBeCloseTo(2 / 3, 6);
  });

  it("no games: zero rates, the whole interval, objectives at their start", () => {
    const empty = buildReport({ ...meta, partial: true }, []);
    expect(balanceReportSchema.safeParse(empty).success).toBe(true);
    expect(empty.wins[0]).toEqual({ side: "blue", games: 0, rate: 0, low: 0, high: 1 });
    expect(empty.control.map((c) => c.at)).toEqual(["0102", "0505"]);
    expect(empty.length.histogram).toEqual([]);
  });

  it("seed ranges join consecutive seeds", () => {
    expect(seedRanges([1, 2, 3, 7, 8, 10])).toEqual([
      [1, 3],
      [7, 8],
      [10, 10],
    ]);
    expect(seedRanges([])).toEqual([]);
  });
});
