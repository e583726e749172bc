import { describe, expect, it } from "vitest";
import type { GameState } from "../types";
import { type UnitSpec, at, board } from "../test-kit";
import { boardOf } from "../board";
import { chooseSupplyAction, randomSupplyAction } from "./advanced-supply";
import { BotRandom } from "../../../core/rng";
import { legalActions } from "../../../index";

/** The greedy bot's logistics and emergency supply choices [19.4, 19.6]. */
const units: UnitSpec[] = [
  { id: "bdep", type: "supply-unit", at: "0101" },
  { id: "bdep2", type: "supply-unit", at: "0501" },
  { id: "bmsu1", type: "supply-unit" },
  { id: "b1", type: "inf", at: "1401" },
  { id: "bhq", type: "hq-adv", at: "1401" },
  { id: "r1", type: "inf", at: "0103" },
];

function game(segment: string, sp: number, out: string[] = []): GameState {
  const s = at(board({ rows: ["cccccccccccccc", "cccccccccccccc", "cccccccccccccc"], units, advanced: true, scenario: { advanced: { supplyPoints: [{ side: "blue", points: sp }] } } }), segment, { initiative: "blue" });
  return out.length > 0 ? { ...s, supply: { out: Object.fromEntries(out.map((id) => [id, true as const])) } } : s;
}

describe("the greedy bot's logistics [19.4]", () => {
  it("buys an MSU on the depot nearest its units out of supply", () => {
    expect(chooseSupplyAction(boardOf(game("logistics-first", 5)), "blue", "logistics")).toEqual({ type: "create-msu", at: "0501" });
  });
  it("keeps the points an HQ rebuild needs", () => {
    expect(chooseSupplyAction(boardOf(game("logistics-first", 2)), "blue", "logistics")).toEqual({ type: "end-segment" });
  });
  it("does nothing outside its segments", () => {
    expect(chooseSupplyAction(boardOf(game("first-move", 5)), "blue", "move")).toBeNull();
  });
});

describe("the greedy bot's emergency supply [19.6]", () => {
  it.each([
    { name: "an HQ first when the points allow", sp: 5, want: { type: "emergency-supply", unit: "bhq" } },
    { name: "else its strongest unit, keeping the reserve", sp: 3, want: { type: "emergency-supply", unit: "b1" } },
    { name: "nothing below the reserve", sp: 2, want: { type: "end-segment" } },
  ])("$name", ({ sp, want }) => {
    expect(chooseSupplyAction(boardOf(game("emergency-first", sp, ["b1", "bhq"])), "blue", "emergency")).toEqual(want);
  });
});

describe("the random bot's logistics and emergency supply [19.4, 19.6]", () => {
  it("ends the segment or takes a legal action, each over many draws", () => {
    const s = game("logistics-first", 5);
    const legal = legalActions(s).map((a) => JSON.stringify(a));
    const rng = new BotRandom(7);
    const seen = new Set<string>();
    for (let i = 0; i < 60; i += 1) {
      const a = randomSupplyAction(rng, boardOf(s), "blue", "logistics");
      expect(legal).toContain(JSON.stringify(a));
      seen.add((a as { type: string }).type);
    }
    expect(seen.has("end-segment")).toBe(true);
    expect(seen.size).toBeGreaterThan(1);
  });
  it("draws nothing outside its segments or in a standard game", () => {
    expect(randomSupplyAction(new BotRandom(1), boardOf(game("first-move", 5)), "blue", "move")).toBeNull();
  });
});
