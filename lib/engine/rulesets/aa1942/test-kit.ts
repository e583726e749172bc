import { expect } from "vitest";
import { type AreaGame, type AreaMap, type AreaUnitType, type Scenario, areaGameSchema } from "@/lib/model";
import sample from "@/lib/samples/area-sample/game.json";
import { square } from "@/lib/model/test-shapes";
import { applyAa } from "./game";
import type { AaAction, AaApplyResult, AaBundle, AaEvent, AaState } from "./types";
import { type BattleProfile, compileUnitProfiles } from "./units";

/**
 * A tiny area theatre for rule tests, built inline so each test can see the
 * whole board (boardgame.io style). Land: west–mid–east in a row plus a
 * northern neutral and an island; sea: sz-w, sz-e joined by a canal held
 * through "mid", and sz-n. The 1942 second-edition unit table with its
 * abilities as data.
 *
 *        north(neutral)
 *   west ── mid ── east          island
 *    |       |       |             |
 *   sz-w ══ canal ══ sz-e ──────── sz-n
 */
export function tinyGame(): AreaGame {
  return {
    schemaVersion: 3,
    name: "Tiny 1942",
    ruleset: "aa1942",
    sides: [
      { id: "allies", name: "Allies" },
      { id: "axis", name: "Axis" },
    ],
    nations: [
      { id: "red", name: "Red", side: "allies" },
      { id: "blue", name: "Blue", side: "axis" },
    ],
    turnOrder: ["red", "blue"],
    unitTypes: [
      { id: "infantry", name: "Infantry", domain: "land", attack: 1, defence: 2, movement: 1, cost: 3, hits: 1, supportable: true, transportCost: 2 },
      { id: "artillery", name: "Artillery", domain: "land", attack: 2, defence: 2, movement: 1, cost: 4, hits: 1, artillery: 1, transportCost: 3 },
      { id: "tank", name: "Tank", domain: "land", attack: 3, defence: 3, movement: 2, cost: 6, hits: 1, canBlitz: true, transportCost: 3 },
      { id: "aa-gun", name: "AA gun", domain: "structure", attack: 0, defence: 0, movement: 1, cost: 5, hits: 1, antiAircraft: { maxTargets: 3, hitOn: 1 }, transportCost: 3 },
      { id: "industrial-complex", name: "Industrial complex", domain: "structure", attack: 0, defence: 0, movement: 0, cost: 15, hits: 1, industrialComplex: true },
      { id: "fighter", name: "Fighter", domain: "air", attack: 3, defence: 4, movement: 4, cost: 10, hits: 1, carrierCost: 1 },
      { id: "bomber", name: "Bomber", domain: "air", attack: 4, defence: 1, movement: 6, cost: 12, hits: 1, strategicBomber: true },
      { id: "battleship", name: "Battleship", domain: "sea", attack: 4, defence: 4, movement: 2, cost: 20, hits: 2, bombard: 4 },
      { id: "carrier", name: "Carrier", domain: "sea", attack: 1, defence: 2, movement: 2, cost: 14, hits: 2, carrierCapacity: 2 },
      { id: "cruiser", name: "Cruiser", domain: "sea", attack: 3, defence: 3, movement: 2, cost: 12, hits: 1, bombard: 3 },
      { id: "destroyer", name: "Destroyer", domain: "sea", attack: 2, defence: 2, movement: 2, cost: 8, hits: 1, destroyer: true },
      { id: "submarine", name: "Submarine", domain: "sea", attack: 2, defence: 1, movement: 2, cost: 6, hits: 1, submarine: true },
      { id: "transport", name: "Transport", domain: "sea", attack: 0, defence: 0, movement: 2, cost: 7, hits: 1, transportCapacity: 5 },
    ],
  };
}


