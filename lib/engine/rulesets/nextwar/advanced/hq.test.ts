import { describe, expect, it } from "vitest";
import { at, board } from "../test-kit";
import type { GameEvent, GameState } from "../types";
import { hqUseBar, hqUsesBroken, spendHqUse, usesLeft } from "./hq";
import type { HqUses } from "./types";

/** An HQ's combat uses [18.2, 18.2.5, 18.5]. */
const bundle = () => board({ rows: ["ccccc", "sssss"], units: [{ id: "b-hq", type: "hq-adv", at: "0101" }, { id: "r-inf", type: "inf", at: "0501" }], advanced: true });
const state = (uses?: HqUses, patch: Partial<GameState> = {}): GameState => {
  const s = at(bundle(), "strike-first");
  return { ...s, supply: { out: {} }, adv: { ...s.adv!, hq: uses ? { "b-hq": uses } : {} }, ...patch };
};

describe("an HQ's combat uses [18.2]", () => {
  // [uses record, uses left, may strike, may support a combat]
  const cases: [string, HqUses | undefined, number, boolean, boolean][] = [
    ["fresh", undefined, 2, true, true],
    ["after its support attack", { used: 1, lost: 0, strike: true }, 1, false, true],
    ["after a combat support", { used: 1, lost: 0, combat: true }, 1, true, false],
    ["after both", { used: 2, lost: 0, strike: true, combat: true }, 0, false, false],
    ["one use lost to a strike marker", { used: 0, lost: 1 }, 1, true, true],
    ["a use lost after its support attack", { used: 1, lost: 1, strike: true }, 0, false, false],
    ["every use lost to an X", { used: 0, lost: 2 }, 0, false, false],
    ["rebuilt last turn: one use gone [18.5]", { used: 0, lost: 1 }, 1, true, true],
  ];
  it.each(cases)("%s", (_what, uses, left, strike, combat) => {
    const s = state(uses);
    expect(usesLeft(s, "b-hq")).toBe(left);
    expect(hqUseBar(s, "b-hq", "strike") === null).toBe(strike);
    expect(hqUseBar(s, "b-hq", "combat") === null).toBe(combat);
  });

  it.each([
    ["out of supply [19.5]", { supply: { out: { "b-hq": true as const } } }],
    ["isolated [19.7.2]", { adv: { ...state().adv!, isolated: { "b-hq": 1 } } }],
    ["at sea [18.2.5]", { units: { ...state().units, "b-hq": { hex: 5, status: "map" as const, steps: 2 } } }],
    ["aboard an AMPH [18.2.5]", { units: { ...state().units, "b-hq": { hex: -1, status: "offmap" as const, steps: 2, at: "amph:b-amph" } } }],
    ["eliminated", { units: { ...state().units, "b-hq": { hex: -1, status: "eliminated" as const, steps: 0 } } }],
  ])("none %s", (_what, patch) => {
    expect(usesLeft(state(undefined, patch), "b-hq")).toBe(0);
  });

  it("the uses invariant holds for every record the rules make and catches a broken one", () => {
    for (const [, uses] of cases.map(([w, u]) => [w, u] as const)) expect(hqUsesBroken(state(uses))).toBeNull();
    expect(hqUsesBroken(state({ used: 2, lost: 0, strike: true }))).toContain("b-hq");
    expect(hqUsesBroken(state({ used: 1, lost: 2, combat: true }))).toContain("b-hq");
  });

  it("a use is recorded in a new record, never in place", () => {
    const s = state();
    const before = s.adv!.hq;
    const events: GameEvent[] = [];
    spendHqUse(s, "b-hq", "combat", events);
    expect(s.adv?.hq["b-hq"]).toEqual({ used: 1, lost: 0, combat: true });
    expect(before).toEqual({});
    expect(events[0]).toMatchObject({ type: "hq-use", unit: "b-hq", use: "combat", left: 1, rule: "18.2" });
  });
});
