import { describe, expect, it } from "vitest";
import type { GameState } from "../types";
import { at, board } from "../test-kit";
import { nextWarView } from "../view-model";
import { createNextWarGame } from "../game";
import { advOf } from "./state";
import { advancedView, supplyStateOf } from "./view";

/**
 * The Advanced part of the view model [14–29]: supply markers [19.5–19.7],
 * HQ uses [18.2], strike [27.3], detection [21.0] and designation [20.2.3]
 * markers, the record track's counts and the UN track [28], and fog [13.2].
 */

const bundle = (fog = false) =>
  board({
    rows: ["ccccc", "ccccc", "ccccc"],
    units: [
      { id: "b1", type: "inf", at: "0101" },
      { id: "b2", type: "inf", at: "0102" },
      { id: "b3", type: "inf", at: "0201" },
      { id: "b4", type: "inf", at: "0202" },
      { id: "bhq", type: "hq-adv", at: "0103" },
      { id: "bdep", type: "supply-unit", at: "0203" },
      { id: "bmsu", type: "supply-unit" },
      { id: "rhq", type: "hq-adv", at: "0503" },
      { id: "r1", type: "inf", at: "0503" },
      { id: "r2", type: "inf", at: "0501" },
    ],
    advanced: true,
    scenario: {
      optionalRules: { fogOfWar: fog },
      advanced: { supplyPoints: [{ side: "blue", points: 6 }, { side: "red", points: 3 }], chemicalWeapons: [{ side: "red", points: 2 }], un: { vetoes: [{ side: "blue", count: 1 }, { side: "red", count: 2 }], drm: 0 } },
    },
  });

/** A game at the strike segment with markers set as the supply check and the strike phase would leave them. */
function marked(fog = false): GameState {
  const s = at(bundle(fog), "strike-first");
  const adv = advOf(s);
  return {
    ...s,
    supply: { out: { b2: true, b3: true, bhq: true } },
    adv: {
      ...adv,
      isolated: { b3: 1 },
      emergency: { b4: true },
      lines: { b1: ["0101", "0102", "0103"], r2: ["0501", "0502"] },
      hq: { rhq: { used: 1, lost: 0, strike: true } },
      strikes: { r1: 2, b1: 1 },
      detected: { rhq: true, b1: true },
      targeted: { r2: { side: "blue", drm: -1 } },
      cwMarkers: { 7: "red" },
      un: { ...adv.un, status: "proposed" },
    },
  };
}

describe("the Advanced view model [14–29]", () => {
  it("is absent from a standard game's view and present in an Advanced game's [14.0]", () => {
    const std = board({ rows: ["ccc"], units: [{ id: "b1", type: "inf", at: "0101" }] });
    expect(advancedView(createNextWarGame(std, 1), null)).toBeNull();
    expect(nextWarView(createNextWarGame(std, 1), null).advanced).toBeUndefined();
    expect(nextWarView(marked(), "blue").advanced).toEqual(advancedView(marked(), "blue"));
  });

  it.each([
    ["b1", "in-supply"],
    ["b2", "out-of-supply"],
    ["b3", "isolated"],
    ["b4", "emergency"],
  ] as const)("shows %s's supply state as %s: isolated over out of supply, emergency supply as its own marker [19.5, 19.6, 19.7]", (id, want) => {
    expect(supplyStateOf(marked(), id)).toBe(want);
    expect(advancedView(marked(), "blue")!.units[id]!.supply).toBe(want);
  });

  it("gives the traced supply line of the viewer's own units only [19.2]", () => {
    const blue = advancedView(marked(), "blue")!;
    expect(blue.units.b1!.line).toEqual(["0101", "0102", "0103"]);
    expect(blue.units.r2!.line).toBeUndefined();
    expect(advancedView(marked(), "red")!.units.r2!.line).toEqual(["0501", "0502"]);
    expect(advancedView(marked(), null)!.units.b1!.line).toEqual(["0101", "0102", "0103"]);
  });

  it("shows each HQ's range and its combat uses left: 2 less used and lost, none out of supply [18.2, 18.2.1, 19.5]", () => {
    const v = advancedView(marked(), "blue")!;
    expect(v.hqs).toEqual([
      { id: "bhq", side: "blue", hex: "0103", range: 3, supreme: false, usesLeft: 0, used: 0, lost: 0 },
      { id: "rhq", side: "red", hex: "0503", range: 3, supreme: false, usesLeft: 1, used: 1, lost: 0 },
    ]);
    const s = marked();
    const hit = { ...s, adv: { ...advOf(s), hq: { rhq: { used: 1, lost: 1 } } } };
    expect(advancedView(hit, "blue")!.hqs[1]!.usesLeft).toBe(0);
    expect(advancedView({ ...s, adv: { ...advOf(s), hq: {} } }, "blue")!.hqs[1]!.usesLeft).toBe(2);
  });

  it("shows strike, detection and designation markers; the detected list names the enemy units the viewer detected [20.2.3, 21.0, 27.3]", () => {
    const v = advancedView(marked(), "blue")!;
    expect(v.units.r1!.strike).toBe(2);
    expect(v.units.b1!.strike).toBe(1);
    expect(v.units.rhq!.detected).toBe(true);
    expect(v.detected).toEqual(["rhq"]);
    expect(advancedView(marked(), "red")!.detected).toEqual(["b1"]);
    expect(v.units.r2!.targeted).toEqual({ side: "blue", drm: -1 });
  });

  it("tells a depot (its depot face) from an MSU [19.4]", () => {
    const s = marked();
    const v = advancedView({ ...s, units: { ...s.units, bmsu: { hex: 11, steps: 1, status: "map" } } }, "blue")!;
    expect(s.units.bdep!.face).toBe("depot");
    expect(v.units.bdep!.supplyUnit).toBe("depot");
    expect(v.units.bmsu!.supplyUnit).toBe("msu");
    expect(v.units.b1!.supplyUnit).toBeUndefined();
  });

  it("carries the record track: supply points, CW points and markers, SOF pools, and the UN track with its costs [18.2.4, 19.3, 20.1.1, 28.1, 28.2]", () => {
    const v = advancedView(marked(), "blue")!;
    expect(v.supplyPoints).toEqual({ blue: 6, red: 3 });
    expect(v.cwPoints).toEqual({ blue: 0, red: 2 });
    expect(v.cwMarkers).toEqual([{ hex: "0302", side: "red" }]);
    expect(Object.keys(v.sof).sort()).toEqual(["blue", "red"]);
    expect(v.un).toMatchObject({ status: "proposed", vetoes: { blue: 1, red: 2 }, track: true });
    const charts = bundle().game.charts.advanced!.un;
    expect(v.un.vetoVp).toBe(charts.vetoVp);
    expect(v.un.refusalVp).toBe(charts.refusalVp);
    expect(JSON.parse(JSON.stringify(v))).toEqual(v);
  });

  it("under fog of war carries nothing of an enemy counter the viewer may not look at, not even its markers [13.2]", () => {
    const s = marked(true);
    // rhq is the top of red's stack at 0503, r1 beneath it.
    const blue = advancedView(s, "blue")!;
    expect(blue.units.rhq).toBeDefined();
    expect(blue.units.r1).toBeUndefined();
    expect(JSON.stringify(blue)).not.toContain('"r1"');
    expect(advancedView(s, "red")!.units.r1!.strike).toBe(2);
    expect(advancedView(s, null)!.units.r1).toBeDefined();
  });
});
