import { describe, expect, it } from "vitest";
import type { Scenario } from "@/lib/model";
import type { Action, EngineBundle, GameState } from "./types";
import { apply, legalActions, specialMoveTargets } from "../../index";
import { boardOf } from "./board";
import { contextOf } from "./context";
import { makeMover } from "./movement";
import { seaTransportOptions, transportRoute } from "./sea-transport";
import { at, board, run, withNaval } from "./test-kit";

/**
 * Sea transport port to port [8.5.7, 8.5.7.1, 8.5.7.4, 8.5.6.4.1, 4.1.3] on a
 * small coast: row 1 is sea, zone "w" (columns 1–4) and zone "e" (5–8),
 * adjacent; rows 2–4 land, Nordland (blue) but column 8 (Ostmark, red). Blue
 * ports 0202 and 0302 (zone w) and 0702 (zone e); red's port 0802. Blue holds
 * every box; blue acts in the reaction movement segment. The sample
 * contested-move table: modified 0–5 goes ahead, 6–9 fails.
 */
const SEA_W = ["0101", "0201", "0301", "0401"];
const SEA_E = ["0501", "0601", "0701", "0801"];

function bundle(scenario: Partial<Scenario> = {}, extra: Parameters<typeof board>[0]["units"] = []): EngineBundle {
  return board({
    rows: ["ssssssss", "cccccccc", "cccccccc", "cccccccc"],
    borders: ["........", "nnnnnnno", "nnnnnnno", "nnnnnnno"],
    features: [
      { kind: "port", hex: "0202", name: "Westhaven", capacity: 2 },
      { kind: "port", hex: "0302", name: "Midhaven", capacity: 2 },
      { kind: "port", hex: "0702", name: "Easthaven", capacity: 2 },
      { kind: "port", hex: "0802", name: "Redhaven", capacity: 2 },
    ],
    seaZones: [
      { id: "w", name: "West", seaBox: { id: "w-sea", name: "West sea box" }, coastalBox: { id: "w-coast", name: "West coastal box" }, hexes: SEA_W },
      { id: "e", name: "East", seaBox: { id: "e-sea", name: "East sea box" }, coastalBox: { id: "e-coast", name: "East coastal box" }, hexes: SEA_E },
    ],
    units: [
      { id: "b1", type: "inf", at: "0202" },
      { id: "b2", type: "inf", at: "0202" },
      { id: "bm", type: "mech-inf", at: "0202" },
      { id: "b5", type: "inf", at: "0403" },
      { id: "r1", type: "inf", at: "0804" },
      ...extra,
    ],
    scenario: {
      ...scenario,
      navalWar: { rollingSide: "blue", control: ["w-sea", "w-coast", "e-sea", "e-coast"].map((box) => ({ box, side: "blue" })), ...scenario.navalWar },
    },
  });
}

const b = bundle();
const ctx = contextOf(b);
const hex = (label: string) => ctx.cm.indexOf(label);
const move = (tweak: Partial<GameState> = {}, bn = b): GameState => at(bn, "reaction-move", tweak);

describe("who may sail, from where, to where [8.5.7.1]", () => {
  // [what, state, action, refusal rule or null when legal]
  const cases: [string, () => GameState, Action, string | null][] = [
    ["a unit, own port to own port in the zone", () => move(), { type: "sea-transport", units: ["b1"], to: "0302" }, null],
    ["a stack, to the next zone's port", () => move(), { type: "sea-transport", units: ["b1", "b2"], to: "0702" }, null],
    ["a mechanised unit (any land unit sails port to port)", () => move(), { type: "sea-transport", units: ["bm"], to: "0302" }, null],
    ["to the enemy's port", () => move(), { type: "sea-transport", units: ["b1"], to: "0802" }, "8.5.7.1"],
    ["to a hex with no port", () => move(), { type: "sea-transport", units: ["b1"], to: "0402" }, "8.5.7.1"],
    ["from a hex with no port", () => move(), { type: "sea-transport", units: ["b5"], to: "0302" }, "8.5.7.1"],
    ["to the start port", () => move(), { type: "sea-transport", units: ["b1"], to: "0202" }, "8.5.7.1"],
    ["from a port in an enemy ZOC", () => move({}, bundle({}, [{ id: "r2", type: "armour", at: "0203" }])), { type: "sea-transport", units: ["b1"], to: "0302" }, "8.2"],
    ["to a port in an enemy ZOC", () => move({}, bundle({}, [{ id: "r2", type: "armour", at: "0303" }])), { type: "sea-transport", units: ["b1"], to: "0302" }, "8.2"],
    ["units from two hexes", () => move(), { type: "sea-transport", units: ["b1", "b5"], to: "0302" }, "8.5.7.1"],
    ["an enemy unit", () => move(), { type: "sea-transport", units: ["r1"], to: "0302" }, "8.5.7.1"],
    ["in a storm turn", () => move({ weather: "storm" }), { type: "sea-transport", units: ["b1"], to: "0302" }, "4.1.3"],
    ["in the elite reaction segment", () => ({ ...move(), step: at(b, "elite-reaction-move").step }), { type: "sea-transport", units: ["b1"], to: "0302" }, "8.5.7"],
    ["in a combat segment", () => ({ ...move(), step: at(b, "reaction-combat").step }), { type: "sea-transport", units: ["b1"], to: "0302" }, "8.5.7.1"],
    // 6.5.6 ships helicopters only "ボックス内の港湾から": no map here has a port in a box; on the map a helicopter rebases [6.5.1.2] (RULINGS).
    ["a helicopter based in the port [6.5.6, 8.5.7.3]", () => move({}, bundle({}, [{ id: "bh", type: "attack-helo", at: "0202" }])), { type: "sea-transport", units: ["bh"], to: "0302" }, "8.5.7"],
  ];
  it.each(cases)("%s", (_what, state, action, rule) => {
    const r = apply(state(), action);
    if (rule === null) expect(r).not.toHaveProperty("error");
    else expect(r).toMatchObject({ rule });
  });

  it("a unit that moved by land this segment cannot sail [8.5.7.1]", () => {
    const s = run(move(), [{ type: "move", units: ["b1"], to: "0203" }]).state;
    // Put back in the port by hand: the rule is about having moved, wherever the unit now is.
    const back = { ...s, units: { ...s.units, b1: { ...s.units.b1!, hex: hex("0202") } } };
    expect(apply(back, { type: "sea-transport", units: ["b1"], to: "0302" })).toMatchObject({ rule: "8.5.7.1" });
  });
});

