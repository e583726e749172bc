import { starterAdvancedCharts } from "@/lib/model/advanced-starter";
import { GAME_SCHEMA_VERSION } from "@/lib/model/game";
import type { LintCode } from "./codes";
import { tinyGame, tinyMap, tinyScenario } from "./test-fixtures";

/**
 * The Advanced game's lint cases [14–29] for lints.test.ts (one failing
 * document per code): the tiny hex documents as an Advanced game, with an HQ
 * per nation, a supreme HQ, a depot in its own country and an MSU in the pool.
 */

/* eslint-disable @typescript-eslint/no-explicit-any -- the table edits raw JSON on purpose */
type Docs = { game?: any; map?: any; scenario?: any };

const unit = (id: string, type: string, nation: string, more: Record<string, unknown> = {}) => ({ id, type, name: id, nation, attack: 0, defence: 2, er: 4, ma: 10, sp: 1, steps: 1, ...more });

export function advancedHex(): Docs {
  const game: any = tinyGame();
  // The current version: the 2 → 3 migration would give a version 1 Advanced game the starter charts.
  game.schemaVersion = GAME_SCHEMA_VERSION;
  game.ruleset = "nextwar-advanced";
  game.charts.advanced = starterAdvancedCharts();
  game.unitTypes.push(
    { id: "hq", name: "HQ", mobility: "mechanized", flags: ["hq"] },
    { id: "shq", name: "Supreme HQ", mobility: "mechanized", flags: ["hq", "supreme-hq"] },
    { id: "supply", name: "Supply", mobility: "mechanized", flags: ["supply-unit"] },
  );
  const scenario: any = tinyScenario();
  scenario.units.push(
    unit("hx", "hq", "x", { formation: "x-div", range: 3 }), // units/4
    unit("hy", "hq", "y", { range: 3 }), // units/5: serves y's units with no formation
    unit("sx", "shq", "x", { range: 8 }), // units/6
    unit("dx", "supply", "x"), // units/7: a depot
    unit("mx", "supply", "x"), // units/8: an MSU counter in the pool
  );
  scenario.setup.push({ unit: "hx", at: "0202" }, { unit: "hy", at: "0303" }, { unit: "sx", at: "0103" }, { unit: "dx", at: "0102" }); // setup/3..6
  scenario.advanced = {
    supplyPoints: [{ side: "a", points: 4 }, { side: "b", points: 4 }],
    supplyPointSchedule: [{ side: "a", turn: 2, points: 1 }],
    sof: [{ side: "a", markers: 1, counterMix: 2, reinforcements: [{ turn: 2, markers: 1 }] }],
    chemicalWeapons: [{ side: "b", points: 1 }],
    electronicDetection: [{ side: "a", attempts: 1 }],
    targeting: [{ side: "b", drm: -2 }],
    un: { vetoes: [{ side: "a", count: 1 }], drm: 0 },
    airDefence: [{ nation: "y", detection: 4, sam: 3, aaa: 1 }],
    theatreWeapons: [{ id: "y-scud", name: "SCUD", side: "b", points: 2 }],
  };
  return { game, map: tinyMap(), scenario };
}

export interface AdvancedCase {
  code: LintCode;
  base: () => Docs;
  at: ["game" | "map" | "scenario", string];
  breakIt: (d: Docs) => void;
  why?: string;
}

