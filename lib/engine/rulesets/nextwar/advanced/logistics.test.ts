import { describe, expect, it } from "vitest";
import fc from "fast-check";
import type { Action, GameState } from "../types";
import { type UnitSpec, at, board, withRolls } from "../test-kit";
import { apply } from "../../../index";
import { legalActions } from "../../../index";
import { createNextWarGame } from "../game";
import { cloneState } from "../state";
import { SUPPLY_POOL } from "./depots";
import { receiveSupplyPoints } from "./supply-points";
import { skipAdvancedSegment } from "./segments-skip";
import { segmentNow } from "../segments";

/**
 * Depots and MSUs [19.4, 27.1.1, 27.3.2], supply points [19.3] and emergency
 * supply [19.6]: each action, its costs, and each refusal.
 */
const units: UnitSpec[] = [
  { id: "bdep", type: "supply-unit", at: "0101" },
  { id: "bmsu1", type: "supply-unit" },
  { id: "bmsu2", type: "supply-unit" },
  { id: "b1", type: "inf", at: "0301" },
  { id: "r1", type: "inf", at: "1201" },
];

function game(opts: { sp?: number; units?: UnitSpec[]; segment?: string; features?: Parameters<typeof board>[0]["features"] } = {}): GameState {
  const bundle = board({
    rows: ["cccccccccccc"],
    features: opts.features,
    units: opts.units ?? units,
    advanced: true,
    scenario: { advanced: { supplyPoints: [{ side: "blue", points: opts.sp ?? 10 }] } },
  });
  return at(bundle, opts.segment ?? "logistics-first", { initiative: "blue" });
}

const tryIt = (s: GameState, a: Action) => apply(s, a);
const okState = (s: GameState, a: Action): GameState => {
  const r = apply(s, a);
  if ("error" in r) throw new Error(r.error);
  return r.state;
};
const sp = (s: GameState) => s.adv?.supplyPoints.blue;

describe("the opening depots and the pool [19.4]", () => {
  it("a supply unit set up on the map is a depot; the others wait off the map", () => {
    const s = createNextWarGame(board({ rows: ["ccc"], units, advanced: true }), 1);
    expect(s.units.bdep?.face).toBe("depot");
    expect(s.units.bmsu1?.status).not.toBe("map");
    expect(createNextWarGame(board({ rows: ["ccc"], units: [{ id: "b1", type: "inf", at: "0101" }] }), 1).units.b1?.face).toBeUndefined();
  });
});

