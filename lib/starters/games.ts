import type { AreaGame, AreaUnitType, Nation, NextWarGame, NextWarUnitType, Side } from "@/lib/model";
import { GAME_SCHEMA_VERSION } from "@/lib/model";
import { starterAdvancedCharts } from "@/lib/model/advanced-starter";
import { starterNextWarCharts } from "./nextwar-charts";

/** The sides and nations every starter begins with; fictional, for a designer to rename. */
export const STARTER_SIDES: Side[] = [
  { id: "blue", name: "Blue", colour: "#2f5f9e" },
  { id: "red", name: "Red", colour: "#b23a2e" },
];
export const STARTER_NATIONS: Nation[] = [
  { id: "westland", name: "Westland", side: "blue", colour: "#4f7fbf" },
  { id: "eastland", name: "Eastland", side: "red", colour: "#c8553d" },
];

/** Every kind of unit the nextwar ruleset distinguishes: each mobility class, the special infantry, HQ, helicopter and naval kinds. */
export function nextWarUnitTypes(): NextWarUnitType[] {
  return [
    { id: "inf", name: "Infantry", mobility: "foot", flags: [], symbol: "infantry" },
    { id: "light-inf", name: "Light infantry", mobility: "foot", flags: ["light-infantry", "airmobile-capable"], symbol: "infantry" },
    { id: "airmobile-inf", name: "Airmobile infantry", mobility: "airmobile", flags: ["airmobile-capable"], symbol: "airmobile" },
    { id: "para", name: "Airborne infantry", mobility: "foot", flags: ["airborne"], symbol: "airborne" },
    { id: "marine", name: "Marines", mobility: "foot", flags: ["marine"], symbol: "marine" },
    { id: "mot-inf", name: "Motorized infantry", mobility: "motorized", flags: [], symbol: "motorized" },
    { id: "recon", name: "Reconnaissance", mobility: "motorized", flags: [], symbol: "recon" },
    { id: "mech-inf", name: "Mechanized infantry", mobility: "mechanized", flags: ["mechanized"], symbol: "mechanized" },
    { id: "armour", name: "Armour", mobility: "mechanized", flags: ["armour"], symbol: "armour" },
    { id: "hq", name: "Headquarters", mobility: "motorized", flags: ["hq"], symbol: "hq" },
    { id: "attack-helo", name: "Attack helicopter", flags: ["helicopter"], symbol: "helicopter" },
    { id: "usmc-attack-helo", name: "USMC attack helicopter", flags: ["helicopter", "marine"], symbol: "helicopter" },
    { id: "sag", name: "Surface action group", flags: ["sag"] },
    { id: "cv", name: "Carrier group", flags: ["cv"] },
    { id: "amph", name: "Amphibious group", flags: ["amph"] },
  ];
}

export const STARTER_CHARTS_NOTE =
  "The charts are Warbench's own starter values (provenance: warbench-sample), worked out for a new theatre: they are not any publisher's charts. Replace them with your game's player aids.";

export function nextWarStarterGame(name = "Next War game"): NextWarGame {
  return {
    $schema: "game.schema.json",
    schemaVersion: GAME_SCHEMA_VERSION,
    name,
    description: `A Next War standard game: the unit types and every chart the rules read. ${STARTER_CHARTS_NOTE}`,
    ruleset: "nextwar-standard",
    sides: STARTER_SIDES.map((s) => ({ ...s })),
    nations: STARTER_NATIONS.map((n) => ({ ...n })),
    unitTypes: nextWarUnitTypes(),
    charts: starterNextWarCharts(STARTER_SIDES.map((s) => s.id)),
  };
}

/**
 * The Next War starter as an Advanced game [14–29]: the same unit types plus a
 * supreme HQ [18.3] and the depot / MSU counter [19.4], and the Advanced charts.
 */
export function nextWarAdvancedStarterGame(name = "Next War Advanced game"): NextWarGame {
  const standard = nextWarStarterGame(name);
  const types = standard.unitTypes.flatMap((t) =>
    t.id === "hq"
      ? [t, { id: "supreme-hq", name: "Supreme headquarters", mobility: "motorized" as const, flags: ["hq" as const, "supreme-hq" as const], symbol: "hq" }, { id: "supply", name: "Depot / mobile supply unit", mobility: "motorized" as const, flags: ["supply-unit" as const], symbol: "supply" }]
      : [t],
  );
  return {
    ...standard,
    description: `A Next War Advanced game: the unit types (with a supreme HQ and depot / MSU counters) and every chart the rules read, the Advanced charts among them. ${STARTER_CHARTS_NOTE}`,
    ruleset: "nextwar-advanced",
    unitTypes: types,
    charts: { ...standard.charts, advanced: starterAdvancedCharts() },
  };
}

type Abilities = Omit<AreaUnitType, "id" | "name" | "domain" | "attack" | "defence" | "movement" | "cost" | "hits">;
const unit = (id: string, name: string, domain: AreaUnitType["domain"], [attack, defence, movement, cost, hits = 1]: [number, number, number, number, number?], abilities: Abilities = {}): AreaUnitType => ({
  id,
  name,
  domain,
  attack,
  defence,
  movement,
  cost,
  hits,
  ...abilities,
});

/**
 * The 1942-style unit table: values and every ability the aa1942 rules read
 * (the rules look at these fields, never at unit ids). Values: attack,
 * defence, movement, cost, hits.
 */
export function aaUnitTable(): AreaUnitType[] {
  return [
    unit("infantry", "Infantry", "land", [1, 2, 1, 3], { supportable: true, transportCost: 2 }),
    unit("artillery", "Artillery", "land", [2, 2, 1, 4], { artillery: 1, transportCost: 3 }),
    unit("tank", "Tank", "land", [3, 3, 2, 6], { canBlitz: true, transportCost: 3 }),
    unit("aa-gun", "AA gun", "structure", [0, 1, 1, 5], { antiAircraft: { maxTargets: 3, hitOn: 1 }, transportCost: 3 }),
    unit("industrial-complex", "Industrial complex", "structure", [0, 0, 0, 15], { industrialComplex: true }),
    unit("fighter", "Fighter", "air", [3, 4, 4, 10], { carrierCost: 1 }),
    unit("bomber", "Bomber", "air", [4, 1, 6, 12], { strategicBomber: true }),
    unit("battleship", "Battleship", "sea", [4, 4, 2, 20, 2], { bombard: 4 }),
    unit("carrier", "Aircraft carrier", "sea", [1, 2, 2, 14, 2], { carrierCapacity: 2 }),
    unit("cruiser", "Cruiser", "sea", [3, 3, 2, 12], { bombard: 3 }),
    unit("destroyer", "Destroyer", "sea", [2, 2, 2, 8], { destroyer: true }),
    unit("submarine", "Submarine", "sea", [2, 1, 2, 6], { submarine: true }),
    unit("transport", "Transport", "sea", [0, 0, 2, 7], { transportCapacity: 5 }),
  ];
}

export function aaStarterGame(name = "Area game"): AreaGame {
  return {
    $schema: "game.schema.json",
    schemaVersion: GAME_SCHEMA_VERSION,
    name,
    description: "An Axis & Allies 1942-style area game: the unit table with its values, costs and abilities, two fictional powers and their turn order.",
    ruleset: "aa1942",
    sides: STARTER_SIDES.map((s) => ({ ...s })),
    nations: STARTER_NATIONS.map((n) => ({ ...n })),
    turnOrder: STARTER_NATIONS.map((n) => n.id),
    unitTypes: aaUnitTable(),
  };
}
