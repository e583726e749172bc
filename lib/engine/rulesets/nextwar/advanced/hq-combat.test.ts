import { describe, expect, it } from "vitest";
import { apply } from "../../../index";
import { at, board, ok } from "../test-kit";
import type { GameState } from "../types";
import { boardOf, valuesOf } from "../board";
import { type CombatExplanation, explain } from "../combat";
import { RuleError } from "../../../core/errors";
import { supportOptions } from "../support-flow";

/**
 * The rulebook's example [18.2.1]: a DPRK 5-5-8 brigade attacks a USMC 1-1-4
 * battalion, 5:1; both sides add a "4" HQ in range: 9:5, which is 1.5:1.
 */
const bundle = (extra: { advanced?: Parameters<typeof board>[0]["advanced"]; scenario?: Parameters<typeof board>[0]["scenario"] } = {}) =>
  board({
    rows: ["ccccccc", "ccccccc"],
    units: [
      { id: "r-bde", type: "inf", at: "0401", attack: 5, defence: 5, ma: 8, steps: 1 },
      { id: "r-hq", type: "hq-adv", at: "0601", range: 4 },
      { id: "r-shq", type: "supreme-hq", at: "0701" },
      { id: "b-bn", type: "inf", at: "0301", attack: 1, defence: 1, ma: 4, steps: 1 },
      { id: "b-hq", type: "hq-adv", at: "0101", range: 4 },
      { id: "b-far-hq", type: "hq-adv", at: "0102", range: 1 },
      { id: "r-other", type: "inf", at: "0702", formation: "7th" },
    ],
    advanced: extra.advanced ?? true,
    scenario: { advanced: { supplyPoints: [], chemicalWeapons: [{ side: "red", points: 1 }] }, ...extra.scenario },
  });

const combat = (b = bundle(), patch: Partial<GameState> = {}) => ({ ...at(b, "initiative-combat"), supply: { out: {} }, ...patch }) as GameState;
const ex = (s: GameState, decl: Parameters<typeof explain>[1]) => explain(boardOf(s), decl) as CombatExplanation;
const withAdv = (s: GameState, patch: Partial<NonNullable<GameState["adv"]>>): GameState => ({ ...s, adv: { ...s.adv!, ...patch } });

describe("HQ combat support [18.2.1]", () => {
  it("the rulebook's example: 5:1 becomes 9:5, the 1.5:1 column", () => {
    const s = combat();
    const plain = ex(s, { attackers: ["r-bde"], defender: "0301" });
    expect([plain.attack, plain.defense, plain.initialColumn]).toEqual([5, 1, "5:1"]);
    const both = ex(s, { attackers: ["r-bde"], defender: "0301", hq: "r-hq", defenderHq: "b-hq" });
    expect([both.attack, both.defense, both.ratio, both.initialColumn]).toEqual([9, 5, "1.8:1", "3:2"]);
    expect(both.lines.filter((l) => l.rule === "18.2.1").map((l) => l.value)).toEqual([4, 4]);
  });

  it("a reduced HQ supports with its full value [18.2.1]", () => {
    const s = combat();
    const reduced = { ...s, units: { ...s.units, "r-hq": { ...s.units["r-hq"]!, steps: 1 } } };
    expect(ex(reduced, { attackers: ["r-bde"], defender: "0301", hq: "r-hq" }).attack).toBe(9);
  });

  it.each([
    ["the supreme HQ", { hq: "r-shq" }, "supreme HQ"],
    ["an HQ with no subordinate in the battle", { hq: "r-hq" }, "subordinate", "7th"],
    ["a target beyond the HQ's range", { defenderHq: "b-far-hq" }, "beyond"],
    ["an HQ whose combat use is spent", { hq: "r-hq" }, "already supported", undefined, { hq: { "r-hq": { used: 1, lost: 0, combat: true as const } } }],
    ["an HQ whose uses were lost to hits", { hq: "r-hq" }, "no combat use left", undefined, { hq: { "r-hq": { used: 1, lost: 1, strike: true as const } } }],
  ] as const)("refuses %s", (_what, x, why, formation?: string, adv?: Partial<NonNullable<GameState["adv"]>>) => {
    let s = combat();
    if (adv) s = withAdv(s, adv);
    const attackers = formation ? ["r-other"] : ["r-bde"];
    const sRed = formation ? { ...s, units: { ...s.units, "r-other": { ...s.units["r-other"]!, hex: boardOf(s).ctx.cm.indexOf("0302") } } } : s;
    const r = explain(boardOf(sRed), { attackers, defender: "0301", ...x });
    expect(r).toBeInstanceOf(RuleError);
    expect((r as RuleError).message).toContain(why);
  });

  it("a unit of a formation needs its own formation's HQ [18.1]", () => {
    const b = board({
      rows: ["ccccccc", "ccccccc"],
      units: [
        { id: "r-a", type: "inf", at: "0401", formation: "7th" },
        { id: "r-hq", type: "hq-adv", at: "0601", formation: "9th" },
        { id: "b-bn", type: "inf", at: "0301" },
      ],
      advanced: true,
    });
    expect(explain(boardOf(combat(b)), { attackers: ["r-a"], defender: "0301", hq: "r-hq" })).toBeInstanceOf(RuleError);
  });

  it("is recorded as the HQ's combat use when the combat is fought; the defender's comes with its support decision [18.2]", () => {
    const s = combat();
    const declared = ok(apply(s, { type: "attack", attackers: ["r-bde"], defender: "0301", hq: "r-hq" }));
    expect(declared.state.pendingDecision?.kind).toBe("support");
    expect(supportOptions(boardOf(declared.state), declared.state.pendingDecision as never)).toContainEqual({ type: "support", air: 0, helicopters: [], hq: "b-hq" });
    const fought = ok(apply(declared.state, { type: "support", hq: "b-hq" }));
    expect(fought.events.find((e) => e.type === "combat")).toMatchObject({ attack: 9, defense: 5 });
    expect(fought.state.adv?.hq["r-hq"]).toEqual({ used: 1, lost: 0, combat: true });
    expect(fought.state.adv?.hq["b-hq"]).toEqual({ used: 1, lost: 0, combat: true });
  });

  it("a standard game refuses hq and cw [18.2.1]", () => {
    const std = board({ rows: ["ccc"], units: [{ id: "r-a", type: "inf", at: "0201" }, { id: "b-a", type: "inf", at: "0101" }] });
    const s = { ...at(std, "initiative-combat") };
    const r = apply(s, { type: "attack", attackers: ["r-a"], defender: "0101", hq: "r-a" });
    expect("error" in r && r.error).toContain("Advanced game rules");
    const cw = apply(s, { type: "attack", attackers: ["r-a"], defender: "0101", cw: "r-a" });
    expect("error" in cw && cw.error).toContain("[18.2.1]");
    const asked: GameState = { ...s, pendingDecision: { kind: "support", side: "blue", attack: { attackers: ["r-a"], defender: "0101" }, attacker: { air: 0, helicopters: [] }, rule: "9.2.4" } };
    const support = apply(asked, { type: "support", hq: "b-a" });
    expect("error" in support && support.error).toContain("Advanced game rule");
    expect("error" in apply(asked, { type: "support" })).toBe(false);
  });
});

