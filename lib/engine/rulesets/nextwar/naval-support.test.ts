import { describe, expect, it } from "vitest";
import { explainCombat, legalActions, supportChoices } from "../../index";
import { boardOf } from "./board";
import { navalSupportBar, segmentKey } from "./naval-support";
import { at, coast, run } from "./test-kit";

/**
 * Naval combat support [7.3.1, 7.3.4 item 1, 9.2.4, 9.6.1]: naval units in
 * sea hexes support one combat per combat segment within range, any number
 * per combat, unless an enemy naval unit is next to them; no ADF [9.2.5];
 * the net of all support is capped at ±6 [6.2.1]. Red (the initiative side)
 * attacks blue's infantry on the coast at 0403 from 0503.
 */

const units = [
  { id: "r-arm", type: "armour", at: "0503" },
  { id: "b-def", type: "inf", at: "0403" },
  { id: "r-sag", type: "sag", at: "0602" },
  { id: "r-sag2", type: "sag", at: "0702" },
  { id: "r-cv", type: "cv", at: "z-coast" },
  { id: "b-sag", type: "sag", at: "0302" },
  { id: "r-short", type: "sag", range: 2, at: "0802" },
];
const b = coast(units);
const combat = () => at(b, "initiative-combat");

describe("naval support in the combat explanation [7.3.1, 9.6.1]", () => {
  it("each naval unit is a line of its own with its CS and rule; the net is defender − attacker", () => {
    const ex = explainCombat(combat(), { attackers: ["r-arm"], defender: "0403", support: { attacker: { naval: ["r-sag", "r-sag2"] }, defender: { naval: ["b-sag"] } } });
    if ("error" in ex) throw new Error(ex.error);
    const naval = ex.lines.filter((l) => l.rule === "7.3.1");
    expect(naval.map((l) => l.text)).toEqual(["Naval unit r-sag (Red, attacker), CS 2 → 2", "Naval unit r-sag2 (Red, attacker), CS 2 → 2", "Naval unit b-sag (Blue, defender), CS 2 → 2"]);
    expect(ex.lines.find((l) => l.rule === "9.6.1")?.text).toContain("defender 2 − attacker 4");
  });

  it("air points and naval support share the ±6 cap [6.2.1]", () => {
    const ex = explainCombat(combat(), { attackers: ["r-arm"], defender: "0403", support: { attacker: { air: 4, naval: ["r-sag", "r-sag2"] } } });
    if ("error" in ex) throw new Error(ex.error);
    expect(ex.lines.some((l) => l.rule === "6.2.1" && l.text.includes("capped at ±6: net -8 counts as -6"))).toBe(true);
  });
});

describe("who may support [7.3.1]", () => {
  // [unit, side asking, target, why not (rule) or null]
  it.each([
    ["r-sag", "red", "0403", null],
    ["r-cv", "red", "0403", "from a sea hex"],
    ["b-sag", "red", "0403", "not red's"],
    ["r-short", "red", "0403", "beyond its range 2"],
    ["r-arm", "red", "0403", "not a naval unit"],
  ] as const)("%s for %s at %s: %s", (unit, side, target, why) => {
    const s = combat();
    const bar = navalSupportBar(boardOf(s), unit, side, boardOf(s).ctx.cm.indexOf(target));
    if (why === null) expect(bar).toBeNull();
    else expect(bar?.message).toContain(why);
  });

  it("not with an enemy naval unit next to it", () => {
    const near = coast(units.map((u) => (u.id === "r-sag2" ? { ...u, at: "0402" } : u)));
    const s = at(near, "initiative-combat");
    expect(navalSupportBar(boardOf(s), "b-sag", "blue", boardOf(s).ctx.cm.indexOf("0403"))?.message).toContain("enemy naval unit (r-sag2) next to it");
  });

  it("once per combat segment, whichever side it supports in it", () => {
    const r = run(combat(), [{ type: "attack", attackers: ["r-arm"], defender: "0403", naval: ["r-sag"] }]);
    expect(r.state.naval?.supported["r-sag"]).toBe(segmentKey(combat()));
    expect(r.events.find((e) => e.type === "naval-support")).toMatchObject({ side: "red", units: ["r-sag"], rule: "7.3.1" });
    const s = r.state;
    expect(navalSupportBar(boardOf(s), "r-sag", "red", boardOf(s).ctx.cm.indexOf("0403"))?.message).toContain("already supported a combat this segment");
  });
});

describe("the defender's naval support [9.2.4]", () => {
  it("a defender with only ships in range is asked, and its choices list them; they meet no ADF", () => {
    const r = run(combat(), [{ type: "attack", attackers: ["r-arm"], defender: "0403", naval: ["r-sag"] }]);
    expect(r.state.pendingDecision).toMatchObject({ kind: "support", side: "blue", attacker: { naval: ["r-sag"] } });
    expect(legalActions(r.state)).toContainEqual({ type: "support", air: 0, helicopters: [], naval: ["b-sag"] });
    const after = run(r.state, [{ type: "support", naval: ["b-sag"] }]);
    const support = after.events.find((e) => e.type === "combat-support");
    expect(support).toMatchObject({ attacker: 2, defence: 2 });
    expect(after.events.some((e) => e.type === "adf")).toBe(false);
  });

  it("the attacker's legal attacks offer its ships in range [7.3.1]", () => {
    expect(legalActions(combat())).toContainEqual(expect.objectContaining({ type: "attack", attackers: ["r-arm"], defender: "0403", naval: ["r-sag", "r-sag2"] }));
  });
});

describe("supportChoices lists the ships in range [7.3.1]", () => {
  it("each side's naval units able to support the combat now", () => {
    expect(supportChoices(combat(), { attackers: ["r-arm"], defender: "0403" })).toMatchObject({ attacker: { naval: ["r-sag", "r-sag2"] }, defender: { naval: ["b-sag"] } });
  });
});
