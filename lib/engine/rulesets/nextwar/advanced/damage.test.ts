import { describe, expect, it } from "vitest";
import { board, at } from "../test-kit";
import type { GameEvent, GameState } from "../types";
import { applyStrike, strikeOutcome, type StrikeResult } from "./damage";
import { strikeMoveLimit, strikeValues } from "./strike-effects";
import { contextOf } from "../context";
import { valuesOf } from "../board";
import { setAdv } from "./state";

const bundle = () =>
  board({
    rows: ["ccccc", "ccccc"],
    units: [
      { id: "b-inf", type: "inf", at: "0101" },
      { id: "b-hq", type: "hq-adv", at: "0201" },
      { id: "b-depot", type: "supply-unit", at: "0102" },
      { id: "r-inf", type: "inf", at: "0501" },
    ],
    advanced: true,
  });

describe("strike damage accumulates [27.1]", () => {
  // [before, result, marker after, step lost]
  const units: [0 | 1 | 2, StrikeResult, 0 | 1 | 2, boolean][] = [
    [0, "-", 0, false],
    [0, "S1", 1, false],
    [0, "S2", 2, false],
    [1, "S1", 2, false], // 27.1 1.
    [1, "S2", 0, true], // 27.1 2.
    [2, "S1", 0, true], // 27.1: S2 then S1 or S2 → a step, marker removed
    [2, "S2", 0, true],
    [0, "X", 0, true], // 27.3.3
    [1, "X", 0, true],
    [2, "X", 0, true],
  ];
  it.each(units)("a unit under strike %s hit by %s: marker %s, step lost %s", (before, result, marker, step) => {
    const o = strikeOutcome("unit", before, result);
    expect(o.marker).toBe(marker);
    expect(o.step).toBe(step);
    expect(o.removed).toBe(false);
  });
});

describe("depots and MSUs [27.1.1, 27.3.3]", () => {
  // [before, result, marker after, removed]
  const depots: [0 | 1 | 2, StrikeResult, 0 | 1 | 2, boolean][] = [
    [0, "S1", 1, false],
    [0, "S2", 2, false],
    [1, "S1", 2, false], // 1.
    [1, "S2", 2, false], // 2.
    [2, "S1", 2, false], // S1 on S2 ignored
    [2, "S2", 0, true], // removed from the map
    [0, "X", 0, true], // destroyed
    [1, "X", 0, true],
  ];
  it.each(depots)("a depot under strike %s hit by %s: marker %s, removed %s", (before, result, marker, removed) => {
    const o = strikeOutcome("supply", before, result);
    expect(o.marker).toBe(marker);
    expect(o.removed).toBe(removed);
    expect(o.step).toBe(false);
  });
});

describe("applyStrike on the map [27.1, 27.1.1, 18.2]", () => {
  const hit = (s: GameState, id: string, r: StrikeResult) => {
    const events: GameEvent[] = [];
    const d = structuredClone(s);
    applyStrike(d, id, r, events);
    return { d, events };
  };
  it("S1 then S2 costs a unit a step and lifts the marker", () => {
    const s0 = at(bundle(), "strike-first");
    const { d: s1 } = hit(s0, "r-inf", "S1");
    expect(s1.adv?.strikes["r-inf"]).toBe(1);
    const { d: s2, events } = hit(s1, "r-inf", "S2");
    expect(s2.adv?.strikes["r-inf"]).toBeUndefined();
    expect(s2.units["r-inf"]?.steps).toBe(1);
    expect(events.some((e) => e.type === "step-loss")).toBe(true);
  });
  it("an HQ loses one combat use a strike and all of them on X [18.2, 27.3.1, 27.3.3]", () => {
    const s0 = at(bundle(), "strike-first");
    const { d: s1 } = hit(s0, "b-hq", "S1");
    expect(s1.adv?.hq["b-hq"]).toEqual({ used: 0, lost: 1 });
    const { d: s2 } = hit(s0, "b-hq", "X");
    expect(s2.adv?.hq["b-hq"]).toEqual({ used: 0, lost: 2 });
    expect(s2.units["b-hq"]?.steps).toBe(1);
    // An HQ that made its support attack has one use left to lose: spent + lost stay within two.
    const used = { ...s0, adv: { ...s0.adv!, hq: { "b-hq": { used: 1, lost: 0, strike: true as const } } } };
    expect(hit(used, "b-hq", "X").d.adv?.hq["b-hq"]).toEqual({ used: 1, lost: 1, strike: true });
    const spent = { ...s0, adv: { ...s0.adv!, hq: { "b-hq": { used: 2, lost: 0, strike: true as const, combat: true as const } } } };
    expect(hit(spent, "b-hq", "S1").d.adv?.hq["b-hq"]).toEqual({ used: 2, lost: 0, strike: true, combat: true });
  });
  it("a depot under strike 2 hit by strike 2 leaves the map [27.1.1]", () => {
    const s0 = at(bundle(), "strike-first");
    const { d } = hit(hit(s0, "b-depot", "S2").d, "b-depot", "S2");
    expect(d.units["b-depot"]?.status).toBe("eliminated");
    expect(d.adv?.strikes["b-depot"]).toBeUndefined();
  });
  it("never edits the shared Advanced record in place", () => {
    const s0 = at(bundle(), "strike-first");
    const before = s0.adv?.strikes;
    const d = { ...s0, units: structuredClone(s0.units) };
    applyStrike(d, "r-inf", "S1", []);
    expect(before).toEqual({});
  });
});

describe("strike markers' effects on values [27.3.1, 27.3.2]", () => {
  const v = { attack: 5, defence: 3, er: 2, ma: 8 };
  it.each([
    [0, { attack: 5, defence: 3, er: 2, ma: 8 }],
    [1, { attack: 4, defence: 2, er: 1, ma: 7 }],
    [2, { attack: 3, defence: 1, er: 1, ma: 6 }],
  ] as const)("strike %s", (level, want) => {
    expect(strikeValues(v, level)).toEqual(want);
  });
  it("never lowers a value below 1, and a printed 0 stays 0", () => {
    expect(strikeValues({ attack: 0, defence: 1, er: 1, ma: 2 }, 2)).toEqual({ attack: 0, defence: 1, er: 1, ma: 1 });
  });
  it("valuesOf reads them in an Advanced game", () => {
    const s = at(bundle(), "strike-first");
    setAdv(s, { strikes: { "r-inf": 2 } });
    expect(valuesOf(contextOf(s.bundle), s, "r-inf")).toEqual({ attack: 1, defence: 2, er: 2, ma: 6 });
  });
  it("limits movement: none in breakthrough and elite reaction under any marker, one hex elsewhere under strike 2", () => {
    const s = at(bundle(), "strike-first");
    setAdv(s, { strikes: { "r-inf": 1, "b-inf": 2 } });
    const ctx = contextOf(s.bundle);
    const d = (id: string) => ctx.units.get(id)!;
    expect(strikeMoveLimit(s, d("r-inf"), "r-inf", { restriction: "elite" })?.kind).toBe("none");
    expect(strikeMoveLimit(s, d("r-inf"), "r-inf", { restriction: "not-in-ezoc" })?.kind).toBe("none");
    expect(strikeMoveLimit(s, d("r-inf"), "r-inf", {})).toBeNull();
    expect(strikeMoveLimit(s, d("b-inf"), "b-inf", {})?.kind).toBe("one-hex");
  });
});