describe("chemical weapons [18.2.4]", () => {
  it("spends a CW point, marks the hex for the turn and lowers the defenders' ER by the chart's value", () => {
    const s = combat();
    const plain = ex(s, { attackers: ["r-bde"], defender: "0301" });
    const cw = ex(s, { attackers: ["r-bde"], defender: "0301", cw: "r-hq" });
    // The test inf is ER 4: 4 − 3 = 1.
    expect(cw.shift - plain.shift).toBe(3);
    expect(cw.lines.find((l) => l.rule === "18.2.4")?.text).toContain("ER −3");
    const fought = ok(apply(s, { type: "attack", attackers: ["r-bde"], defender: "0301", cw: "r-hq" }));
    const st = fought.state.pendingDecision ? ok(apply(fought.state, { type: "support" })).state : fought.state;
    expect(st.adv?.cwPoints.red).toBe(0);
    expect(st.adv?.cwMarkers[boardOf(s).ctx.cm.indexOf("0301")]).toBe("red");
    // No point left: refused.
    const again = explain(boardOf(withAdv(s, { cwPoints: { red: 0 } })), { attackers: ["r-bde"], defender: "0301", cw: "r-hq" });
    expect(again).toBeInstanceOf(RuleError);
  });

  it("a marker already on the hex lowers its units' ER for the rest of the turn, the placer's own units not", () => {
    const s = combat();
    const cm = boardOf(s).ctx.cm;
    const placing = ex(s, { attackers: ["r-bde"], defender: "0301", cw: "r-hq" });
    const marked = withAdv(s, { cwMarkers: { [cm.indexOf("0301")]: "red" } });
    expect(valuesOf(boardOf(marked).ctx, marked, "b-bn").er).toBe(1);
    const later = ex(marked, { attackers: ["r-bde"], defender: "0301" });
    expect(later.shift).toBe(placing.shift);
    expect(later.lines.find((l) => l.rule === "18.2.4")?.text).toContain("already lowered");
    const own = withAdv(s, { cwMarkers: { [cm.indexOf("0401")]: "red" } });
    expect(valuesOf(boardOf(own).ctx, own, "r-bde").er).toBe(4);
  });

  it("loses less against a nation the chart names, when every defender is of it", () => {
    const b = bundle({ advanced: { chemicalWeapons: { erLoss: 3, erLossAgainst: [{ nation: "nordland", erLoss: 2 }] } } });
    const s = combat(b);
    const plain = ex(s, { attackers: ["r-bde"], defender: "0301" });
    const cw = ex(s, { attackers: ["r-bde"], defender: "0301", cw: "r-hq" });
    expect(cw.shift - plain.shift).toBe(2);
  });

  it.each([
    ["the supreme HQ", "r-shq", {}],
    ["an HQ out of supply", "r-hq", { supply: { out: { "r-hq": true as const } } }],
  ] as const)("refuses %s", (_w, hq, patch) => {
    expect(explain(boardOf(combat(bundle(), patch)), { attackers: ["r-bde"], defender: "0301", cw: hq })).toBeInstanceOf(RuleError);
  });

  it("refuses an attack whose only subordinate attacker is isolated", () => {
    const s = withAdv(combat(), { isolated: { "r-bde": 1 } });
    expect((explain(boardOf(s), { attackers: ["r-bde"], defender: "0301", cw: "r-hq" }) as RuleError).message).toContain("non-isolated");
  });
});