export const ADVANCED_CASES: AdvancedCase[] = [
  { code: "E-ADVANCED-NO-CHARTS", base: advancedHex, at: ["game", "/charts"], breakIt: (d) => delete d.game.charts.advanced, why: "[14.0]" },
  { code: "E-CHART-UNKNOWN-SIDE", base: advancedHex, at: ["game", "/charts/advanced/sofSurvival/drm/0/side"], breakIt: (d) => (d.game.charts.advanced.sofSurvival.drm = [{ side: "zz", drm: 1 }]), why: "[20.3]" },
  { code: "W-ADVANCED-IGNORED", base: advancedHex, at: ["scenario", "/advanced"], breakIt: (d) => (d.game.ruleset = "nextwar-standard"), why: "a standard game ignores them [14.0]" },
  { code: "W-HQ-NO-RANGE", base: advancedHex, at: ["scenario", "/units/4"], breakIt: (d) => delete d.scenario.units[4].range, why: "[18.2.1]" },
  { code: "W-HQ-NO-UNITS", base: advancedHex, at: ["scenario", "/units/4/formation"], breakIt: (d) => delete d.scenario.units[0].formation, why: "u1 leaves x-div; a white unit still has x's HQ [18.1]" },
  { code: "W-UNIT-NO-HQ", base: advancedHex, at: ["scenario", "/units/0/formation"], breakIt: (d) => delete d.scenario.units[4].formation, why: "x-div has no HQ; the supreme HQ does not count [18.1, 18.3.1]" },
  { code: "W-UNIT-NO-HQ", base: advancedHex, at: ["scenario", "/units/1"], breakIt: (d) => (d.scenario.units.splice(5, 1), d.scenario.setup.splice(4, 1)), why: "y's only HQ gone: the white tank has none [18.1]" },
  { code: "E-DEPOT-ENEMY-COUNTRY", base: advancedHex, at: ["scenario", "/setup/6/at"], breakIt: (d) => (d.scenario.setup[6].at = "0302"), why: "0302 is y's country [19.4]" },
  { code: "E-DEPOT-NOT-IN-HEX", base: advancedHex, at: ["scenario", "/setup/6/at"], breakIt: (d) => (d.scenario.setup[6].at = "0909"), why: "off the map [19.4]" },
  { code: "E-DEPOT-NOT-IN-HEX", base: advancedHex, at: ["scenario", "/setup/7/at"], breakIt: (d) => d.scenario.setup.push({ unit: "mx", at: "n1" }), why: "aboard a ship [19.4]" },
  { code: "E-SOF-OVER-COUNTER-MIX", base: advancedHex, at: ["scenario", "/advanced/sof/0/markers"], breakIt: (d) => (d.scenario.advanced.sof[0].markers = 3), why: "[20.4]" },
  { code: "E-REINFORCEMENT-AFTER-LAST-TURN", base: advancedHex, at: ["scenario", "/advanced/sof/0/reinforcements/0/turn"], breakIt: (d) => (d.scenario.advanced.sof[0].reinforcements[0].turn = 4), why: "SOF reinforcements [20.4]" },
  { code: "W-CW-NO-HQ", base: advancedHex, at: ["scenario", "/advanced/chemicalWeapons/0"], breakIt: (d) => (d.scenario.advanced.chemicalWeapons[0].side = "a", d.scenario.units.splice(4, 1), d.scenario.setup.splice(3, 1)), why: "a's only HQ left is the supreme HQ [18.2.4]" },
  ...(["supplyPoints", "supplyPointSchedule", "sof", "chemicalWeapons", "electronicDetection", "targeting"] as const).map(
    (key): AdvancedCase => ({ code: "E-SIDE-UNKNOWN", base: advancedHex, at: ["scenario", `/advanced/${key}/0/side`], breakIt: (d) => (d.scenario.advanced[key][0].side = "zz") }),
  ),
  { code: "E-SIDE-UNKNOWN", base: advancedHex, at: ["scenario", "/advanced/un/vetoes/0/side"], breakIt: (d) => (d.scenario.advanced.un.vetoes[0].side = "zz"), why: "[28.1]" },
  { code: "E-SIDE-UNKNOWN", base: advancedHex, at: ["scenario", "/advanced/theatreWeapons/0/side"], breakIt: (d) => (d.scenario.advanced.theatreWeapons[0].side = "zz"), why: "[20.2.1.2]" },
  { code: "E-NATION-UNKNOWN", base: advancedHex, at: ["scenario", "/advanced/airDefence/0/nation"], breakIt: (d) => (d.scenario.advanced.airDefence[0].nation = "zz"), why: "[24.1]" },
];
