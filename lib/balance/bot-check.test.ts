import { describe, expect, it } from "vitest";
import { BOT_CHECK_THRESHOLD, botCheckLines, botCheckWarning, buildBotCheck, planRun, splitRecords } from "./bot-check";
import type { GameRecord, ReportMeta } from "./record";
import { buildReport } from "./report";
import { balanceReportSchema } from "@/lib/model/balance-report";

/*
 * The bot check on a tiny fixed set of games (issue 16 item 5), every figure
 * worked out by hand. A run of 2 balance games (seed 10) with a check of 5
 * games per side: balance games are indices 0–1 (seeds 10, 11); greedy as
 * blue plays indices 2–6, greedy as red 7–11, both on seeds 10–14.
 * Wilson 95% (z = 1.96, z² = 3.8416): for 4 of 5, centre (0.8 + 0.38416) /
 * 1.76832 = 0.669653, half-width (1.96 / 1.76832)·√(0.16/5 + 3.8416/100) =
 * 0.294125, so 0.375528–0.963777; for 5 of 5 the low end is 5 / (5 + z²) =
 * 0.565509 and the high end 1.
 */
const record = (index: number, seed: number, winner: string | null): GameRecord => ({
  index,
  seed,
  winner,
  level: winner ? "decisive" : "stalemate",
  ending: "turn-limit",
  turns: 8,
  score: [[], []],
  changed: [],
  eliminations: [],
  losses: [],
});

const plan = { games: 2, botCheck: 5, sides: 2 };
// Greedy as blue: wins 4, one draw. Greedy as red: wins all 5. Listed out of order, as workers finish them.
const checkBlue = [record(2, 10, "blue"), record(3, 11, "blue"), record(4, 12, null), record(5, 13, "blue"), record(6, 14, "blue")];
const checkRed = [10, 11, 12, 13, 14].map((seed, j) => record(7 + j, seed, "red"));
const balance = [record(0, 10, "blue"), record(1, 11, "red")];
const all = [checkRed[3]!, ...checkBlue.slice(2), balance[1]!, ...checkRed.filter((_, j) => j !== 3), balance[0]!, ...checkBlue.slice(0, 2)];

describe("planRun: the balance games, then the check's games per side", () => {
  const p = planRun({ seed: 10, games: 2, bots: ["greedy", "greedy"], botCheck: 5 });
  it("numbers the games and derives every seed from the run's seed", () => {
    expect(p.total).toBe(12);
    expect(p.job(0)).toEqual({ index: 0, seed: 10, bots: ["greedy", "greedy"] });
    expect(p.job(1)).toEqual({ index: 1, seed: 11, bots: ["greedy", "greedy"] });
    expect(p.job(2)).toEqual({ index: 2, seed: 10, bots: ["greedy", "random"] });
    expect(p.job(6)).toEqual({ index: 6, seed: 14, bots: ["greedy", "random"] });
    expect(p.job(7)).toEqual({ index: 7, seed: 10, bots: ["random", "greedy"] });
    expect(p.job(11)).toEqual({ index: 11, seed: 14, bots: ["random", "greedy"] });
  });

  it("without a check is just the balance games", () => {
    const plain = planRun({ seed: 3, games: 4, bots: ["random", "greedy"], botCheck: 0 });
    expect(plain.total).toBe(4);
    expect(plain.job(3)).toEqual({ index: 3, seed: 6, bots: ["random", "greedy"] });
  });
});

