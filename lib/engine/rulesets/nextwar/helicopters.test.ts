import { describe, expect, it } from "vitest";
import { type Action, type GameEvent, type GameState, apply, legalActions, rebaseTargetsOf } from "../../index";
import type { EngineBundle } from "./types";
import { boardOf } from "./board";
import { contextOf } from "./context";
import { baseOf, checkHelicopterBases, missionBar, readyHelicopters } from "./helicopters";
import { checkRebuild, checkRestore } from "./replacements";
import { cloneState } from "./state";
import { at, board, game, run } from "./test-kit";

/**
 * Attack helicopters [6.5]: bases and their limits [6.5.1, 6.5.1.1], rebasing
 * [6.5.1.2] with escorts and ADF [6.2.2, 6.6], base capture with the loss
 * table and the forced rebase [6.5.4], no repair or rebuild [6.5.4], USMC
 * helicopters on an AMPH [6.5.5]. Blue's country is columns 1–5.
 *
 *   0101 airbase: bh1 bh2 bh3 (full)   0301 airfield (empty)   0501 airfield: bh4
 *   0303 city: bh5 (range 1)            0105 city (empty)       0901 red airbase
 */
function bundle(extra: Parameters<typeof board>[0]["units"] = [], without: string[] = []): EngineBundle {
  return board({
    rows: ["ccccccccc", "ccccccccc", "ccccccccc", "ccccccccc", "ccccccccc"],
    borders: Array.from({ length: 5 }, () => "nnnnnoooo"),
    features: [
      { hex: "0101", kind: "airbase", name: "Blue AB" },
      { hex: "0301", kind: "airfield", name: "Field 3" },
      { hex: "0501", kind: "airfield", name: "Field 5" },
      { hex: "0303", kind: "city", name: "Three" },
      { hex: "0105", kind: "city", name: "One" },
      { hex: "0901", kind: "airbase", name: "Red AB" },
    ],
    units: [
      { id: "b1", type: "inf", at: "0205" },
      { id: "r1", type: "armour", at: "0702" },
      { id: "bh1", type: "attack-helo", at: "0101" },
      { id: "bh2", type: "attack-helo", at: "0101" },
      { id: "bh3", type: "attack-helo", at: "0101" },
      { id: "bh4", type: "attack-helo", at: "0501" },
      { id: "bh5", type: "attack-helo", range: 1, at: "0303" },
      ...extra,
    ].filter((u) => !without.includes(u.id)),
    scenario: { chartOverrides: { airPoints: game().charts.airPoints } },
  });
}

function withLevel(s: GameState, level: string, points: Record<string, number> = {}): GameState {
  return { ...s, air: { ...s.air!, points: { blue: 0, red: 0, ...points }, level: { blue: level, red: "contested" } } };
}

const force = (...faces: number[]): Action[] => faces.map((value) => ({ type: "force-die", value }));
const rebase = (unit: string, to: string, escort?: number): Action => ({ type: "rebase", unit, to, ...(escort !== undefined ? { escort } : {}) });

describe("bases and basing limits [6.5.1, 6.5.1.1]", () => {
  it("helicopters set up in a land hex are based there, on the map but holding nothing", () => {
    const s = at(bundle(), "reaction-move");
    expect(s.units.bh1).toMatchObject({ status: "map", hex: contextOf(s.bundle).cm.indexOf("0101") });
    expect(boardOf(s).at.get(contextOf(s.bundle).cm.indexOf("0101"))).toBeUndefined();
  });

  it.each<[string, string, string, string | null]>([
    ["bh4", "0101", "an airbase holds 3", "6.5.1.1"],
    ["bh1", "0501", "an airfield holds 1", "6.5.1.1"],
    ["bh1", "0301", "an empty airfield", null],
    ["bh1", "0105", "an empty city", null],
    ["bh1", "0202", "a hex with no airbase, airfield or city", "6.5.1"],
    ["bh1", "0901", "an enemy airbase", "6.5.1"],
    ["bh1", "0101", "its own base", "6.5.1.2"],
    ["bh5", "0301", "twice its range of 1 away", null],
    ["bh5", "0105", "beyond twice its range", "6.5.1.2"],
  ])("%s rebasing to %s (%s): %s", (unit, to, _what, rule) => {
    const r = apply(withLevel(at(bundle(), "reaction-move"), "contested"), rebase(unit, to));
    if (rule) expect(r).toMatchObject({ rule });
    else expect("error" in r).toBe(false);
  });

  it("legal actions list every voluntary rebase of the side's helicopters", () => {
    const rebases = legalActions(withLevel(at(bundle(), "reaction-move"), "contested")).filter((a) => a.type === "rebase");
    expect(rebases).toContainEqual({ type: "rebase", unit: "bh1", to: "0301" });
    expect(rebases).toContainEqual({ type: "rebase", unit: "bh5", to: "0301" });
    expect(rebases).not.toContainEqual({ type: "rebase", unit: "bh5", to: "0105" });
    expect(rebases.every((a) => a.type === "rebase" && a.to !== "0101" && a.to !== "0501")).toBe(true);
    expect(rebaseTargetsOf(withLevel(at(bundle(), "reaction-move"), "contested"), "bh5")).toEqual(["0301"]);
  });
});

