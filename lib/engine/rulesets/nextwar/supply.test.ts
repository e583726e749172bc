import { describe, expect, it } from "vitest";
import { BOTS, apply, createGame, currentSegment, explainCombat, replay, stateHash, type Action } from "../../index";
import type { GameEvent, GameState } from "./types";
import { boardOf, buildBoard, valuesOf } from "./board";
import { contextOf } from "./context";
import { makeMover } from "./movement";
import { checkRebuild, checkRestore } from "./replacements";
import { SEGMENTS } from "./sop";
import { hexInSupply, isSupplySource, runSupply } from "./supply";
import { at, board, sampleBundle, type UnitSpec, withNaval, coast } from "./test-kit";
import { RuleError } from "../../core/errors";

/**
 * The optional supply rule [13.1]. The board: four rows of clear, all
 * Nordland (blue); a city at 0102 with a road east along row 2 to 0802.
 */
const ON = { optionalRules: { supply: true } };
const road = (units: UnitSpec[], extra: Parameters<typeof board>[0]["features"] = []) =>
  board({
    rows: ["cccccccc", "cccccccc", "cccccccc", "cccccccc"],
    features: [{ kind: "city", hex: "0102" }, ...extra],
    roads: [{ kind: "secondary", path: ["0102", "0202", "0302", "0402", "0502", "0602", "0702", "0802"] }],
    units,
    scenario: ON,
  });

function supplied(state: GameState): GameState {
  const draft = { ...state };
  const events: GameEvent[] = [];
  runSupply(draft, events);
  return draft;
}

const out = (s: GameState) => Object.keys(s.supply?.out ?? {}).sort();

describe("the supply phase [13.1.1]", () => {
  it("comes between the weather and the initiative phases, only when the scenario plays the rule", () => {
    const ids = SEGMENTS.map((s) => s.id);
    expect(ids.indexOf("supply")).toBeGreaterThan(ids.indexOf("weather"));
    expect(ids.indexOf("supply")).toBeLessThan(ids.indexOf("initiative"));
    const units: UnitSpec[] = [{ id: "b1", type: "inf", at: "0602" }, { id: "b2", type: "inf", at: "0604" }, { id: "r1", type: "inf", at: "0801" }];
    const withRule = createGame(road(units), { seed: 3 });
    // r1 has no friendly city, port or road: out of supply from the first turn; b2 is two hexes off the road.
    expect(out(withRule)).toEqual(["b2", "r1"]);
    const without = board({ rows: ["cccccccc", "cccccccc", "cccccccc", "cccccccc"], units });
    expect(createGame(without, { seed: 3 }).supply).toBeUndefined();
  });
});

describe("lines of communication [13.1.2, 13.1.3]", () => {
  it("a unit on a road to a friendly city, or next to such a road, is in supply; two hexes off it is not", () => {
    const s = supplied(at(road([{ id: "b1", type: "inf", at: "0802" }, { id: "b2", type: "inf", at: "0501" }, { id: "b3", type: "inf", at: "0504" }]), "first-move"));
    expect(out(s)).toEqual(["b3"]);
  });
  it("a unit in a friendly city is in supply; the city is a source only while the side controls it [13.1.2]", () => {
    const b = road([{ id: "b1", type: "inf", at: "0102" }]);
    const s = at(b, "first-move");
    const ctx = contextOf(b);
    expect(isSupplySource(ctx, s, "blue", ctx.cm.indexOf("0102"))).toBe(true);
    expect(isSupplySource(ctx, { ...s, control: { [ctx.cm.indexOf("0102")]: "red" } }, "blue", ctx.cm.indexOf("0102"))).toBe(false);
    // a town is no source
    expect(isSupplySource(ctx, s, "blue", ctx.cm.indexOf("0502"))).toBe(false);
  });
  it("an enemy unit on the road cuts the line [13.1.3]", () => {
    const s = supplied(at(road([{ id: "b1", type: "inf", at: "0802" }, { id: "r1", type: "inf", at: "0402" }]), "first-move"));
    expect(out(s)).toContain("b1");
  });
  it("an enemy ZOC on the road cuts the line unless friendly units stand in it [13.1.3, 8.2]", () => {
    // r1 (armour, 2 SP) at 0403 projects its ZOC onto the road next to it.
    const cut = supplied(at(road([{ id: "b1", type: "inf", at: "0802" }, { id: "r1", type: "armour", at: "0403" }]), "first-move"));
    expect(out(cut)).toContain("b1");
    const ctx = contextOf(road([]));
    const onRoad = ["0202", "0302", "0402", "0502", "0602", "0702"];
    const near = onRoad.filter((l) => ctx.cm.distance(ctx.cm.indexOf(l), ctx.cm.indexOf("0403")) === 1);
    const guards: UnitSpec[] = near.map((l, i) => ({ id: `b-guard-${i}`, type: "inf", at: l }));
    const held = supplied(at(road([{ id: "b1", type: "inf", at: "0802" }, { id: "r1", type: "armour", at: "0403" }, ...guards]), "first-move"));
    expect(out(held)).not.toContain("b1");
  });
  it("an enemy-controlled city or installation on the road cuts the line [13.1.3]", () => {
    const b = road([{ id: "b1", type: "inf", at: "0802" }], [{ kind: "city", hex: "0402" }]);
    const ctx = contextOf(b);
    const s0 = at(b, "first-move");
    expect(out(supplied(s0))).toEqual([]);
    expect(out(supplied({ ...s0, control: { [ctx.cm.indexOf("0402")]: "red" } }))).toEqual(["b1"]);
  });
  it("a port is a source only while the side controls its coastal box [13.1.2, 7.1]", () => {
    const b = coast([], ON);
    const ctx = contextOf(b);
    const s = at(b, "first-move");
    const port = ctx.cm.indexOf("0203");
    expect(isSupplySource(ctx, s, "blue", port)).toBe(true);
    expect(isSupplySource(ctx, withNaval(s, { control: { "z-coast": "red" } }), "blue", port)).toBe(false);
    expect(isSupplySource(ctx, withNaval(s, { control: { "z-coast": null } }), "blue", port)).toBe(false);
    // b-inf at 0104 is next to the port, but the port has no road: the line runs along road hexes only.
    expect(hexInSupply(buildBoard(s), "blue", ctx.cm.indexOf("0203"))).toBe(true);
    expect(hexInSupply(buildBoard(s), "blue", ctx.cm.indexOf("0104"))).toBe(false);
  });
});

