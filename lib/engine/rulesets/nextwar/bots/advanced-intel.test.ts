import { describe, expect, it } from "vitest";
import type { GameState } from "../types";
import { apply } from "../../../index";
import { at, board } from "../test-kit";
import { chooseIntel } from "./advanced-intel";
import { boardOf } from "../board";
import { segmentNow } from "../segments";
import { greedyBot } from "./greedy";
import type { UnState } from "../advanced/types";

/**
 * The greedy bot's detection, SOF and UN decisions (a studio convention: no
 * rulebook text) [21.3, 20.1.2, 28.1, 28.2]. Red acts first. Blue has a
 * corps HQ at 0502 (within range 3 of Red's HQ at 0802) and another at 0102;
 * Red has 2 attempts and 3 SOF markers; Red has one veto.
 */
function game(segment: string, opts: { un?: Partial<UnState>; vp?: Record<string, number> } = {}): GameState {
  const bundle = board({
    rows: ["cccccccccc", "cccccccccc", "cccccccccc"],
    units: [
      { id: "b-far", type: "hq-adv", at: "0102" },
      { id: "b-near", type: "hq-adv", at: "0502" },
      { id: "b-inf", type: "inf", at: "0303" },
      { id: "r-hq", type: "hq-adv", at: "0802" },
      { id: "r-inf", type: "inf", at: "1003" },
    ],
    scenario: {
      advanced: {
        supplyPoints: [],
        electronicDetection: [{ side: "red", attempts: 2 }],
        sof: [{ side: "red", markers: 3, counterMix: 3 }],
        un: { vetoes: [{ side: "red", count: 1 }], drm: 0 },
      },
    },
    advanced: true,
  });
  const s = at(bundle, segment);
  return { ...s, adv: { ...s.adv!, un: { ...s.adv!.un, ...opts.un } }, vp: { ...s.vp, total: { blue: 0, red: 0, ...opts.vp } } };
}

const intel = (s: GameState) => chooseIntel(boardOf(s), "red", segmentNow(s).kind);

describe("the greedy bot's intelligence decisions", () => {
  it("tries electronic detection first on the enemy HQ its own HQ could strike [21.3, 18.2.2]", () => {
    expect(intel(game("electronic-detection-first"))).toEqual({ type: "detect", target: "b-near" });
  });

  it("joins SOF missions, most valuable first, up to its markers: a recon then a raid, a lone recon where a pair does not fit; raids and a targeting on detected HQs [20.1.2]", () => {
    expect(intel(game("sof-first"))).toEqual({ type: "sof", missions: [{ kind: "recon", target: "b-far" }, { kind: "raid", target: "b-far" }, { kind: "recon", target: "b-near" }] });
    const marked = game("sof-first");
    const withMarker = { ...marked, adv: { ...marked.adv!, detected: { "b-far": true as const, "b-near": true as const } } };
    expect(intel(withMarker)).toEqual({ type: "sof", missions: [{ kind: "raid", target: "b-far" }, { kind: "raid", target: "b-near" }, { kind: "targeting", target: "b-far" }] });
  });

  it.each([
    ["behind on VP: vetoes", { red: 0, blue: 5 }, { type: "un-veto", veto: true }],
    ["ahead: lets it pass", { red: 5, blue: 0 }, { type: "un-veto", veto: false }],
    ["level: lets it pass", { red: 0, blue: 0 }, { type: "un-veto", veto: false }],
  ])("a proposed resolution, %s [28.1]", (_why, vp, expected) => {
    expect(intel(game("un-veto-first", { un: { status: "proposed" }, vp }))).toEqual(expected);
  });

  it.each([
    ["ahead: accepts", { red: 5, blue: 0 }, true],
    ["behind: refuses", { red: 0, blue: 5 }, false],
  ])("a passed resolution, %s [28.2]", (_why, vp, accept) => {
    expect(intel(game("un-ceasefire-first", { un: { status: "passed" }, vp }))).toEqual({ type: "un-ceasefire", accept });
  });

  it("the greedy bot plays those decisions in its turn: its action is legal", () => {
    for (const seg of ["electronic-detection-first", "sof-first"]) {
      const s = game(seg);
      const action = greedyBot({ seed: 1, side: "red" }).choose(s);
      expect(action.type).not.toBe("end-segment");
      expect("error" in apply(s, action)).toBe(false);
    }
  });
});