describe("logistics actions [19.4]", () => {
  it("create-msu: 1 SP, an MSU from the pool on a depot", () => {
    const s = okState(game(), { type: "create-msu", at: "0101" });
    expect(s.units.bmsu1).toMatchObject({ status: "map", hex: 0 });
    expect(s.units.bmsu1?.face).toBeUndefined();
    expect(sp(s)).toBe(9);
  });

  it("create-msu on a friendly major city in own country", () => {
    const s = okState(game({ features: [{ kind: "major-city", hex: "0601" }] }), { type: "create-msu", at: "0601" });
    expect(s.units.bmsu1?.status).toBe("map");
  });

  it("break-depot: the depot becomes two MSUs in its hex, no SP; its strike marker passes to both [27.1.1]", () => {
    const s0 = game();
    s0.adv = { ...(s0.adv as NonNullable<GameState["adv"]>), strikes: { bdep: 1 } };
    const s = okState(s0, { type: "break-depot", unit: "bdep" });
    expect(s.units.bdep?.face).toBeUndefined();
    expect(s.units.bmsu1).toMatchObject({ status: "map", hex: 0 });
    expect(s.adv?.strikes).toEqual({ bdep: 1, bmsu1: 1 });
    expect(sp(s)).toBe(10);
  });

  it("convert-msu: 2 SP, an MSU a depot supplies becomes a depot", () => {
    const s1 = okState(game(), { type: "break-depot", unit: "bdep" });
    // bdep is now an MSU next to nothing; bmsu1 too. Make bmsu1 a depot again: a major city must supply it — none, so refused.
    expect(tryIt(s1, { type: "convert-msu", unit: "bmsu1" })).toMatchObject({ rule: "19.4" });
    const s2 = okState(game({ features: [{ kind: "major-city", hex: "0401" }] }), { type: "break-depot", unit: "bdep" });
    const s3 = okState(s2, { type: "convert-msu", unit: "bmsu1" });
    expect(s3.units.bmsu1?.face).toBe("depot");
    expect(sp(s3)).toBe(8);
  });

  it("create-depot: 4 SP, in a hex a depot or major city supplies", () => {
    const s = okState(game(), { type: "create-depot", at: "0501" });
    expect(s.units.bmsu1).toMatchObject({ status: "map", face: "depot" });
    expect(sp(s)).toBe(6);
    // 0101's depot reaches 8 MP: 1001 is 9 away.
    expect(tryIt(game(), { type: "create-depot", at: "1101" })).toMatchObject({ rule: "19.4" });
  });

  it.each([
    { name: "cash-supply: a depot gives 2 SP", unit: "bdep", gain: 2 },
  ])("$name", ({ unit, gain }) => {
    const s = okState(game(), { type: "cash-supply", unit });
    expect(s.units[unit]).toMatchObject({ status: "offmap", at: SUPPLY_POOL });
    expect(sp(s)).toBe(10 + gain);
  });

  it("cash-supply: an MSU gives 1 SP", () => {
    const s = okState(okState(game(), { type: "create-msu", at: "0101" }), { type: "cash-supply", unit: "bmsu1" });
    expect(sp(s)).toBe(10);
  });

  const refusals: { name: string; s: () => GameState; a: Action; rule: string }[] = [
    { name: "create-msu without SP [19.3]", s: () => game({ sp: 0 }), a: { type: "create-msu", at: "0101" }, rule: "19.3" },
    { name: "create-msu away from a depot or major city", s: () => game(), a: { type: "create-msu", at: "0301" }, rule: "19.4" },
    { name: "create-msu on a depot under strike 2 [27.3.2]", s: () => {
      const s = game();
      s.adv = { ...(s.adv as NonNullable<GameState["adv"]>), strikes: { bdep: 2 } };
      return s;
    }, a: { type: "create-msu", at: "0101" }, rule: "27.3.2" },
    { name: "create-msu with the pool empty: the counter mix is a limit", s: () => game({ units: units.filter((u) => !u.id.startsWith("bmsu")) }), a: { type: "create-msu", at: "0101" }, rule: "19.4" },
    { name: "break-depot under strike 2 [27.3.2]", s: () => {
      const s = game();
      s.adv = { ...(s.adv as NonNullable<GameState["adv"]>), strikes: { bdep: 2 } };
      return s;
    }, a: { type: "break-depot", unit: "bdep" }, rule: "27.3.2" },
    { name: "cash-supply under strike 2 [27.3.2]", s: () => {
      const s = game();
      s.adv = { ...(s.adv as NonNullable<GameState["adv"]>), strikes: { bdep: 2 } };
      return s;
    }, a: { type: "cash-supply", unit: "bdep" }, rule: "27.3.2" },
    { name: "convert-msu on a depot", s: () => game(), a: { type: "convert-msu", unit: "bdep" }, rule: "19.4" },
    { name: "create-depot without 4 SP [19.3]", s: () => game({ sp: 3 }), a: { type: "create-depot", at: "0301" }, rule: "19.3" },
    { name: "an enemy's depot", s: () => game({ units: [...units, { id: "rdep", type: "supply-unit", at: "1101" }] }), a: { type: "cash-supply", unit: "rdep" }, rule: "19.4" },
    { name: "create-msu outside a logistics segment", s: () => game({ segment: "initiative-move" }), a: { type: "create-msu", at: "0101" }, rule: "19.4" },
    { name: "cash-supply outside a logistics or emergency segment", s: () => game({ segment: "initiative-move" }), a: { type: "cash-supply", unit: "bdep" }, rule: "19.4" },
  ];
  it.each(refusals)("refuses $name", ({ s, a, rule }) => {
    expect(tryIt(s(), a)).toMatchObject({ rule });
  });

  it("lists the logistics actions a side may take", () => {
    const types = legalActions(game()).map((a) => `${a.type}${"at" in a ? ` ${a.at}` : ""}${"unit" in a ? ` ${a.unit}` : ""}`);
    expect(types).toEqual(expect.arrayContaining(["create-msu 0101", "break-depot bdep", "cash-supply bdep", "end-segment"]));
  });
});

