import { describe, expect, it } from "vitest";
import type { Scenario } from "@/lib/model";
import type { Action, EngineBundle, GameState } from "./types";
import { apply, legalActions, specialMoveTargets } from "../../index";
import { boardOf } from "./board";
import { contextOf } from "./context";
import { standardHooks } from "./hooks";
import { makeMover } from "./movement";
import { mopUpDrms } from "./mop-up";
import { paradropOptions, paradroppedThisTurn } from "./paradrop";
import { at, board, game, ok, run } from "./test-kit";

/**
 * Paradrop [8.5.3, 8.5.3.1, 6.6, 13.1.4, 8.4.1.1] on a small board: blue
 * (Nordland, columns 1–5) acts in the reaction movement segment.
 *
 *   0101 airbase: p1, p2 airborne (2 steps each), b1 inf    0105 airfield (empty)
 *   0203 hills, 0303 mountain, 0403 clear-forest, 0205 city, 0402 alpine
 *   0705 airbase in Ostmark (red's), r1 inf (2 SP: a ZOC [8.2.1]) at 0903
 *
 * The sample paradrop table: clear/rough/marsh 0 eliminated, 1 step-loss,
 * 2 scattered, 3–9 landed; forests/hills/urban 0 eliminated, 1–2 step-loss,
 * 3–4 scattered, 5–9 landed. The sample ADF chart's "unfavourable" line:
 * *, *, −2, −1, −1, abort, abort, none, none, none.
 */
function bundle(scenario: Partial<Scenario> = {}, extra: Parameters<typeof board>[0]["units"] = []): EngineBundle {
  return board({
    rows: ["ccccccccc", "cccAccccc", "chMfccccc", "ccccccccc", "ccccccccc"],
    borders: Array.from({ length: 5 }, () => "nnnnnoooo"),
    features: [
      { hex: "0101", kind: "airbase", name: "Blue AB" },
      { hex: "0105", kind: "airfield", name: "Field 1" },
      { hex: "0205", kind: "city", name: "Town" },
      { hex: "0705", kind: "airbase", name: "Red AB" },
    ],
    units: [
      { id: "p1", type: "para", at: "0101", steps: 2 },
      { id: "p2", type: "para", at: "0101", steps: 2 },
      { id: "b1", type: "inf", at: "0101" },
      { id: "r1", type: "inf", at: "0903", sp: 2 },
      ...extra,
    ],
    scenario: { ...scenario, chartOverrides: { airPoints: game().charts.airPoints, ...scenario.chartOverrides } },
  });
}

const b = bundle();
const ctx = contextOf(b);
const hex = (label: string) => ctx.cm.indexOf(label);

/** Blue's reaction movement segment at an air superiority level (contested: exempt from ADF over its own country away from the enemy [6.6]). */
function move(level = "contested", tweak: Partial<GameState> = {}, bn = b): GameState {
  const s = at(bn, "reaction-move", tweak);
  return { ...s, air: { ...s.air!, level: { blue: level, red: "contested" }, points: { blue: 2, red: 0 }, received: { blue: 2, red: 0 } } };
}

const drop = (units: string[], to: string, escort = 0): Action => ({ type: "paradrop", units, to, ...(escort ? { escort } : {}) });