describe("rebasing [6.5.1.2]", () => {
  it.each<[string, string, string]>([
    ["in a combat segment", "reaction-combat", "6.5.1.2"],
    ["in the enemy's movement segment", "initiative-move", "6.5.1.2"],
    ["in the elite reaction segment", "elite-reaction-move", "3.0"],
  ])("is refused %s", (_what, segment, rule) => {
    expect(apply(withLevel(at(bundle(), segment), "contested"), rebase("bh1", "0301"))).toMatchObject({ rule });
  });

  it("ends the helicopter's flying for the turn, and a second rebase is refused", () => {
    const { state, events } = run(withLevel(at(bundle(), "reaction-move"), "contested"), [rebase("bh1", "0301")]);
    expect(events.find((e) => e.type === "rebase")).toMatchObject({ unit: "bh1", from: "0101", to: "0301", rule: "6.5.1.2" });
    expect(baseOf(contextOf(state.bundle), state, "bh1")?.hex).toBe(contextOf(state.bundle).cm.indexOf("0301"));
    expect(apply(state, rebase("bh1", "0105"))).toMatchObject({ rule: "6.5.1.2" });
    expect(missionBar(boardOf(state), "bh1", "blue", contextOf(state.bundle).cm.indexOf("0702"))).toMatchObject({ rule: "6.5.1.2" });
  });

  it("is refused to a helicopter that has flown a mission this turn", () => {
    const s = withLevel(at(bundle(), "reaction-move"), "contested");
    const flown = { ...s, air: { ...s.air!, helicopters: { ...s.air!.helicopters, bh1: { missions: 1, lastStep: 0, rebased: false } } } };
    expect(apply(flown, rebase("bh1", "0301"))).toMatchObject({ rule: "6.5.1.2" });
  });

  it("is allowed in a storm, when no other mission is [4.1.3]", () => {
    const r = apply(withLevel(at(bundle(), "reaction-move", { weather: "storm" }), "contested"), rebase("bh1", "0301"));
    expect("error" in r).toBe(false);
  });

  it("over own country, away from the enemy, under contested air superiority it is not fired on [6.6]", () => {
    const { events } = run(withLevel(at(bundle(), "reaction-move"), "contested"), [rebase("bh1", "0301")]);
    expect(events.find((e) => e.type === "adf-exempt")).toMatchObject({ unit: "bh1", mission: "rebase", rule: "6.6" });
    expect(events.some((e) => e.type === "die-roll")).toBe(false);
  });

  it.each([
    ["contested, but the target is next to an enemy unit", "contested", "0501", "0601"],
    ["unfavourable air superiority", "unfavourable", "0301", "0702"],
  ])("is fired on under %s", (_what, level, to, enemyAt) => {
    const s = withLevel(at(bundle(), "reaction-move"), level);
    const moved = { ...s, units: { ...s.units, r1: { ...s.units.r1!, hex: contextOf(s.bundle).cm.indexOf(enemyAt) }, bh4: { ...s.units.bh4!, hex: contextOf(s.bundle).cm.indexOf("0303"), status: "map" as const } } };
    const { events } = run(moved, [...force(9), rebase("bh1", to)]);
    expect(events.find((e) => e.type === "adf")).toMatchObject({ mission: "rebase", unit: "bh1", level });
  });

  it("escorts add +1 each to the ADF roll and are spent; they are not fired on [6.2.2]", () => {
    const s = withLevel(at(bundle(), "reaction-move"), "unfavourable", { blue: 3 });
    const { state, events } = run(s, [...force(3), rebase("bh1", "0301", 2)]);
    expect(events.filter((e) => e.type === "adf")).toHaveLength(1);
    expect(events.find((e) => e.type === "adf")).toMatchObject({ roll: 3, drm: 2, modified: 5 });
    expect(state.air?.points.blue).toBe(1);
    expect(apply(s, rebase("bh1", "0301", 3))).toMatchObject({ rule: "6.2.2" });
    expect(apply(withLevel(at(bundle(), "reaction-move"), "unfavourable", { blue: 1 }), rebase("bh1", "0301", 2))).toMatchObject({ rule: "6.2" });
  });

  it.each([
    // Sample "unfavourable" ADF line: *, *, −2, −1, −1, abort, abort, none …
    ["abort: it stays where it was, its flying over for the turn", 5, "0101", 2],
    ["(−1): no effect on a rebase", 3, "0301", 2],
    ["*: it loses a step and lands", 0, "0301", 1],
  ])("ADF %s", (_what, face, where, steps) => {
    const s = withLevel(at(bundle(), "reaction-move"), "unfavourable");
    const { state } = run(s, [...force(face), rebase("bh1", "0301")]);
    const ctx = contextOf(state.bundle);
    expect(state.units.bh1).toMatchObject({ hex: ctx.cm.indexOf(where), steps });
    expect(state.air?.helicopters.bh1?.rebased).toBe(true);
  });
});

