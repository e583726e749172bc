import type { GameState } from "@/lib/engine";
import { advOf } from "@/lib/engine/rulesets/nextwar/advanced/state";
import { at, board } from "@/lib/engine/rulesets/nextwar/test-kit";

/**
 * A small Advanced game for the playtest's tests [14–29]: blue's units in
 * each supply state, an HQ each side, a depot, strike / detection /
 * designation markers, a CW marker, SP, CW points, SOF markers and a UN track
 * with a proposed resolution, at blue's strike segment.
 */
export function advancedBundle(fog = false) {
  return board({
    rows: ["ccccc", "ccccc", "ccccc"],
    units: [
      { id: "b1", type: "inf", at: "0101" },
      { id: "b2", type: "inf", at: "0102" },
      { id: "b3", type: "inf", at: "0201" },
      { id: "b4", type: "inf", at: "0202" },
      { id: "bhq", type: "hq-adv", at: "0103" },
      { id: "bdep", type: "supply-unit", at: "0203" },
      { id: "rhq", type: "hq-adv", at: "0403" },
      { id: "r1", type: "inf", at: "0403" },
      { id: "r2", type: "inf", at: "0401" },
    ],
    advanced: true,
    scenario: {
      optionalRules: { fogOfWar: fog },
      advanced: {
        supplyPoints: [
          { side: "blue", points: 6 },
          { side: "red", points: 3 },
        ],
        chemicalWeapons: [{ side: "red", points: 2 }],
        sof: [
          { side: "blue", markers: 2, counterMix: 4 },
          { side: "red", markers: 1, counterMix: 3 },
        ],
        un: { vetoes: [{ side: "blue", count: 1 }, { side: "red", count: 2 }], drm: 0 },
      },
    },
  });
}

export function advancedGame(segment = "strike-first", fog = false): GameState {
  const s = at(advancedBundle(fog), segment);
  const adv = advOf(s);
  return {
    ...s,
    supply: { out: { b2: true, b3: true } },
    adv: {
      ...adv,
      isolated: { b3: 1 },
      emergency: { b4: true },
      lines: { b1: ["0101", "0102", "0103"], bhq: ["0103", "0203"], r2: ["0401", "0402"] },
      hq: { rhq: { used: 1, lost: 0, strike: true } },
      strikes: { r1: 2 },
      detected: { rhq: true },
      targeted: { r2: { side: "blue", drm: -1 } },
      cwMarkers: { 7: "red" },
      un: { ...adv.un, status: "proposed" },
    },
  };
}
