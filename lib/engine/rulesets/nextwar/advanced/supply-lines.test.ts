import { describe, expect, it } from "vitest";
import type { GameEvent, GameState } from "../types";
import { type BoardSpec, type UnitSpec, at, board } from "../test-kit";
import { cloneState } from "../state";
import { contextOf } from "../context";
import { runAdvancedSupply } from "./supply-phase";

/**
 * The Advanced game's line of communication [19.1, 19.2, 29.5]: sources and
 * their ranges in motorised MP, what blocks a line, the adjacency rule, MSUs
 * that need their own supply, tracing to a superior HQ, the HQ supply range
 * option, and units kept in supply.
 */

const ROW = "cccccccccccc";

function game(spec: Partial<BoardSpec> & { units: (UnitSpec & { supplyRange?: number })[] }, tweak: (s: GameState) => void = () => undefined): GameState {
  const s = cloneState(at(board({ rows: [ROW], ...spec, advanced: true } as BoardSpec), "advanced-supply"));
  // Supply units set up on the map start as depots [19.4]; the tests' "msu" ones are MSUs.
  for (const [id, u] of Object.entries(s.units)) if (id.includes("msu")) delete u.face;
  tweak(s);
  return s;
}

function check(s: GameState, n: 1 | 2 = 1): { state: GameState; events: GameEvent[] } {
  const draft = cloneState(s);
  const events: GameEvent[] = [];
  runAdvancedSupply(draft, events, n);
  return { state: draft, events };
}

const supplied = (s: GameState, id: string, n: 1 | 2 = 1) => check(s, n).state.supply?.out[id] !== true;
const hex = (s: GameState, label: string) => contextOf(s.bundle).cm.indexOf(label);
const depot = (at: string, extra: Partial<UnitSpec> & { supplyRange?: number } = {}) => ({ id: "bdep", type: "supply-unit", at, ...extra });
const msu = (id: string, at: string) => ({ id, type: "supply-unit", at });

