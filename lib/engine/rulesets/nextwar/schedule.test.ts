import { describe, expect, it } from "vitest";
import { type GameState, apply, currentSegment, legalActions, zocOf } from "../../index";
import { contextOf } from "./context";
import { at, board, ok } from "./test-kit";

/**
 * Reinforcements [10.0] and replacements [11.0–11.2]. States are placed at
 * the last combat segment of a turn; ending it runs the reorganisation and
 * reinforcement phases [3.0 SOP].
 */

// West three columns Nordland (blue), east four Ostmark (red).
const borders = ["nnnoooo", "nnnoooo", "nnnoooo"];
const rows = ["ccccccc", "ccccccc", "ccccccc"];

describe("reinforcements [10.0]", () => {
  const spec = (extra: Parameters<typeof board>[0]["units"], reinforcements: unknown[]) =>
    board({ rows, borders, units: [{ id: "b1", type: "inf", at: "0101" }, { id: "r1", type: "inf", at: "0703" }, { id: "b9", type: "inf" }, { id: "b8", type: "mot-inf" }, ...extra], scenario: { reinforcements } as never });

  it("arrive in their scheduled hex on their turn, not before", () => {
    const b = spec([], [{ turn: 2, units: ["b9"], at: "0202" }]);
    const early = ok(apply(at(b, "second-combat", { turn: 1 }), { type: "end-segment" }));
    expect(early.state.units.b9?.status).toBe("pending");
    const due = ok(apply(at(b, "second-combat", { turn: 2 }), { type: "end-segment" }));
    expect(due.state.units.b9).toMatchObject({ status: "map", hex: contextOf(b).cm.indexOf("0202") });
    expect(due.events).toContainEqual({ type: "reinforcement", units: ["b9"], at: "0202", rule: "10.0" });
  });

  it("wait a turn when enemy units hold the entry hex, and come once it is free", () => {
    const b = spec([{ id: "r2", type: "inf", at: "0202" }], [{ turn: 2, units: ["b9"], at: "0202" }]);
    const blocked = ok(apply(at(b, "second-combat", { turn: 2 }), { type: "end-segment" }));
    expect(blocked.state.units.b9?.status).toBe("pending");
    expect(blocked.events.some((e) => e.type === "reinforcement-delayed" && e.rule === "10.0")).toBe(true);
    const s = at(b, "second-combat", { turn: 3 });
    const freed = { ...s, units: { ...s.units, r2: { hex: -1, steps: 0, status: "eliminated" as const } } };
    expect(ok(apply(freed, { type: "end-segment" })).state.units.b9?.status).toBe("map");
  });

  it("an edge entry uses a friendly-controlled land hex of that edge, clear of enemy ZOC, nearest its middle", () => {
    // An armour stack (2 SP) projects a ZOC [8.2.1].
    const b = spec([{ id: "r2", type: "armour", at: "0202" }], [{ turn: 2, units: ["b9", "b8"], at: "edge:west" }]);
    const r = ok(apply(at(b, "second-combat", { turn: 2 }), { type: "end-segment" }));
    const cm = contextOf(b).cm;
    const hex = r.state.units.b9?.hex as number;
    expect(r.state.units.b8?.hex).toBe(hex);
    expect(cm.col(hex)).toBe(0);
    // The middle of the west edge (0102) lies in r2's ZOC, so the stack comes in next to it, outside the ZOC.
    const zoc = zocOf(r.state, "red");
    expect(zoc).toContain("0102");
    expect(zoc).not.toContain(cm.label(hex));
    expect(cm.distance(hex, cm.indexOf("0102"))).toBe(1);
  });
});

