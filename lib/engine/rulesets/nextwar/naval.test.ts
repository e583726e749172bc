import { describe, expect, it } from "vitest";
import type { GameEvent, GameState } from "./types";
import { airPointsFor, runAirPoints } from "./air-points";
import { contextOf } from "./context";
import { carrierAirPoints, changeLevels } from "./naval-state";
import { controlDrms, runNavalControl } from "./naval-control";
import { runStormHavens } from "./naval-havens";
import { runReinforcements } from "./reinforcements";
import { cloneState } from "./state";
import { at, withRolls, coast, run, withNaval } from "./test-kit";

/**
 * The naval war's boxes and control [7.1–7.4, 8.5.6.5, 9.9.3] on a small
 * coast (test-kit.ts) with the sample game's naval control table (the
 * studio's own numbers: modified 0 enemy control, 1–2 no change, 3–5
 * contested, 6–9 control; DRMs CV/CVN ±2, SAG ±1, +1 per own ASW level, −1
 * per enemy submarine threat level, −1 per enemy mine level, ±1 air
 * supremacy).
 */

const draftAt = (s: GameState) => cloneState(s);

describe("carriers add air points [7.3.4]", () => {
  const carriers = [{ nation: "nordland", close: 2, distant: 1 }];
  // [where, coastal box control, carriers table, points]
  it.each([
    ["z-coast", "blue", carriers, 2],
    ["0302", "blue", carriers, 2],
    ["z-coast", null, carriers, 1],
    ["0302", null, carriers, 1],
    ["z-coast", "red", carriers, 0],
    ["z-sea", "red", carriers, 1],
    ["0203", "blue", carriers, 0],
    ["z-coast", "blue", undefined, 1],
    ["z-sea", "blue", undefined, 0],
  ] as const)("a CV at %s with the coastal box %s adds its air wing", (where, coastal, table, points) => {
    const b = coast([{ id: "b-cv", type: "cv", at: where }], { navalWar: { ...(table ? { carriers: [...table] } : {}) } });
    const s = withNaval(at(b, "first-move"), { control: { "z-coast": coastal } });
    expect(carrierAirPoints(contextOf(b), s, "blue").points).toBe(points);
  });

  it("a SAG adds nothing; only carriers have air wings [7.3.4]", () => {
    const b = coast([{ id: "b-sag", type: "sag", at: "z-coast" }]);
    const s = withNaval(at(b, "first-move"), { control: { "z-coast": "blue" } });
    expect(carrierAirPoints(contextOf(b), s, "blue").points).toBe(0);
  });

  // Chart 7 (blue rolls 8 on the sample chart) + 2 close carrier points − 1 lost, then weather [6.1, 6.3, 4.1].
  it.each([
    ["clear", 8],
    ["overcast", 4],
    ["storm", 2],
  ] as const)("the carriers join the roll before losses and weather: %s gives %i", (weather, points) => {
    const b = coast([{ id: "b-cv", type: "cv", at: "z-coast" }], { navalWar: { carriers: [{ nation: "nordland", close: 2, distant: 1 }] }, airWar: { allWeather: [{ side: "blue", capability: "limited" }], lostAirPoints: [{ side: "blue", points: 1 }] } }, { air: true });
    const s = { ...withNaval(at(b, "first-move"), { control: { "z-coast": "blue" } }), weather };
    expect(airPointsFor(contextOf(b), s, "blue", 8)).toMatchObject({ chart: 7, carriers: 2, lost: 1, points });
  });

  it("the air point event names the carriers' points and rule", () => {
    const b = coast([{ id: "b-cv", type: "cv", at: "z-coast" }], { navalWar: { control: [{ box: "z-coast", side: "blue" }] } }, { air: true });
    const d = draftAt({ ...at(b, "first-move"), weather: "clear" });
    const events: GameEvent[] = [];
    runAirPoints(d, events);
    expect(events.find((e) => e.type === "air-points" && e.side === "blue")).toMatchObject({ carriers: 1, carrierRule: "7.3.4" });
  });
});

