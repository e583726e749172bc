import { describe, expect, it } from "vitest";
import type { GameState, UnitState } from "./types";
import { createNextWarGame } from "./game";
import { contextOf } from "./context";
import { sampleBundle } from "./test-kit";
import { stackSeenBy } from "./fog";

/*
 * A hex's stack as one side may know it under fog of war [13.2]
 * (「相手プレイヤーのスタックを確認することはできない」), where [8.1.2] alone lets anyone look.
 */
describe("a stack as a side may know it [13.2]", () => {
  const open = sampleBundle();
  const fog = { ...open, scenario: { ...open.scenario, optionalRules: { ...open.scenario.optionalRules, fogOfWar: true } } };
  const s0 = createNextWarGame(fog, 1);
  const [a, b, c] = ["nl-inf-1", "nl-inf-2", "nl-inf-3"];
  const hex = (s0.units[a] as UnitState).hex;
  const s: GameState = { ...s0, units: { ...s0.units, [b]: { ...(s0.units[b] as UnitState), hex }, [c]: { ...(s0.units[c] as UnitState), hex } } };
  const label = contextOf(fog).cm.label(hex);

  it("the enemy sees the top counter and the height; the owner sees all", () => {
    expect(stackSeenBy(s, "red", label)).toEqual({ hex: label, side: "blue", units: [a], height: 3 });
    expect(stackSeenBy(s, "blue", label)).toEqual({ hex: label, side: "blue", units: [a, b, c], height: 3 });
  });
  it("with the rule off the enemy sees all [8.1.2]", () => {
    expect(stackSeenBy({ ...s, bundle: open }, "red", label)).toEqual({ hex: label, side: "blue", units: [a, b, c], height: 3 });
  });
  it("an empty hex is nobody's; a hex off the map is refused in one line", () => {
    expect(stackSeenBy(s, "red", "0101")).toEqual({ hex: "0101", side: null, units: [], height: 0 });
    expect(stackSeenBy(s, "red", "9999")).toEqual({ error: "[8.1] no hex 9999", rule: "8.1" });
  });
});