describe("supply sources and their ranges [19.1]", () => {
  const cases: { name: string; spec: Partial<BoardSpec> & { units: UnitSpec[] }; unit: string; inSupply: boolean; tweak?: (s: GameState) => void }[] = [
    { name: "a depot supplies 8 MP away", spec: { units: [depot("0101"), { id: "b1", type: "inf", at: "0901" }] }, unit: "b1", inSupply: true },
    { name: "a depot does not supply 9 MP away", spec: { units: [depot("0101"), { id: "b1", type: "inf", at: "1001" }] }, unit: "b1", inSupply: false },
    { name: "a depot under strike 2 supplies 4 MP, not 5 [27.3.2]", spec: { units: [depot("0101"), { id: "b1", type: "inf", at: "0601" }] }, unit: "b1", inSupply: false, tweak: (s) => void (s.adv = { ...(s.adv as NonNullable<GameState["adv"]>), strikes: { bdep: 2 } }) },
    { name: "a depot under strike 2 still supplies 4 MP [27.3.2]", spec: { units: [depot("0101"), { id: "b1", type: "inf", at: "0501" }] }, unit: "b1", inSupply: true, tweak: (s) => void (s.adv = { ...(s.adv as NonNullable<GameState["adv"]>), strikes: { bdep: 2 } }) },
    { name: "a supply unit's own range overrides the chart [15.2.11]", spec: { units: [depot("0101", { supplyRange: 3 } as Partial<UnitSpec>), { id: "b1", type: "inf", at: "0501" }] }, unit: "b1", inSupply: false },
    { name: "a friendly major city in friendly country supplies 6 MP", spec: { features: [{ kind: "major-city", hex: "0101" }], units: [{ id: "b1", type: "inf", at: "0701" }] }, unit: "b1", inSupply: true },
    { name: "a major city does not supply 7 MP away", spec: { features: [{ kind: "major-city", hex: "0101" }], units: [{ id: "b1", type: "inf", at: "0801" }] }, unit: "b1", inSupply: false },
    { name: "a major city in enemy country is no source", spec: { borders: ["oooooonnnnnn"], features: [{ kind: "major-city", hex: "0101" }], units: [{ id: "b1", type: "inf", at: "0301" }] }, unit: "b1", inSupply: false, tweak: (s) => void (s.control = { [hex(s, "0101")]: "blue" }) },
    { name: "an enemy-controlled major city is no source until retaken", spec: { features: [{ kind: "major-city", hex: "0101" }], units: [{ id: "b1", type: "inf", at: "0301" }] }, unit: "b1", inSupply: false, tweak: (s) => void (s.control = { [hex(s, "0101")]: "red" }) },
    { name: "an MSU alone supplies nothing: it needs a depot or major city [19.2]", spec: { units: [msu("bmsu", "0901"), { id: "b1", type: "inf", at: "1201" }] }, unit: "b1", inSupply: false },
    { name: "an MSU a depot supplies supplies 4 MP [19.1, 19.2]", spec: { units: [depot("0101"), msu("bmsu", "0801"), { id: "b1", type: "inf", at: "1201" }] }, unit: "b1", inSupply: true },
    { name: "no unit of either side is supplied by nothing", spec: { units: [{ id: "b1", type: "inf", at: "0101" }] }, unit: "b1", inSupply: false },
  ];
  it.each(cases)("$name", ({ spec, unit, inSupply, tweak }) => {
    expect(supplied(game(spec, tweak), unit)).toBe(inSupply);
  });

  it("records each supplied unit's line, unit to source, in hex labels [19.2]", () => {
    const { state } = check(game({ units: [depot("0101"), { id: "b1", type: "inf", at: "0401" }] }));
    expect(state.adv?.lines.b1).toEqual(["0401", "0301", "0201", "0101"]);
  });

  it("supplies units through an MSU with the line ending at the MSU", () => {
    const { state } = check(game({ units: [depot("0101"), msu("bmsu", "0801"), { id: "b1", type: "inf", at: "1101" }] }));
    expect(state.adv?.lines.b1).toEqual(["1101", "1001", "0901", "0801"]);
    expect(state.adv?.lines.bmsu?.at(-1)).toBe("0101");
  });
});

describe("what blocks a line of communication [19.2]", () => {
  const base = (more: UnitSpec[], spec: Partial<BoardSpec> = {}) => game({ rows: [ROW, "MMMMMMMMMMMM"], ...spec, units: [depot("0101"), { id: "b1", type: "inf", at: "0601" }, ...more] });
  const cases: { name: string; s: () => GameState; inSupply: boolean }[] = [
    { name: "an open line", s: () => base([]), inSupply: true },
    { name: "an enemy unit on the line", s: () => base([{ id: "r1", type: "inf", at: "0301", steps: 1, sp: 1 }]), inSupply: false },
    { name: "an enemy ZOC on the line", s: () => base([{ id: "r1", type: "armour", at: "0302" }]), inSupply: false },
    { name: "an enemy ZOC with a friendly unit in it is negated", s: () => base([{ id: "r1", type: "armour", at: "0302" }, { id: "b2", type: "inf", at: "0301" }, { id: "b3", type: "inf", at: "0401" }, { id: "b4", type: "inf", at: "0201" }]), inSupply: true },
    { name: "prohibited terrain (a mountain for motorised units)", s: () => base([], { rows: ["cccMcccccccc", "MMMMMMMMMMMM"] }), inSupply: false },
    { name: "an enemy-controlled city", s: () => {
      const s = base([], { features: [{ kind: "city", hex: "0301" }] });
      s.control = { [hex(s, "0301")]: "red" };
      return s;
    }, inSupply: false },
    { name: "a major river crossed without a bridge", s: () => base([], { hexsides: [{ kind: "major-river", sides: ["0301-0401"] }] }), inSupply: false },
  ];
  it.each(cases)("$name", ({ s, inSupply }) => {
    expect(supplied(s(), "b1")).toBe(inSupply);
  });

  it("a line is costed as motorised movement: forest costs 2, a road less [19.2]", () => {
    const forest = game({ rows: ["cffffccccccc"], units: [depot("0101"), { id: "b1", type: "inf", at: "0601" }] });
    // 0201–0501 cost 2 each (8), 0601 one more: 9 > 8.
    expect(supplied(forest, "b1")).toBe(false);
    const road = game({ rows: ["cffffccccccc"], roads: [{ kind: "primary", path: ["0101", "0201", "0301", "0401", "0501", "0601"] }], units: [depot("0101"), { id: "b1", type: "inf", at: "0601" }] });
    expect(supplied(road, "b1")).toBe(true);
  });
});

