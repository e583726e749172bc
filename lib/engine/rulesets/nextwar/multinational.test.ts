import { describe, expect, it } from "vitest";
import { apply, explainCombat, stackAt } from "../../index";
import { at, board, type UnitSpec } from "./test-kit";

/**
 * Multinational stacks [8.1.1.2]: the standard rules leave their effects to
 * the game's own rules, so units of different nations of one side stack like
 * any others, and a combat says when a stack is multinational.
 */
const NATIONS = [
  { id: "nordland", side: "blue" },
  { id: "ostmark", side: "red" },
  { id: "valdria", side: "red" },
];
const bundle = (units: UnitSpec[]) => board({ rows: ["cccc", "cccc"], units, scenario: { nations: NATIONS } as never });

describe("multinational stacking [8.1.1.2]", () => {
  it.each([
    // mover's nation, nation already in 0301, nations of the stack after the move
    ["valdria", "ostmark", ["ostmark", "valdria"]],
    ["ostmark", "ostmark", ["ostmark"]],
  ])("a %s unit may join a %s unit: stack %j, not overstacked [8.1.1.2]", (mover, there, nations) => {
    const b = bundle([
      { id: "r1", type: "inf", at: "0401", nation: there },
      { id: "r2", type: "inf", at: "0402", nation: mover },
      { id: "b1", type: "inf", at: "0101" },
    ]);
    const r = apply(at(b, "initiative-move"), { type: "move", units: ["r2"], to: "0401" });
    if ("error" in r) throw new Error(r.error);
    const stack = stackAt(r.state, "0401");
    if ("error" in stack) throw new Error(stack.error);
    expect(stack.nations).toEqual(nations);
    expect(stack.overstackedBy).toBe(0);
  });

  it.each([
    // case, units, number of 8.1.1.2 info lines
    ["single-nation attack and defence", [{ id: "r1", type: "inf", at: "0101" }, { id: "b1", type: "inf", at: "0201" }], 0],
    ["multinational attacking hex", [{ id: "r1", type: "inf", at: "0101" }, { id: "r2", type: "inf", at: "0101", nation: "valdria" }, { id: "b1", type: "inf", at: "0201" }], 1],
    ["two single-nation attacking hexes of different nations", [{ id: "r1", type: "inf", at: "0101" }, { id: "r2", type: "inf", at: "0301", nation: "valdria" }, { id: "b1", type: "inf", at: "0201" }], 0],
  ])("explainCombat notes a multinational stack: %s [8.1.1.2]", (_case, units, count) => {
    const attackers = units.filter((u) => u.id.startsWith("r")).map((u) => u.id);
    const ex = explainCombat(at(bundle(units), "initiative-combat"), { attackers, defender: "0201" });
    if ("error" in ex) throw new Error(ex.error);
    const notes = ex.lines.filter((l) => l.rule === "8.1.1.2");
    expect(notes).toHaveLength(count);
    expect(notes.every((l) => l.kind === "info")).toBe(true);
  });
});
