import { describe, expect, it } from "vitest";
import type { EngineBundle, GameState } from "../types";
import { boardOf } from "../board";
import { type BoardSpec, sampleBundle } from "../test-kit";
import { chooseParadrop } from "./paradrop";
import { blueMovesUnder, front, replayGamesUsing, toward } from "./bot-kit";

/**
 * The bots' paradrops [8.5.3]: the greedy bot drops airborne units toward
 * its objectives when the drop gains enough hexes, outside the enemy's ZOC;
 * random and greedy games on the sample (its airborne units set up at
 * airbases) that paradrop replay to the same hash.
 *
 *   0101 airbase: p1 airborne (blue, columns 1–14 Nordland)   r1 armour at 1903
 */
const bundle = (scenario: BoardSpec["scenario"] = {}) =>
  front(
    [{ hex: "0101", kind: "airbase", name: "Rear AB" }],
    [
      { id: "p1", type: "para", at: "0101" },
      { id: "r1", type: "armour", at: "1903" },
    ],
    scenario,
  );

const move = (level: string, bn = bundle()): GameState => blueMovesUnder(bn, level);

describe("the greedy bot's paradrop [8.5.3]", () => {
  it("drops the unit as near its objective as the list reaches, outside the enemy's ZOC", () => {
    const s = move("contested");
    const a = chooseParadrop(boardOf(s), "blue", toward(s, "1903"));
    expect(a).toMatchObject({ type: "paradrop", units: ["p1"] });
    const cm = boardOf(s).ctx.cm;
    expect(cm.distance(cm.indexOf("0101"), cm.indexOf((a as { to: string }).to))).toBe(8);
  });

  it("not under unfavourable air superiority, not for a small gain, not out of the last unit of a VP hex it holds [6.6]", () => {
    const s = move("unfavourable");
    expect(chooseParadrop(boardOf(s), "blue", toward(s, "1903"))).toBeNull();
    const c = move("contested");
    expect(chooseParadrop(boardOf(c), "blue", toward(c, "0301"))).toBeNull();
    const vp = move("contested", bundle({ victory: { vpHexes: [{ hex: "0101", value: 1 }], levels: [], capitals: [] } }));
    expect(chooseParadrop(boardOf(vp), "blue", toward(vp, "1903"))).toBeNull();
  });
});

describe("bot games on the sample with paradrops replay exactly [8.5.3]", () => {
  /** The sample with its airborne units set up at their side's airbases. */
  function sample(): EngineBundle {
    const bn = sampleBundle();
    const where: Record<string, string> = { "nl-para-1": "2113", "os-para-1": "4713" };
    return { ...bn, scenario: { ...bn.scenario, setup: bn.scenario.setup?.map((p) => (where[p.unit] ? { ...p, at: where[p.unit] as string } : p)) } };
  }

  it.each(["random", "greedy"])("%s games: some paradrop; each replays to the same hash", (bot) => {
    expect(replayGamesUsing(sample(), bot, ["paradrop"], 20).paradrop).toBeGreaterThan(0);
  }, 240_000);
});
