import { describe, expect, it } from "vitest";
import { ADVANCED_SEGMENTS, segmentsOf } from "../segments";
import { SEGMENTS } from "../sop";
import { board } from "../test-kit";
import { createNextWarGame } from "../game";
import { nextWarRuleset } from "../ruleset";
import { RULESETS } from "../../index";

const advancedBoard = () => board({ rows: ["ccccc", "ccccc", "ccccc"], units: [{ id: "b1", type: "inf", at: "0101" }, { id: "r1", type: "inf", at: "0503", nation: "ostmark" }], advanced: true });

describe("the Advanced game's sequence of play [16.0]", () => {
  it("is played by the nextwar ruleset, found by the game document's value nextwar-advanced [14.0]", () => {
    expect(RULESETS.get("nextwar-advanced")).toBe(nextWarRuleset);
    const s = createNextWarGame(advancedBoard(), 1);
    expect(s.ruleset).toBe("nextwar-advanced");
    expect(s.adv).toBeDefined();
    expect(segmentsOf(s)).toBe(ADVANCED_SEGMENTS);
    expect(createNextWarGame(board({ rows: ["ccc"], units: [] }), 1).adv).toBeUndefined();
  });

  it("checks supply twice in an initiative turn and once in a contested turn [19.0]", () => {
    const checks = ADVANCED_SEGMENTS.filter((s) => s.id === "advanced-supply" || s.id === "advanced-supply-second");
    expect(checks.map((s) => s.phaseWhen ?? "every turn")).toEqual(["every turn", "initiative-turn"]);
    // The second check comes after the initiative movement/combat phase, before the basic one.
    const ids = ADVANCED_SEGMENTS.map((s) => s.id);
    expect(ids.indexOf("advanced-supply-second")).toBeGreaterThan(ids.indexOf("reaction-combat"));
    expect(ids.indexOf("advanced-supply-second")).toBeLessThan(ids.indexOf("first-move"));
  });

  it("has a strike phase before any movement and the isolation phase before reinforcements [18.2.2, 19.7]", () => {
    const ids = ADVANCED_SEGMENTS.map((s) => s.id);
    expect(ids.indexOf("strike-first")).toBeLessThan(ids.indexOf("initiative-move"));
    expect(ids.indexOf("isolation")).toBeLessThan(ids.indexOf("reinforcements"));
    expect(ids.indexOf("un-ceasefire-first")).toBeLessThan(ids.indexOf("victory"));
    // Everything the standard game does, the Advanced game does too [14.0], but the optional supply rule, which [19] replaces [19.0].
    for (const s of SEGMENTS) if (s.id !== "supply") expect(ids).toContain(s.id);
  });
});
