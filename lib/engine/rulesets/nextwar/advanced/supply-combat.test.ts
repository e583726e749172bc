import { describe, expect, it } from "vitest";
import type { GameEvent, GameState } from "../types";
import { type UnitSpec, at, board } from "../test-kit";
import { apply } from "../../../index";
import { buildBoard, valuesOf } from "../board";
import { contextOf } from "../context";
import { legalAllocations } from "../allocation";
import { loseStep } from "../losses";
import { cloneState } from "../state";
import { computeZoc } from "../zoc";
import { checkRebuild } from "../replacements";
import { RuleError } from "../../../core/errors";
import { supplyRetreatLosses } from "./supply-combat";

/**
 * Depots and MSUs in ground combat and on the move [19.4.1, 25.3, 27.3.1,
 * 27.3.2]: no ZOC, never attack, losses last, removal on retreat, supply
 * points for destroying one; moving only as an MSU, in the initiative and
 * basic movement segments, slowed by strike markers.
 */
const units: UnitSpec[] = [
  { id: "bdep", type: "supply-unit", at: "0202" },
  { id: "bmsu", type: "supply-unit", at: "0102" },
  { id: "b1", type: "inf", at: "0102" },
  { id: "r1", type: "armour", at: "0302" },
];

function game(segment = "first-move", tweak: (s: GameState) => void = () => undefined): GameState {
  const s = cloneState(at(board({ rows: ["cccccc", "cccccc", "cccccc"], units, advanced: true }), segment, { initiative: "blue" }));
  delete s.units.bmsu?.face;
  tweak(s);
  return s;
}
const strike = (id: string, level: 1 | 2) => (s: GameState) => void (s.adv = { ...(s.adv as NonNullable<GameState["adv"]>), strikes: { [id]: level } });
const ctx = () => contextOf(game().bundle);

describe("supply units in ground combat [19.4.1]", () => {
  it("have no ZOC, even stacked with a unit they would bring to 2 SP", () => {
    const s = game();
    const zoc = computeZoc(buildBoard(s), "blue");
    const cm = contextOf(s.bundle).cm;
    // The lone depot: no ZOC in its own hex; the 1-SP infantry and the MSU: no ZOC next to them.
    expect(zoc[cm.indexOf("0202")]).toBe(0);
    expect(zoc[cm.indexOf("0102")]).toBe(1);
    expect(zoc[cm.indexOf("0101")]).toBe(0);
  });

  it("never attack", () => {
    expect(apply(game("first-combat"), { type: "attack", attackers: ["bdep"], defender: "0302" })).toMatchObject({ rule: "19.4.1" });
  });

  it.each([
    { name: "one step: the other unit takes it", steps: 1, want: [{ b1: 1 }] },
    { name: "two steps: the other unit takes both", steps: 2, want: [{ b1: 2 }] },
    { name: "three steps: the MSU takes what the others cannot", steps: 3, want: [{ b1: 2, bmsu: 1 }] },
  ])("take step losses only when no other unit can: $name", ({ steps, want }) => {
    expect(legalAllocations(ctx(), game(), ["b1", "bmsu"], null, steps)).toEqual(want);
  });

  it("destroyed in ground combat: back to the pool, +1 SP to the side that destroyed it", () => {
    const s = game();
    const events: GameEvent[] = [];
    loseStep(s, "bmsu", "9.7.1", "combat", events);
    expect(s.units.bmsu).toMatchObject({ status: "offmap", hex: -1 });
    expect(s.adv?.supplyPoints.red).toBe(1);
    expect(events).toContainEqual(expect.objectContaining({ type: "supply-points", side: "red", points: 1, rule: "19.4.1" }));
  });

  it("a destroyed depot or MSU is made again from the pool, never rebuilt with replacement points [19.4]", () => {
    const s = game();
    loseStep(s, "bmsu", "9.7.1", "combat", []);
    expect(checkRebuild(buildBoard({ ...s, replacementPoints: { nordland: 9 } }), "blue", "bmsu", "0101")).toBeInstanceOf(RuleError);
  });

  it("destroyed otherwise (a strike's X): back to the pool, no SP", () => {
    const s = game();
    loseStep(s, "bmsu", "27.3.3", "strike", []);
    expect(s.units.bmsu?.status).toBe("offmap");
    expect(s.adv?.supplyPoints.red).toBe(0);
  });

  it.each([
    { name: "a depot that must retreat is removed", id: "bdep", ezoc: false, removed: true },
    { name: "an MSU retreats", id: "bmsu", ezoc: false, removed: false },
    { name: "an MSU forced into an enemy ZOC is removed", id: "bmsu", ezoc: true, removed: true },
    { name: "a combat unit is not touched", id: "b1", ezoc: true, removed: false },
  ])("$name", ({ id, ezoc, removed }) => {
    const s = game();
    const gone = supplyRetreatLosses(s, contextOf(s.bundle), [id], ezoc, []);
    expect(gone.length > 0).toBe(removed);
    expect(s.units[id]?.status === "map").toBe(!removed);
    if (removed) expect(s.adv?.supplyPoints.red).toBe(1);
  });
});

describe("moving depots and MSUs [19.4, 25.3, 27.3]", () => {
  const move = (s: GameState, to: string, ids = ["bmsu"]) => apply(s, { type: "move", units: ids, to });
  it.each([
    { name: "an MSU moves in a basic movement segment", seg: "first-move", ok: true },
    { name: "an MSU moves in the initiative movement segment", seg: "initiative-move", ok: true },
    { name: "not in the breakthrough segment [25.3]", seg: "breakthrough-move", ok: false },
  ])("$name", ({ seg, ok }) => {
    const r = move(game(seg), "0101");
    expect("error" in r).toBe(!ok);
  });

  it("a depot never moves", () => {
    expect(move(game(), "0201", ["bdep"])).toMatchObject({ rule: "19.4" });
  });

  it("under strike 1: not in the initiative segment, half MA in the basic one [27.3.1]", () => {
    expect(move(game("initiative-move", strike("bmsu", 1)), "0101")).toMatchObject({ rule: "27.3.1" });
    const s = game("first-move", strike("bmsu", 1));
    expect(valuesOf(contextOf(s.bundle), s, "bmsu").ma).toBe(4);
  });

  it("under strike 2: one hex only [27.3.2]", () => {
    const far = (t: (s: GameState) => void) => game("first-move", (s) => {
      t(s);
      (s.units.r1 as GameState["units"][string]).hex = contextOf(s.bundle).cm.indexOf("0603");
    });
    expect("error" in move(far(() => undefined), "0302")).toBe(false);
    const s = far(strike("bmsu", 2));
    expect("error" in move(s, "0101")).toBe(false);
    expect("error" in move(s, "0302")).toBe(true);
  });
});