describe("who may paradrop, from where, onto where [8.5.3]", () => {
  // [what, state, action, refusal rule or null when legal]
  const cases: [string, () => GameState, Action, string | null][] = [
    ["an airborne unit onto clear ground in its own country", () => move(), drop(["p1"], "0104"), null],
    ["an airborne stack together, far away in enemy country", () => move(), drop(["p1", "p2"], "0802"), null],
    ["onto clear-forest", () => move(), drop(["p1"], "0403"), null],
    ["onto an airfield friendly units could hold", () => move(), drop(["p1"], "0105"), null],
    ["an infantry unit (not airborne)", () => move(), drop(["b1"], "0104"), "8.5.3"],
    ["an airborne unit with an infantry unit", () => move(), drop(["p1", "b1"], "0104"), "8.5.3"],
    ["onto hills", () => move(), drop(["p1"], "0203"), "8.5.3"],
    ["onto a mountain", () => move(), drop(["p1"], "0303"), "8.5.3"],
    ["onto alpine", () => move(), drop(["p1"], "0402"), "8.5.3"],
    ["onto a city", () => move(), drop(["p1"], "0205"), "8.5.3"],
    ["onto an installation in enemy country", () => move(), drop(["p1"], "0705"), "8.5.3"],
    ["onto a hex enemy units hold", () => move(), drop(["p1"], "0903"), "8.5.3"],
    ["next to the enemy, in its ZOC (allowed)", () => move(), drop(["p1"], "0803"), null],
    ["from a hex with no airfield", () => move("contested", {}, bundle({}, [{ id: "p3", type: "para", at: "0204" }])), drop(["p3"], "0104"), "8.5.3"],
    ["from an airbase in an enemy ZOC", () => move("contested", {}, bundle({}, [{ id: "r2", type: "armour", at: "0102" }])), drop(["p1"], "0104"), "8.2"],
    ["onto the start hex", () => move(), drop(["p1"], "0101"), "8.5.3"],
    ["in a storm turn (4.1.3 names no paradrop)", () => move("contested", { weather: "storm" }), drop(["p1"], "0104"), null],
    ["in the elite reaction segment", () => ({ ...move(), step: at(b, "elite-reaction-move").step }), drop(["p1"], "0104"), "8.5.3"],
    ["in a combat segment", () => ({ ...move(), step: at(b, "reaction-combat").step }), drop(["p1"], "0104"), "8.5.3"],
    ["with three escort points", () => move(), drop(["p1"], "0104", 3), "6.2.2"],
  ];
  it.each(cases)("%s", (_what, state, action, rule) => {
    const r = apply(state(), action);
    if (rule === null) expect(r).not.toHaveProperty("error");
    else expect(r).toMatchObject({ rule });
  });

  it("a unit that moved by land this segment cannot drop, nor drop twice [8.5.3]", () => {
    const s = move();
    const walked = run(s, [{ type: "move", units: ["p1"], to: "0102" }]).state;
    expect(apply(walked, drop(["p1"], "0104"))).toMatchObject({ rule: "8.5.3" });
    const dropped = run(s, [{ type: "force-die", value: 9 }, drop(["p2"], "0104")]).state;
    expect(apply(dropped, drop(["p2"], "0103"))).toMatchObject({ rule: "8.5.3" });
  });

  it("landed outside an enemy ZOC, a unit continues its movement by land but makes no other special move this segment [8.5.3]", () => {
    const dropped = run(move(), [{ type: "force-die", value: 9 }, drop(["p2"], "0105")]).state;
    expect(apply(dropped, { type: "airlift", units: ["p2"], to: "0101" })).toMatchObject({ rule: "8.5.2" });
    expect(apply(dropped, { type: "move", units: ["p2"], to: "0305" })).not.toHaveProperty("error");
  });
});

describe("the paradrop table [8.5.3]", () => {
  // [what, to, roll, result, steps left (0: eliminated), may still move]
  const cases: [string, string, number, string, number, boolean][] = [
    ["clear, 9: landed, its MA left", "0104", 9, "landed", 2, true],
    ["clear, 3: landed", "0104", 3, "landed", 2, true],
    ["clear, 2: scattered, no further move", "0104", 2, "scattered", 2, false],
    ["clear, 1: step loss", "0104", 1, "step-loss", 1, true],
    ["clear, 0: eliminated", "0104", 0, "eliminated", 0, false],
    ["clear-forest, 4: scattered", "0403", 4, "scattered", 2, false],
    ["clear-forest, 2: step loss", "0403", 2, "step-loss", 1, true],
    ["clear-forest, 5: landed", "0403", 5, "landed", 2, true],
  ];
  it.each(cases)("%s", (_what, to, roll, result, steps, moves) => {
    const r = run(move(), [{ type: "force-die", value: roll }, drop(["p1"], to)]);
    const e = r.events.find((x) => x.type === "paradrop");
    expect(e).toMatchObject({ rule: "8.5.3", results: [{ unit: "p1", roll, result }] });
    expect(r.state.units.p1?.steps).toBe(steps);
    if (steps === 0) {
      expect(r.state.units.p1?.status).toBe("eliminated");
      return;
    }
    expect(r.state.units.p1?.hex).toBe(hex(to));
    // 「その他の場合は移動を継続する」: the whole MA (8), not the airlift's half [8.5.3].
    if (moves) expect(makeMover(boardOf(r.state), ["p1"])).toMatchObject({ ma: 8 });
    else expect(apply(r.state, { type: "move", units: ["p1"], to: "0204" })).toMatchObject({ rule: "8.5.1" });
  });

  it("each unit of the stack rolls for itself [8.5.3]", () => {
    const r = run(move(), [{ type: "force-die", value: 9 }, { type: "force-die", value: 1 }, drop(["p1", "p2"], "0104")]);
    expect(r.events.find((x) => x.type === "paradrop")).toMatchObject({ results: [{ unit: "p1", result: "landed" }, { unit: "p2", result: "step-loss" }] });
    expect([r.state.units.p1?.steps, r.state.units.p2?.steps]).toEqual([2, 1]);
  });

  it("landed in an enemy ZOC, the units move no more this segment [8.5.3]", () => {
    const r = run(move(), [{ type: "force-die", value: 9 }, drop(["p1"], "0803")]);
    expect(r.events.find((x) => x.type === "paradrop")).toMatchObject({ inEzoc: true });
    expect(apply(r.state, { type: "move", units: ["p1"], to: "0703" })).toMatchObject({ rule: "8.5.1" });
  });
});