describe("next to a source or supplied HQ, whatever the cost [19.2]", () => {
  it.each([
    { name: "a foot unit in a mountain next to a depot", rows: ["cM"], unit: { id: "b1", type: "inf", at: "0201" }, inSupply: true },
    { name: "a foot unit across a major river from a depot", rows: ["cc"], hexsides: [{ kind: "major-river", sides: ["0101-0201"] }], unit: { id: "b1", type: "inf", at: "0201" }, inSupply: true },
    { name: "a mechanised unit across a major river from a depot: its move is prohibited", rows: ["cc"], hexsides: [{ kind: "major-river", sides: ["0101-0201"] }], unit: { id: "b1", type: "armour", at: "0201" }, inSupply: false },
    { name: "a motorised unit in a mountain next to a depot in clear terrain", rows: ["cM"], unit: { id: "b1", type: "mot-inf", at: "0201" }, inSupply: true },
  ] as { name: string; rows: string[]; hexsides?: BoardSpec["hexsides"]; unit: UnitSpec; inSupply: boolean }[])("$name", ({ rows, hexsides, unit, inSupply }) => {
    expect(supplied(game({ rows, hexsides, units: [depot("0101"), unit] }), "b1")).toBe(inSupply);
  });
});

describe("tracing to a superior HQ [19.2, 18.1, 29.5]", () => {
  const units = (unit: Partial<UnitSpec>, hq: Partial<UnitSpec> = {}) => [depot("0101"), { id: "bhq", type: "hq-adv", at: "0901", formation: "1st", ...hq }, { id: "b1", type: "inf", at: "1301", ...unit }];
  const wide = "ccccccccccccccc";
  it.each([
    { name: "a unit of the HQ's formation within 4 MP of it", unit: { formation: "1st" }, inSupply: true },
    { name: "a unit of another formation", unit: { formation: "2nd" }, inSupply: false },
    { name: "a unit with no formation, of the HQ's nation", unit: {}, inSupply: true },
    { name: "a unit with no formation, of another nation of its side", unit: { nation: "allied" }, inSupply: false },
    { name: "a subordinate 5 MP from the HQ", unit: { formation: "1st", at: "1401" }, inSupply: false },
    { name: "an HQ itself out of supply supplies no one", unit: { formation: "1st" }, hq: { at: "1001" }, inSupply: false },
  ] as { name: string; unit: Partial<UnitSpec>; hq?: Partial<UnitSpec>; inSupply: boolean }[])("$name", ({ unit, hq, inSupply }) => {
    const scenario = unit.nation === "allied" ? { nations: [{ id: "nordland", side: "blue" }, { id: "ostmark", side: "red" }, { id: "allied", side: "blue" }] } : undefined;
    const s = game({ rows: [wide], units: units(unit, hq), ...(scenario ? { scenario } : {}) } as Partial<BoardSpec> & { units: UnitSpec[] });
    expect(supplied(s, "b1")).toBe(inSupply);
  });

  it("the HQ supply range option: the HQ's range in MP instead of 4 [29.5]", () => {
    const at12 = game({ rows: [wide], units: units({ formation: "1st", at: "1201" }) });
    const at13 = game({ rows: [wide], units: units({ formation: "1st" }) });
    expect(supplied(at13, "b1")).toBe(true);
    const option = (s: GameState): GameState => ({ ...s, bundle: { ...s.bundle, scenario: { ...s.bundle.scenario, advanced: { supplyPoints: [], ...s.bundle.scenario.advanced, hqSupplyRange: true } } } });
    // The hq-adv preset's range is 3: 4 MP away is out, 3 MP in.
    expect(supplied(option(at13), "b1")).toBe(false);
    expect(supplied(option(at12), "b1")).toBe(true);
  });

  it("the supreme HQ supplies an HQ, which supplies its units [18.1, 19.2]", () => {
    const s = game({ rows: ["cccccccccccccccccc"], units: [depot("0101"), { id: "bsup", type: "supreme-hq", at: "0901" }, { id: "bhq", type: "hq-adv", at: "1301", formation: "1st" }, { id: "b1", type: "inf", at: "1601", formation: "1st" }] });
    const { state } = check(s);
    expect(state.supply?.out).toEqual({});
    expect(state.adv?.lines.b1).toEqual(["1601", "1501", "1401", "1301"]);
  });
});