describe("after landing [8.5.7.1]", () => {
  it("within one zone: half the MA, rounded up (8 → 4), and no second sailing", () => {
    const r = run(move(), [{ type: "sea-transport", units: ["b1"], to: "0302" }]);
    expect(r.state.units.b1?.hex).toBe(hex("0302"));
    expect(r.events.find((e) => e.type === "sea-transport")).toMatchObject({ units: ["b1"], from: "0202", to: "0302", sp: 1, sameZone: true, rule: "8.5.7.1" });
    expect(makeMover(boardOf(r.state), ["b1"])).toMatchObject({ ma: 4 });
    expect(apply(r.state, { type: "move", units: ["b1"], to: "0303" })).not.toHaveProperty("error");
    expect(apply(r.state, { type: "sea-transport", units: ["b1"], to: "0202" })).toMatchObject({ rule: "8.5.7.1" });
  });

  it("between zones: no further move this segment", () => {
    const r = run(move(), [{ type: "sea-transport", units: ["b1", "b2"], to: "0702" }]);
    expect(r.state.units.b2?.hex).toBe(hex("0702"));
    expect(r.events.find((e) => e.type === "sea-transport")).toMatchObject({ sameZone: false, sp: 2 });
    expect(apply(r.state, { type: "move", units: ["b1"], to: "0703" })).toMatchObject({ rule: "8.5.1" });
  });

  it("the route runs through the sea hexes next to each port, and between zones by their coastal and sea boxes [8.5.7, 8.5.6.4]", () => {
    const s = move();
    expect(transportRoute(ctx, s, "blue", hex("0202"), hex("0302"))?.path.map((p) => p.key)).toEqual(["0202", "0201", "0302"]);
    const far = transportRoute(ctx, s, "blue", hex("0202"), hex("0702"))?.path.map((p) => p.key);
    expect(far?.slice(0, 2)).toEqual(["0202", "0201"]);
    expect(far?.slice(2, 6)).toEqual(["w-coast", "w-sea", "e-sea", "e-coast"]);
    expect(far?.at(-1)).toBe("0702");
  });
});

describe("capacity per game turn [8.5.7.3, 8.5.7.4]", () => {
  it("2 SP a turn when the scenario says nothing: a third SP is refused, in this segment or a later one of the turn", () => {
    const s = run(move(), [{ type: "sea-transport", units: ["b1"], to: "0302" }, { type: "sea-transport", units: ["b2"], to: "0702" }]).state;
    expect(s.seaTransport).toEqual({ turn: s.turn, sp: { blue: 2 } });
    expect(apply(s, { type: "sea-transport", units: ["bm"], to: "0302" })).toMatchObject({ rule: "8.5.7.4" });
    expect(apply({ ...s, seg: { ...s.seg, moved: {} } }, { type: "sea-transport", units: ["bm"], to: "0302" })).toMatchObject({ rule: "8.5.7.4" });
  });

  it("a record from another turn does not count", () => {
    const s = move();
    expect(apply({ ...s, seaTransport: { turn: s.turn - 1, sp: { blue: 2 } } }, { type: "sea-transport", units: ["bm"], to: "0302" })).not.toHaveProperty("error");
  });

  it.each([
    [1, ["b1"], null],
    [1, ["bm"], "8.5.7.4"],
    [0, ["b1"], "8.5.7.4"],
    [4, ["b1", "b2", "bm"], null],
  ] as const)("the scenario's %i SP: %j → %s", (sp, units, rule) => {
    const r = apply(move({}, bundle({ specialMovement: { seaTransport: [{ side: "blue", sp }] } })), { type: "sea-transport", units: [...units], to: "0302" });
    if (rule === null) expect(r).not.toHaveProperty("error");
    else expect(r).toMatchObject({ rule });
  });
});

