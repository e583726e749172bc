import { describe, expect, it } from "vitest";
import type { GameEvent, GameState } from "./types";
import { adfExempt, airMoveAdf, fireAdf, hexLine, parseAdf } from "./adf";
import { boardOf, buildBoard } from "./board";
import { contextOf } from "./context";
import { cloneState } from "./state";
import { at, board, game } from "./test-kit";

/**
 * Air defence fire [6.6, 6.6.1, 6.6.1.1]: the chart's results, the exemption
 * over own country away from the enemy, and the ADF the special movement
 * modes will call for air moves (the extra roll at an airmobile move's start,
 * abort, `*` on carried units and airmobile points). The sample ADF line for
 * "contested" reads, by roll: *, −2, −1, −1, abort, then none.
 */

const bundle = () =>
  board({
    rows: ["ccccccccc", "ccccccccc", "ccccccccc"],
    borders: ["nnnnnoooo", "nnnnnoooo", "nnnnnoooo"],
    units: [
      { id: "b1", type: "inf", at: "0102" },
      { id: "b2", type: "light-inf", at: "0102" },
      { id: "r1", type: "inf", at: "0802" },
    ],
    scenario: { chartOverrides: { airPoints: game().charts.airPoints } },
  });

function state(level: string): GameState {
  const s = at(bundle(), "first-move");
  return { ...s, air: { ...s.air!, level: { blue: level, red: "contested" } } };
}

const hex = (s: GameState, label: string) => contextOf(s.bundle).cm.indexOf(label);

describe("ADF results [6.6.1.1]", () => {
  it.each([
    ["none", { abort: false, minus: 0, star: false }],
    ["abort", { abort: true, minus: 0, star: false }],
    ["-1", { abort: false, minus: 1, star: false }],
    ["-3", { abort: false, minus: 3, star: false }],
    ["*", { abort: false, minus: 0, star: true }],
    ["-2*", { abort: false, minus: 2, star: true }],
    ["abort*", { abort: true, minus: 0, star: true }],
  ])("%s reads as %j", (text, want) => {
    expect(parseAdf(text)).toEqual({ text, ...want });
  });

  it("the chart's line is the flying side's level; escorts add to the roll, kept within 0–9", () => {
    const s = state("contested");
    const draft = cloneState(s);
    draft.dice.forced = [2, 8];
    const events: GameEvent[] = [];
    const b = buildBoard(draft);
    expect(fireAdf(draft, b, { side: "blue", mission: "rebase", drm: 0, origin: hex(s, "0101"), target: hex(s, "0702"), strength: 2 }, events).text).toBe("-1");
    expect(fireAdf(draft, b, { side: "blue", mission: "rebase", drm: 2, origin: hex(s, "0101"), target: hex(s, "0702"), strength: 2 }, events).text).toBe("none");
    expect(events.filter((e) => e.type === "adf").map((e) => [e.level, e.roll, e.modified])).toEqual([
      ["contested", 2, 2],
      ["contested", 8, 9],
    ]);
  });
});

describe("the exemption over own country, away from the enemy [6.6]", () => {
  it.each([
    ["contested, own country, no enemy near", "contested", "0101", "0301", true],
    ["favourable", "favourable", "0101", "0301", true],
    ["supremacy", "supremacy", "0101", "0301", true],
    ["unfavourable", "unfavourable", "0101", "0301", false],
    ["denied", "denied", "0101", "0301", false],
    ["a target next to an enemy unit", "contested", "0101", "0702", false],
    ["a flight into enemy country", "contested", "0101", "0603", false],
  ])("%s: exempt %s", (_what, level, from, to, exempt) => {
    const s = state(level);
    expect(adfExempt(boardOf(s), "blue", hex(s, from), hex(s, to))).toBe(exempt);
  });

  it("air points, which have no start hex, are judged on the target alone", () => {
    const s = state("contested");
    expect(adfExempt(boardOf(s), "blue", null, hex(s, "0301"))).toBe(true);
    expect(adfExempt(boardOf(s), "blue", null, hex(s, "0702"))).toBe(false);
  });

  it("the flight's line runs hex by hex from start to target", () => {
    const s = state("contested");
    const line = hexLine(boardOf(s), hex(s, "0101"), hex(s, "0901"));
    expect(line.map((h) => contextOf(s.bundle).cm.label(h))).toEqual(["0101", "0201", "0301", "0401", "0501", "0601", "0701", "0801", "0901"]);
  });
});

describe("ADF against air moves, for the special movement modes [6.6, 6.6.1.1]", () => {
  const move = (extraAtStart: boolean, mission: "airlift" | "airmobile" | "paradrop" = "airmobile") => ({ side: "blue", mission, units: ["b1", "b2"], origin: 0, target: 0, escort: 0, extraAtStart });
  const fly = (faces: number[], m: ReturnType<typeof move>) => {
    const s = state("contested");
    const draft = cloneState(s);
    draft.dice.forced = [...faces];
    const events: GameEvent[] = [];
    const out = airMoveAdf(draft, buildBoard(draft), { ...m, origin: hex(s, "0102"), target: hex(s, "0702") }, events);
    return { out, draft, events };
  };

  it("an airmobile move starting in enemy country or ZOC takes one more roll at its start hex, first", () => {
    const { events } = fly([9, 9], move(true));
    expect(events.filter((e) => e.type === "adf").map((e) => [e.mission, e.target, e.rule])).toEqual([
      ["airmobile start in enemy country or ZOC", "0102", "6.6"],
      ["airmobile", "0702", "6.6.1"],
    ]);
    expect(fly([9], move(true, "airlift")).events.filter((e) => e.type === "adf")).toHaveLength(1);
  });

  it.each([
    ["(−x) does not affect air moves", [2], { abort: false, steps: 0, airmobilePointsLost: 0 }, 2],
    ["abort turns the stack back", [4], { abort: true, steps: 0, airmobilePointsLost: 0 }, 2],
    ["* costs the first carried unit a step and an airmobile point", [0], { abort: false, steps: 1, airmobilePointsLost: 1 }, 1],
  ])("%s", (_what, faces, want, b1Steps) => {
    const { out, draft } = fly(faces, move(false));
    expect(out).toEqual(want);
    expect(draft.units.b1?.steps).toBe(b1Steps);
  });

  it("a stack turned back at its start hex takes no second roll", () => {
    const { out, events } = fly([4, 0], move(true));
    expect(out.abort).toBe(true);
    expect(events.filter((e) => e.type === "adf")).toHaveLength(1);
  });

  it("* on an airlift costs a step but no airmobile point", () => {
    expect(fly([0], move(false, "airlift")).out).toEqual({ abort: false, steps: 1, airmobilePointsLost: 0 });
  });
});