describe("supply points never go below 0 [19.3]", () => {
  it("over any sequence of logistics actions (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 6 }), fc.array(fc.nat(50), { maxLength: 12 }), (start, picks) => {
        let s = game({ sp: start, features: [{ kind: "major-city", hex: "0401" }] });
        for (const p of picks) {
          const options = legalActions(s).filter((a) => a.type !== "end-segment");
          if (options.length === 0) break;
          s = okState(s, options[p % options.length] as Action);
          expect(sp(s)).toBeGreaterThanOrEqual(0);
        }
      }),
      { numRuns: 40 },
    );
  });

  it("the scenario's schedule arrives in the reinforcement phase", () => {
    const bundle = board({ rows: ["ccc"], units, advanced: true, scenario: { advanced: { supplyPoints: [{ side: "blue", points: 1 }], supplyPointSchedule: [{ side: "blue", turn: 2, points: 3 }, { side: "red", turn: 3, points: 5 }] } } });
    const s = cloneState({ ...at(bundle, "advanced-reinforcements"), turn: 2 });
    const events: never[] = [];
    receiveSupplyPoints(s, events);
    expect(s.adv?.supplyPoints).toEqual({ blue: 4, red: 0 });
    expect(events).toMatchObject([{ type: "supply-points", side: "blue", points: 3, total: 4, rule: "19.3" }]);
  });
});

describe("emergency supply [19.6]", () => {
  // b1 far from any source: out of supply at the check; bhq too.
  const far: UnitSpec[] = [{ id: "b1", type: "inf", at: "1201" }, { id: "b2", type: "inf", at: "1101" }, { id: "bhq", type: "hq-adv", at: "1001" }, { id: "r1", type: "inf", at: "0101" }];
  const emergency = (spLeft = 10, rolls: number[] = []) => {
    const s = game({ units: far, segment: "emergency-first", sp: spLeft });
    const out = { b1: true as const, b2: true as const, bhq: true as const };
    return withRolls({ ...s, supply: { out } }, rolls);
  };
  it("1 SP and a roll; \"supply\" marks the unit, in supply for the turn", () => {
    // The starter table: 0–3 "-", 4–9 "supply".
    const s = okState(emergency(10, [7]), { type: "emergency-supply", unit: "b1" });
    expect(s.adv?.emergency.b1).toBe(true);
    expect(s.supply?.out.b1).toBeUndefined();
    expect(sp(s)).toBe(9);
  });

  it("a failed roll spends the point all the same", () => {
    const s = okState(emergency(10, [2]), { type: "emergency-supply", unit: "b1" });
    expect(s.adv?.emergency.b1).toBeUndefined();
    expect(s.supply?.out.b1).toBe(true);
    expect(sp(s)).toBe(9);
  });

  it("an HQ costs 3 and, supplied, supplies its subordinates at once", () => {
    const s = okState(emergency(10, [9]), { type: "emergency-supply", unit: "bhq" });
    expect(sp(s)).toBe(7);
    expect(s.supply?.out).toEqual({});
  });

  it.each([
    { name: "a second try for the same unit this phase", first: "b1", second: "b1" },
    { name: "more than 3 SP a phase", first: "bhq", second: "b1" },
  ])("refuses $name", ({ first, second }) => {
    const s = okState(emergency(10, [0]), { type: "emergency-supply", unit: first });
    expect(tryIt(s, { type: "emergency-supply", unit: second })).toMatchObject({ rule: "19.6" });
  });

  it.each([
    { name: "a unit in supply", unit: "r1", rule: "19.6" },
    { name: "without the points [19.3]", unit: "b1", sp: 0, rule: "19.3" },
  ])("refuses $name", ({ unit, sp: points, rule }) => {
    expect(tryIt(emergency(points ?? 10), { type: "emergency-supply", unit })).toMatchObject({ rule });
  });
});

describe("empty logistics and emergency segments are skipped [19.4, 19.6]", () => {
  const seg = (s: GameState) => segmentNow(s);
  it.each([
    { name: "a logistics segment with depots and points is played", s: () => game(), skip: false },
    { name: "a logistics segment with no supply unit, city or point is skipped", s: () => game({ sp: 0, units: [{ id: "b1", type: "inf", at: "0301" }, { id: "r1", type: "inf", at: "1201" }] }), skip: true },
    { name: "an emergency segment with no unit out of supply is skipped", s: () => ({ ...game({ segment: "emergency-first" }), supply: { out: {} } }), skip: true },
    { name: "an emergency segment with a unit out of supply and points is played", s: () => ({ ...game({ segment: "emergency-first" }), supply: { out: { b1: true as const } } }), skip: false },
  ])("$name", ({ s, skip }) => {
    const state = s();
    expect(skipAdvancedSegment(state, seg(state), "blue", [])).toBe(skip);
  });
});
