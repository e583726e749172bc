import { describe, expect, it } from "vitest";
import type { Scenario } from "@/lib/model";
import type { Action, EngineBundle, GameState } from "./types";
import { apply, legalActions, specialMoveTargets } from "../../index";
import { airliftOptions } from "./airlift";
import { boardOf } from "./board";
import { contextOf } from "./context";
import { makeMover } from "./movement";
import { at, board, game, ok, run } from "./test-kit";

/**
 * Airlift [8.5.2, 8.5.2.1, 8.5.3.1, 4.1.3] on a small board: blue (Nordland,
 * columns 1–5) acts in the reaction movement segment.
 *
 *   0101 airbase: b1 inf, b2 light inf, b3 mech inf   0301 airfield: b4 inf
 *   0105 airfield (empty)   0705 airbase in Ostmark (red's unless a test hands it to blue)
 *   r1 inf at 0903
 *
 * The sample ADF chart's "unfavourable" line reads, by modified roll:
 * *, *, −2, −1, −1, abort, abort, none, none, none.
 */
function bundle(scenario: Partial<Scenario> = {}, extra: Parameters<typeof board>[0]["units"] = []): EngineBundle {
  return board({
    rows: ["ccccccccc", "ccccccccc", "ccccccccc", "ccccccccc", "ccccccccc"],
    borders: Array.from({ length: 5 }, () => "nnnnnoooo"),
    features: [
      { hex: "0101", kind: "airbase", name: "Blue AB" },
      { hex: "0301", kind: "airfield", name: "Field 3" },
      { hex: "0105", kind: "airfield", name: "Field 1" },
      { hex: "0705", kind: "airbase", name: "Red AB" },
    ],
    units: [
      { id: "b1", type: "inf", at: "0101" },
      { id: "b2", type: "light-inf", at: "0101" },
      { id: "b3", type: "mech-inf", at: "0101" },
      { id: "b4", type: "inf", at: "0301" },
      { id: "r1", type: "inf", at: "0903" },
      ...extra,
    ],
    scenario: { ...scenario, chartOverrides: { airPoints: game().charts.airPoints, ...scenario.chartOverrides } },
  });
}

const b = bundle();
const ctx = contextOf(b);
const hex = (label: string) => ctx.cm.indexOf(label);

/** Blue's reaction movement segment, at an air superiority level (no points unless given). */
function move(level = "unfavourable", tweak: Partial<GameState> = {}, bn = b): GameState {
  const s = at(bn, "reaction-move", tweak);
  return { ...s, air: { ...s.air!, level: { blue: level, red: "contested" }, points: { blue: 2, red: 0 }, received: { blue: 2, red: 0 } } };
}

/** The red airbase handed to blue (a captured enemy airbase is the side's own field [8.5.2]). */
const redFieldBlue = (s: GameState): GameState => ({ ...s, control: { ...s.control, [hex("0705")]: "blue" } });

describe("who may airlift, from where, to where [8.5.2]", () => {
  // [what, state, action, refusal rule or null when legal]
  const cases: [string, () => GameState, Action, string | null][] = [
    ["a foot unit, own airbase to own airfield", () => move(), { type: "airlift", units: ["b1"], to: "0105" }, null],
    ["a foot stack together", () => move(), { type: "airlift", units: ["b1", "b2"], to: "0105" }, null],
    ["onto a field friendly units hold", () => move(), { type: "airlift", units: ["b1"], to: "0301" }, null],
    ["a mechanised unit", () => move(), { type: "airlift", units: ["b3"], to: "0105" }, "8.5.2"],
    ["a foot unit with a mechanised one", () => move(), { type: "airlift", units: ["b1", "b3"], to: "0105" }, "8.5.2"],
    ["to a hex with no airfield", () => move(), { type: "airlift", units: ["b1"], to: "0203" }, "8.5.2"],
    ["to the enemy's airbase", () => move(), { type: "airlift", units: ["b1"], to: "0705" }, "8.5.2"],
    ["to a captured enemy airbase", () => redFieldBlue(move()), { type: "airlift", units: ["b1"], to: "0705" }, null],
    ["from a hex with no airfield", () => move("unfavourable", {}, bundle({}, [{ id: "b5", type: "inf", at: "0203" }])), { type: "airlift", units: ["b5"], to: "0105" }, "8.5.2"],
    ["to the start hex", () => move(), { type: "airlift", units: ["b1"], to: "0101" }, "8.5.2"],
    ["from an enemy ZOC", () => move("unfavourable", {}, bundle({}, [{ id: "r2", type: "armour", at: "0102" }])), { type: "airlift", units: ["b1"], to: "0105" }, "8.2"],
    ["into an enemy ZOC", () => move("unfavourable", {}, bundle({}, [{ id: "r2", type: "armour", at: "0104" }])), { type: "airlift", units: ["b1"], to: "0105" }, "8.2"],
    ["units from two hexes", () => move(), { type: "airlift", units: ["b1", "b4"], to: "0105" }, "6.6"],
    ["an enemy unit", () => move(), { type: "airlift", units: ["r1"], to: "0105" }, "8.5.2"],
    ["in a storm turn", () => move("unfavourable", { weather: "storm" }), { type: "airlift", units: ["b1"], to: "0105" }, "4.1.3"],
    ["in the elite reaction segment", () => ({ ...move(), step: at(b, "elite-reaction-move").step }), { type: "airlift", units: ["b1"], to: "0105" }, "8.5.2"],
    ["in a combat segment", () => ({ ...move(), step: at(b, "reaction-combat").step }), { type: "airlift", units: ["b1"], to: "0105" }, "8.5.2"],
    ["with three escort points", () => move(), { type: "airlift", units: ["b1"], to: "0105", escort: 3 }, "6.2.2"],
    ["with more escort than air points", () => ({ ...move(), air: { ...move().air!, points: { blue: 1, red: 0 } } }), { type: "airlift", units: ["b1"], to: "0105", escort: 2 }, "6.2"],
  ];
  it.each(cases)("%s", (_what, state, action, rule) => {
    const r = apply(state(), action);
    if (rule === null) expect(r).not.toHaveProperty("error");
    else expect(r).toMatchObject({ rule });
  });

  it("a unit that moved by land this segment cannot airlift, nor fly twice [8.5.2]", () => {
    const s = move("contested");
    const landed = run(s, [{ type: "move", units: ["b1"], to: "0102" }]).state;
    expect(apply(landed, { type: "airlift", units: ["b1"], to: "0105" })).toMatchObject({ rule: "8.5.2" });
    const flown = run(s, [{ type: "airlift", units: ["b2"], to: "0105" }]).state;
    expect(apply(flown, { type: "airlift", units: ["b2"], to: "0101" })).toMatchObject({ rule: "8.5.2" });
  });
});

