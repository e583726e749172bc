import { describe, expect, it } from "vitest";
import type { GameState } from "../types";
import { boardOf } from "../board";
import { type BoardSpec, sampleBundle } from "../test-kit";
import { chooseAirlift } from "./airlift";
import { blueMovesUnder, front, replayGamesUsing, toward } from "./bot-kit";

/**
 * The bots' airlift and sea transport [8.5.2, 8.5.7.1]: the greedy bot flies
 * foot units toward its objectives when the flight gains many hexes; random
 * and greedy games on the sample that airlift or sail replay to the same hash.
 *
 *   0101 airbase: b1 inf (blue, columns 1–14 Nordland)   1401 airfield   1601 airfield (Ostmark, blue-held in one test)
 *   r1 armour at 1901
 */
const bundle = (scenario: BoardSpec["scenario"] = {}) =>
  front(
    [
      { hex: "0101", kind: "airbase", name: "Rear AB" },
      { hex: "1401", kind: "airfield", name: "Front field" },
      { hex: "1601", kind: "airfield", name: "Far field" },
    ],
    [
      { id: "b1", type: "inf", at: "0101" },
      { id: "r1", type: "armour", at: "1903" },
    ],
    scenario,
  );

const move = (level: string, tweak: Partial<GameState> = {}, bn = bundle()): GameState => blueMovesUnder(bn, level, tweak);

describe("the greedy bot's airlift [8.5.2]", () => {
  it("flies a rear unit to the field nearest its objective", () => {
    const s = move("contested");
    expect(chooseAirlift(boardOf(s), "blue", toward(s, "1903"))).toEqual({ type: "airlift", units: ["b1"], to: "1401" });
  });

  it("under unfavourable air superiority it flies only into its own country (the +3 there) [8.5.2, 6.6]", () => {
    const s = move("unfavourable");
    const c = boardOf(s).ctx;
    const held = { ...s, control: { ...s.control, [c.cm.indexOf("1601")]: "blue" } };
    expect(chooseAirlift(boardOf(held), "blue", toward(held, "1903"))).toEqual({ type: "airlift", units: ["b1"], to: "1401" });
    expect(chooseAirlift(boardOf({ ...held, air: { ...held.air!, level: { blue: "contested", red: "contested" } } }), "blue", toward(held, "1903"))).toEqual({ type: "airlift", units: ["b1"], to: "1601" });
  });

  it("keeps the last unit in a VP hex it holds, and does not fly for a small gain", () => {
    const vp = move("contested", {}, bundle({ victory: { vpHexes: [{ hex: "0101", value: 1 }], levels: [], capitals: [] } }));
    expect(chooseAirlift(boardOf(vp), "blue", toward(vp, "1903"))).toBeNull();
    const s = move("contested");
    const near = Int32Array.from(toward(s, "1903"), () => 0);
    expect(chooseAirlift(boardOf(s), "blue", near)).toBeNull();
  });
});

describe("bot games on the sample with airlift and sea transport replay exactly [8.5.2, 8.5.7.1]", () => {
  it("random games: some airlift, some sail; each replays to the same hash", () => {
    const seen = replayGamesUsing(sampleBundle(), "random", ["airlift", "sea-transport"], 30);
    expect(seen.airlift).toBeGreaterThan(0);
    expect(seen["sea-transport"]).toBeGreaterThan(0);
  }, 120_000);
});
