import { describe, expect, it } from "vitest";
import { at, board } from "../test-kit";
import type { GameState } from "../types";
import { boardOf } from "../board";
import { chooseHqAction, withDefenderHq, withHqSupport } from "./advanced-hq";
import { BOTS, playGame } from "./index";

/** The bots' HQ play in the Advanced game [18.2, 18.4, 18.5]. Red has the initiative. */
const bundle = () =>
  board({
    rows: ["ccccccc", "ccccccc"],
    units: [
      { id: "r-hq", type: "hq-adv", at: "0601", range: 4 },
      { id: "r-inf", type: "inf", at: "0401" },
      { id: "r-inf2", type: "inf", at: "0402" },
      { id: "b-inf", type: "inf", at: "0301" },
      { id: "b-depot", type: "supply-unit", at: "0302" },
      { id: "b-hq", type: "hq-adv", at: "0201", range: 4 },
    ],
    advanced: true,
    scenario: { advanced: { supplyPoints: [{ side: "blue", points: 4 }], chemicalWeapons: [{ side: "red", points: 1 }] } },
  });
const start = (segment: string, patch: Partial<GameState> = {}): GameState => ({ ...at(bundle(), segment), supply: { out: {} }, ...patch });

describe("the bots' HQs [18.2]", () => {
  it("attack with their HQ's support and a CW marker while points last [18.2.1, 18.2.4]", () => {
    const s = start("initiative-combat");
    expect(withHqSupport(boardOf(s), "red", { type: "attack", attackers: ["r-inf"], defender: "0301" })).toEqual({ type: "attack", attackers: ["r-inf"], defender: "0301", hq: "r-hq", cw: "r-hq" });
    const none = { ...s, adv: { ...s.adv!, cwPoints: { red: 0 } } };
    expect(withHqSupport(boardOf(none), "red", { type: "attack", attackers: ["r-inf"], defender: "0301" })).toEqual({ type: "attack", attackers: ["r-inf"], defender: "0301", hq: "r-hq" });
  });

  it("defend with their HQ's support [18.2.1]", () => {
    const s = start("initiative-combat");
    const d = { kind: "support" as const, side: "blue", attack: { attackers: ["r-inf"], defender: "0301" }, attacker: { air: 0, helicopters: [] }, rule: "9.2.4" as const };
    expect(withDefenderHq(boardOf(s), d, { type: "support", air: 0, helicopters: [] })).toEqual({ type: "support", air: 0, helicopters: [], hq: "b-hq" });
  });

  it("strike the most valuable detected target in range: an HQ, then a depot/MSU, then the strongest unit [18.2.2]", () => {
    const s = start("strike-first");
    // b-inf and the depot are next to red units (detected); b-hq is not.
    expect(chooseHqAction(boardOf(s), "red", "strike")).toEqual({ type: "hq-attack", hq: "r-hq", target: "b-depot" });
    const hqSeen = { ...s, adv: { ...s.adv!, detected: { "b-hq": true as const } } };
    expect(chooseHqAction(boardOf(hqSeen), "red", "strike")).toEqual({ type: "hq-attack", hq: "r-hq", target: "b-hq" });
    // One the rules refused (under fog) is not proposed again.
    expect(chooseHqAction(boardOf(hqSeen), "red", "strike", new Set([JSON.stringify({ type: "hq-attack", hq: "r-hq", target: "b-hq" })]))).toEqual({ type: "hq-attack", hq: "r-hq", target: "b-depot" });
  });

  it("recover their HQs' steps when the SP allow [18.4]", () => {
    const s = start("replacements-second");
    const reduced = { ...s, units: { ...s.units, "b-hq": { ...s.units["b-hq"]!, steps: 1 } } };
    expect(chooseHqAction(boardOf(reduced), "blue", "replace")).toEqual({ type: "recover-hq", unit: "b-hq" });
    const broke = { ...reduced, adv: { ...reduced.adv!, supplyPoints: { blue: 0 } } };
    expect(chooseHqAction(boardOf(broke), "blue", "replace")).toBeNull();
  });

  it("greedy and random bots play an Advanced game through", () => {
    for (const bot of ["greedy", "random"]) {
      const game = playGame(bundle(), 3, { blue: BOTS[bot]!, red: BOTS[bot]! }, { maxActions: 3000 });
      expect(game.actions.length).toBeGreaterThan(0);
    }
  });
});
