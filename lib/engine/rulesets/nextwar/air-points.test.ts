import { describe, expect, it } from "vitest";
import type { GameEvent } from "../../index";
import type { EngineBundle } from "./types";
import { airPointsFor, asLevelOf, expireAirPoints, runAirPoints, weatherFraction } from "./air-points";
import { contextOf } from "./context";
import { cloneState } from "./state";
import { type BoardSpec, at, board, game, withRolls, run } from "./test-kit";

/**
 * Air points [6.1–6.4] on small boards with the sample game's charts (data,
 * the studio's own starter values): the roll by side and turn, weather for
 * sides without full all-weather capability [4.1], permanent losses [6.3],
 * the lost-airbase DRM [6.1], air superiority from the difference [6.4],
 * unused points lost [6.2], and the airbase capture roll [6.3.1].
 */

const withAir = (spec: Omit<BoardSpec, "scenario"> & { scenario?: BoardSpec["scenario"] }): EngineBundle =>
  board({ ...spec, scenario: { ...spec.scenario, chartOverrides: { airPoints: game().charts.airPoints, ...spec.scenario?.chartOverrides } } });

const plain = () => withAir({ rows: ["ccccc", "ccccc", "ccccc"], units: [{ id: "b1", type: "inf", at: "0101" }, { id: "r1", type: "inf", at: "0503" }] });

describe("the air point roll by side and turn [6.1]", () => {
  const b = plain();
  const ctx = contextOf(b);
  // The sample chart (the studio's own numbers): blue 3,4,4,5,5,5,6,6,7,8 all game; red 4,4,5,5,6,6,6,7,7,8 on GT1–2, then 2,3,3,3,4,4,4,5,5,6.
  it.each([
    ["blue", 1, 0, 3],
    ["blue", 1, 8, 7],
    ["blue", 5, 9, 8],
    ["red", 1, 4, 6],
    ["red", 2, 9, 8],
    ["red", 3, 4, 4],
    ["red", 8, 1, 3],
  ])("%s on GT%i rolling %i receives %i", (side, turn, roll, points) => {
    const s = { ...at(b, "first-move"), turn, weather: "clear" as const };
    expect(airPointsFor(ctx, s, side, roll)).toMatchObject({ modified: roll, chart: points, points });
  });

  it("a side with no line for the turn receives none, and rolls no die", () => {
    const none = withAir({ rows: ["ccc"], units: [{ id: "b1", type: "inf", at: "0101" }], scenario: { chartOverrides: { airPoints: [{ side: "blue", fromTurn: 1, toTurn: 1, results: [1, 1, 1, 1, 1, 1, 1, 1, 1, 1] }] } } });
    const draft = cloneState({ ...at(none, "first-move"), turn: 2 });
    const events: GameEvent[] = [];
    runAirPoints(draft, events);
    expect(events.filter((e) => e.type === "die-roll")).toEqual([]);
    expect(draft.air?.points).toEqual({ blue: 0, red: 0 });
  });
});

describe("weather and all-weather capability [4.1.2, 4.1.3]: fractions rounded up", () => {
  it.each([
    ["full", "clear", 7],
    ["full", "overcast", 7],
    ["full", "storm", 7],
    ["limited", "clear", 7],
    ["limited", "overcast", 4],
    ["limited", "storm", 2],
    ["none", "clear", 7],
    ["none", "overcast", 2],
    ["none", "storm", 0],
  ] as const)("%s capability in %s weather keeps %i of 7", (capability, weather, kept) => {
    expect(Math.ceil(7 * weatherFraction(capability, weather))).toBe(kept);
    const b = withAir({ rows: ["ccc"], units: [{ id: "b1", type: "inf", at: "0101" }], scenario: { airWar: { allWeather: [{ side: "blue", capability }] } } });
    const s = { ...at(b, "first-move"), weather };
    expect(airPointsFor(contextOf(b), s, "blue", 8)).toMatchObject({ chart: 7, points: kept });
  });
});

describe("permanent losses come off the points [6.3]", () => {
  const b = withAir({ rows: ["ccc"], units: [{ id: "b1", type: "inf", at: "0101" }], scenario: { airWar: { lostAirPoints: [{ side: "blue", points: 2 }] } } });
  it("points lost before play are subtracted from every roll", () => {
    const s = at(b, "first-move");
    expect(s.air?.lost).toEqual({ blue: 2, red: 0 });
    expect(airPointsFor(contextOf(b), s, "blue", 8)).toMatchObject({ chart: 7, lost: 2, points: 5 });
  });
  it("never below zero, and weather applies to what is left (rounded up)", () => {
    const s = at(b, "first-move");
    expect(airPointsFor(contextOf(b), { ...s, air: { ...s.air!, lost: { blue: 9, red: 0 } } }, "blue", 0).points).toBe(0);
    const limited = withAir({ rows: ["ccc"], units: [{ id: "b1", type: "inf", at: "0101" }], scenario: { airWar: { allWeather: [{ side: "blue", capability: "limited" }], lostAirPoints: [{ side: "blue", points: 2 }] } } });
    expect(airPointsFor(contextOf(limited), { ...at(limited, "first-move"), weather: "overcast" }, "blue", 8).points).toBe(3);
  });
});