describe("ADF against the mission [8.5.3, 6.6, 6.6.1.1, 6.2.2]", () => {
  // [what, escort, ADF roll, result text, dropped, steps lost to ADF]
  const cases: [string, number, number, string, boolean, number][] = [
    ["roll 7: none, the drop goes ahead", 0, 7, "none", true, 0],
    ["roll 5: abort, back at the field", 0, 5, "abort", false, 0],
    ["roll 3, escort 2 → 5: abort", 2, 3, "abort", false, 0],
    ["roll 5, escort 2 → 7: none", 2, 5, "none", true, 0],
    ["roll 0: *, a step lost, the unit still drops", 0, 0, "*", true, 1],
    ["roll 3: −1 has no effect on a paradrop", 0, 3, "-1", true, 0],
  ];
  it.each(cases)("%s", (_what, escort, roll, result, dropped, lost) => {
    const r = run(move("unfavourable"), [{ type: "force-die", value: roll }, { type: "force-die", value: 9 }, drop(["p1"], "0802", escort)]);
    expect(r.events.find((e) => e.type === "adf")).toMatchObject({ mission: "paradrop", roll, drm: escort, result });
    expect(r.state.units.p1?.hex).toBe(dropped ? hex("0802") : hex("0101"));
    expect(r.state.units.p1?.steps).toBe(2 - lost);
    expect(r.state.air?.points.blue).toBe(2 - escort);
    if (!dropped) {
      expect(r.events.find((e) => e.type === "paradrop-aborted")).toMatchObject({ rule: "6.6.1.1" });
      expect(apply(r.state, { type: "move", units: ["p1"], to: "0102" })).toMatchObject({ rule: "8.5.1" });
    }
  });

  it("over its own country away from the enemy, under contested air superiority, no ADF is fired [6.6]", () => {
    const r = run(move(), [drop(["p1"], "0104")]);
    expect(r.events.filter((e) => e.type === "adf")).toEqual([]);
    expect(r.events.find((e) => e.type === "adf-exempt")).toMatchObject({ mission: "paradrop" });
  });
});

describe("capacity per game turn [8.5.3.1]", () => {
  it("2 SP a turn when the scenario says nothing; an aborted drop has used its share", () => {
    const s = run(move("unfavourable"), [{ type: "force-die", value: 5 }, drop(["p1", "p2"], "0802")]).state;
    expect(s.paradrop?.sp.blue).toBe(2);
    expect(apply({ ...s, seg: { ...s.seg, moved: {} } }, drop(["p1"], "0104"))).toMatchObject({ rule: "8.5.3.1" });
  });

  it.each([
    [1, ["p1"], null],
    [1, ["p1", "p2"], "8.5.3.1"],
    [0, ["p1"], "8.5.3.1"],
  ] as const)("the scenario's %i SP: %j → %s", (sp, units, rule) => {
    const bn = bundle({ specialMovement: { paradrop: [{ side: "blue", sp }] } });
    const r = apply(move("contested", {}, bn), drop([...units], "0104"));
    if (rule === null) expect(r).not.toHaveProperty("error");
    else expect(r).toMatchObject({ rule });
  });

  it("the next turn starts afresh", () => {
    const s = run(move(), [{ type: "force-die", value: 9 }, { type: "force-die", value: 9 }, drop(["p1", "p2"], "0105")]).state;
    const fresh = { ...s, seg: { ...s.seg, moved: {}, halfMa: {}, dropped: {} } };
    expect(apply(fresh, drop(["p1"], "0104"))).toMatchObject({ rule: "8.5.3.1" });
    expect(apply({ ...fresh, turn: s.turn + 1 }, drop(["p1"], "0104"))).not.toHaveProperty("error");
  });
});

