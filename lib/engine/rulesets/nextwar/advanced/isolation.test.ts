import { describe, expect, it } from "vitest";
import type { GameEvent, GameState } from "../types";
import { type UnitSpec, at, board, withRolls } from "../test-kit";
import { cloneState } from "../state";
import { runAdvancedSupply, runIsolation } from "./supply-phase";
import { SURRENDERED } from "./isolation";
import { checkRebuild } from "../replacements";
import { buildBoard } from "../board";

/**
 * Isolation and surrender [19.7]: who is isolated [19.7.1], recovery after at
 * least a turn [19.7.3], and the surrender check with its double VP [19.7.4].
 */
const victory = { vpHexes: [], levels: [], capitals: [], eliminationVp: [{ type: "inf", vp: 3 }] };

/** A corridor: blue's depot in 0101, blue's infantry in 0501; a red unit in 0301 cuts the only land line. */
function corridor(more: UnitSpec[] = [], cut = true): GameState {
  const units: UnitSpec[] = [{ id: "bdep", type: "supply-unit", at: "0101" }, { id: "b1", type: "inf", at: "0501" }, ...(cut ? [{ id: "r1", type: "inf", at: "0301" }] : []), ...more];
  const s = cloneState(at(board({ rows: ["ccccccc"], units, advanced: true, scenario: { victory } as never }), "isolation"));
  // The turn's supply check has found who is out of supply [19.0].
  runAdvancedSupply(s, [], 2);
  return s;
}

function phase(s: GameState, rolls?: number[]): { state: GameState; events: GameEvent[] } {
  const draft = cloneState(rolls ? withRolls(s, rolls) : s);
  const events: GameEvent[] = [];
  runIsolation(draft, events);
  return { state: draft, events };
}

describe("who is isolated [19.7.1]", () => {
  it.each([
    { name: "a unit cut off from every source by an enemy unit", s: () => corridor(), isolated: true },
    { name: "a unit with an open land line of any length", s: () => corridor([], false), isolated: false },
    { name: "a unit that reaches the supreme HQ", s: () => corridor([{ id: "bsup", type: "supreme-hq", at: "0701" }]), isolated: false },
    { name: "a unit that reaches only an ordinary HQ", s: () => corridor([{ id: "bhq", type: "hq-adv", at: "0701" }]), isolated: true },
    { name: "a unit that reaches an MSU (a source)", s: () => {
      const s = corridor([{ id: "bmsu", type: "supply-unit", at: "0701" }]);
      delete s.units.bmsu?.face;
      return s;
    }, isolated: false },
    { name: "a unit under an emergency supply marker", s: () => {
      const s = corridor();
      s.adv = { ...(s.adv as NonNullable<GameState["adv"]>), emergency: { b1: true } };
      return s;
    }, isolated: false },
    { name: "a unit that paradropped this turn", s: () => {
      const s = corridor();
      s.paradrop = { turn: s.turn, sp: {}, landed: { b1: true } };
      return s;
    }, isolated: false },
    { name: "a unit that paradropped last turn", s: () => {
      const s = corridor();
      s.paradrop = { turn: s.turn - 1, sp: {}, landed: { b1: true } };
      return s;
    }, isolated: true },
  ])("$name", ({ s, isolated }) => {
    // A roll of 0 passes every ER check: nobody surrenders.
    const { state } = phase(s(), [0, 0, 0]);
    expect(state.adv?.isolated.b1 !== undefined).toBe(isolated);
  });

  it("an enemy ZOC blocks the line; a friendly unit in it negates it", () => {
    const zoc = (friend: boolean) => cloneState(at(board({ rows: ["ccccccc", "MMMMMMM"], advanced: true, units: [{ id: "bdep", type: "supply-unit", at: "0101" }, { id: "b1", type: "inf", at: "0501" }, { id: "r1", type: "armour", at: "0302" }, ...(friend ? [{ id: "b2", type: "inf", at: "0301" }, { id: "b3", type: "inf", at: "0201" }, { id: "b4", type: "inf", at: "0401" }] : [])] }), "isolation"));
    expect(phase(zoc(false), [0, 0, 0]).state.adv?.isolated.b1).toBeDefined();
    expect(phase(zoc(true), [0, 0, 0]).state.adv?.isolated.b1).toBeUndefined();
  });
});

describe("an isolated unit traces no line [19.7.1]", () => {
  it("its supply line is dropped when it is marked", () => {
    const s = corridor();
    s.adv = { ...(s.adv as NonNullable<GameState["adv"]>), lines: { b1: ["0501", "0401"] } };
    const { state } = phase(s, [0, 0]);
    expect(state.adv?.isolated.b1).toBeDefined();
    expect(state.adv?.lines.b1).toBeUndefined();
  });
});

describe("recovery [19.7.3]", () => {
  it("the marker stays while cut off and comes off at the first isolation phase the unit is no longer isolated", () => {
    // Rolls of 0: b1 and the red blocker (cut off too) pass their surrender checks.
    const first = phase(corridor(), [0, 0]).state;
    expect(first.adv?.isolated.b1).toBe(first.turn);
    const still = phase({ ...first, turn: first.turn + 1 }, [0, 0]).state;
    expect(still.adv?.isolated.b1).toBe(first.turn);
    const freed = cloneState(still);
    Object.assign(freed.units.r1 as object, { status: "eliminated", hex: -1 });
    const after = phase(freed);
    expect(after.state.adv?.isolated.b1).toBeUndefined();
    // The red blocker left the map: its marker comes off too.
    expect(after.events.find((e) => e.type === "isolation")).toMatchObject({ recovered: ["b1", "r1"], isolated: [] });
  });
});

describe("surrender [19.7.4]", () => {
  it("every isolated unit makes an ER check at its ER as it stands (out of supply too: 4 − 1); a pass keeps it", () => {
    const { state, events } = phase(corridor(), [3]);
    expect(state.supply?.out.b1).toBe(true);
    expect(events.filter((e) => e.type === "er-check" && e.unit === "b1")).toMatchObject([{ unit: "b1", roll: 3, er: 3, pass: true, rule: "19.7.4" }]);
    expect(state.units.b1?.status).toBe("map");
  });

  it("a failure removes the unit for good and the enemy scores twice its elimination VP", () => {
    const { state, events } = phase(corridor(), [4]);
    expect(state.units.b1).toMatchObject({ status: "eliminated", at: SURRENDERED, steps: 0 });
    expect(state.adv?.isolated.b1).toBeUndefined();
    expect(state.vp.thisTurn.red).toBe(6);
    expect(events).toContainEqual(expect.objectContaining({ type: "vp", side: "red", amount: 6, rule: "19.7.4" }));
  });

  it("a surrendered unit is never rebuilt, whatever replacement points its nation has [19.7.4]", () => {
    const { state } = phase(corridor(), [4]);
    const s = { ...state, replacementPoints: { nordland: 9 } };
    expect(checkRebuild(buildBoard(s), "blue", "b1", "0101")).toMatchObject({ rule: "19.7.4" });
  });

  it("the surrender factor is the chart's", () => {
    const s = corridor();
    const charts = { ...s.bundle.game.charts, advanced: { ...(s.bundle.game.charts.advanced as NonNullable<typeof s.bundle.game.charts.advanced>), surrenderVpFactor: 3 } };
    const bundle = { ...s.bundle, game: { ...s.bundle.game, charts } };
    const { state } = phase({ ...s, bundle }, [9]);
    expect(state.vp.thisTurn.red).toBe(9);
  });
});
