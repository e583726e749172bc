import { describe, expect, it } from "vitest";
import { apply, explainCombat } from "../../index";
import type { GameEvent } from "../../core/types";
import { contextOf } from "./context";
import { distributeLosses } from "./losses";
import { retreatLength, retreatUnits } from "./retreat";
import { cloneState } from "./state";
import { at, board, withRolls } from "./test-kit";

describe("step-loss distribution [9.7.1, 9.5.1]", () => {
  const b = board({ rows: ["ccc", "ccc"], units: [{ id: "b1", type: "inf", at: "0201" }, { id: "b2", type: "inf", at: "0201" }, { id: "b3", type: "inf", at: "0201" }, { id: "r1", type: "inf", at: "0101" }] });
  const s = at(b, "initiative-combat");
  const ctx = contextOf(b);
  it.each([
    [1, ["b2"]],
    [3, ["b2", "b1", "b3"]],
    [4, ["b2", "b1", "b3", "b1"]],
  ])("%i losses with lead b2 fall on %j: the lead first, every unit once before any twice", (n, expected) => {
    expect(distributeLosses(ctx, s, ["b1", "b2", "b3"], "b2", n, "defence")).toEqual(expected);
  });
  it("a unit already reduced takes its next step after the full-strength units [9.7.1 play note]", () => {
    const reduced = { ...s, units: { ...s.units, b1: { ...s.units.b1!, steps: 1 } } };
    expect(distributeLosses(ctx, reduced, ["b1", "b2", "b3"], "b2", 2, "defence")).toEqual(["b2", "b3"]);
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

describe("retreat [9.8]", () => {
  it.each([
    ["c", [], 2],
    ["r", [], 2],
    ["h", [], 1],
    ["c", [{ kind: "city" as const, hex: "0302" }], 1],
    ["c", [{ kind: "fortification" as const, hex: "0302", originalOwner: "nordland" }], 1],
  ])("from %s with %j the retreat is %i hexes [9.8.1]", (t, features, n) => {
    const b = board({ rows: ["ccccc", `cc${t}cc`, "ccccc"], features, units: [{ id: "b1", type: "inf", at: "0302" }] });
    expect(retreatLength(contextOf(b), contextOf(b).cm.indexOf("0302"))).toBe(n);
  });

  it("retreats toward the friendly map edge, the full distance [9.8.1]", () => {
    const b = board({ rows: ["ccccccc", "ccccccc", "ccccccc"], units: [{ id: "b1", type: "inf", at: "0402" }, { id: "r1", type: "inf", at: "0602" }] });
    const s = cloneState(at(b, "initiative-combat"));
    const events: GameEvent[] = [];
    const cm = contextOf(b).cm;
    expect(retreatUnits(s, ["b1"], cm.indexOf("0402"), 2, events, { mayNegate: false })).toBe(2);
    expect(cm.col(s.units.b1!.hex)).toBe(1);
  });

  it("a unit with no legal retreat stays and takes a step on a failed ER check [9.8.3]", () => {
    // b1 in 0101 corner, hemmed in by red units and the map edge.
    const b = board({ rows: ["cc", "cc"], units: [{ id: "b1", type: "inf", at: "0101", er: 1 }, { id: "r1", type: "inf", at: "0201" }, { id: "r2", type: "inf", at: "0102" }] });
    const s = cloneState(withRolls(at(b, "initiative-combat"), [9]));
    const events: GameEvent[] = [];
    expect(retreatUnits(s, ["b1"], 0, 2, events, { mayNegate: false })).toBe(0);
    expect(events.map((e) => e.type)).toEqual(["retreat-failed", "step-loss"]);
    expect(s.units.b1!.steps).toBe(1);
  });

  it("retreating through an enemy ZOC calls for an ER check per unit, a step lost on failure [9.8.5]", () => {
    const b = board({ rows: ["ccccc", "ccccc", "ccccc"], units: [{ id: "b1", type: "inf", at: "0302", er: 2 }, { id: "r1", type: "armour", at: "0101" }, { id: "r2", type: "armour", at: "0103" }, { id: "r3", type: "armour", at: "0402" }] });
    const s = cloneState(withRolls(at(b, "initiative-combat"), [9]));
    const events: GameEvent[] = [];
    retreatUnits(s, ["b1"], contextOf(b).cm.indexOf("0302"), 2, events, { mayNegate: false });
    expect(events.some((e) => e.rule === "9.8.5" && e.type === "er-check")).toBe(true);
    expect(events.some((e) => e.rule === "9.8.5" && e.type === "step-loss")).toBe(true);
  });

  it("in hills a passed ER check ignores the retreat [9.8.4]", () => {
    const b = board({ rows: ["ccccc", "cchcc", "ccccc"], units: [{ id: "b1", type: "inf", at: "0302", er: 5 }] });
    const s = cloneState(withRolls(at(b, "initiative-combat"), [2]));
    const events: GameEvent[] = [];
    expect(retreatUnits(s, ["b1"], contextOf(b).cm.indexOf("0302"), 1, events, { mayNegate: true })).toBe(0);
    expect(events.some((e) => e.type === "retreat-negated" && e.rule === "9.8.4")).toBe(true);
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
