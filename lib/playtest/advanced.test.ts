import { describe, expect, it } from "vitest";
import { advancedView } from "@/lib/engine/rulesets/nextwar/advanced/view";
import { createGame } from "@/lib/engine";
import { board } from "@/lib/engine/rulesets/nextwar/test-kit";
import { counterMarks, hoverSupplyLine, hqAt, recordCounts, supplyBadge, supplyGroups, unWords } from "./advanced";
import { advancedGame } from "./advanced-kit";
import { countersByHex } from "./view-model";
import { withFog } from "./fog";

/** The playtest's Advanced markers, lines, supply list and record track [14–29]. */
describe("the playtest's Advanced view [14–29]", () => {
  it.each([
    ["in-supply", undefined],
    ["out-of-supply", "OOS"],
    ["isolated", "ISO"],
    ["emergency", "EMG"],
  ] as const)("badges %s as %s [19.5, 19.6, 19.7]", (s, badge) => expect(supplyBadge(s)).toBe(badge));

  it("puts each counter's markers on it: supply badge, strike, detection, designation, depot and an HQ's uses left [18.2, 19.4, 20.2.3, 21.0, 27.3]", () => {
    const marks = counterMarks(advancedGame());
    expect(marks.get("b1")).toBeUndefined();
    expect(marks.get("b2")).toEqual({ badge: "OOS" });
    expect(marks.get("b3")).toEqual({ badge: "ISO" });
    expect(marks.get("b4")).toEqual({ badge: "EMG" });
    expect(marks.get("bdep")).toEqual({ supplyUnit: "depot" });
    expect(marks.get("bhq")).toEqual({ usesLeft: 2 });
    expect(marks.get("rhq")).toEqual({ detected: true, usesLeft: 1 });
    expect(marks.get("r1")).toEqual({ strike: 2 });
    expect(marks.get("r2")).toEqual({ targeted: -1 });
    const counters = [...countersByHex(advancedGame()).values()].flat();
    expect(counters.find((c) => c.id === "b2")!.adv).toEqual({ badge: "OOS" });
  });

  it("a standard game's counters carry no Advanced markers", () => {
    const s = createGame(board({ rows: ["ccc"], units: [{ id: "b1", type: "inf", at: "0101" }] }), { seed: 1 });
    expect(counterMarks(s).size).toBe(0);
    expect([...countersByHex(s).values()].flat()[0]).not.toHaveProperty("adv");
  });

  it("a blank under fog of war carries none of the hidden unit's markers [13.2]", () => {
    const s = advancedGame("strike-first", true);
    const seen = withFog(countersByHex(s), "blue", s);
    const stack = [...seen.values()].find((l) => l.some((c) => c.id === "rhq"))!;
    expect(stack[1]).toMatchObject({ hidden: true });
    expect(stack[1]!.adv).toBeUndefined();
  });

  it("traces the hovered hex's supply line for the viewer's own units only [19.2]", () => {
    const s = advancedGame();
    expect(hoverSupplyLine(advancedView(s, "blue"), [{ id: "b1" }])).toEqual(["0101", "0102", "0103"]);
    expect(hoverSupplyLine(advancedView(s, "blue"), [{ id: "r2" }])).toBeNull();
    expect(hoverSupplyLine(advancedView(s, "blue"), [{ id: "b2" }])).toBeNull();
  });

  it("finds the HQ in a hex for its range ring [18.2.1]", () => {
    const v = advancedView(advancedGame(), "blue");
    expect(hqAt(v, [{ id: "r1" }, { id: "rhq" }])).toMatchObject({ id: "rhq", range: 3, usesLeft: 1 });
    expect(hqAt(v, [{ id: "b1" }])).toBeNull();
  });

  it("lists a side's units by supply state, worst first [19.5–19.7]", () => {
    const groups = supplyGroups(advancedView(advancedGame(), "blue")!, "blue");
    expect(groups.map((g) => [g.state, g.units.map((u) => u.id)])).toEqual([
      ["isolated", ["b3"]],
      ["out-of-supply", ["b2"]],
      ["emergency", ["b4"]],
      ["in-supply", ["b1", "bhq", "bdep"]],
    ]);
  });

  it("counts SP, CW points and SOF markers, and puts the UN track in words [18.2.4, 19.3, 20.1.1, 28.1, 28.2]", () => {
    const v = advancedView(advancedGame(), "blue")!;
    expect(recordCounts(v, "blue")).toEqual({ sp: 6, cw: 0, sof: { available: 2, used: 0, eliminated: 0 } });
    expect(recordCounts(v, "red")).toEqual({ sp: 3, cw: 2, sof: { available: 1, used: 0, eliminated: 0 } });
    const w = unWords(v.un, (s) => s.toUpperCase());
    expect(w.status).toBe("Ceasefire resolution proposed");
    expect(w.vetoes).toBe("BLUE 1 · RED 2");
    expect(w.costs).toContain(`veto −${v.un.vetoVp} VP [28.1]`);
    expect(unWords({ ...v.un, status: "passed", refusing: { red: true } }, (s) => s).status).toBe("Ceasefire resolution passed (refused by red)");
  });
});
