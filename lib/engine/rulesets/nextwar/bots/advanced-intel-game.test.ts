import { describe, expect, it } from "vitest";
import type { Action, EngineBundle } from "../types";
import { BOTS, playGame } from "../../../index";
import { board } from "../test-kit";

/**
 * Bots make every detection, SOF and UN decision of a small Advanced game
 * [21.3, 20.1.2, 28.1, 28.2] (a studio convention: no rulebook text): each
 * side has HQs, SOF markers and electronic detection attempts; the UN track's
 * +6 DRM passes a resolution on 4 or more, so the UN decisions come up.
 */
function bundle(): EngineBundle {
  return board({
    rows: ["cccfccfccc", "ccccrccccc", "cfcccccfcc", "ccccccrccc"],
    borders: Array.from({ length: 4 }, () => "nnnnnooooo"),
    features: [
      { hex: "0102", kind: "airfield", name: "Blue field" },
      { hex: "1003", kind: "airfield", name: "Red field" },
    ],
    units: [
      { id: "b-hq", type: "hq-adv", at: "0202" },
      { id: "b-shq", type: "supreme-hq", at: "0103" },
      { id: "b-1", type: "inf", at: "0402" },
      { id: "b-2", type: "armour", at: "0403" },
      { id: "r-hq", type: "hq-adv", at: "0902" },
      { id: "r-shq", type: "supreme-hq", at: "1004" },
      { id: "r-1", type: "inf", at: "0702" },
      { id: "r-2", type: "armour", at: "0703" },
    ],
    scenario: {
      turns: { first: 1, last: 4 },
      advanced: {
        supplyPoints: [],
        sof: [
          { side: "blue", markers: 2, counterMix: 3, reinforcements: [{ turn: 2, markers: 1 }] },
          { side: "red", markers: 2, counterMix: 2 },
        ],
        electronicDetection: [
          { side: "blue", attempts: 2 },
          { side: "red", attempts: 1 },
        ],
        un: { vetoes: [{ side: "red", count: 1 }, { side: "blue", count: 1 }], drm: 6 },
      },
    },
    advanced: true,
  });
}

describe("bots play the Advanced game's intelligence and UN decisions", () => {
  it.each(["greedy", "random"])("%s bots on both sides detect, send SOF, answer the UN and play to a result", (name) => {
    const bot = BOTS[name]!;
    const types = new Set<string>();
    for (const seed of [1, 2, 3]) {
      const played = playGame(bundle(), seed, { blue: bot, red: bot }, { maxActions: 5_000 });
      expect(played.truncated).toBe(false);
      expect(played.state.result).not.toBeNull();
      for (const a of played.actions as Action[]) types.add(a.type);
    }
    expect(types.has("detect")).toBe(true);
    expect(types.has("sof")).toBe(true);
    expect(types.has("un-veto") || types.has("un-ceasefire")).toBe(true);
  });
});