describe("after the drop: supply for the turn [13.1.4] and the special assault [8.4.1.1 item 4]", () => {
  it("a unit out of supply at the supply phase is in supply once it has dropped, this turn only", () => {
    const s = { ...move(), supply: { out: { p1: true as const, b1: true as const } } };
    const r = run(s, [{ type: "force-die", value: 9 }, drop(["p1"], "0104")]);
    expect(r.state.supply?.out).toEqual({ b1: true });
    expect(standardHooks.inSupply(r.state, "p1")).toBe(true);
    expect(standardHooks.inSupply(r.state, "b1")).toBe(false);
    expect(paradroppedThisTurn(r.state, "p1")).toBe(true);
    expect(paradroppedThisTurn({ ...r.state, turn: r.state.turn + 1 }, "p1")).toBe(false);
  });

  it("a mop-up by units that dropped this turn takes the special-assault −1; not the next turn", () => {
    const r = run(move(), [{ type: "force-die", value: 9 }, drop(["p1"], "0802")]);
    const bd = boardOf(r.state);
    const line = mopUpDrms(bd, hex("0802"), ["p1"], 3, standardHooks).drms.find((d) => d.text.startsWith("Special assault"));
    expect(line).toMatchObject({ rule: "8.4.1.1", value: -1 });
    const later = boardOf({ ...r.state, turn: r.state.turn + 1 });
    expect(mopUpDrms(later, hex("0802"), ["p1"], 3, standardHooks).drms.some((d) => d.text.startsWith("Special assault"))).toBe(false);
  });
});

describe("the legal-action list [8.5.3]", () => {
  it("lists each airborne unit and the airborne stack onto hexes it may drop on near its field, in a storm too [4.1.3]", () => {
    const s = move();
    const list = paradropOptions(boardOf(s), "blue");
    expect(list).toContainEqual(drop(["p1"], "0104"));
    expect(list).toContainEqual(drop(["p1", "p2"], "0403"));
    expect(list.some((a) => a.type === "paradrop" && (a.units.includes("b1") || ["0203", "0303", "0205", "0705", "0903", "0101"].includes(a.to)))).toBe(false);
    for (const a of list.filter((_, i) => i % 7 === 0)) expect(apply(s, a)).not.toHaveProperty("error");
    expect(legalActions(s).filter((a) => a.type === "paradrop")).toEqual(list);
    expect(paradropOptions(boardOf({ ...s, weather: "storm" }), "blue")).toEqual(list);
    expect(legalActions({ ...s, step: at(b, "elite-reaction-move").step }).some((a) => a.type === "paradrop")).toBe(false);
  });

  it("the same paradrop from the same state replays to the same state and events", () => {
    const actions: Action[] = [drop(["p1", "p2"], "0802"), { type: "end-segment" }];
    const a = run(move("unfavourable"), actions);
    const c = run(move("unfavourable"), actions);
    expect(c.events).toEqual(a.events);
    expect(ok(apply(c.state, { type: "end-segment" })).state).toEqual(ok(apply(a.state, { type: "end-segment" })).state);
  });
});

describe("the special-move query the playtest highlights from [8.5.3, 6.6]", () => {
  it("names each drop hex with its ADF line, what is left after, and the SP left this turn", () => {
    const q = specialMoveTargets(move("unfavourable"), ["p1", "p2"]);
    if ("error" in q) throw new Error(q.error);
    expect(q.paradrop).toContainEqual({ to: "0104", after: "ma", adf: { exempt: false, level: "unfavourable", drm: 0 } });
    expect(q.paradrop).toContainEqual({ to: "0803", after: "no-move", adf: { exempt: false, level: "unfavourable", drm: 0 } });
    expect(q.paradrop.map((t) => t.to)).not.toContain("0203");
    expect(q.paradrop.map((t) => t.to)).not.toContain("0705");
    expect(q.left.paradrop).toBe(2);
    expect(specialMoveTargets(move(), ["b1"])).toMatchObject({ paradrop: [] });
  });
});