describe("buildBotCheck on ten hand-made check games", () => {
  const split = splitRecords(plan, all);
  const check = buildBotCheck({ sides: ["blue", "red"], seed: 10, gamesPerSide: 5 }, split.check);

  it("splits the records back by index, whatever order they came in", () => {
    expect(split.games.map((g) => g.index).sort((a, b) => a - b)).toEqual([0, 1]);
    expect(split.check[0]!.map((g) => g.index).sort((a, b) => a - b)).toEqual([2, 3, 4, 5, 6]);
    expect(split.check[1]!.map((g) => g.index).sort((a, b) => a - b)).toEqual([7, 8, 9, 10, 11]);
  });

  it("counts greedy's wins per side with the Wilson interval, and passes at 90% from every side", () => {
    expect(check).toEqual({
      gamesPerSide: 5,
      threshold: 0.9,
      sides: [
        { side: "blue", bot: "greedy", opponent: "random", games: 5, wins: 4, rate: 0.8, low: 0.375528, high: 0.963777, seeds: [[10, 14]] },
        { side: "red", bot: "greedy", opponent: "random", games: 5, wins: 5, rate: 1, low: 0.565509, high: 1, seeds: [[10, 14]] },
      ],
      // 80% as blue is below 90%.
      meaningful: false,
    });
  });

  it("goes last in the report, which stays valid against its schema", () => {
    const meta: ReportMeta = {
      ruleset: "nextwar",
      scenario: { name: "Tiny", digest: "abc", revision: null, documentId: null },
      sides: [
        { id: "blue", name: "Blue <b>Army</b>", colour: null, bot: "greedy" },
        { id: "red", name: "Red", colour: null, bot: "greedy" },
      ],
      seed: 10,
      gamesRequested: 2,
      partial: false,
      firstTurn: 1,
      lastTurn: 8,
      objectives: [],
    };
    const report = buildReport(meta, split.games, check);
    expect(Object.keys(report).pop()).toBe("botCheck");
    expect(report.games).toBe(2);
    expect(balanceReportSchema.parse(report)).toEqual(report);
    // Without a check there is no field at all (reports stored before the check still read).
    expect("botCheck" in buildReport(meta, split.games)).toBe(false);
    expect(botCheckLines(report)).toEqual([
      { side: "blue", text: "Greedy as Blue <b>Army</b> beats random in 4/5 (80% [37.6–96.4%])", low: true },
      { side: "red", text: "Greedy as Red beats random in 5/5 (100% [56.6–100%])", low: false },
    ]);
    expect(botCheckWarning(report)).toMatch(/^Greedy wins less than 90% against random from some side/);
  });

  it("exactly 90% passes; a stopped check says how far it got", () => {
    const ninth = [...Array.from({ length: 9 }, (_, j) => record(j, j, "blue")), record(9, 9, "red")];
    const pass = buildBotCheck({ sides: ["blue", "red"], seed: 0, gamesPerSide: 10 }, [ninth, ninth.map((g) => ({ ...g, winner: g.winner === "blue" ? "red" : "blue" }))]);
    expect(pass.sides.map((s) => [s.wins, s.rate, s.low, s.high])).toEqual([
      [9, 0.9, 0.595844, 0.982124],
      [9, 0.9, 0.595844, 0.982124],
    ]);
    expect(BOT_CHECK_THRESHOLD).toBe(0.9);
    expect(pass.meaningful).toBe(true);
    expect(botCheckWarning({ botCheck: pass })).toBeNull();

    const stopped = buildBotCheck({ sides: ["blue", "red"], seed: 0, gamesPerSide: 10 }, [ninth.slice(0, 3), []]);
    expect(stopped.meaningful).toBe(false);
    expect(stopped.sides[1]).toMatchObject({ games: 0, wins: 0, rate: 0, low: 0, high: 1, seeds: [] });
    const sides = [
      { id: "blue", name: "Blue", colour: null, bot: "greedy" },
      { id: "red", name: "Red", colour: null, bot: "greedy" },
    ];
    expect(botCheckLines({ sides, botCheck: stopped }).map((l) => l.text)).toEqual([
      "Greedy as Blue beats random in 3/3 (100% [43.8–100%]) (stopped: 3 of 10 games)",
      "Greedy as Red beats random in 0/0 (0% [0–100%]) (stopped: 0 of 10 games)",
    ]);
    expect(botCheckWarning({ botCheck: stopped })).toMatch(/stopped before greedy had played every side/);
  });
});