describe("replacements [11.0–11.2]", () => {
  const units = [
    { id: "r1", type: "inf", at: "0601" },
    { id: "r2", type: "inf", at: "0703" },
    { id: "r3", type: "armour", at: "0702" },
    { id: "b1", type: "inf", at: "0101" },
  ];
  const b = board({ rows, borders, units, scenario: { replacements: [{ nation: "ostmark", turn: 2, points: 3 }] } as never });
  const reduced = (s: GameState, id: string): GameState => ({ ...s, units: { ...s.units, [id]: { ...s.units[id]!, steps: 1 } } });
  const gone = (s: GameState, id: string): GameState => ({ ...s, units: { ...s.units, [id]: { hex: -1, steps: 0, status: "eliminated" } } });

  it("points arrive with the turn's schedule and open the replacement segment for the first player", () => {
    const r = ok(apply(reduced(at(b, "second-combat", { turn: 2 }), "r1"), { type: "end-segment" }));
    expect(r.events).toContainEqual({ type: "replacement-points", nation: "ostmark", points: 3, total: 3, rule: "11.0" });
    expect(currentSegment(r.state)).toMatchObject({ segment: "replacements-first", active: "red", kind: "replace" });
    expect(legalActions(r.state)).toContainEqual({ type: "restore-step", unit: "r1" });
  });

  it("restoring a step costs the mobility's chart cost, once per unit per turn [11.1, 11.2]", () => {
    const s = reduced(at(b, "replacements-first", { replacementPoints: { ostmark: 3 } }), "r1");
    const r = ok(apply(s, { type: "restore-step", unit: "r1" }));
    expect(r.state.units.r1?.steps).toBe(2);
    expect(r.state.replacementPoints.ostmark).toBe(2);
    expect(r.events).toContainEqual({ type: "step-restored", unit: "r1", cost: 1, rule: "11.1" });
    const again = { ...r.state, units: { ...r.state.units, r1: { ...r.state.units.r1!, steps: 1 } } };
    expect(apply(again, { type: "restore-step", unit: "r1" })).toMatchObject({ rule: "11.2" });
  });

  it("no step for a unit in an enemy ZOC, at full strength, or without the points [11.1, 11.0]", () => {
    const near = board({ rows, borders, units: [...units, { id: "b2", type: "armour", at: "0502" }] });
    expect(apply(reduced(at(near, "replacements-first", { replacementPoints: { ostmark: 3 } }), "r1"), { type: "restore-step", unit: "r1" })).toMatchObject({ rule: "11.1" });
    expect(apply(at(b, "replacements-first", { replacementPoints: { ostmark: 3 } }), { type: "restore-step", unit: "r1" })).toMatchObject({ rule: "11.1" });
    expect(apply(reduced(at(b, "replacements-first", { replacementPoints: { ostmark: 1 } }), "r3"), { type: "restore-step", unit: "r3" })).toMatchObject({ rule: "11.0" });
  });

  it("an eliminated unit is rebuilt at one step next to a friendly unit in its own country, 3+ hexes from the enemy [11.2]", () => {
    const s = gone(at(b, "replacements-first", { replacementPoints: { ostmark: 3 } }), "r2");
    expect(legalActions(s).some((a) => a.type === "rebuild" && a.unit === "r2")).toBe(true);
    const r = ok(apply(s, { type: "rebuild", unit: "r2", at: "0602" }));
    expect(r.state.units.r2).toMatchObject({ status: "map", steps: 1, hex: contextOf(b).cm.indexOf("0602") });
    expect(r.state.replacementPoints.ostmark).toBe(1);
    expect(r.events).toContainEqual({ type: "rebuilt", unit: "r2", at: "0602", cost: 2, rule: "11.2" });
  });

  it("refuses a rebuild in the enemy's country, away from friends, near the enemy, or beyond the points [11.2, 11.0]", () => {
    const s = gone(at(b, "replacements-first", { replacementPoints: { ostmark: 3 } }), "r2");
    expect(apply(s, { type: "rebuild", unit: "r2", at: "0302" })).toMatchObject({ rule: "11.2" });
    expect(apply(s, { type: "rebuild", unit: "r2", at: "0403" })).toMatchObject({ rule: "11.2" });
    const near = board({ rows, borders, units: [...units, { id: "b2", type: "inf", at: "0402" }] });
    expect(apply(gone(at(near, "replacements-first", { replacementPoints: { ostmark: 3 } }), "r2"), { type: "rebuild", unit: "r2", at: "0602" })).toMatchObject({ rule: "11.2" });
    expect(apply(gone(at(b, "replacements-first", { replacementPoints: { ostmark: 1 } }), "r2"), { type: "rebuild", unit: "r2", at: "0602" })).toMatchObject({ rule: "11.0" });
  });
});
