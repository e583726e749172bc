import { describe, expect, it } from "vitest";
import { apply } from "../../../index";
import { at, board, ok } from "../test-kit";
import type { GameState } from "../types";
import { strikeOptions } from "./hq-attack";
import { boardOf } from "../board";
import { usesLeft } from "./hq";
import { legalNextWarActions } from "../legal";
import { segmentNow } from "../segments";

// Red has the initiative and acts first; its HQ (range 3) at 0601.
const bundle = () =>
  board({
    rows: ["ccccccc", "ccccccc", "sssssss"],
    units: [
      { id: "r-hq", type: "hq-adv", at: "0601" },
      { id: "r-inf", type: "inf", at: "0501" },
      { id: "b-inf", type: "inf", at: "0401" }, // next to r-inf: detected [21.1]; 2 hexes from r-hq
      { id: "b-far", type: "inf", at: "0301" }, // 3 hexes, not next to a red unit
      { id: "b-hq", type: "hq-adv", at: "0101" }, // 5 hexes: out of range
    ],
    advanced: true,
  });

const start = (patch: Partial<NonNullable<GameState["adv"]>> = {}, units: GameState["units"] = {}) => {
  const s = at(bundle(), "strike-first");
  // Every unit in supply unless a test says otherwise (the tiny board has no supply source).
  return { ...s, supply: { out: {} }, adv: { ...s.adv!, ...patch }, units: { ...s.units, ...units } };
};
const attack = (s: GameState, target: string, roll: number, hq = "r-hq") => {
  const forced = ok(apply(s, { type: "force-die", value: roll })).state;
  return apply(forced, { type: "hq-attack", hq, target });
};
const event = (r: ReturnType<typeof apply>) => ("error" in r ? undefined : r.events.find((e) => e.type === "hq-attack"));

describe("HQ support attacks [18.2.2]", () => {
  it("attack a detected enemy unit in range on the strike table's unit line", () => {
    // Starter unit line: 0–3 "-", 4–6 S1, 7–8 S2, 9 X.
    const r = ok(attack(start(), "b-inf", 5));
    expect(r.events.find((e) => e.type === "hq-attack")).toMatchObject({ roll: 5, drm: 0, modified: 5, result: "S1", kind: "unit" });
    expect(r.state.adv?.strikes["b-inf"]).toBe(1);
    expect(r.state.adv?.hq["r-hq"]).toEqual({ used: 1, lost: 0, strike: true });
  });

  it.each([
    ["b-far", "not detected"],
    ["b-hq", "beyond its range"],
    ["r-inf", "not an enemy"],
  ])("refuses %s (%s)", (target, why) => {
    const r = attack(start(), target, 5);
    expect("error" in r && r.error).toContain(why);
  });

  it("a unit under a detection marker may be attacked [21.0]", () => {
    expect(event(attack(start({ detected: { "b-far": true } }), "b-far", 9))).toMatchObject({ result: "X" });
  });

  it("a reduced HQ attacks at +1: a worse roll on a table whose high rolls are the attacker's [18.2.2, 18.4]", () => {
    const s = start({}, { "r-hq": { ...at(bundle(), "strike-first").units["r-hq"]!, steps: 1 } });
    expect(event(attack(s, "b-inf", 7))).toMatchObject({ roll: 7, drm: 1, modified: 6, result: "S1" });
  });

  it("a designation marker's −2 helps the side that placed it, and only it [20.2.3]", () => {
    expect(event(attack(start({ targeted: { "b-inf": { side: "red", drm: -2 } } }), "b-inf", 7))).toMatchObject({ drm: -2, modified: 9, result: "X" });
    expect(event(attack(start({ targeted: { "b-inf": { side: "blue", drm: -2 } } }), "b-inf", 7))).toMatchObject({ drm: 0, modified: 7 });
  });

  it("one support attack an HQ a phase, and none once its uses are gone [18.2.2, 18.2]", () => {
    const once = ok(attack(start(), "b-inf", 0)).state;
    const again = attack(once, "b-inf", 0);
    expect("error" in again && again.error).toContain("already made its support attack");
    const hit = attack(start({ hq: { "r-hq": { used: 0, lost: 2 } } }), "b-inf", 0);
    expect("error" in hit && hit.error).toContain("no combat use left");
  });

  it.each([
    ["out of supply", (s: GameState) => ({ ...s, supply: { out: { "r-hq": true as const } } })],
    ["isolated", (s: GameState) => ({ ...s, adv: { ...s.adv!, isolated: { "r-hq": 1 } } })],
  ])("an HQ %s makes none [18.2, 19.5, 19.7.2]", (_why, f) => {
    const s = f(start());
    expect(usesLeft(s, "r-hq")).toBe(0);
    expect("error" in attack(s, "b-inf", 5)).toBe(true);
  });

  it("an HQ aboard an AMPH or in a box makes none [18.2.5]", () => {
    const s = start({}, { "r-hq": { hex: -1, status: "offmap", steps: 2, at: "amph:r-amph" } });
    expect(usesLeft(s, "r-hq")).toBe(0);
  });

  it("lists each legal attack for the strike segment", () => {
    expect(strikeOptions(boardOf(start()), "red")).toEqual([{ type: "hq-attack", hq: "r-hq", target: "b-inf" }]);
    expect(strikeOptions(boardOf(start({ hq: { "r-hq": { used: 1, lost: 0, strike: true } } })), "red")).toEqual([]);
  });

  it("the supreme HQ attacks as far as its wide range, printed as its range [18.3.1]", () => {
    const b = board({
      rows: ["cccccccccccccc"],
      units: [
        { id: "r-shq", type: "supreme-hq", at: "1401", range: 12 },
        { id: "b-inf", type: "inf", at: "0301" },
        { id: "b-far", type: "inf", at: "0101" },
      ],
      advanced: true,
    });
    const s0 = at(b, "strike-first");
    const s = { ...s0, supply: { out: {} }, adv: { ...s0.adv!, detected: { "b-inf": true as const, "b-far": true as const } } };
    expect(strikeOptions(boardOf(s), "red")).toEqual([{ type: "hq-attack", hq: "r-shq", target: "b-inf" }]);
  });

  it("the strike segment offers each attack and ends; the flow skips a side's strike segment with none [18.2.2]", () => {
    const s = start();
    expect(legalNextWarActions(s)).toEqual(expect.arrayContaining([{ type: "hq-attack", hq: "r-hq", target: "b-inf" }, { type: "end-segment" }]));
    // Blue's HQ has nothing detected in range: its strike segment is skipped, and play goes on to the movement.
    const after = ok(apply(s, { type: "end-segment" })).state;
    expect(segmentNow(after).id).not.toBe("strike-second");
    expect(segmentNow(after).kind).not.toBe("strike");
  });

  it("is refused outside the strike segment", () => {
    const s = { ...at(bundle(), "initiative-move"), supply: { out: {} } };
    const r = apply(s, { type: "hq-attack", hq: "r-hq", target: "b-inf" });
    expect("error" in r && r.error).toContain("strike segment");
  });
});
