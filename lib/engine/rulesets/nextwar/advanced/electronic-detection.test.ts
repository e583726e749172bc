import { describe, expect, it } from "vitest";
import type { GameState } from "../types";
import { apply } from "../../../index";
import { at, board, ok, withRolls } from "../test-kit";
import { detectAttempts, skipDetect } from "./electronic-detection";
import { legalNextWarActions } from "../legal";

/**
 * Electronic detection [21.3, 21.3.1]. Red (first) has 2 attempts a turn;
 * the starter table reads "D" on 6–9. Blue has a corps HQ (b-hq), its
 * supreme HQ (b-shq) and an infantry unit; Blue's units belong to two
 * nations (nordland and a second, "sudland", set by the scenario) for the
 * storm rule.
 */
function game(attempts = 2, weather: GameState["weather"] = "clear", nations = 1): GameState {
  const bundle = board({
    rows: ["ccccccccc", "ccccccccc", "ccccccccc"],
    units: [
      { id: "b-hq", type: "hq-adv", at: "0102" },
      { id: "b-shq", type: "supreme-hq", at: "0103" },
      { id: "b-inf", type: "inf", at: "0202", ...(nations > 1 ? { nation: "ostmark-free" } : {}) },
      { id: "r-inf", type: "inf", at: "0902" },
    ],
    scenario: {
      ...(nations > 1 ? { nations: [{ id: "nordland", side: "blue" }, { id: "ostmark", side: "red" }, { id: "ostmark-free", side: "blue" }] } : {}),
      advanced: { supplyPoints: [], electronicDetection: [{ side: "red", attempts }, { side: "blue", attempts: 4 }] },
    },
    advanced: true,
  });
  return { ...at(bundle, "electronic-detection-first"), weather };
}

describe("electronic detection [21.3]", () => {
  it.each([
    [6, "D", true],
    [9, "D", true],
    [5, "-", false],
    [0, "-", false],
  ] as [number, string, boolean][])("a roll of %i reads %s: marker %s", (roll, result, marked) => {
    const r = ok(apply(withRolls(game(), [roll]), { type: "detect", target: "b-hq" }));
    expect(r.events.find((e) => e.type === "electronic-detection")).toMatchObject({ side: "red", target: "b-hq", roll, result, rule: "21.3" });
    expect(!!r.state.adv!.detected["b-hq"]).toBe(marked);
    expect(r.state.adv!.ewTries.red).toBe(1);
  });

  it.each([
    ["the supreme HQ", "b-shq", "supreme HQ"],
    ["a combat unit", "b-inf", "HQs only"],
    ["an own unit", "r-inf", "not an enemy"],
  ])("refuses %s as a target", (_why, target, says) => {
    const r = apply(game(), { type: "detect", target });
    expect("error" in r && r.error).toContain(says);
  });

  it("allows another try on a missed HQ, up to the side's attempts, then refuses [21.3]", () => {
    const s = withRolls(game(2), [0, 1]);
    const once = ok(apply(s, { type: "detect", target: "b-hq" }));
    const twice = ok(apply(once.state, { type: "detect", target: "b-hq" }));
    expect(twice.state.adv!.ewTries.red).toBe(2);
    const third = apply(twice.state, { type: "detect", target: "b-hq" });
    expect("error" in third && third.error).toContain("no electronic detection attempt left");
    expect(skipDetect(twice.state, "red")).toBe(true);
    expect(legalNextWarActions(once.state).filter((a) => a.type === "detect")).toEqual([{ type: "detect", target: "b-hq" }]);
    expect(legalNextWarActions(twice.state).filter((a) => a.type === "detect")).toEqual([]);
  });

  it("refuses an HQ already under a marker, and is not played outside the detection segment", () => {
    const r = ok(apply(withRolls(game(), [9]), { type: "detect", target: "b-hq" }));
    expect("error" in apply(r.state, { type: "detect", target: "b-hq" })).toBe(true);
    const s = game();
    const moveSeg = at(s.bundle, "first-move");
    expect("error" in apply(moveSeg, { type: "detect", target: "b-hq" })).toBe(true);
  });

  it("a side the scenario gives no attempts skips its segment", () => {
    expect(skipDetect(game(0), "red")).toBe(true);
    expect(skipDetect(game(2), "red")).toBe(false);
  });
});

describe("storms [21.3.1]", () => {
  // Ruling: "嵐は、それぞれの国家の試行回数を 1 つ減少させる" — one attempt less for each nation of the side.
  it.each([
    ["clear, one nation", 2, "clear", 1, 2],
    ["storm, one nation", 2, "storm", 1, 1],
    ["overcast, one nation", 2, "overcast", 1, 2],
    ["storm, never below 0", 0, "storm", 1, 0],
  ] as [string, number, GameState["weather"], number, number][])("%s: %i attempts become %i", (_why, attempts, weather, nations, expected) => {
    expect(detectAttempts(game(attempts, weather, nations), "red")).toBe(expected);
  });

  it("the rulebook's example: a coalition of two nations with 4 attempts has 2 in a storm", () => {
    expect(detectAttempts(game(2, "storm", 2), "blue")).toBe(2);
    expect(detectAttempts(game(2, "clear", 2), "blue")).toBe(4);
  });
});
