import { describe, expect, it } from "vitest";
import type { GameState } from "../core/types";
import { BOTS, playGame, replay, stateHash } from "../index";
import { boardOf } from "../rulesets/nextwar/board";
import { at, board, game, sampleBundle } from "../rulesets/nextwar/test-kit";
import { chooseAirlift } from "./airlift";

/**
 * The bots' airlift and sea transport [8.5.2, 8.5.7.1]: the greedy bot flies
 * foot units toward its objectives when the flight gains many hexes; random
 * and greedy games on the sample that airlift or sail replay to the same hash.
 *
 *   0101 airbase: b1 inf (blue, columns 1–14 Nordland)   1401 airfield   1601 airfield (Ostmark, blue-held in one test)
 *   r1 armour at 1901
 */
const bundle = (scenario: Parameters<typeof board>[0]["scenario"] = {}) =>
  board({
    rows: ["cccccccccccccccccccc", "cccccccccccccccccccc", "cccccccccccccccccccc"],
    borders: Array.from({ length: 3 }, () => "nnnnnnnnnnnnnnoooooo"),
    features: [
      { hex: "0101", kind: "airbase", name: "Rear AB" },
      { hex: "1401", kind: "airfield", name: "Front field" },
      { hex: "1601", kind: "airfield", name: "Far field" },
    ],
    units: [
      { id: "b1", type: "inf", at: "0101" },
      { id: "r1", type: "armour", at: "1903" },
    ],
    scenario: { ...scenario, chartOverrides: { airPoints: game().charts.airPoints } },
  });

function move(level: string, tweak: Partial<GameState> = {}, bn = bundle()): GameState {
  const s = at(bn, "reaction-move", tweak);
  return { ...s, air: { ...s.air!, level: { blue: level, red: "contested" } } };
}

/** Distance to the enemy's hex, as the greedy bot's objective field would be with no VP hexes. */
function toEnemy(s: GameState): Int32Array {
  const cm = boardOf(s).ctx.cm;
  const target = cm.indexOf("1903");
  return Int32Array.from({ length: cm.n }, (_, h) => cm.distance(h, target));
}

describe("the greedy bot's airlift [8.5.2]", () => {
  it("flies a rear unit to the field nearest its objective", () => {
    const s = move("contested");
    expect(chooseAirlift(boardOf(s), "blue", toEnemy(s))).toEqual({ type: "airlift", units: ["b1"], to: "1401" });
  });

  it("under unfavourable air superiority it flies only into its own country (the +3 there) [8.5.2, 6.6]", () => {
    const s = move("unfavourable");
    const c = boardOf(s).ctx;
    const held = { ...s, control: { ...s.control, [c.cm.indexOf("1601")]: "blue" } };
    expect(chooseAirlift(boardOf(held), "blue", toEnemy(held))).toEqual({ type: "airlift", units: ["b1"], to: "1401" });
    expect(chooseAirlift(boardOf({ ...held, air: { ...held.air!, level: { blue: "contested", red: "contested" } } }), "blue", toEnemy(held))).toEqual({ type: "airlift", units: ["b1"], to: "1601" });
  });

  it("keeps the last unit in a VP hex it holds, and does not fly for a small gain", () => {
    const vp = move("contested", {}, bundle({ victory: { vpHexes: [{ hex: "0101", value: 1 }], levels: [], capitals: [] } }));
    expect(chooseAirlift(boardOf(vp), "blue", toEnemy(vp))).toBeNull();
    const s = move("contested");
    const near = Int32Array.from(toEnemy(s), () => 0);
    expect(chooseAirlift(boardOf(s), "blue", near)).toBeNull();
  });
});

describe("bot games on the sample with airlift and sea transport replay exactly [8.5.2, 8.5.7.1]", () => {
  const sample = sampleBundle();
  it("random games: some airlift, some sail; each replays to the same hash", () => {
    const seen = { airlift: 0, "sea-transport": 0 };
    for (let seed = 1; seed <= 30 && (seen.airlift === 0 || seen["sea-transport"] === 0); seed += 1) {
      const g = playGame(sample, seed, { blue: BOTS.random!, red: BOTS.random! });
      const kinds = g.actions.filter((a) => a.type === "airlift" || a.type === "sea-transport");
      if (kinds.length === 0) continue;
      for (const a of kinds) seen[a.type as keyof typeof seen] += 1;
      const r = replay(sample, seed, g.actions);
      if ("error" in r) throw new Error(r.error);
      expect(stateHash(r.state)).toBe(stateHash(g.state));
    }
    expect(seen.airlift).toBeGreaterThan(0);
    expect(seen["sea-transport"]).toBeGreaterThan(0);
  }, 120_000);
});
