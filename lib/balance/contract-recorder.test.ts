import { describe, expect, it } from "vitest";
import { RULESETS, createRegistry } from "@/lib/engine/rulesets";
import { raceRuleset } from "@/lib/engine/rulesets/race/ruleset";
import { balanceReportSchema } from "@/lib/model/balance-report";
import { playRecorded, reportMeta } from "./play";
import { buildReport } from "./report";

/**
 * A ruleset balance has no record keeping of its own for is read through the
 * contract [#27]: Race, once registered, gives a report that keeps the
 * report's schema — wins, its view's scores at each turn's end, who holds
 * each place — with no change to balance.
 */
const registry = createRegistry([...RULESETS.all, raceRuleset]);
const game = { ruleset: "race", bundle: { sides: ["north", "south"], goal: 6 } };

describe("balance reads a newly registered ruleset through the contract", () => {
  it("records each game: the winner, the scores as each turn ends, the holder of each place", () => {
    // Greedy steps 2 from north's seat, random rolls 1–3 from south's: north reaches 6 on the fifth move at the latest.
    const record = playRecorded(game, 0, 5, ["greedy", "random"], registry);
    expect(record.winner).toBe("north");
    expect(record.ending).toBe("result");
    expect(record.level).toBe("north wins");
    expect(record.score[0]!.at(-1)).toBe(1);
    expect(record.score[1]!.at(-1)).toBe(0);
    expect(record.score[0]!.length).toBe(record.turns);
    expect(record.changed).toEqual([
      { at: "0", start: "north", final: null },
      { at: "6", start: null, final: "north" },
    ]);
    expect(record.losses).toEqual([]);
  });

  it("builds a report of many games that keeps the report's schema, with sides named by id", () => {
    const meta = reportMeta(game, { bots: ["greedy", "greedy"], seed: 1, gamesRequested: 20, partial: false }, registry);
    expect(meta.sides.map((s) => [s.id, s.name, s.bot])).toEqual([
      ["north", "north", "greedy"],
      ["south", "south", "greedy"],
    ]);
    const records = Array.from({ length: 20 }, (_, i) => playRecorded(game, i, 1 + i, ["greedy", "greedy"], registry));
    const report = buildReport(meta, records);
    expect(balanceReportSchema.parse(report)).toEqual(report);
    expect(report.ruleset).toBe("race");
    expect(report.score.metric).toBe("score");
    // Greedy against greedy: the first to move always gets there first.
    expect(report.wins.map((w) => [w.side, w.games])).toEqual([
      ["north", 20],
      ["south", 0],
    ]);
  });

  it("is the registry's one error for a ruleset it does not know", () => {
    expect(() => playRecorded(game, 0, 1, ["greedy", "greedy"])).toThrow('The game\'s ruleset "race" is not one Warbench plays');
  });
});