export function tinyMap(): AreaMap {
  return {
    schemaVersion: 1,
    name: "Tiny",
    layout: "area",
    size: { width: 600, height: 400 },
    wrap: { horizontal: false },
    nations: [
      { id: "red", name: "Red", colour: "#aa3333" },
      { id: "blue", name: "Blue", colour: "#3333aa" },
    ],
    territories: [
      { id: "west", name: "West", originalOwner: "red", ipc: 5, capital: true, victoryCity: true, industrialComplex: true, polygons: [square(0, 100)] },
      { id: "mid", name: "Mid", originalOwner: "red", ipc: 2, polygons: [square(100, 100)] },
      { id: "east", name: "East", originalOwner: "blue", ipc: 5, capital: true, victoryCity: true, industrialComplex: true, polygons: [square(200, 100)] },
      { id: "north", name: "North", ipc: 1, neutral: true, polygons: [square(100, 0)] },
      { id: "island", name: "Island", originalOwner: "blue", ipc: 1, victoryCity: true, polygons: [square(400, 100)] },
    ],
    seaZones: [
      { id: "sz-w", name: "West sea", polygons: [square(0, 200)] },
      { id: "sz-e", name: "East sea", polygons: [square(200, 200)] },
      { id: "sz-n", name: "North sea", polygons: [square(400, 200)] },
    ],
    connections: [
      { from: "west", to: ["mid", "sz-w"] },
      { from: "mid", to: ["west", "east", "north", "sz-w", "sz-e"] },
      { from: "east", to: ["mid", "sz-e"] },
      { from: "north", to: ["mid"] },
      { from: "island", to: ["sz-n"] },
      { from: "sz-w", to: ["west", "mid"] },
      { from: "sz-e", to: ["mid", "east", "sz-n"] },
      { from: "sz-n", to: ["sz-e", "island"] },
    ],
    canals: [{ id: "mid-canal", name: "Mid canal", seaZones: ["sz-w", "sz-e"], controlledBy: ["mid"] }],
  };
}

export function tinyScenario(overrides: Partial<Scenario> = {}): Scenario {
  return {
    schemaVersion: 1,
    name: "Tiny war",
    game: "game.json",
    map: "map.json",
    sides: [
      { id: "allies", name: "Allies" },
      { id: "axis", name: "Axis" },
    ],
    nations: [
      { id: "red", side: "allies" },
      { id: "blue", side: "axis" },
    ],
    turns: { first: 1, last: 5 },
    areaSetup: [
      { territory: "west", nation: "red", units: [{ type: "infantry", count: 2 }, { type: "tank", count: 1 }, { type: "fighter", count: 1 }] },
      { territory: "mid", nation: "red", units: [{ type: "infantry", count: 1 }] },
      { territory: "sz-w", nation: "red", units: [{ type: "transport", count: 1 }, { type: "destroyer", count: 1 }] },
      { territory: "east", nation: "blue", units: [{ type: "infantry", count: 2 }, { type: "aa-gun", count: 1 }] },
      { territory: "island", nation: "blue", units: [{ type: "infantry", count: 1 }] },
      { territory: "sz-e", nation: "blue", units: [{ type: "submarine", count: 1 }] },
    ],
    income: [
      { nation: "red", ipc: 20 },
      { nation: "blue", ipc: 20 },
    ],
    victoryCities: { cities: ["west", "east", "island"], standardVictory: 3 },
    ...overrides,
  };
}

export function tinyBundle(scenario: Partial<Scenario> = {}): AaBundle {
  return { game: tinyGame(), map: tinyMap(), scenario: tinyScenario(scenario) };
}

/** The state after an action that must be legal (throws with the refusal's reason otherwise). */
export const ok = (r: AaApplyResult): AaState => {
  if ("error" in r) throw new Error(r.error);
  return r.state;
};

/** Plays the actions in order, each of which must be legal. */
export const run = (s: AaState, ...actions: AaAction[]): AaState => actions.reduce((st, a) => ok(applyAa(st, a)), s);

/** Expects a refusal that names `rule` with a reason matching `reason`. */
export const refused = (r: AaApplyResult, rule: string, reason: RegExp) => expect(r).toMatchObject({ rule, error: expect.stringMatching(reason) });

/** The events of one type. */
export const ofType = (events: AaEvent[], type: string) => events.filter((e) => e.type === type);

/**
 * Test helpers for the combat rules and the calculator: the area sample's
 * unit table (game schema 2, published 1942 second-edition values and
 * abilities) and count arrays by unit id.
 */
export const SAMPLE_TYPES: AreaUnitType[] = areaGameSchema.parse(sample).unitTypes;
export const PROFILES: BattleProfile[] = compileUnitProfiles(SAMPLE_TYPES);

/** The profile of a sample unit type by id. */
export function P(id: string, profiles: readonly BattleProfile[] = PROFILES): BattleProfile {
  const p = profiles.find((x) => x.id === id);
  if (!p) throw new Error(`no unit type ${id}`);
  return p;
}

/** A count array (indexed like the profiles) from `{ id: n }`. */
export function counts(spec: Readonly<Record<string, number>>, profiles: readonly BattleProfile[] = PROFILES): number[] {
  const out = profiles.map(() => 0);
  for (const [id, n] of Object.entries(spec)) out[P(id, profiles).index] = n;
  return out;
}

/** The sample table with changes to some types (or extra types) for edge cases. */
export function withTypes(changes: Readonly<Record<string, Partial<AreaUnitType>>>, extra: readonly AreaUnitType[] = []): AreaUnitType[] {
  return [...SAMPLE_TYPES.map((u) => ({ ...u, ...(changes[u.id] ?? {}) })), ...extra];
}
