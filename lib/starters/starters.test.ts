import { describe, expect, it } from "vitest";
import { AA_BOTS, BOTS, createAaGame, createGame, playAaGame, playGame } from "@/lib/engine";
import type { AreaGame, AreaMap, Game, GameMap, HexMap, NextWarGame, Scenario } from "@/lib/model";
import { DOCUMENT_SCHEMAS, MOBILITY_CLASSES, TERRAIN_CLASSES } from "@/lib/model";
import { validateProject } from "@/lib/validate";
import { aaStarterGame, blankHexMap, nextWarAdvancedStarterGame, nextWarStarterGame, starterScenario, theatre } from "./index";

const findings = (game: Game, map: GameMap, scenario: Scenario) =>
  validateProject({ game: { value: game }, map: { value: map }, scenario: { value: scenario } });

describe("starter games", () => {
  it.each([
    ["Next War standard", nextWarStarterGame()],
    ["Next War Advanced", nextWarAdvancedStarterGame()],
    ["1942-style", aaStarterGame()],
  ])("%s parses with the model and validates with no findings on its own", (_, game) => {
    expect(DOCUMENT_SCHEMAS.game.safeParse(game).success).toBe(true);
    expect(validateProject({ game: { value: game } })).toEqual({ game: [] });
  });

  it("Next War Advanced: the standard starter as a nextwar-advanced game, with a supreme HQ, depot / MSU counters and the Advanced charts [18.3, 19.4]", () => {
    const game = nextWarAdvancedStarterGame();
    expect(game.ruleset).toBe("nextwar-advanced");
    expect(game.charts.advanced?.provenance).toBe("warbench-sample");
    expect(game.unitTypes.filter((t) => t.flags.includes("supreme-hq")).map((t) => t.flags)).toEqual([["hq", "supreme-hq"]]);
    expect(game.unitTypes.filter((t) => t.flags.includes("supply-unit")).map((t) => t.mobility)).toEqual(["motorized"]);
    expect({ ...game.charts, advanced: undefined }).toEqual({ ...nextWarStarterGame().charts, advanced: undefined });
  });

  it("Next War: labels its charts as Warbench's own starter values", () => {
    const game = nextWarStarterGame();
    expect(game.charts.provenance).toBe("warbench-sample");
    expect(game.description).toMatch(/not any publisher's charts/);
  });

  it("Next War: the CRT and TEC cover every land terrain class and every mobility class", () => {
    const { crt, tec } = nextWarStarterGame().charts;
    const land = TERRAIN_CLASSES.filter((c) => c !== "sea");
    expect(new Set(crt.terrainRows.flatMap((r) => r.terrainClasses))).toEqual(new Set(land));
    expect(new Set(tec.terrain.map((r) => r.terrainClass))).toEqual(new Set(land));
    for (const row of tec.terrain) expect(Object.keys(row.movement).sort()).toEqual([...MOBILITY_CLASSES].sort());
    for (const line of crt.results) expect(line.cells).toHaveLength(crt.columns);
  });

  it("Next War: results get better for the attacker as the roll and the odds rise", () => {
    const { results } = nextWarStarterGame().charts.crt;
    const defenderLoss = (cell: string) => Number(cell.split("/")[1]?.[0]) - Number(cell[0]);
    expect(defenderLoss(results[9]!.cells.at(-1)!)).toBeGreaterThan(defenderLoss(results[0]!.cells[0]!));
  });

  it("1942-style: the unit table carries the abilities the rules read", () => {
    const types = aaStarterGame().unitTypes;
    const has = (key: keyof (typeof types)[number]) => types.some((t) => t[key] !== undefined && t[key] !== false);
    for (const key of ["supportable", "artillery", "canBlitz", "submarine", "destroyer", "antiAircraft", "strategicBomber", "bombard", "carrierCapacity", "carrierCost", "transportCapacity", "transportCost", "industrialComplex"] as const) {
      expect(has(key), key).toBe(true);
    }
  });
});

describe("starter scenarios and theatres", () => {
  it.each(["nextwar", "nextwar-advanced", "area"] as const)("the %s theatre validates with no findings at all", (template) => {
    const t = theatre(template);
    expect(findings(t.game.content, t.map.content, t.scenario.content)).toEqual({ game: [], map: [], scenario: [] });
  });

  it("the Next War theatre's map is a blank 40×30 hex map", () => {
    const map = theatre("nextwar").map.content as HexMap;
    expect([map.grid.columns, map.grid.rows]).toEqual([40, 30]);
  });

  it("the area theatre's map has two territories, a sea zone and their connections", () => {
    const map = theatre("area").map.content as AreaMap;
    expect(map.territories.length).toBeGreaterThanOrEqual(2);
    expect(map.seaZones.length).toBeGreaterThanOrEqual(1);
    expect(map.connections.flatMap((c) => c.to).length).toBe(6);
  });

  it("a Next War scenario takes sides and nations from the game, VP hexes and capitals from the map", () => {
    const game = nextWarStarterGame();
    const map = blankHexMap("m", 10, 8);
    map.nations = [{ id: "westland", name: "Westland", colour: "#336699" }];
    map.features = [
      { kind: "capital", hex: "0203", nation: "westland" },
      { kind: "city", hex: "0505", vp: 2 },
    ];
    const scenario = starterScenario(game, map, { name: "S", gameRef: "game.json", mapRef: "map.json", lastTurn: 6, initiativeSide: "red" });
    expect(scenario.sides.map((s) => s.id)).toEqual(["blue", "red"]);
    expect(scenario.nations.map((n) => n.id)).toEqual(["westland", "eastland"]);
    expect(scenario.units).toEqual([]);
    expect(scenario.turns).toEqual({ first: 1, last: 6 });
    expect(scenario.initiative?.side).toBe("red");
    expect(scenario.victory?.vpHexes).toEqual([{ hex: "0505", value: 2 }]);
    expect(scenario.victory?.capitals).toEqual([{ nation: "westland", hex: "0203" }]);
    expect(findings(game, map, scenario)).toEqual({ game: [], map: [], scenario: [] });
  });

  it("an area scenario has an empty areaSetup, income per nation and the map's victory cities", () => {
    const t = theatre("area");
    const s = t.scenario.content;
    expect(s.areaSetup).toEqual([]);
    expect(s.income).toEqual([{ nation: "westland", ipc: 10 }, { nation: "eastland", ipc: 10 }]);
    expect(s.victoryCities?.cities).toEqual(["westland-home", "eastland-home"]);
  });
});

describe("starters play", () => {
  it("the engine starts the empty Next War theatre", () => {
    const t = theatre("nextwar");
    const state = createGame({ game: t.game.content as NextWarGame, map: t.map.content as HexMap, scenario: t.scenario.content }, { seed: 7 });
    expect(state.result).toBeNull();
  });

  it("random bots play a Next War starter game with a few units through its turns", () => {
    const t = theatre("nextwar");
    const scenario: Scenario = { ...t.scenario.content, turns: { first: 1, last: 2 } };
    const unit = (id: string, type: string, nation: string) => ({ id, type, name: id, nation, attack: 4, defence: 4, er: 4, ma: 6, sp: 2, steps: 2, reduced: { attack: 2, defence: 2 } });
    scenario.units = [unit("w-1", "inf", "westland"), unit("w-2", "armour", "westland"), unit("e-1", "mech-inf", "eastland"), unit("e-2", "mot-inf", "eastland")];
    scenario.setup = [{ unit: "w-1", at: "1010" }, { unit: "w-2", at: "1011" }, { unit: "e-1", at: "1210" }, { unit: "e-2", at: "1211" }];
    expect(findings(t.game.content, t.map.content, scenario)).toEqual({ game: [], map: [], scenario: [] });
    const played = playGame({ game: t.game.content as NextWarGame, map: t.map.content as HexMap, scenario }, 11, { blue: BOTS.random!, red: BOTS.random! }, { maxActions: 5000 });
    expect(played.actions.length).toBeGreaterThan(5);
    expect(played.truncated).toBe(false);
  });

  it("random bots play rounds of the area theatre", () => {
    const t = theatre("area");
    const bundle = { game: t.game.content as AreaGame, map: t.map.content as AreaMap, scenario: { ...t.scenario.content, turns: { first: 1, last: 2 }, areaRules: { roundLimit: 2 } } };
    expect(createAaGame(bundle, 3).result).toBeNull();
    const played = playAaGame(bundle, 3, { blue: AA_BOTS.random!, red: AA_BOTS.random! }, { maxActions: 5000 });
    expect(played.actions.length).toBeGreaterThan(5);
    expect(played.truncated).toBe(false);
  });
});

describe("the theatre templates [#26 item 3]", () => {
  it.each(["nextwar", "nextwar-advanced", "area"] as const)("%s: the map comes with the game's nations", (template) => {
    const t = theatre(template);
    expect(t.map.content.nations.map((n) => n.id)).toEqual(t.game.content.nations.map((n) => n.id));
    expect(t.map.content.nations.length).toBeGreaterThan(0);
  });
});
