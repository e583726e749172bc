import { describe, expect, it } from "vitest";
import type { GameState } from "../types";
import { at, board } from "../test-kit";
import { boardOf } from "../board";
import { contextOf } from "../context";
import { type Mover, checkPath, makeMover } from "../movement";
import { RuleError } from "../../../core/errors";

/**
 * Interdiction by SOF sabotage [20.2.1, 23.4.4]: a road runs 0101–0501
 * through clear-forest at 0301. Blue's infantry starts at 0101 (or in the
 * sabotaged hex). Costs are the sample TEC's for foot units in clear weather.
 */
function game(advanced: boolean, sabotaged: Record<string, 1 | 2> = {}, from = "0101"): GameState {
  const bundle = board({
    rows: ["ccfcc", "ccccc"],
    roads: [{ kind: "primary", path: ["0101", "0201", "0301", "0401", "0501"] }],
    units: [
      { id: "b1", type: "inf", at: from, ma: 16 },
      { id: "r1", type: "inf", at: "0502" },
    ],
    ...(advanced ? { advanced: true as const } : {}),
  });
  const s = at(bundle, "first-move");
  const cm = contextOf(bundle).cm;
  if (!s.adv) return s;
  return { ...s, adv: { ...s.adv, sabotaged: Object.fromEntries(Object.entries(sabotaged).map(([label, v]) => [cm.indexOf(label), v])) } };
}

function cost(s: GameState, path: string[]): number | string {
  const cm = contextOf(s.bundle).cm;
  const m = makeMover(boardOf(s), ["b1"]) as Mover;
  const r = checkPath(m, path.map((l) => cm.indexOf(l)));
  return r instanceof RuleError ? r.rule : r.cost;
}

describe("interdicted hexes [23.4.4]", () => {
  const PATH = ["0101", "0201", "0301", "0401"];

  it("no marker: the road costs the same as in the standard game", () => {
    expect(cost(game(true), PATH)).toBe(cost(game(false), PATH));
  });

  it.each([
    [1, 1],
    [2, 2],
  ] as [1 | 2, number][])("a level %i marker: no road through the hex, and %i MP more to enter it", (level, more) => {
    const plain = cost(game(true), ["0101", "0201", "0301"]) as number;
    const offRoad = cost(game(true), ["0101", "0201"]) as number;
    const s = game(true, { "0301": level });
    // Into the forest hex by terrain, not road, plus the marker's MP.
    const forest = contextOf(s.bundle).charts.tec.terrain.find((t) => t.terrainClass === "clear-forest")!.movement.foot!.clear as number;
    expect(cost(s, ["0101", "0201", "0301"])).toBe(offRoad + forest + more);
    expect(cost(s, ["0101", "0201", "0301"])).toBeGreaterThan(plain);
  });

  it("a unit starting in an interdicted hex pays the marker's MP to leave it, off the road", () => {
    const clear = contextOf(game(true).bundle).charts.tec.terrain.find((t) => t.terrainClass === "clear")!.movement.foot!.clear as number;
    expect(cost(game(true, { "0301": 2 }, "0301"), ["0301", "0401"])).toBe(clear + 2);
    expect(cost(game(true, {}, "0301"), ["0301", "0401"])).toBeLessThanOrEqual(clear);
  });
});
