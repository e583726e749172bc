import { describe, expect, it } from "vitest";
import { RuleError } from "../../../core/errors";
import type { GameState } from "../types";
import { at, board } from "../test-kit";
import { boardOf, valuesOf } from "../board";
import { contextOf } from "../context";
import { makeMover } from "../movement";
import { checkRestore } from "../replacements";
import { hqOutOfAction, supplyStatusOf } from "./supply-state";
import { pointsNeeded } from "../airmobile";

/**
 * What out of supply [19.5], emergency supply [19.6] and isolation [19.7.2]
 * do to a unit in the Advanced game, each effect on its own.
 */
const bundle = board({
  rows: ["ccccc", "ccccc"],
  advanced: true,
  units: [
    { id: "b1", type: "armour", at: "0101", er: 6 },
    { id: "bhq", type: "hq-adv", at: "0201" },
    { id: "b2", type: "inf", at: "0102", steps: 2 },
    { id: "r1", type: "inf", at: "0505" },
    { id: "bair", type: "airmobile-inf", at: "0302", attack: 2, defence: 2, er: 5, ma: 10, sp: 1, steps: 1 },
  ],
});

function with_(patch: { out?: string[]; isolated?: string[]; emergency?: string[] }): GameState {
  const s = at(bundle, "advanced-supply");
  const adv = s.adv as NonNullable<GameState["adv"]>;
  return {
    ...s,
    supply: { out: Object.fromEntries((patch.out ?? []).map((id) => [id, true as const])) },
    adv: { ...adv, isolated: Object.fromEntries((patch.isolated ?? []).map((id) => [id, 1])), emergency: Object.fromEntries((patch.emergency ?? []).map((id) => [id, true as const])) },
  };
}
const ctx = contextOf(bundle);

describe("out of supply [19.5] and isolated [19.7.2] values", () => {
  // The armour preset: 8-5, ER 6 here, MA 12.
  it.each([
    { name: "in supply: printed values", patch: {}, v: { attack: 8, defence: 5, er: 6, ma: 12 } },
    { name: "out of supply: attack and MA halved, ER −1, defence kept [19.5]", patch: { out: ["b1"] }, v: { attack: 4, defence: 5, er: 5, ma: 6 } },
    { name: "isolated: attack, defence and MA halved, ER kept [19.7.2]", patch: { isolated: ["b1"] }, v: { attack: 4, defence: 2, er: 6, ma: 6 } },
    { name: "both: every effect, halved once [19.7.2]", patch: { out: ["b1"], isolated: ["b1"] }, v: { attack: 4, defence: 2, er: 5, ma: 6 } },
    { name: "emergency-supplied: printed values [19.6]", patch: { emergency: ["b1"] }, v: { attack: 8, defence: 5, er: 6, ma: 12 } },
  ])("$name", ({ patch, v }) => {
    expect(valuesOf(ctx, with_(patch), "b1")).toEqual(v);
  });

  it("halving keeps at least 1 and a printed 0 stays 0 [19.5]", () => {
    expect(valuesOf(ctx, with_({ out: ["bhq"], isolated: ["bhq"] }), "bhq")).toEqual({ attack: 0, defence: 1, er: 3, ma: 5 });
  });
});

describe("out of supply: no elite reaction or breakthrough move [19.5]", () => {
  it.each(["elite", "not-in-ezoc"] as const)("%s segment", (restriction) => {
    expect(makeMover(boardOf(with_({ out: ["b1"] })), ["b1"], { restriction })).toBeInstanceOf(RuleError);
    expect(makeMover(boardOf(with_({})), ["b1"], { restriction })).not.toBeInstanceOf(RuleError);
  });
});

describe("no replacements out of supply, under emergency supply or isolated [19.5, 19.7.2]", () => {
  const reduced = (s: GameState): GameState => ({ ...s, units: { ...s.units, b2: { ...(s.units.b2 as GameState["units"][string]), steps: 1 } }, replacementPoints: { nordland: 5 } });
  it.each([
    { name: "in supply", patch: {}, rule: null },
    { name: "out of supply", patch: { out: ["b2"] }, rule: "13.1.4" },
    { name: "emergency-supplied", patch: { emergency: ["b2"] }, rule: "19.5" },
    { name: "isolated", patch: { isolated: ["b2"] }, rule: "19.7.2" },
  ])("$name", ({ patch, rule }) => {
    const r = checkRestore(boardOf(reduced(with_(patch))), "blue", "b2");
    if (rule === null) expect(r).not.toBeInstanceOf(RuleError);
    else expect((r as RuleError).rule).toBe(rule);
  });
});

describe("an HQ out of supply or isolated is out of action [19.5, 19.7.2]", () => {
  it.each([
    { name: "in supply", patch: {}, out: false, status: "in-supply" },
    { name: "out of supply", patch: { out: ["bhq"] }, out: true, status: "out-of-supply" },
    { name: "isolated", patch: { isolated: ["bhq"] }, out: true, status: "isolated" },
    { name: "emergency-supplied", patch: { emergency: ["bhq"] }, out: false, status: "emergency" },
  ])("$name", ({ patch, out, status }) => {
    expect(hqOutOfAction(with_(patch), "bhq")).toBe(out);
    expect(supplyStatusOf(with_(patch), "bhq")).toBe(status);
  });
});

describe("out of supply, an airmobile-class unit flies only on airmobile points [19.5]", () => {
  it.each([
    { name: "in supply: its own lift, no point", patch: {}, points: 0 },
    { name: "out of supply: 1 point a SP", patch: { out: ["bair"] }, points: 1 },
    { name: "emergency-supplied: its own lift again", patch: { emergency: ["bair"] }, points: 0 },
  ])("$name", ({ patch, points }) => {
    expect(pointsNeeded(ctx, with_(patch), ["bair"])).toBe(points);
  });
});