describe("the lost-airbase DRM [6.1]", () => {
  const b = withAir({
    rows: ["ccccc", "ccccc"],
    borders: ["nnnoo", "nnnoo"],
    features: [
      { hex: "0101", kind: "airbase", name: "North AB" },
      { hex: "0201", kind: "hardened-airbase", name: "West AB" },
      { hex: "0301", kind: "airfield", name: "Field" },
    ],
    units: [{ id: "b1", type: "inf", at: "0102" }, { id: "r1", type: "inf", at: "0502" }],
  });
  const ctx = contextOf(b);
  it.each([
    [[], 0],
    [[0], -1],
    [[0, 1], -2],
    [[2], 0],
  ])("enemy control of blue's bases %j modifies blue's roll by %i (airfields do not count)", (taken, drm) => {
    const s = at(b, "first-move");
    const control: Record<number, string> = {};
    for (const i of taken) control[i] = "red";
    const r = airPointsFor(ctx, { ...s, control }, "blue", 5);
    expect(r).toMatchObject({ drm, modified: 5 + drm });
    expect(airPointsFor(ctx, { ...s, control }, "blue", 0).modified).toBe(0);
  });
});

describe("air superiority from the difference [6.4]", () => {
  const ctx = contextOf(plain());
  it("the rulebook's example: 7 AP against 3 AP is superiority on the sample chart; the other side is unfavourable", () => {
    expect(asLevelOf(ctx, 7, 3)).toEqual({ level: "superiority", difference: 4 });
    expect(asLevelOf(ctx, 3, 7)).toEqual({ level: "unfavourable", difference: -4 });
  });
  it.each([
    [0, 0, "contested", 0],
    [0, 6, "denied", -5],
    [8, 1, "supremacy", 7],
    [4, 3, "favourable", 1],
    [2, 3, "contested", -1],
  ])("%i against %i is %s (zero counts as 1 [6.3])", (own, enemy, level, difference) => {
    expect(asLevelOf(ctx, own, enemy)).toEqual({ level, difference });
  });

  it("the air-naval segment rolls for each side and sets both levels", () => {
    const s = cloneState({ ...at(plain(), "air-naval"), turn: 3, weather: "clear" });
    const draft = cloneState(withRolls(s, [8, 1]));
    const events: GameEvent[] = [];
    runAirPoints(draft, events);
    expect(events.filter((e) => e.type === "air-points").map((e) => [e.side, e.roll, e.points])).toEqual([
      ["blue", 8, 7],
      ["red", 1, 3],
    ]);
    expect(draft.air).toMatchObject({ points: { blue: 7, red: 3 }, received: { blue: 7, red: 3 }, level: { blue: "superiority", red: "unfavourable" } });
    expect(events.filter((e) => e.type === "air-superiority").every((e) => e.rule === "6.4")).toBe(true);
  });
});

describe("unused air points are lost at the end of the turn [6.2]", () => {
  it("the reorganisation phase sets every side's points to zero, saying how many were lost", () => {
    const s = at(plain(), "air-reset");
    const draft = cloneState({ ...s, air: { ...s.air!, points: { blue: 3, red: 0 } } });
    const events: GameEvent[] = [];
    expireAirPoints(draft, events);
    expect(draft.air?.points).toEqual({ blue: 0, red: 0 });
    expect(events).toEqual([{ type: "air-points-expired", side: "blue", points: 3, rule: "6.2" }]);
  });
  it("played through a turn, points never carry over", () => {
    let s = at(plain(), "second-combat");
    s = { ...s, air: { ...s.air!, points: { blue: 4, red: 2 } } };
    const { events, state } = run(s, [{ type: "end-segment" }]);
    expect(events.filter((e) => e.type === "air-points-expired").map((e) => [e.side, e.points])).toEqual([
      ["blue", 4],
      ["red", 2],
    ]);
    // The next turn's roll replaces them, it does not add to them.
    const rolled = events.filter((e) => e.type === "air-points");
    expect(state.air?.points).toEqual(Object.fromEntries(rolled.map((e) => [e.side, e.points])));
  });
});

describe("entering an enemy airbase may destroy an air point [6.3.1]", () => {
  const b = withAir({
    rows: ["ccccc", "ccccc"],
    borders: ["nnnoo", "nnnoo"],
    features: [
      { hex: "0301", kind: "airbase", name: "Blue AB" },
      { hex: "0302", kind: "airfield", name: "Blue field" },
    ],
    units: [{ id: "b1", type: "inf", at: "0101" }, { id: "r1", type: "armour", at: "0501" }, { id: "r2", type: "armour", at: "0502" }],
  });
  it.each([
    [0, true],
    [2, true],
    [3, false],
    [9, false],
  ])("roll %i: destroyed %s", (face, destroyed) => {
    const s = at(b, "initiative-move");
    const { state, events } = run(s, [{ type: "force-die", value: face }, { type: "move", units: ["r1"], to: "0301" }]);
    expect(events.find((e) => e.type === "airbase-entered")).toMatchObject({ side: "red", hex: "0301", roll: face, destroyed, rule: "6.3.1" });
    expect(state.air?.lost.blue).toBe(destroyed ? 1 : 0);
  });
  it("an airfield is not an airbase; entering it rolls nothing", () => {
    const { events } = run(at(b, "initiative-move"), [{ type: "move", units: ["r2"], to: "0302" }]);
    expect(events.some((e) => e.type === "airbase-entered")).toBe(false);
  });
  it("one roll per entry: a second unit entering the same turn rolls no more", () => {
    const s = at(b, "initiative-move");
    const { events } = run(s, [{ type: "move", units: ["r1"], to: "0301" }, { type: "move", units: ["r2"], to: "0301" }]);
    expect(events.filter((e) => e.type === "airbase-entered")).toHaveLength(1);
  });
});