describe("units kept in supply [19.2, 19.6]", () => {
  const far = () => game({ units: [{ id: "b1", type: "para", at: "0601" }] });
  it("an emergency-supplied unit counts as in supply for the turn", () => {
    const s = far();
    s.adv = { ...(s.adv as NonNullable<GameState["adv"]>), emergency: { b1: true } };
    expect(supplied(s, "b1", 2)).toBe(true);
    // The next turn's first check lifts the marker.
    expect(supplied(s, "b1", 1)).toBe(false);
  });
  it.each([
    { name: "paradropped while in supply: in supply for the turn", before: {}, inSupply: true },
    { name: "paradropped while out of supply: still out", before: { b1: true }, inSupply: false },
  ] as { name: string; before: Record<string, true>; inSupply: boolean }[])("$name", ({ before, inSupply }) => {
    const s = far();
    s.paradrop = { turn: s.turn, sp: {}, landed: { b1: true } };
    s.supply = { out: before };
    expect(supplied(s, "b1", 2)).toBe(inSupply);
  });
});

describe("a beachhead as a source [19.1]", () => {
  const hexesOfRow = (r: number) => Array.from({ length: 8 }, (_, c) => `${String(c + 1).padStart(2, "0")}${String(r).padStart(2, "0")}`);
  function coastGame(patch: { weather?: GameState["weather"]; coast?: string } = {}): GameState {
    const bundle = board({
      rows: ["ssssssss", "ssssssss", "cccccccc", "cccccccc"],
      borders: ["........", "........", "oooooooo", "oooooooo"],
      seaZones: [
        { id: "n", name: "North", seaBox: { id: "n-sea", name: "North sea box" }, coastalBox: { id: "n-coast", name: "North coastal box" }, hexes: hexesOfRow(1) },
        { id: "z", name: "Strait", seaBox: { id: "z-sea", name: "Strait sea box" }, coastalBox: { id: "z-coast", name: "Strait coastal box" }, hexes: hexesOfRow(2) },
      ],
      units: [{ id: "b1", type: "inf", at: "0603" }],
      advanced: true,
      scenario: { navalWar: { rollingSide: "blue", control: ["n-sea", "n-coast", "z-sea", "z-coast"].map((box) => ({ box, side: box === "z-coast" ? (patch.coast ?? "blue") : "blue" })) } },
    });
    const s = cloneState(at(bundle, "advanced-supply"));
    s.weather = patch.weather ?? "clear";
    s.beachheads = { at: { [hex(s, "0303")]: { side: "blue", defence: 1, placedTurn: 1, placedStep: 0 } }, removed: {} };
    return s;
  }
  it.each([
    { name: "its side holds the coastal box: it supplies 4 MP", s: () => coastGame(), inSupply: true },
    { name: "in a storm it supplies no one", s: () => coastGame({ weather: "storm" }), inSupply: false },
    { name: "the enemy holds the coastal box: no source", s: () => coastGame({ coast: "red" }), inSupply: false },
  ])("$name", ({ s, inSupply }) => {
    expect(supplied(s(), "b1")).toBe(inSupply);
  });
});