describe("a captured base [6.5.4, 6.5.1.2 exception]", () => {
  // Sample loss table: eliminated, step-loss, step-loss, then none.
  it.each([
    ["none", 5, 2, "0301"],
    ["step-loss", 1, 1, "0301"],
    ["eliminated", 0, 0, null],
  ])("loss table %s: then a forced rebase to the nearest friendly base with room", (result, face, steps, to) => {
    const s = withLevel(at(bundle(), "initiative-move"), "contested");
    const { state, events } = run(s, [...force(face, 9), { type: "move", units: ["r1"], to: "0501" }]);
    expect(events.find((e) => e.type === "helicopter-loss")).toMatchObject({ unit: "bh4", hex: "0501", roll: face, result, rule: "6.5.4" });
    expect(state.units.bh4?.steps).toBe(steps);
    if (to) {
      expect(events.find((e) => e.type === "rebase")).toMatchObject({ unit: "bh4", from: "0501", to, forced: true });
      expect(events.find((e) => e.type === "adf")).toMatchObject({ unit: "bh4", mission: "forced rebase" });
      expect(state.air?.helicopters.bh4?.rebased).toBe(true);
    } else expect(state.units.bh4?.status).toBe("eliminated");
  });

  it("an abort does not stop a forced rebase", () => {
    const s = withLevel(at(bundle(), "initiative-move"), "unfavourable");
    const { state } = run(s, [...force(5, 5), { type: "move", units: ["r1"], to: "0501" }]);
    expect(state.units.bh4?.hex).toBe(contextOf(s.bundle).cm.indexOf("0301"));
  });

  it("enemy control of the base is a capture too", () => {
    const s = withLevel(at(bundle(), "reaction-move"), "contested");
    const draft = cloneState({ ...s, control: { [contextOf(s.bundle).cm.indexOf("0303")]: "red" } });
    const events: GameEvent[] = [];
    checkHelicopterBases(withRollsForced(draft, [5, 9]), events);
    expect(events.filter((e) => e.type === "helicopter-loss").map((e) => e.unit)).toEqual(["bh5"]);
  });

  it("with only full bases in reach it overstacks one and must rebase next turn, or is removed at the reorganisation after", () => {
    // bh6 (range 1) at 0501: 0301 (2 hexes) is its only base in reach, and bh7 holds it.
    const only = bundle([{ id: "bh6", type: "attack-helo", range: 1, at: "0501" }, { id: "bh7", type: "attack-helo", at: "0301" }], ["bh4"]);
    const s = withLevel(at(only, "initiative-move"), "contested");
    const { state, events } = run(s, [...force(5, 9), { type: "move", units: ["r1"], to: "0501" }]);
    expect(events.find((e) => e.type === "rebase")).toMatchObject({ unit: "bh6", to: "0301", forced: true, overstacked: true });
    expect(state.air?.helicopters.bh6?.mustRebase).toBe(state.turn);
    expect(missionBar(boardOf(state), "bh6", "blue", contextOf(state.bundle).cm.indexOf("0502"))).toMatchObject({ rule: "6.5.1.2" });
    // The same turn's reorganisation keeps it; the next turn's removes it if it is still over the limit.
    const sameTurn = cloneState(state);
    readyHelicopters(sameTurn, []);
    expect(sameTurn.units.bh6?.status).toBe("map");
    const nextTurn = cloneState({ ...state, turn: state.turn + 1 });
    const ev: GameEvent[] = [];
    readyHelicopters(nextTurn, ev);
    expect(nextTurn.units.bh6?.status).toBe("eliminated");
    expect(ev.find((e) => e.type === "helicopter-removed")).toMatchObject({ unit: "bh6", rule: "6.5.1.2" });
  });

  it("with no friendly base in reach it is removed", () => {
    const b = bundle([{ id: "bh8", type: "attack-helo", range: 0, at: "0105" }]);
    const s = withLevel(at(b, "reaction-move"), "contested");
    const draft = cloneState({ ...s, control: { [contextOf(b).cm.indexOf("0105")]: "red" } });
    const events: GameEvent[] = [];
    checkHelicopterBases(withRollsForced(draft, [5]), events);
    expect(events.find((e) => e.type === "helicopter-removed")).toMatchObject({ unit: "bh8", rule: "6.5.1.2" });
    expect(draft.units.bh8?.status).toBe("eliminated");
  });
});