describe("which boxes are rolled for [7.2, SOP step 4]", () => {
  const b = coast([]);
  // North zone blue in both boxes, so only the strait's boxes roll. [sea box, coastal box, boxes rolled in order]
  it.each([
    ["blue", "blue", []],
    ["blue", null, ["z-coast"]],
    ["blue", "red", ["z-coast"]],
    [null, null, ["z-coast", "z-sea"]],
    [null, "blue", ["z-coast", "z-sea"]],
    ["red", "red", ["z-sea"]],
    ["red", "blue", ["z-coast", "z-sea"]],
  ] as const)("sea box %s, coastal box %s: %j", (sea, coastal, rolled) => {
    const s = withNaval({ ...at(b, "first-move", {}, 3), weather: "clear" }, { control: { "n-sea": "blue", "n-coast": "blue", "z-sea": sea, "z-coast": coastal } });
    const d = draftAt(s);
    const events: GameEvent[] = [];
    runNavalControl(d, events);
    expect(events.filter((e) => e.type === "naval-control").map((e) => e.box)).toEqual(rolled);
  });

  it("no roll in a storm [7.2, 8.5.6.5]", () => {
    const d = draftAt({ ...at(b, "first-move"), weather: "storm" });
    const events: GameEvent[] = [];
    runNavalControl(d, events);
    expect(events.map((e) => e.type)).toEqual(["naval-control-skipped"]);
  });

  it("blue rolls by the scenario's rolling side, else the first player [7.2]", () => {
    const red = coast([], { navalWar: { rollingSide: "red" } });
    const d = draftAt(withNaval({ ...at(red, "first-move"), weather: "clear" }, { control: { "n-sea": "red", "n-coast": "red", "z-sea": "red", "z-coast": "red" } }));
    const events: GameEvent[] = [];
    runNavalControl(d, events);
    expect(events.filter((e) => e.type === "naval-control")).toEqual([]);
  });
});

describe("the control roll's DRMs [7.2.2, 7.4, 7.5, 6.4]", () => {
  const b = coast(
    [
      { id: "b-cv", type: "cv", at: "z-coast" },
      { id: "b-sag", type: "sag", at: "0302" },
      { id: "r-sag", type: "sag", at: "z-sea" },
      { id: "b-sag2", type: "sag", at: "n-sea" },
      { id: "b-amph", type: "amph", at: "z-coast" },
    ],
    { navalWar: { rollingSide: "blue", levels: [{ side: "blue", asw: 2, submarineThreat: 1 }, { side: "red", asw: 1, submarineThreat: 3 }] } },
  );
  const ctx = contextOf(b);
  const base = at(b, "first-move");

  it("ships count for both boxes of their zone wherever they are in it; an AMPH counts for nothing here; levels by kind", () => {
    const sea = controlDrms(ctx, base, 1, "sea", "blue");
    expect(sea).toEqual([
      { id: "carriers", value: 2, count: 1 },
      { id: "asw", value: 1, count: 2 },
      { id: "submarines", value: -1, count: 3 },
    ]);
    // The SAGs cancel out: blue's at 0302, red's in the sea box.
    expect(controlDrms(ctx, base, 1, "coastal", "blue")).toEqual(sea);
    // The north zone sees only blue's second SAG.
    expect(controlDrms(ctx, base, 0, "sea", "blue")).toContainEqual({ id: "surface-groups", value: 1, count: 1 });
  });

  it("mines count on the coastal box roll only: enemy levels less own [7.5.3]", () => {
    const s = withNaval(base, { mines: { [ctx.cm.indexOf("0502")]: { side: "red", level: 2 }, [ctx.cm.indexOf("0203")]: { side: "blue", level: 1 } } });
    expect(controlDrms(ctx, s, 1, "coastal", "blue")).toContainEqual({ id: "mines", value: -1, count: 1 });
    expect(controlDrms(ctx, s, 1, "sea", "blue").some((d) => d.id === "mines")).toBe(false);
    expect(controlDrms(ctx, s, 0, "coastal", "blue").some((d) => d.id === "mines")).toBe(false);
  });

  it.each([
    ["supremacy", 1],
    ["superiority", 0],
    ["denied", -1],
  ] as const)("blue air %s: air supremacy count %i", (level, count) => {
    const s = { ...base, air: { ...(base.air as NonNullable<GameState["air"]>), level: { blue: level, red: "contested" } } };
    const d = controlDrms(ctx, s, 1, "sea", "blue").find((x) => x.id === "air-supremacy");
    expect(d?.count ?? 0).toBe(count);
  });

  it("the roll reads the table at roll + DRMs, kept within 0–9", () => {
    // DRM +2 (carrier) +2 (ASW) −3 (submarines) = +1: a 4 reads 5 (contested), a 9 reads 9 (control).
    for (const [roll, outcome] of [
      [4, "contested"],
      [5, "control"],
      [0, "no-change"],
    ] as const) {
      const d = draftAt(withRolls(withNaval({ ...base, weather: "clear" }, { control: { "n-sea": "blue", "n-coast": "blue", "z-sea": "red", "z-coast": "red" } }), [roll]));
      const events: GameEvent[] = [];
      runNavalControl(d, events);
      expect(events.find((e) => e.type === "naval-control")).toMatchObject({ box: "z-sea", roll, drm: 1, modified: roll + 1, outcome });
    }
  });
});

