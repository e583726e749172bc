import { describe, expect, it } from "vitest";
import { apply } from "../../index";
import type { GameState } from "./types";
import { contextOf } from "./context";
import { contestedCheck, navalReach } from "./naval-move";
import { at, coast, run, withNaval } from "./test-kit";

/**
 * Naval movement [8.5.6.3, 8.5.6.4] and the contested-move roll
 * [8.5.6.4.1] on the small coast (test-kit.ts): blue moves in the
 * reaction movement segment. The sample contested-move table: modified 0–5
 * goes ahead, 6–9 fails.
 */

const fleet = [
  { id: "b-sag", type: "sag", at: "z-coast" },
  { id: "b-cv", type: "cv", at: "z-sea" },
  { id: "b-port", type: "sag", at: "0203" },
  { id: "b-hex", type: "sag", at: "0302" },
  { id: "r-sag", type: "sag", at: "0702" },
];
const b = coast(fleet);
const ctx = contextOf(b);
const move = () => at(b, "reaction-move");

describe("where a naval unit can go in one move [8.5.6.4]", () => {
  // [unit, place, reachable]
  it.each([
    ["b-sag", "z-sea", true],
    ["b-sag", "0502", true],
    ["b-sag", "0203", true],
    ["b-sag", "n-sea", true],
    ["b-sag", "0401", true],
    ["b-sag", "0703", false],
    ["b-sag", "0302", false],
    ["b-sag", "0702", false],
    ["b-port", "0202", true],
    ["b-port", "z-coast", true],
    ["b-port", "z-sea", false],
    ["b-cv", "n-coast", true],
    ["b-hex", "0202", true],
  ] as const)("%s to %s: %s", (unit, to, reachable) => {
    expect(navalReach(ctx, move(), unit).has(to)).toBe(reachable);
  });

  it("from another zone a unit enters by its sea box, the one new zone of the move: n-coast → n-sea → z-sea → z-coast → 0502", () => {
    const north = coast([{ id: "b-n", type: "sag", at: "n-coast" }]);
    const reach = navalReach(contextOf(north), at(north, "reaction-move"), "b-n");
    expect(reach.get("0502")?.map((p) => p.key)).toEqual(["n-coast", "n-sea", "z-sea", "z-coast", "0502"]);
  });

  it.each([
    [{ weather: "storm" as const }, "reaction-move", "8.5.6.5"],
    [{}, "elite-reaction-move", "8.5.6.4"],
  ])("no move in a storm or the elite reaction segment (%j, %s)", (tweak, segment, rule) => {
    const r = apply({ ...at(b, segment), ...tweak }, { type: "naval-move", unit: "b-sag", to: "z-sea" });
    expect(r).toMatchObject({ rule });
  });

  it("a unit moves once a segment, and only its own side's", () => {
    const r = run(move(), [{ type: "naval-move", unit: "b-sag", to: "z-sea" }]);
    expect(r.state.units["b-sag"]?.at).toBe("z-sea");
    expect(apply(r.state, { type: "naval-move", unit: "b-sag", to: "z-coast" })).toMatchObject({ rule: "8.5.6.4" });
    expect(apply(move(), { type: "naval-move", unit: "r-sag", to: "z-coast" })).toMatchObject({ rule: "8.5.6.4" });
  });
});

