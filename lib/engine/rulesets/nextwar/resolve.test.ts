import { describe, expect, it } from "vitest";
import { apply, explainCombat } from "../../index";
import type { GameEvent } from "./types";
import { contextOf } from "./context";
import { checkAllocation, legalAllocations } from "./allocation";
import { at, board, withRolls } from "./test-kit";

describe("legal step-loss allocations [9.7.1, 9.5.1]", () => {
  const b = board({ rows: ["ccc", "ccc"], units: [{ id: "b1", type: "inf", at: "0201" }, { id: "b2", type: "inf", at: "0201" }, { id: "b3", type: "inf", at: "0201" }, { id: "r1", type: "inf", at: "0101" }] });
  const s = at(b, "initiative-combat");
  const ctx = contextOf(b);
  it.each([
    [1, [{ b2: 1 }]],
    [2, [{ b2: 1, b1: 1 }, { b2: 1, b3: 1 }]],
    [3, [{ b2: 1, b1: 1, b3: 1 }]],
    [4, [{ b2: 1, b1: 2, b3: 1 }, { b2: 2, b1: 1, b3: 1 }, { b2: 1, b1: 1, b3: 2 }]],
    [9, [{ b1: 2, b2: 2, b3: 2 }]],
  ])("%i losses with lead b2: the lead first, every unit once before any twice → %j", (n, expected) => {
    const got = legalAllocations(ctx, s, ["b1", "b2", "b3"], "b2", n);
    expect(got).toHaveLength(expected.length);
    for (const e of expected) expect(got).toContainEqual(e);
  });
  it("a unit already reduced takes its next step after the full-strength units [9.7.1 play note]", () => {
    const reduced = { ...s, units: { ...s.units, b1: { ...s.units.b1!, steps: 1 } } };
    expect(legalAllocations(ctx, reduced, ["b1", "b2", "b3"], "b2", 2)).toEqual([{ b2: 1, b3: 1 }]);
  });
  it("refuses allocations that skip the lead, skip a full-strength unit, or miscount [9.7.1]", () => {
    expect(checkAllocation(ctx, s, ["b1", "b2", "b3"], "b2", 2, { b1: 1, b3: 1 })?.message).toMatch(/lead unit b2/);
    expect(checkAllocation(ctx, s, ["b1", "b2", "b3"], "b2", 2, { b2: 2 })?.message).toMatch(/before any unit loses a second/);
    expect(checkAllocation(ctx, s, ["b1", "b2", "b3"], "b2", 2, { b2: 1 })?.message).toMatch(/calls for 2/);
    expect(checkAllocation(ctx, s, ["b1", "b2", "b3"], "b2", 2, { b2: 1, b3: 1 })).toBeNull();
  });
});

describe("overkill [9.7.1.1]", () => {
  it("in columns 11–13 a defender who cannot absorb all losses lets the attacker cancel one", () => {
    // 27 vs 3 in clear = 9:1, column 11; equal ERs; roll 3 reads 1/2R2.
    const b = board({ rows: ["ccc", "ccc"], units: [{ id: "r1", type: "inf", at: "0101", attack: 27, er: 6 }, { id: "b1", type: "para", at: "0201" }] });
    const s = withRolls(at(b, "initiative-combat"), [3]);
    const ex = explainCombat(s, { attackers: ["r1"], defender: "0201" });
    if ("error" in ex) throw new Error(ex.error);
    expect(ex.finalColumn).toBe("9:1");
    const r = apply(s, { type: "attack", attackers: ["r1"], defender: "0201" });
    if ("error" in r) throw new Error(r.error);
    const combat = r.events.find((e) => e.type === "combat") as GameEvent;
    expect(combat.result).toBe("1/2R2");
    expect(combat.losses).toEqual({ attacker: 0, defender: 2 });
    expect(r.state.units.r1?.steps).toBe(2);
  });
});

describe("advance after combat [9.9, 9.9.1, 4.1.3]", () => {
  // 24 vs 4 in clear = 6:1 (column 8); ER equal; roll 9 reads 0/3R2: the defender (2 steps) is eliminated.
  const spec = { rows: ["cccc", "cccc", "cccc"], units: [{ id: "r1", type: "armour", at: "0101", attack: 12, er: 4 }, { id: "b1", type: "inf", at: "0201" }] };
  it("a vacated hex must be entered by at least one attacker; mechanised units may go a second hex", () => {
    const s = withRolls(at(board(spec), "initiative-combat"), [9]);
    const r = apply(s, { type: "attack", attackers: ["r1"], defender: "0201" });
    if ("error" in r) throw new Error(r.error);
    expect(r.state.pendingAdvance?.secondHex).toBe(true);
    const refused = apply(r.state, { type: "end-segment" });
    expect("error" in refused && refused.rule).toBe("9.9");
    const two = apply(r.state, { type: "advance", units: ["r1"], second: { r1: "0301" } });
    if ("error" in two) throw new Error(two.error);
    expect(two.state.units.r1?.hex).toBe(contextOf(board(spec)).cm.indexOf("0301"));
  });
  it("in a storm the advance stops in the vacated hex [4.1.3]", () => {
    const s = withRolls(at(board(spec), "initiative-combat", { weather: "storm" }), [9]);
    const r = apply(s, { type: "attack", attackers: ["r1"], defender: "0201" });
    if ("error" in r) throw new Error(r.error);
    const two = apply(r.state, { type: "advance", units: ["r1"], second: { r1: "0301" } });
    expect("error" in two && two.rule).toBe("9.9.1");
  });
});
