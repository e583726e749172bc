import { describe, expect, it } from "vitest";
import { explainCombat } from "../../index";
import type { CombatExplanation } from "./combat";
import { at, board, type UnitSpec } from "./test-kit";

/**
 * Scenario special-rule DRMs [9.6.4, 9.6.5]: applied as written when the
 * rule names whose combats it modifies (nations, role, multinational), shown
 * as info otherwise. Red attacks 0201 from 0101 (and 0102 for a second unit).
 */
const NATIONS = [
  { id: "nordland", side: "blue" },
  { id: "ostmark", side: "red" },
  { id: "valdria", side: "red" },
  { id: "skand", side: "blue" },
];

function explain(units: UnitSpec[], specialRules: unknown[], turn = 1): CombatExplanation {
  const b = board({ rows: ["ccc", "ccc"], units, scenario: { nations: NATIONS, specialRules } as never });
  const attackers = units.filter((u) => u.id.startsWith("r")).map((u) => u.id);
  const ex = explainCombat(at(b, "initiative-combat", { turn }), { attackers, defender: "0201" });
  if ("error" in ex) throw new Error(ex.error);
  return ex;
}

const ost = { id: "r1", type: "inf", at: "0101" };
const val = { id: "r2", type: "inf", at: "0101", nation: "valdria" };
const nord = { id: "b1", type: "inf", at: "0201" };
const skand = { id: "b2", type: "inf", at: "0201", nation: "skand" };
const base = { id: "x", name: "X", enabled: true, drm: -1 };

describe("special-rule DRMs [9.6.4, 9.6.5]", () => {
  it.each([
    // case, units, rule fields, turn, DRM the rule adds (0: not applied)
    ["Valdrian attack, rule on Valdria", [val, nord], { nations: ["valdria"] }, 1, -1],
    ["Ostmark attack, rule on Valdria", [ost, nord], { nations: ["valdria"] }, 1, 0],
    ["mixed attack including Valdria (once per combat)", [ost, val, nord], { nations: ["valdria"] }, 1, -1],
    ["turn outside the rule's turns", [val, nord], { nations: ["valdria"], turns: [1, 2] }, 3, 0],
    ["disabled rule", [val, nord], { nations: ["valdria"], enabled: false }, 1, 0],
    ["positive DRM as written", [val, nord], { nations: ["valdria"], drm: 2 }, 1, 2],
    ["defence role: Valdria attacking does not trigger it", [val, nord], { nations: ["valdria"], role: "defence" }, 1, 0],
    ["defence role: Nordland defending triggers it", [ost, nord], { nations: ["nordland"], role: "defence" }, 1, -1],
    ["multinational attack", [ost, val, nord], { multinational: true }, 1, -1],
    ["single-nation attack, multinational rule", [ost, nord], { multinational: true }, 1, 0],
    ["multinational defence", [ost, nord, skand], { multinational: true, role: "defence", drm: 1 }, 1, 1],
    ["multinational and nations both required", [ost, val, nord], { multinational: true, nations: ["skand"] }, 1, 0],
  ])("%s [9.6.5]", (_case, units, fields, turn, added) => {
    const plain = explain(units as UnitSpec[], [], turn as number);
    const ex = explain(units as UnitSpec[], [{ ...base, ...fields }], turn as number);
    expect(ex.drm - plain.drm).toBe(added);
    const applied = ex.lines.filter((l) => l.rule === "9.6.5" && l.kind === "drm");
    expect(applied.map((l) => l.value)).toEqual(added === 0 ? [] : [added]);
  });

  it("a DRM rule naming neither nations nor multinational stays an info line [9.6.5, RULINGS]", () => {
    const ex = explain([val, nord], [base]);
    expect(ex.drm).toBe(explain([val, nord], []).drm);
    expect(ex.lines.filter((l) => l.rule === "9.6.5").map((l) => l.kind)).toEqual(["info"]);
  });
});