describe("the contested-move roll: when [8.5.6.4.1, 7.5.3]", () => {
  const check = (s: GameState, unit: string, to: string) => {
    const path = navalReach(ctx, s, unit).get(to);
    if (!path) throw new Error(`${unit} cannot reach ${to}`);
    return contestedCheck(ctx, s, "blue", unit, path);
  };
  const mine = (hex: string, side: string, level: number, layer?: string) => ({ [ctx.cm.indexOf(hex)]: { side, level, ...(layer ? { layer } : {}) } });
  // [what, state patch, unit, to, a reason expected (substring) or null]
  it.each([
    ["own waters, no enemy, no mines", {}, "b-sag", "0502", null],
    ["into an enemy-controlled box", { control: { "z-sea": "red" } }, "b-sag", "z-sea", "enemy-controlled z-sea"],
    ["sea hex to sea hex without the coastal box", { control: { "z-coast": null } }, "b-hex", "0502", "sea hex to sea hex"],
    ["port to sea hex without the coastal box", { control: { "z-coast": null } }, "b-port", "0202", "port ↔ sea hex"],
    ["into a mine area", { mines: mine("0502", "red", 2) }, "b-sag", "0502", "mine area entered"],
    ["out of a mine area", { mines: mine("0302", "red", 1) }, "b-hex", "z-coast", "mine area left"],
    ["out of its own marker's area, by the unit that laid it", { mines: mine("0302", "blue", 2, "b-hex") }, "b-hex", "z-coast", null],
  ] as const)("%s", (_what, patch, unit, to, reason) => {
    const r = check(withNaval(move(), patch), unit, to);
    if (reason === null) expect(r.reasons).toEqual([]);
    else expect(r.reasons.join("; ")).toContain(reason);
  });

  it("moving to or from a place holding enemy ships needs it", () => {
    const s = move();
    const withEnemy = { ...s, units: { ...s.units, "r-sag": { ...s.units["r-sag"]!, at: "z-sea" } } };
    expect(check(withEnemy, "b-sag", "z-sea").reasons).toContain("enemy naval units at z-sea");
  });
});

describe("the contested-move roll: DRMs [8.5.6.4.1]", () => {
  it("enemy SAG/CV/CVN in the boxes +1 each, own −1 each (not the mover, not ships in sea hexes); ASW −, enemy submarines +, air supremacy ±1, mines + their level, enemy coastal waters +1", () => {
    const s0 = move();
    const s = withNaval({ ...s0, units: { ...s0.units, "r-sag": { ...s0.units["r-sag"]!, at: "z-sea" } }, air: { ...s0.air!, level: { blue: "supremacy", red: "denied" } } }, { control: { "z-coast": "red" }, asw: { blue: 2 }, sub: { red: 3 }, mines: { [ctx.cm.indexOf("0502")]: { side: "red", level: 2 } } });
    const path = navalReach(ctx, s, "b-sag").get("0502");
    const r = contestedCheck(ctx, s, "blue", "b-sag", path!);
    expect(r.drms.map((d) => [d.value, d.why])).toEqual([
      [-1, "b-cv in z-sea"],
      [1, "r-sag in z-sea"],
      [-2, "blue ASW level"],
      [3, "red submarine threat level"],
      [-1, "blue air supremacy"],
      [2, "mine area entered (level 2)"],
      [1, "into the waters of an enemy coastal box"],
    ]);
    expect(r.drm).toBe(3);
  });
});

describe("the contested-move roll: outcome [8.5.6.4.1]", () => {
  // Into a level 2 mine area +2, blue's CV in the sea box −1: DRM +1; the sample table passes 0–5.
  it.each([
    [4, "pass", "0502"],
    [5, "fail", "z-coast"],
  ] as const)("a %i reads %s and the unit ends at %s (its move spent either way)", (roll, outcome, where) => {
    const s = withNaval(move(), { mines: { [ctx.cm.indexOf("0502")]: { side: "red", level: 2 } } });
    const r = run(s, [{ type: "force-die", value: roll }, { type: "naval-move", unit: "b-sag", to: "0502" }]);
    expect(r.events.find((e) => e.type === "contested-move")).toMatchObject({ roll, drm: 1, modified: roll + 1, outcome, rule: "8.5.6.4.1" });
    expect(r.state.units["b-sag"]?.at).toBe(where);
    expect(r.state.seg.moved["b-sag"]).toBe(true);
  });

  it("no roll at all when nothing contests the move", () => {
    const r = run(move(), [{ type: "naval-move", unit: "b-sag", to: "0502" }]);
    expect(r.events.map((e) => e.type)).toEqual(["naval-move"]);
  });
});