describe("the effects of being out of supply [13.1.4]", () => {
  const b = road([
    { id: "b-arm", type: "armour", at: "0504" },
    { id: "b-hq", type: "hq", at: "0404" },
    { id: "b-ok", type: "para", at: "0802" },
    { id: "b-para", type: "para", at: "0304" },
    { id: "r1", type: "inf", at: "0801" },
  ]);
  const start = at(b, "first-move");
  // r1 has lost a step: its reduced side shows.
  const s = supplied({ ...start, units: { ...start.units, r1: { ...start.units.r1!, steps: 1 } } });
  const ctx = contextOf(b);
  it.each([
    // armour 8-5-5-12: attack and MA halved, ER one less, defence unchanged
    ["b-arm", { attack: 4, defence: 5, er: 4, ma: 6 }],
    // a printed 0 attack stays 0; the HQ's 10 MA → 5
    ["b-hq", { attack: 0, defence: 2, er: 3, ma: 5 }],
    // reduced 1-2 infantry: 1 attack halved is still 1 (at least 1)
    ["r1", { attack: 1, defence: 2, er: 3, ma: 4 }],
  ])("%s's values", (id, values) => {
    expect(valuesOf(ctx, s, id)).toEqual(values);
  });
  it("a combat's breakdown says an attacker's strength is halved for supply [13.1.4, 9.4]", () => {
    const next = road([{ id: "b-arm", type: "armour", at: "0504" }, { id: "r1", type: "inf", at: "0604" }]);
    const st = supplied(at(next, "first-combat", { initiative: "blue" }));
    const ex = explainCombat(st, { attackers: ["b-arm"], defender: "0604" });
    if ("error" in ex) throw new Error(ex.error);
    expect(ex.lines.find((l) => l.text.startsWith("b-arm: AS 4"))?.text).toContain("out of supply: halved, ER −1 [13.1.4]");
  });
  it("units in supply keep their printed values", () => {
    expect(valuesOf(ctx, s, "b-ok")).toEqual({ attack: 2, defence: 3, er: 6, ma: 8 });
  });
  it("no move in the elite reaction or breakthrough segment; other segments as usual", () => {
    const board = boardOf(s);
    for (const restriction of ["elite", "not-in-ezoc"] as const) {
      const m = makeMover(board, ["b-para"], { restriction });
      expect(m).toBeInstanceOf(RuleError);
      expect((m as RuleError).rule).toBe("13.1.4");
    }
    expect(makeMover(board, ["b-ok"], { restriction: "elite" })).not.toBeInstanceOf(RuleError);
    expect(makeMover(board, ["b-para"])).not.toBeInstanceOf(RuleError);
  });
  it("no replacement step for a unit out of supply, and no rebuild where it would be out of supply", () => {
    const r = { ...s, replacementPoints: { nordland: 9, ostmark: 9 } };
    const restore = checkRestore(buildBoard(r), "red", "r1");
    expect(restore).toBeInstanceOf(RuleError);
    expect((restore as RuleError).rule).toBe("13.1.4");
    const dead = { ...r, units: { ...r.units, "b-arm": { ...r.units["b-arm"]!, status: "eliminated" as const, hex: -1, steps: 0 } } };
    const far = checkRebuild(buildBoard(dead), "blue", "b-arm", "0504");
    expect(far).toBeInstanceOf(RuleError);
    expect((far as RuleError).rule).toBe("13.1.4");
    expect(checkRebuild(buildBoard(dead), "blue", "b-arm", "0403")).toMatchObject({ hex: ctx.cm.indexOf("0403") });
  });
});

describe("the sample scenario with the supply rule [13.1]", () => {
  it("bots play it to a result, and the game replays to the same hash", () => {
    const base = sampleBundle();
    const bundle = { ...base, scenario: { ...base.scenario, optionalRules: { supply: true } } };
    let state = createGame(bundle, { seed: 11 });
    const bots = { blue: BOTS.greedy!({ seed: 11, side: "blue" }), red: BOTS.greedy!({ seed: 11, side: "red" }) };
    const actions: Action[] = [];
    let supplyPhases = 0;
    while (!state.result && actions.length < 20_000) {
      const action = bots[currentSegment(state).active as "blue" | "red"].choose(state);
      const r = apply(state, action);
      if ("error" in r) throw new Error(r.error);
      supplyPhases += r.events.filter((e) => e.type === "supply").length;
      actions.push(action);
      state = r.state;
    }
    expect(state.result).not.toBeNull();
    expect(supplyPhases).toBeGreaterThan(0);
    const again = replay(bundle, 11, actions);
    if ("error" in again) throw new Error(again.error);
    expect(again.hash).toBe(stateHash(state));
  }, 120_000);
});