describe("the contested-move roll [8.5.6.4.1]", () => {
  it("in own waters no roll is made", () => {
    const r = run(move(), [{ type: "sea-transport", units: ["b1"], to: "0302" }]);
    expect(r.events.filter((e) => e.type === "die-roll")).toEqual([]);
  });

  // The enemy holds the west coastal box: port ↔ sea hex without it, +1 into its waters.
  it.each([
    [4, 5, "pass", "0302"],
    [5, 6, "fail", "0202"],
  ] as const)("roll %i (+1 → %i): %s, the stack ends at %s; the capacity is used either way", (roll, modified, outcome, where) => {
    const s = withNaval(move(), { control: { "w-coast": "red" } });
    const r = run(s, [{ type: "force-die", value: roll }, { type: "sea-transport", units: ["b1"], to: "0302" }]);
    expect(r.events.find((e) => e.type === "contested-move")).toMatchObject({ units: ["b1"], roll, drm: 1, modified, outcome, rule: "8.5.6.4.1" });
    expect(r.state.units.b1?.hex).toBe(hex(where));
    expect(r.state.seaTransport?.sp.blue).toBe(1);
    if (outcome === "fail") {
      expect(r.events.find((e) => e.type === "sea-transport-failed")).toBeDefined();
      expect(apply(r.state, { type: "move", units: ["b1"], to: "0203" })).toMatchObject({ rule: "8.5.1" });
    }
  });

  it("an enemy ship at a sea hex next to a port is sailed around when another is free; a mine area entered calls for the roll, its level added [7.5.3]", () => {
    const s = move({}, bundle({}, [{ id: "r-sag", type: "sag", at: "0201" }]));
    const c = contextOf(s.bundle);
    // 0302 touches 0201, 0301 and 0401: the first free of the enemy ship is taken (RULINGS).
    const route = transportRoute(c, s, "blue", c.cm.indexOf("0302"), c.cm.indexOf("0702"));
    expect(route?.path[1]?.key).toBe("0301");
    const mined = withNaval(move(), { mines: { [hex("0201")]: { side: "red", level: 2 } } });
    const r = run(mined, [{ type: "force-die", value: 0 }, { type: "sea-transport", units: ["b1"], to: "0302" }]);
    const roll = r.events.find((e) => e.type === "contested-move");
    expect(roll).toMatchObject({ outcome: "pass", modified: 2 });
    expect(String(roll?.reasons)).toMatch(/mine area/);
  });
});

describe("the legal-action list [8.5.7.1]", () => {
  it("lists each unit and the stack in each usable port to every other it can reach, within the capacity; none in a storm", () => {
    const s = move();
    const list = seaTransportOptions(boardOf(s), "blue");
    expect(list).toContainEqual({ type: "sea-transport", units: ["b1"], to: "0302" });
    expect(list).toContainEqual({ type: "sea-transport", units: ["bm"], to: "0702" });
    expect(list.some((a) => a.type === "sea-transport" && a.units.length === 3)).toBe(false);
    expect(list.some((a) => a.type === "sea-transport" && a.to === "0802")).toBe(false);
    for (const a of list) expect(apply(s, a)).not.toHaveProperty("error");
    expect(legalActions(s).filter((a) => a.type === "sea-transport")).toEqual(list);
    expect(seaTransportOptions(boardOf({ ...s, weather: "storm" }), "blue")).toEqual([]);
  });

  it("the same sailings from the same state give the same states and events", () => {
    const actions: Action[] = [{ type: "sea-transport", units: ["b1"], to: "0302" }, { type: "move", units: ["b1"], to: "0303" }];
    const s = withNaval(move(), { control: { "w-coast": "red" } });
    const a = run(s, actions);
    const c = run(s, actions);
    expect(c.events).toEqual(a.events);
    expect(c.state.units).toEqual(a.state.units);
  });
});

describe("the special-move query the playtest highlights from [8.5.7.1, 8.5.6.4.1]", () => {
  it("names each port with what is left of the move and the contested-move roll it needs", () => {
    const q = specialMoveTargets(withNaval(move(), { control: { "e-coast": "red" } }), ["b1"]);
    if ("error" in q) throw new Error(q.error);
    expect(q.seaTransport.map((t) => [t.to, t.after, t.contested?.reasons.length === 0])).toEqual([
      ["0302", "half-ma", true],
      ["0702", "no-move", false],
    ]);
    expect(q.seaTransport[1]?.contested?.drm).toBe(1);
    expect(q.left.seaTransport).toBe(2);
    expect(specialMoveTargets(move({ weather: "storm" }), ["b1"])).toMatchObject({ seaTransport: [], airlift: [] });
  });
});