describe("landing: half the MA left, rounded up [8.5.2]", () => {
  it("an 8 MA infantry lands with 4 MP and may then move by land once", () => {
    const r = run(move("contested"), [{ type: "airlift", units: ["b1"], to: "0105" }]);
    expect(r.state.units.b1?.hex).toBe(hex("0105"));
    expect(r.events.find((e) => e.type === "airlift")).toMatchObject({ units: ["b1"], from: "0101", to: "0105", sp: 1, rule: "8.5.2" });
    const m = makeMover(boardOf(r.state), ["b1"]);
    expect(m).toMatchObject({ ma: 4 });
    const after = run(r.state, [{ type: "move", units: ["b1"], to: "0205" }]).state;
    expect(after.units.b1?.hex).toBe(hex("0205"));
    expect(apply(after, { type: "move", units: ["b1"], to: "0105" })).toMatchObject({ rule: "8.5.1" });
  });

  it("a light infantry of 10 MA keeps 5 [8.5.2]", () => {
    const r = run(move("contested"), [{ type: "airlift", units: ["b2"], to: "0105" }]);
    expect(makeMover(boardOf(r.state), ["b2"])).toMatchObject({ ma: 5 });
  });
});

describe("capacity per movement segment [8.5.2.1, 8.5.3.1]", () => {
  it("2 SP a segment when the scenario says nothing: a third SP is refused", () => {
    const s = run(move("contested"), [{ type: "airlift", units: ["b1", "b2"], to: "0105" }]).state;
    expect(s.seg.airliftSp).toBe(2);
    expect(apply(s, { type: "airlift", units: ["b4"], to: "0105" })).toMatchObject({ rule: "8.5.2.1" });
  });

  it.each([
    [1, ["b1"], null],
    [1, ["b1", "b2"], "8.5.2.1"],
    [0, ["b1"], "8.5.2.1"],
    [3, ["b1", "b2"], null],
  ] as const)("the scenario's %i SP: %j → %s", (sp, units, rule) => {
    const bn = bundle({ specialMovement: { airlift: [{ side: "blue", sp }] } });
    const r = apply(move("contested", {}, bn), { type: "airlift", units: [...units], to: "0105" });
    if (rule === null) expect(r).not.toHaveProperty("error");
    else expect(r).toMatchObject({ rule });
  });

  it("the capacity is the segment's: the next movement segment starts afresh", () => {
    const s = run(move("contested"), [{ type: "airlift", units: ["b1", "b2"], to: "0105" }, { type: "end-segment" }]).state;
    expect(s.seg.airliftSp).toBeUndefined();
  });

  it("a stack turned back by ADF has used its capacity [8.5.3.1]", () => {
    const r = run(move(), [{ type: "force-die", value: 2 }, { type: "airlift", units: ["b1", "b2"], to: "0105" }]);
    expect(r.events.find((e) => e.type === "airlift-aborted")).toBeDefined();
    expect(apply(r.state, { type: "airlift", units: ["b4"], to: "0105" })).toMatchObject({ rule: "8.5.2.1" });
  });
});