describe("control changes and withdrawal [7.2.1, 7.4.3]", () => {
  const b = coast([
    { id: "r-sag", type: "sag", at: "z-coast" },
    { id: "r-amph", type: "amph", at: "0702" },
    { id: "r-cv", type: "cv", at: "z-sea" },
    { id: "b-sag", type: "sag", at: "0302" },
  ], { navalWar: { rollingSide: "blue", levels: [{ side: "red", asw: 2, submarineThreat: 2 }] } });
  const ctx = contextOf(b);

  function roll(s: GameState, rolls: number[]): { d: GameState; events: GameEvent[] } {
    const d = draftAt(withRolls({ ...s, weather: "clear" }, rolls));
    const events: GameEvent[] = [];
    runNavalControl(d, events);
    return { d, events };
  }

  it("blue taking the coastal box sends red's ships in it and in its sea hexes to red's nearest port; each leaving the box lowers red's levels", () => {
    // Only the coastal box is rolled: 9 with the DRMs (red CV −2; the SAGs cancel) reads 7, control.
    const s = withNaval(at(b, "first-move"), { control: { "n-sea": "blue", "n-coast": "blue", "z-sea": "blue", "z-coast": "red" }, sub: { red: 0 } });
    const { d, events } = roll(s, [9]);
    expect(events.find((e) => e.type === "naval-control")).toMatchObject({ box: "z-coast", drm: -2, after: "blue" });
    expect(d.units["r-sag"]?.at).toBe("0703");
    expect(d.units["r-amph"]?.at).toBe("0703");
    expect(d.units["r-cv"]?.at).toBe("z-sea");
    expect(events.filter((e) => e.type === "naval-relocated").map((e) => e.rule)).toEqual(["7.2.1", "7.2.1"]);
    // Only the SAG left a box [7.4.3].
    expect(d.naval?.asw.red).toBe(1);
  });

  it("with no own port to go to, a ship leaving coastal waters is removed [7.2.1]", () => {
    const s = withNaval({ ...at(b, "first-move"), control: { [ctx.cm.indexOf("0703")]: "blue" } }, { control: { "n-sea": "blue", "n-coast": "blue", "z-sea": "blue", "z-coast": "red" }, sub: { red: 0 } });
    const { d } = roll(s, [9]);
    expect(d.units["r-sag"]?.status).toBe("eliminated");
    expect(d.units["r-amph"]?.status).toBe("eliminated");
  });

  // Rolls in order: the strait's coastal box (kept as it was), the north sea box when red holds it (kept), then the strait's sea box (9 − 2 = 7, control).
  it.each([
    ["red", "blue", [2, 9], "z-coast"],
    ["blue", "red", [9, 1, 9], "n-sea"],
    [null, "blue", [5, 9], null],
  ] as const)("blue taking the sea box with the coastal box %s and the north zone %s sends red's CV to %s", (coastal, north, rolls, where) => {
    const s = withNaval(at(b, "first-move"), { control: { "n-sea": north, "n-coast": north, "z-sea": null, "z-coast": coastal }, sub: { red: 0 } });
    const { d, events } = roll(s, [...rolls]);
    expect(events.filter((e) => e.type === "naval-control").map((e) => [e.box, e.after])).toContainEqual(["z-sea", "blue"]);
    expect(d.naval?.control["z-coast"]).toBe(coastal);
    if (where) expect(d.units["r-cv"]?.at).toBe(where);
    else expect(d.units["r-cv"]?.status).toBe("eliminated");
  });

  it("a box turning contested sends nobody away", () => {
    const s = withNaval(at(b, "first-move"), { control: { "n-sea": "blue", "n-coast": "blue", "z-sea": "blue", "z-coast": "red" }, sub: { red: 0 } });
    const { d, events } = roll(s, [6]);
    expect(events.find((e) => e.type === "naval-control")).toMatchObject({ after: null });
    expect(d.units["r-sag"]?.at).toBe("z-coast");
  });

  it("a modified 0 hands the box to the enemy of the roller (the sample table's enemy-control)", () => {
    const s = withNaval(at(b, "first-move"), { control: { "n-sea": "blue", "n-coast": "blue", "z-sea": null, "z-coast": "blue" }, sub: { red: 0 } });
    const { d, events } = roll(s, [0, 9]);
    expect(events.find((e) => e.box === "z-coast" && e.type === "naval-control")).toMatchObject({ outcome: "enemy-control", after: "red" });
    // Blue's SAG in the strait's sea hexes goes to blue's port.
    expect(d.units["b-sag"]?.at).toBe("0203");
  });
});