describe("no repair, no rebuild [6.5.4]", () => {
  it("a reduced helicopter cannot restore a step; a destroyed one cannot be rebuilt", () => {
    const s = at(bundle(), "replacements-first", { replacementPoints: { nordland: 9 } });
    const hurt = { ...s, units: { ...s.units, bh1: { ...s.units.bh1!, steps: 1 }, bh2: { ...s.units.bh2!, steps: 0, status: "eliminated" as const, hex: -1 } } };
    const b = boardOf(hurt);
    expect(checkRestore(b, "blue", "bh1")).toMatchObject({ rule: "11.1" });
    expect(checkRebuild(b, "blue", "bh2", "0105")).toMatchObject({ rule: "11.2" });
  });
});

describe("USMC helicopters on an AMPH [6.5.5]", () => {
  const amph = (amphAt: string) =>
    board({
      rows: ["scccc", "scccc", "scccc"],
      borders: ["nnnoo", "nnnoo", "nnnoo"],
      features: [
        { hex: "0301", kind: "airfield", name: "Field" },
        { hex: "0303", kind: "airfield", name: "Field 2" },
      ],
      units: [
        { id: "ba1", type: "amph", at: amphAt },
        { id: "bu1", type: "usmc-attack-helo", at: amphAt },
        { id: "bu2", type: "usmc-attack-helo", at: amphAt },
        { id: "bh1", type: "attack-helo", at: "0301" },
        { id: "b1", type: "inf", at: "0302" },
        { id: "r1", type: "armour", at: "0402" },
      ],
      scenario: { chartOverrides: { airPoints: game().charts.airPoints } },
    });

  it("one USMC helicopter boards the AMPH it sets up with; a second cannot", () => {
    const s = at(amph("0102"), "reaction-move");
    expect(s.units.bu1).toMatchObject({ status: "offmap", at: "amph:ba1" });
    expect(s.units.bu2).toMatchObject({ status: "offmap", at: "0102" });
    expect(baseOf(contextOf(s.bundle), s, "bu2")).toBeNull();
  });

  it("flies missions from a sea hex, within its range of the AMPH's hex", () => {
    const s = at(amph("0102"), "reaction-combat");
    expect(missionBar(boardOf(s), "bu1", "blue", contextOf(s.bundle).cm.indexOf("0402"))).toBeNull();
  });

  it("flies nothing while the AMPH is in a box", () => {
    const s = at(amph("halvard-coastal"), "reaction-combat");
    expect(missionBar(boardOf(s), "bu1", "blue", contextOf(s.bundle).cm.indexOf("0402"))).toMatchObject({ rule: "6.5.5" });
  });

  it("rebases to a land base like other helicopters; only USMC helicopters base on an AMPH", () => {
    const s = withLevel(at(amph("0102"), "reaction-move"), "contested");
    expect(apply(s, rebase("bh1", "ba1"))).toMatchObject({ rule: "6.5.5" });
    expect(apply(s, rebase("bu1", "ba1"))).toMatchObject({ rule: "6.5.1.2" });
    expect(apply(s, rebase("bu1", "0101"))).toMatchObject({ rule: "6.5.1" });
    const { state } = run(s, [...force(9), rebase("bu1", "0303")]);
    expect(state.units.bu1).toMatchObject({ status: "map", hex: contextOf(s.bundle).cm.indexOf("0303") });
    expect(state.units.bu1?.at).toBeUndefined();
  });
});

/** A draft whose next d10 rolls are these (force-die queue), for calling rule functions directly. */
function withRollsForced(draft: GameState, faces: number[]): GameState {
  draft.dice.forced = [...faces];
  return draft;
}
