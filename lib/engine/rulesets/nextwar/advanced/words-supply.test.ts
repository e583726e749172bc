import { describe, expect, it } from "vitest";
import { nextWarActionTitle, nextWarEventWords } from "../words";

describe("the Advanced supply events in words [19]", () => {
  it.each([
    [{ type: "supply-points", side: "blue", points: -1, total: 5, reason: "an MSU", rule: "19.4" }, "blue spends 1 supply point (an MSU): 5 left"],
    [{ type: "supply-points", side: "red", points: 3, total: 3, reason: "the scenario's supply points", rule: "19.3" }, "red receives 3 supply points (the scenario's supply points): 3 left"],
    [{ type: "depot-broken", side: "blue", unit: "d1", msus: ["d1", "m2"], at: "0101", rule: "19.4" }, "blue breaks the depot d1 at 0101 into two MSUs: d1, m2"],
    [{ type: "emergency-supply", side: "blue", unit: "b1", roll: 7, result: "supply", supplied: true, rule: "19.6" }, "Emergency supply for b1: rolled 7 → supplied for the turn"],
    [{ type: "isolation", isolated: ["b1"], recovered: ["b2"], rule: "19.7.1" }, "Isolation: isolated — b1; no longer isolated — b2"],
    [{ type: "surrendered", unit: "b1", rule: "19.7.4" }, "b1 surrenders: removed for good"],
  ])("%j", (event, text) => {
    const line = nextWarEventWords(event);
    expect(line.text).toBe(text);
    expect(line.rule).toBe(event.rule);
  });

  it("titles the logistics and emergency actions", () => {
    expect(nextWarActionTitle({ type: "create-msu", at: "0101" })).toBe("Make an MSU at 0101");
    expect(nextWarActionTitle({ type: "emergency-supply", unit: "b1" })).toBe("Emergency supply for b1");
  });
});