describe("ASW and submarine threat levels [7.4.3]", () => {
  const b = coast([{ id: "b-sag", type: "sag" }], { navalWar: { levels: [{ side: "blue", asw: 0, submarineThreat: 0 }, { side: "red", asw: 4, submarineThreat: 5 }], trackMax: 5 }, reinforcements: [{ turn: 1, units: ["b-sag"], at: "z-sea" }] });
  it.each([
    ["red", 1, 5, 5],
    ["red", -2, 2, 3],
    ["red", -9, 0, 0],
    ["blue", 1, 1, 0],
  ] as const)("%s %i: ASW %i, submarine threat %i (never below 0 or above the track; a threat at 0 never rises)", (side, delta, asw, sub) => {
    const d = draftAt(at(b, "first-move"));
    changeLevels(d, side, delta, "test", []);
    expect([d.naval?.asw[side], d.naval?.sub[side]]).toEqual([asw, sub]);
  });

  it("a naval unit arriving as a reinforcement raises its side's levels [7.4.3]", () => {
    const d = draftAt(at(b, "reinforcements"));
    const events: GameEvent[] = [];
    runReinforcements(d, events);
    expect(d.units["b-sag"]).toMatchObject({ status: "offmap", at: "z-sea" });
    expect(events.find((e) => e.type === "naval-levels")).toMatchObject({ side: "blue", asw: 1, submarineThreat: 0, rule: "7.4.3" });
  });
});

describe("storm: ships to the sea box or port [8.5.6.5]", () => {
  // [unit, where, sea box control, red port held by blue, where after (null: removed)]
  it.each([
    ["b-sag", "z-coast", "blue", false, "z-sea"],
    ["b-sag", "0302", "blue", false, "z-sea"],
    ["b-sag", "0302", null, false, "0203"],
    ["b-sag", "z-sea", "red", false, "z-sea"],
    ["b-sag", "0203", null, false, "0203"],
    ["r-sag", "0602", "blue", false, "0703"],
    ["r-sag", "z-coast", "blue", true, null],
  ] as const)("%s at %s (sea box %s, red port lost: %s) goes to %s", (unit, where, sea, lostPort, after) => {
    const b = coast([{ id: unit, type: "sag", at: where }]);
    const ctx = contextOf(b);
    const s = withNaval({ ...at(b, "first-move"), weather: "storm", ...(lostPort ? { control: { [ctx.cm.indexOf("0703")]: "blue" } } : {}) }, { control: { "z-sea": sea } });
    const d = draftAt(s);
    runStormHavens(d, []);
    if (after === null) expect(d.units[unit]?.status).toBe("eliminated");
    else expect(d.units[unit]?.at).toBe(after);
  });

  it("the weather phase runs it when the weather is a storm", () => {
    const b = coast([{ id: "b-sag", type: "sag", at: "0302" }], { gt1Weather: "storm", navalWar: { control: [{ box: "z-sea", side: "blue" }] } });
    expect(at(b, "first-move").units["b-sag"]?.at).toBe("z-sea");
  });
});

describe("a port taken by the enemy [9.9.3]", () => {
  it.each([
    [null, "z-coast"],
    ["blue", "z-coast"],
    ["red", "returning"],
  ] as const)("with the coastal box %s the ships in it go to %s", (coastal, where) => {
    const b = coast([{ id: "b-sag", type: "sag", at: "0203" }, { id: "r-inf2", type: "inf", at: "0304" }]);
    const s = withNaval(at(b, "first-move"), { control: { "z-coast": coastal } });
    const r = run(s, [{ type: "move", units: ["r-inf2"], to: "0203" }]);
    if (where === "returning") {
      expect(r.state.units["b-sag"]?.status).toBe("pending");
      expect(r.state.naval?.returning?.["b-sag"]).toEqual({ turn: 3, at: "z-sea" });
      expect(r.events.find((e) => e.type === "naval-returning")).toMatchObject({ unit: "b-sag", rule: "9.9.3" });
    } else expect(r.state.units["b-sag"]?.at).toBe(where);
  });
});
