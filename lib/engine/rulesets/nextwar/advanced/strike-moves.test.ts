import { describe, expect, it } from "vitest";
import { apply } from "../../../index";
import { at, board } from "../test-kit";
import type { GameState } from "../types";
import { strikeSpecialMoveBar } from "./strike-effects";

/** Strike markers and movement [27.3.1, 27.3.2]. Red has the initiative and moves in these segments. */
const bundle = () =>
  board({
    rows: ["cccccccc", "cccccccc"],
    units: [
      { id: "r-inf", type: "inf", at: "0601" },
      { id: "r-hq", type: "hq-adv", at: "0602" },
      { id: "b-inf", type: "inf", at: "0101" },
    ],
    advanced: true,
  });

const start = (segment: string, strikes: Record<string, 1 | 2>): GameState => {
  const s = at(bundle(), segment);
  return { ...s, supply: { out: {} }, adv: { ...s.adv!, strikes } };
};
const move = (s: GameState, units: string[], to: string) => {
  const r = apply(s, { type: "move", units, to });
  return "error" in r ? r.error : "ok";
};

describe("strike markers limit movement [27.3.1, 27.3.2]", () => {
  it.each([
    ["no marker", {}, "0401", "ok"],
    ["strike 1", { "r-inf": 1 as const }, "0401", "ok"],
    ["strike 2: two hexes", { "r-inf": 2 as const }, "0401", "cannot be reached"],
    ["strike 2: one hex", { "r-inf": 2 as const }, "0501", "ok"],
  ])("in the initiative movement segment, %s", (_w, strikes, to, want) => {
    expect(move(start("initiative-move", strikes), ["r-inf"], to)).toContain(want);
  });

  it.each([
    ["strike 1", 1 as const],
    ["strike 2", 2 as const],
  ])("an HQ or land combat unit under %s does not move in the breakthrough segment", (_w, level) => {
    expect(move(start("breakthrough-move", { "r-hq": level }), ["r-hq"], "0502")).toContain("27.3.");
    expect(move(start("breakthrough-move", {}), ["r-hq"], "0502")).toBe("ok");
  });

  it("no paradrop, airmobile move or sea transport under strike 2 [27.3.2]", () => {
    expect(strikeSpecialMoveBar(start("initiative-move", { "r-inf": 2 }), ["r-inf"], "paradrop")?.rule).toBe("27.3.2");
    expect(strikeSpecialMoveBar(start("initiative-move", { "r-inf": 1 }), ["r-inf"], "paradrop")).toBeNull();
  });
});