describe("ADF against the mission [8.5.2, 6.6, 6.6.1.1, 6.2.2]", () => {
  // [what, state, to, escort, forced roll, expected drm, result text, landed, steps lost]
  const cases: [string, () => GameState, string, number, number, number, string, boolean, number][] = [
    ["home landing +3: roll 4 → 7, none", () => move(), "0105", 0, 4, 3, "none", true, 0],
    ["home landing +3: roll 2 → 5, abort", () => move(), "0105", 0, 2, 3, "abort", false, 0],
    ["home landing +3: roll 0 → 3, −1 has no effect on an airlift", () => move(), "0105", 0, 0, 3, "-1", true, 0],
    ["enemy country, no +3: roll 0 → *, a step lost, the rest lands", () => redFieldBlue(move()), "0705", 0, 0, 0, "*", true, 1],
    ["enemy country, escort 2: roll 3 → 5, abort", () => redFieldBlue(move()), "0705", 2, 3, 2, "abort", false, 0],
    ["enemy country, escort 2: roll 5 → 7, none", () => redFieldBlue(move()), "0705", 2, 5, 2, "none", true, 0],
  ];
  it.each(cases)("%s", (_what, state, to, escort, roll, drm, result, landed, steps) => {
    const s = state();
    const r = run(s, [{ type: "force-die", value: roll }, { type: "airlift", units: ["b1"], to, ...(escort ? { escort } : {}) }]);
    expect(r.events.find((e) => e.type === "adf")).toMatchObject({ mission: "airlift", roll, drm, result });
    expect(r.state.units.b1?.hex).toBe(landed ? hex(to) : hex("0101"));
    expect(r.state.units.b1?.steps).toBe(2 - steps);
    expect(r.state.air?.points.blue).toBe(2 - escort);
    // Turned back: the stack moves no more this segment [6.6.1.1].
    if (!landed) expect(apply(r.state, { type: "move", units: ["b1"], to: "0102" })).toMatchObject({ rule: "8.5.1" });
  });

  it("over own country away from the enemy, under contested air superiority, no ADF is fired [6.6]", () => {
    const r = run(move("contested"), [{ type: "airlift", units: ["b1"], to: "0105" }]);
    expect(r.events.filter((e) => e.type === "adf")).toEqual([]);
    expect(r.events.find((e) => e.type === "adf-exempt")).toMatchObject({ mission: "airlift" });
  });
});

describe("the legal-action list [8.5.2]", () => {
  it("lists each foot unit and the foot stack at each friendly field to every other, and nothing in a storm", () => {
    const s = move("contested");
    const list = airliftOptions(boardOf(s), "blue");
    expect(list).toContainEqual({ type: "airlift", units: ["b1"], to: "0105" });
    expect(list).toContainEqual({ type: "airlift", units: ["b1", "b2"], to: "0301" });
    expect(list).toContainEqual({ type: "airlift", units: ["b4"], to: "0101" });
    expect(list.some((a) => a.type === "airlift" && a.units.includes("b3"))).toBe(false);
    expect(list.some((a) => a.type === "airlift" && a.to === "0705")).toBe(false);
    for (const a of list) expect(apply(s, a)).not.toHaveProperty("error");
    expect(legalActions(s).filter((a) => a.type === "airlift")).toEqual(list);
    expect(airliftOptions(boardOf({ ...s, weather: "storm" }), "blue")).toEqual([]);
    expect(legalActions({ ...s, step: at(b, "elite-reaction-move").step }).some((a) => a.type === "airlift")).toBe(false);
  });

  it("the same airlift from the same state replays to the same state and events", () => {
    const actions: Action[] = [{ type: "airlift", units: ["b1"], to: "0105" }, { type: "move", units: ["b1"], to: "0205" }];
    const a = run(move(), actions);
    const c = run(move(), actions);
    expect(c.events).toEqual(a.events);
    expect(ok(apply(c.state, { type: "end-segment" })).state.units).toEqual(ok(apply(a.state, { type: "end-segment" })).state.units);
  });
});

describe("the special-move query the playtest highlights from [8.5.2, 6.6]", () => {
  it("names each landing field with its ADF line and DRM, or its exemption, and the capacity left", () => {
    const q = specialMoveTargets(redFieldBlue(move()), ["b1"]);
    if ("error" in q) throw new Error(q.error);
    expect(q.airlift).toEqual([
      { to: "0301", after: "half-ma", adf: { exempt: false, level: "unfavourable", drm: 3 } },
      { to: "0105", after: "half-ma", adf: { exempt: false, level: "unfavourable", drm: 3 } },
      { to: "0705", after: "half-ma", adf: { exempt: false, level: "unfavourable", drm: 0 } },
    ]);
    expect(q.left.airlift).toBe(2);
    const calm = specialMoveTargets(move("contested"), ["b1"]);
    if ("error" in calm) throw new Error(calm.error);
    expect(calm.airlift.find((t) => t.to === "0105")?.adf).toEqual({ exempt: true, level: "contested", drm: 3 });
    expect(specialMoveTargets(move(), ["b3"])).toMatchObject({ airlift: [] });
  });
});
