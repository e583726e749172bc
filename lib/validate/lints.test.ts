import { describe, expect, it } from "vitest";
import { ALL_CODES, LINT_CODES } from "./codes";
import type { Finding } from "./findings";
import { ADVANCED_CASES, advancedHex } from "./lints-advanced.cases";
import { validateProject } from "./project";
import { tinyAreaGame, tinyAreaMap, tinyAreaScenario, tinyGame, tinyMap, tinyScenario } from "./test-fixtures";

/* eslint-disable @typescript-eslint/no-explicit-any -- the table edits raw JSON on purpose */
type Docs = { game?: any; map?: any; scenario?: any };
type Doc = keyof Docs;

const hex = (): Docs => ({ game: tinyGame(), map: tinyMap(), scenario: tinyScenario() });
const area = (): Docs => ({ game: tinyAreaGame(), map: tinyAreaMap(), scenario: tinyAreaScenario() });

function run(docs: Docs): (Finding & { doc: Doc })[] {
  const result = validateProject({
    game: docs.game === undefined ? undefined : { value: docs.game },
    map: docs.map === undefined ? undefined : { value: docs.map },
    scenario: docs.scenario === undefined ? undefined : { value: docs.scenario },
  });
  return (["game", "map", "scenario"] as const).flatMap((doc) => (result[doc] ?? []).map((f) => ({ ...f, doc })));
}

interface Case {
  code: (typeof ALL_CODES)[number];
  base: () => Docs;
  /** Where the finding must be: document and JSON pointer. */
  at: [Doc, string];
  breakIt: (d: Docs) => void;
  why?: string;
}

const sag2 = { id: "n2", type: "sag", name: "SAG 2", nation: "x", cs: 2, range: 8 };

const CASES: Case[] = [
  // JSON Schema and hostile keys
  { code: "E-SCHEMA", base: hex, at: ["scenario", "/turns/last"], breakIt: (d) => (d.scenario.turns.last = "8") },
  { code: "E-SCHEMA", base: hex, at: ["game", "/charts/crt/results/0/cells/0"], breakIt: (d) => (d.game.charts.crt.results[0].cells[0] = "1-0") },
  { code: "E-SCHEMA", base: hex, at: ["map", "/features/0"], breakIt: (d) => delete d.map.features[0].capacity, why: "missing: points at the parent; the union picks the port branch by its kind" },
  { code: "E-SCHEMA-VERSION", base: hex, at: ["map", "/schemaVersion"], breakIt: (d) => (d.map.schemaVersion = 2) },
  { code: "E-JSON-FORBIDDEN-KEY", base: hex, at: ["scenario", "/setup/0/__proto__"], breakIt: (d) => (d.scenario.setup[0] = JSON.parse('{"unit":"u1","at":"0202","__proto__":{"polluted":true}}')) },
  { code: "E-JSON-NUMBER-RANGE", base: hex, at: ["scenario", "/turns/last"], breakIt: (d) => (d.scenario.turns.last = JSON.parse("1e999")), why: "would be stored as null" },
  { code: "E-JSON-LONE-SURROGATE", base: hex, at: ["scenario", "/name"], breakIt: (d) => (d.scenario.name = JSON.parse('"Op \\ud800"')) },
  { code: "E-JSON-TOO-DEEP", base: hex, at: ["map", `/features/0/x${"/0".repeat(97)}`], breakIt: (d) => (d.map.features[0].x = JSON.parse(`${"[".repeat(150)}${"]".repeat(150)}`)), why: "JSON.stringify overflows past ~4,000 levels" },
  // Game
  { code: "E-SIDE-DUPLICATE-ID", base: hex, at: ["game", "/sides/1/id"], breakIt: (d) => (d.game.sides[1].id = "a") },
  { code: "E-NATION-DUPLICATE-ID", base: hex, at: ["game", "/nations/1/id"], breakIt: (d) => (d.game.nations[1].id = "x") },
  { code: "E-UNITTYPE-DUPLICATE-ID", base: hex, at: ["game", "/unitTypes/1/id"], breakIt: (d) => (d.game.unitTypes[1].id = "inf") },
  { code: "E-NATION-UNKNOWN-SIDE", base: hex, at: ["game", "/nations/0/side"], breakIt: (d) => (d.game.nations[0].side = "zz") },
  { code: "E-UNITTYPE-NO-MOBILITY", base: hex, at: ["game", "/unitTypes/0"], breakIt: (d) => delete d.game.unitTypes[0].mobility, why: "[2.3.5]" },
  { code: "E-TURNORDER-UNKNOWN-NATION", base: area, at: ["game", "/turnOrder/2"], breakIt: (d) => d.game.turnOrder.push("zz") },
  { code: "W-UNITTYPE-NO-TRANSPORT", base: area, at: ["game", "/unitTypes/0/transportCost"], breakIt: (d) => delete d.game.unitTypes[5].transportCapacity, why: "infantry, and no transport left" },
  { code: "W-UNITTYPE-NO-CARRIER", base: area, at: ["game", "/unitTypes/3/carrierCost"], breakIt: (d) => delete d.game.unitTypes[4].carrierCapacity, why: "fighter, and no carrier left" },
  { code: "W-UNITTYPE-NO-SUPPORTABLE", base: area, at: ["game", "/unitTypes/2/artillery"], breakIt: (d) => delete d.game.unitTypes[0].supportable, why: "artillery, and no infantry-like unit left" },
  { code: "E-CRT-ROW-LENGTH", base: hex, at: ["game", "/charts/crt/results/0/cells"], breakIt: (d) => d.game.charts.crt.results[0].cells.pop() },
  { code: "E-CRT-OVERKILL-COLUMN", base: hex, at: ["game", "/charts/crt/overkillColumns/0"], breakIt: (d) => (d.game.charts.crt.overkillColumns = [3]), why: "[9.7.1.1]" },
  { code: "E-CHART-TURN-RANGE", base: hex, at: ["game", "/charts/weather/0/toTurn"], breakIt: (d) => (d.game.charts.weather[0].fromTurn = 5) },
  { code: "E-CHART-UNKNOWN-SIDE", base: hex, at: ["game", "/charts/airPoints/0/side"], breakIt: (d) => (d.game.charts.airPoints[0].side = "zz") },
  { code: "E-CRT-MISSING-TERRAIN", base: hex, at: ["game", "/charts/crt/terrainRows"], breakIt: (d) => (d.game.charts.crt.terrainRows[0].terrainClasses = ["clear"]), why: "[9.2.2]" },
  { code: "E-TEC-MISSING-TERRAIN", base: hex, at: ["game", "/charts/tec/terrain"], breakIt: (d) => d.game.charts.tec.terrain.pop(), why: "[8.3]" },
  { code: "E-TEC-MISSING-MOBILITY", base: hex, at: ["game", "/charts/tec/terrain/0/movement"], breakIt: (d) => delete d.game.charts.tec.terrain[0].movement.mechanized, why: "[8.3]" },
  // Hex map
  { code: "E-GRID-LABEL-FORMAT", base: hex, at: ["map", "/grid/firstLabel"], breakIt: (d) => (d.map.grid.firstLabel = "101") },
  { code: "E-GRID-LABEL-FORMAT", base: hex, at: ["map", "/grid/labelFormat"], breakIt: (d) => (d.map.grid.columns = 120), why: "column 120 needs three digits" },
  { code: "E-TERRAIN-DUPLICATE-ID", base: hex, at: ["map", "/terrainTypes/1/id"], breakIt: (d) => (d.map.terrainTypes[1].id = "clear") },
  { code: "E-SEAZONE-DUPLICATE-ID", base: hex, at: ["map", "/seaZones/0/coastalBox/id"], breakIt: (d) => (d.map.seaZones[0].coastalBox.id = "z-sea") },
  { code: "E-MAP-ROW-COUNT", base: hex, at: ["map", "/terrain/rows"], breakIt: (d) => d.map.terrain.rows.pop() },
  { code: "E-MAP-ROW-LENGTH", base: hex, at: ["map", "/terrain/rows/1"], breakIt: (d) => (d.map.terrain.rows[1] = "ccc") },
  { code: "E-MAP-LEGEND-DUPLICATE-CHAR", base: hex, at: ["map", "/terrain/legend/1/char"], breakIt: (d) => (d.map.terrain.legend[1].char = "c") },
  { code: "E-MAP-UNKNOWN-CHAR", base: hex, at: ["map", "/terrain/rows/1"], breakIt: (d) => (d.map.terrain.rows[1] = "cccq") },
  { code: "E-MAP-UNKNOWN-CHAR", base: hex, at: ["map", "/borders/rows/2"], breakIt: (d) => (d.map.borders.rows[2] = "xxyz") },
  { code: "E-MAP-UNKNOWN-TERRAIN-TYPE", base: hex, at: ["map", "/terrain/legend/0/value"], breakIt: (d) => (d.map.terrain.legend[0].value = "swamp") },
  { code: "E-MAP-UNKNOWN-NATION", base: hex, at: ["map", "/features/2/nation"], breakIt: (d) => (d.map.features[2].nation = "zz") },
  { code: "E-HEX-OFFMAP", base: hex, at: ["map", "/labels/0/hex"], breakIt: (d) => (d.map.labels[0].hex = "0909") },
  { code: "E-HEXSIDE-NOT-ADJACENT", base: hex, at: ["map", "/hexsides/0/sides/0"], breakIt: (d) => (d.map.hexsides[0].sides = ["0202-0402"]), why: "[8.3.1]" },
  { code: "E-ROAD-NOT-ADJACENT", base: hex, at: ["map", "/roads/0/path/1"], breakIt: (d) => (d.map.roads[0].path = ["0102", "0302"]), why: "[8.3.2]" },
  { code: "E-PORT-INLAND", base: hex, at: ["map", "/features/0/hex"], breakIt: (d) => (d.map.features[0].hex = "0203"), why: "[8.3.1.9]" },
  { code: "E-FEATURE-IN-SEA", base: hex, at: ["map", "/features/1/hex"], breakIt: (d) => (d.map.features[1].hex = "0101"), why: "an airbase in a sea hex [8.3.1.2]" },
  { code: "E-SEAZONE-LAND-HEX", base: hex, at: ["map", "/seaZones/0/hexes/4"], breakIt: (d) => d.map.seaZones[0].hexes.push("0102"), why: "[8.5.6.2]" },
  { code: "E-SEAZONE-HEX-TWICE", base: hex, at: ["map", "/seaZones/0/hexes/4"], breakIt: (d) => d.map.seaZones[0].hexes.push("0101") },
  { code: "W-SEA-HEX-NO-ZONE", base: hex, at: ["map", "/seaZones"], breakIt: (d) => d.map.seaZones[0].hexes.pop() },
  // Area map
  { code: "E-SPACE-DUPLICATE-ID", base: area, at: ["map", "/seaZones/1/id"], breakIt: (d) => (d.map.seaZones[1].id = "t1") },
  { code: "E-AREA-UNKNOWN-SPACE", base: area, at: ["map", "/connections/0/to/3"], breakIt: (d) => d.map.connections[0].to.push("t9") },
  { code: "E-AREA-ONE-WAY", base: area, at: ["map", "/connections/1/to/3"], breakIt: (d) => (d.map.connections[4].to = ["s1"]), why: "t2 lists s2, s2 no longer lists t2" },
  { code: "E-CANAL-UNKNOWN-SPACE", base: area, at: ["map", "/canals/0/controlledBy/0"], breakIt: (d) => (d.map.canals[0].controlledBy = ["t9"]) },
  {
    code: "E-CANAL-NOT-ADJACENT",
    base: area,
    at: ["map", "/canals/0/seaZones"],
    breakIt: (d) => {
      d.map.connections[3].to = ["t1", "t2", "t3"];
      d.map.connections[4].to = ["t2"];
    },
  },
  {
    code: "E-CANAL-NOT-ADJACENT",
    base: area,
    at: ["map", "/canals/0/controlledBy/0"],
    why: "held by an inland territory that borders neither sea zone",
    breakIt: (d) => {
      d.map.territories.push({ id: "t4", name: "T4", ipc: 1, polygons: [[0, 0, 1, 0, 1, 1]] });
      d.map.connections[2].to.push("t4");
      d.map.connections.push({ from: "t4", to: ["t3"] });
      d.map.canals[0].controlledBy = ["t4"];
    },
  },
  { code: "E-POLYGON-ODD", base: area, at: ["map", "/territories/0/polygons/0"], breakIt: (d) => d.map.territories[0].polygons[0].push(5) },
  { code: "E-CAPITAL-NO-OWNER", base: area, at: ["map", "/territories/0/capital"], breakIt: (d) => delete d.map.territories[0].originalOwner },
  {
    code: "W-AREA-MISSING-CONNECTION",
    base: area,
    at: ["map", "/territories/0"],
    why: "t1 and t2 share the side x=10",
    breakIt: (d) => {
      d.map.connections[0].to = ["s1", "t3"];
      d.map.connections[1].to = ["t3", "s1", "s2"];
    },
  },
  { code: "W-AREA-NO-NEIGHBOURS", base: area, at: ["map", "/territories/3"], breakIt: (d) => d.map.territories.push({ id: "t4", name: "T4", ipc: 0, polygons: [[60, 80, 70, 80, 70, 90, 60, 90]] }) },
  { code: "W-AREA-OVERLAP", base: area, at: ["map", "/territories/1/polygons/0"], breakIt: (d) => (d.map.territories[1].polygons = [[5, 50, 15, 50, 15, 60, 5, 60]]) },
  { code: "W-VICTORY-CITY-NO-OWNER", base: area, at: ["map", "/territories/1/victoryCity"], breakIt: (d) => (d.map.territories[1].victoryCity = true, delete d.map.territories[1].originalOwner) },
  { code: "E-CAPITAL-DUPLICATE", base: area, at: ["map", "/territories/1/capital"], breakIt: (d) => (d.map.territories[1].capital = true), why: "x's second capital" },
  // Scenario references
  { code: "E-SCENARIO-GAME-NOT-FOUND", base: hex, at: ["scenario", "/game"], breakIt: (d) => delete d.game },
  { code: "E-SCENARIO-MAP-NOT-FOUND", base: hex, at: ["scenario", "/map"], breakIt: (d) => delete d.map },
  { code: "E-SCENARIO-GAME-INVALID", base: hex, at: ["scenario", "/game"], breakIt: (d) => (d.game.name = 5) },
  { code: "E-SCENARIO-MAP-INVALID", base: hex, at: ["scenario", "/map"], breakIt: (d) => (d.map.name = 5) },
  { code: "E-SCENARIO-RULESET-MISMATCH", base: hex, at: ["scenario", "/map"], breakIt: (d) => (d.map = tinyAreaMap()) },
  { code: "W-MAP-EDGE-UNKNOWN-SIDE", base: hex, at: ["map", "/friendlyEdges/0/side"], breakIt: (d) => (d.map.friendlyEdges[0].side = "zz"), why: "[9.8.1]" },
  // Scenario
  { code: "E-SIDE-DUPLICATE-ID", base: hex, at: ["scenario", "/sides/1/id"], breakIt: (d) => (d.scenario.sides[1].id = "a") },
  { code: "E-TURNS-ORDER", base: hex, at: ["scenario", "/turns"], breakIt: (d) => (d.scenario.turns.first = 5) },
  { code: "E-SIDE-UNKNOWN", base: hex, at: ["scenario", "/initiative/side"], breakIt: (d) => (d.scenario.initiative.side = "zz") },
  { code: "E-NATION-UNKNOWN", base: hex, at: ["scenario", "/units/0/nation"], breakIt: (d) => (d.scenario.units[0].nation = "zz") },
  { code: "E-UNIT-DUPLICATE-ID", base: hex, at: ["scenario", "/units/2/id"], breakIt: (d) => (d.scenario.units[2].id = "u1") },
  { code: "E-FORMATION-DUPLICATE-ID", base: hex, at: ["scenario", "/formations/1/id"], breakIt: (d) => d.scenario.formations.push({ ...d.scenario.formations[0] }) },
  { code: "E-SPECIAL-RULE-UNKNOWN-NATION", base: hex, at: ["scenario", "/specialRules/0/nations/1"], breakIt: (d) => (d.scenario.specialRules[0].nations = [d.scenario.nations[0].id, "zz"]), why: "[9.6.5]" },
  { code: "E-RULE-DUPLICATE-ID", base: hex, at: ["scenario", "/specialRules/1/id"], breakIt: (d) => d.scenario.specialRules.push({ ...d.scenario.specialRules[0] }) },
  { code: "E-UNIT-UNKNOWN-TYPE", base: hex, at: ["scenario", "/units/0/type"], breakIt: (d) => (d.scenario.units[0].type = "zz") },
  { code: "E-UNIT-UNKNOWN-TYPE", base: hex, at: ["scenario", "/victory/eliminationVp/0/type"], breakIt: (d) => (d.scenario.victory.eliminationVp = [{ type: "zz", vp: 1 }]), why: "[12.1]" },
  { code: "E-UNIT-UNKNOWN-FORMATION", base: hex, at: ["scenario", "/units/0/formation"], breakIt: (d) => (d.scenario.units[0].formation = "zz") },
  { code: "E-FORMATION-UNKNOWN-PARENT", base: hex, at: ["scenario", "/formations/0/parent"], breakIt: (d) => (d.scenario.formations[0].parent = "x-div"), why: "its own parent" },
  { code: "W-UNIT-INCOMPLETE", base: hex, at: ["scenario", "/units/0"], breakIt: (d) => delete d.scenario.units[0].er, why: "[2.3]" },
  { code: "W-UNIT-NO-REDUCED-SIDE", base: hex, at: ["scenario", "/units/1"], breakIt: (d) => delete d.scenario.units[1].reduced, why: "[2.3]" },
  {
    code: "W-HELICOPTER-INCOMPLETE",
    base: hex,
    at: ["scenario", "/units/4"],
    breakIt: (d) => {
      d.game.unitTypes.push({ id: "helo", name: "Helicopter", flags: ["helicopter"] });
      d.scenario.units.push({ id: "h1", type: "helo", name: "Helo", nation: "x", cs: 2, steps: 2, reduced: { attack: 0, defence: 0 } });
      d.scenario.setup.push({ unit: "h1", at: "0202" });
    },
    why: "no range, reduced.cs [2.4]",
  },
  { code: "E-SIDE-UNKNOWN", base: hex, at: ["scenario", "/airWar/allWeather/0/side"], breakIt: (d) => (d.scenario.airWar = { allWeather: [{ side: "zz", capability: "limited" }] }), why: "[4.1]" },
  { code: "E-SIDE-UNKNOWN", base: hex, at: ["scenario", "/airWar/lostAirPoints/0/side"], breakIt: (d) => (d.scenario.airWar = { lostAirPoints: [{ side: "zz", points: 1 }] }), why: "[6.3]" },
  { code: "E-SETUP-UNKNOWN-UNIT", base: hex, at: ["scenario", "/setup/0/unit"], breakIt: (d) => (d.scenario.setup[0].unit = "zz") },
  { code: "E-SETUP-UNKNOWN-LOCATION", base: hex, at: ["scenario", "/setup/0/at"], breakIt: (d) => (d.scenario.setup[0].at = "nowhere") },
  { code: "E-SETUP-UNKNOWN-LOCATION", base: hex, at: ["scenario", "/setup/0/at"], breakIt: (d) => (d.scenario.setup[0].at = "edge:west"), why: "edges are for entries only" },
  { code: "W-SETUP-OFFMAP", base: hex, at: ["scenario", "/setup/0/at"], breakIt: (d) => (d.scenario.setup[0].at = "0909"), why: "[2.3.6]" },
  { code: "E-SETUP-LAND-IN-SEA", base: hex, at: ["scenario", "/setup/0/at"], breakIt: (d) => (d.scenario.setup[0].at = "0101"), why: "[8.3.3]" },
  { code: "E-SETUP-LAND-IN-SEA", base: hex, at: ["scenario", "/setup/0/at"], breakIt: (d) => (d.scenario.setup[0].at = "z-coast"), why: "a coastal box is at sea [8.3.3]" },
  { code: "E-SETUP-NAVAL-ON-LAND", base: hex, at: ["scenario", "/setup/2/at"], breakIt: (d) => (d.scenario.setup[2].at = "0202"), why: "[8.5.6.3]" },
  {
    code: "W-SETUP-OVERSTACK",
    base: hex,
    at: ["scenario", "/setup/0/at"],
    why: "4 SP in a mountain hex, over the TEC's 3 [8.1.1.1]",
    breakIt: (d) => {
      d.scenario.units[0].sp = 2;
      d.scenario.setup[0].at = "0403";
      d.scenario.setup[1].at = "0403";
    },
  },
  {
    code: "E-SETUP-NAVAL-STACK",
    base: hex,
    at: ["scenario", "/setup/3/at"],
    why: "one naval unit per sea hex [7.3.6]",
    breakIt: (d) => {
      d.scenario.units.push(sag2);
      d.scenario.setup[2].at = "0101";
      d.scenario.setup.push({ unit: "n2", at: "0101" });
    },
  },
  { code: "E-UNIT-PLACED-TWICE", base: hex, at: ["scenario", "/setup/3"], breakIt: (d) => d.scenario.setup.push({ unit: "u1", at: "0302" }) },
  { code: "W-UNIT-UNPLACED", base: hex, at: ["scenario", "/units/2/id"], breakIt: (d) => (d.scenario.reinforcements = []) },
  { code: "E-HOLDING-UNKNOWN-UNIT", base: hex, at: ["scenario", "/holding/0/unit"], breakIt: (d) => ((d.map.offMapBoxes = [{ id: "reserve", name: "Reserve" }]), (d.scenario.holding = [{ unit: "zz", box: "reserve" }])) },
  { code: "E-HOLDING-UNKNOWN-BOX", base: hex, at: ["scenario", "/holding/0/box"], breakIt: (d) => ((d.scenario.reinforcements = []), (d.scenario.holding = [{ unit: "u3", box: "reserve" }])), why: "the map has no off-map boxes" },
  { code: "E-UNIT-PLACED-TWICE", base: hex, at: ["scenario", "/holding/0"], breakIt: (d) => ((d.map.offMapBoxes = [{ id: "reserve", name: "Reserve" }]), (d.scenario.holding = [{ unit: "u1", box: "reserve" }])), why: "set up and held" },
  { code: "E-REINFORCEMENT-UNKNOWN-UNIT", base: hex, at: ["scenario", "/reinforcements/0/units/0"], breakIt: (d) => (d.scenario.reinforcements[0].units = ["zz"]) },
  { code: "E-REINFORCEMENT-AFTER-LAST-TURN", base: hex, at: ["scenario", "/reinforcements/0/turn"], breakIt: (d) => (d.scenario.reinforcements[0].turn = 4), why: "[10.0]" },
  { code: "E-ENTRY-UNKNOWN-LOCATION", base: hex, at: ["scenario", "/reinforcements/0/at"], breakIt: (d) => (d.scenario.reinforcements[0].at = "nowhere") },
  { code: "W-ENTRY-OFF-MAP-BOX", base: hex, at: ["scenario", "/reinforcements/0/at"], breakIt: (d) => ((d.map.offMapBoxes = [{ id: "turn-2-box", name: "Turn 2" }]), (d.scenario.reinforcements[0].at = "turn-2-box")), why: "a module's reinforcement box [10.0]" },
  { code: "W-ENTRY-OFFMAP", base: hex, at: ["scenario", "/reinforcements/0/at"], breakIt: (d) => (d.scenario.reinforcements[0].at = "0909") },
  { code: "E-ENTRY-LAND-IN-SEA", base: hex, at: ["scenario", "/reinforcements/0/at"], breakIt: (d) => (d.scenario.reinforcements[0].at = "z-coast"), why: "[8.3.3]" },
  {
    code: "E-ENTRY-NAVAL-ON-LAND",
    base: hex,
    at: ["scenario", "/reinforcements/1/at"],
    why: "[8.5.6.3]",
    breakIt: (d) => {
      d.scenario.units.push(sag2);
      d.scenario.reinforcements.push({ turn: 2, units: ["n2"], at: "0302" });
    },
  },
  { code: "E-REPLACEMENT-AFTER-LAST-TURN", base: hex, at: ["scenario", "/replacements/0/turn"], breakIt: (d) => (d.scenario.replacements[0].turn = 4), why: "[11.0]" },
  { code: "E-VP-HEX-OFFMAP", base: hex, at: ["scenario", "/victory/vpHexes/0/hex"], breakIt: (d) => (d.scenario.victory.vpHexes[0].hex = "0909"), why: "[12.1]" },
  // Area scenario
  { code: "E-AREA-SETUP-UNKNOWN-SPACE", base: area, at: ["scenario", "/areaSetup/0/territory"], breakIt: (d) => (d.scenario.areaSetup[0].territory = "t9") },
  { code: "E-AREA-SETUP-UNKNOWN-TYPE", base: area, at: ["scenario", "/areaSetup/0/units/0/type"], breakIt: (d) => (d.scenario.areaSetup[0].units[0].type = "zz") },
  { code: "E-AREA-SETUP-DOMAIN", base: area, at: ["scenario", "/areaSetup/1/units/0"], breakIt: (d) => (d.scenario.areaSetup[1].territory = "t2") },
  { code: "E-AREA-SETUP-DOMAIN", base: area, at: ["scenario", "/areaSetup/0/units/0"], breakIt: (d) => (d.scenario.areaSetup[0].territory = "s2"), why: "infantry at sea: a setup has no cargo" },
  {
    code: "E-AREA-SETUP-IMPASSABLE",
    base: area,
    at: ["scenario", "/areaSetup/0/territory"],
    breakIt: (d) => {
      d.map.territories[1].impassable = true;
      d.scenario.areaSetup[0].territory = "t2";
    },
  },
  { code: "W-AREA-SETUP-AIR-AT-SEA", base: area, at: ["scenario", "/areaSetup/1/units/2"], breakIt: (d) => (d.scenario.areaSetup[1].units[2].count = 3), why: "three fighters, one carrier of 2" },
  {
    code: "W-AREA-SETUP-AIR-AT-SEA",
    base: area,
    at: ["scenario", "/areaSetup/2/units/0"],
    why: "an enemy's carrier is no deck for x's fighter",
    breakIt: (d) => {
      d.scenario.areaSetup[1].units[2].count = 1;
      d.scenario.areaSetup.push({ territory: "s1", nation: "x", units: [{ type: "fighter", count: 1 }] });
    },
  },
  { code: "W-AREA-SETUP-IC-TWICE", base: area, at: ["scenario", "/areaSetup/0/units/1"], breakIt: (d) => d.scenario.areaSetup[0].units.push({ type: "factory", count: 1 }), why: "t1's complex is on the map" },
  {
    code: "E-TURNORDER-NATION-MISSING",
    base: area,
    at: ["scenario", "/nations"],
    breakIt: (d) => {
      d.game.nations.push({ id: "z", name: "Z", side: "b" });
      d.game.turnOrder.push("z");
    },
  },
  { code: "W-NATION-NOT-IN-TURNORDER", base: area, at: ["scenario", "/nations/1/id"], breakIt: (d) => (d.game.turnOrder = ["x"]) },
  { code: "E-CAPITAL-MISSING", base: area, at: ["map", "/territories"], breakIt: (d) => delete d.map.territories[2].capital, why: "y plays but has no capital" },
  { code: "E-VICTORY-CITY-UNKNOWN", base: area, at: ["scenario", "/victoryCities/cities/2"], breakIt: (d) => d.scenario.victoryCities.cities.push("t2") },
  { code: "E-VICTORY-CITY-COUNT", base: area, at: ["scenario", "/victoryCities/standardVictory"], breakIt: (d) => (d.scenario.victoryCities.standardVictory = 3) },
  {
    code: "W-VICTORY-CITY-UNLISTED",
    base: area,
    at: ["scenario", "/victoryCities/cities"],
    breakIt: (d) => {
      d.scenario.victoryCities.cities = ["t1"];
      d.scenario.victoryCities.standardVictory = 1;
    },
  },
  { code: "E-VICTORY-TOTAL-UNSET", base: area, at: ["scenario", "/victoryCities/mode"], breakIt: (d) => (d.scenario.victoryCities.mode = "total") },
  // The Advanced game [14–29]
  ...ADVANCED_CASES,
];

/** Codes whose failing input is not a document object; tested where they arise. */
const TESTED_ELSEWHERE = new Set(["E-JSON-SYNTAX", "E-FILE-TOO-LARGE", "E-FILE-UNREADABLE", "E-DOCUMENT-KIND"]);

describe("the minimal documents", () => {
  it.each([
    ["hex", hex],
    ["area", area],
    ["advanced", advancedHex],
  ])("%s set validates clean", (_name, base) => {
    expect(run(base())).toEqual([]);
  });
});

describe("a holding area [#30]", () => {
  it("a unit held in one of the map's off-map boxes is placed: no findings, where unscheduled it would be unplaced", () => {
    const d = hex();
    d.scenario.reinforcements = [];
    expect(run(d).map((f) => f.code)).toEqual(["W-UNIT-UNPLACED"]);
    d.map.offMapBoxes = [{ id: "reserve", name: "Reserve" }];
    d.scenario.holding = [{ unit: "u3", box: "reserve" }];
    expect(run(d)).toEqual([]);
  });
});

describe("one failing document per lint code", () => {
  it.each(CASES.map((c) => [c.code, c.at.join(" "), c] as const))("%s at %s", (code, _at, c) => {
    const docs = c.base();
    c.breakIt(docs);
    const findings = run(docs);
    const hit = findings.find((f) => f.code === code);
    expect(hit, JSON.stringify(findings, null, 1)).toBeDefined();
    expect([hit?.doc, hit?.pointer]).toEqual(c.at);
    expect(hit?.severity).toBe(LINT_CODES[code].severity);
    expect(hit?.severity).toBe(code.startsWith("W-") ? "warning" : "error");
  });

  it("names the missing property when a required one is absent", () => {
    const docs = hex();
    delete docs.map.features[0].capacity;
    const schema = run(docs).filter((f) => f.code === "E-SCHEMA");
    expect(schema.map((f) => f.message)).toEqual(['/features/0: missing required property "capacity".']);
  });

  it("covers every code in the registry", () => {
    const covered = new Set<string>([...CASES.map((c) => c.code), ...TESTED_ELSEWHERE]);
    expect(ALL_CODES.filter((code) => !covered.has(code))).toEqual([]);
  });
});

describe("schema findings on unions", () => {
  it("a wrong discriminator names the allowed values at the discriminator", () => {
    const docs = hex();
    docs.map.features[1].kind = "castle";
    docs.game.ruleset = "chess";
    const schema = run(docs).filter((f) => f.code === "E-SCHEMA");
    expect(schema.map((f) => [f.doc, f.pointer, f.message])).toEqual([
      ["game", "/ruleset", '/ruleset: must be one of "nextwar-standard", "nextwar-advanced", "aa1942".'],
      ["map", "/features/1/kind", '/features/1/kind: must be one of "airbase", "hardened-airbase", "airfield", "town", "city", "major-city", "port", "fortification", "capital".'],
    ]);
  });
});

describe("stacking [8.1.1.1]", () => {
  const stackUp = (d: Docs, at: string, formation?: string) => {
    d.scenario.units[1].sp = 4;
    d.scenario.units[1].nation = "x";
    d.scenario.units[0].formation = formation;
    d.scenario.units[1].formation = formation;
    d.scenario.setup[0].at = at;
    d.scenario.setup[1].at = at;
  };
  const overstack = (d: Docs) => run(d).filter((f) => f.code === "W-SETUP-OVERSTACK").map((f) => f.pointer);

  it("5 SP of mixed units in clear is over the limit of 4", () => {
    const d = hex();
    stackUp(d, "0302");
    expect(overstack(d)).toEqual(["/setup/0/at"]);
  });

  it("units of one division alone stack freely outside mountains (exception)", () => {
    const d = hex();
    stackUp(d, "0302", "x-div");
    expect(overstack(d)).toEqual([]);
  });

  it("but not in a mountain hex", () => {
    const d = hex();
    stackUp(d, "0403", "x-div");
    expect(overstack(d)).toEqual(["/setup/0/at"]);
  });

  it("a land unit with no SP counts 1, as the engine counts it", () => {
    const d = hex();
    stackUp(d, "0302");
    delete d.scenario.units[0].sp;
    expect(overstack(d)).toEqual(["/setup/0/at"]);
  });
});

describe("carrier space at set-up", () => {
  const airAtSea = (d: Docs) => run(d).filter((f) => f.code === "W-AREA-SETUP-AIR-AT-SEA").map((f) => f.pointer);

  it("an ally's fighter may start on a carrier of its side (guest)", () => {
    const d = area();
    d.game.nations.push({ id: "w", name: "W", side: "b" });
    d.scenario.nations.push({ id: "w", side: "b" });
    d.scenario.areaSetup[1].units[2].count = 1;
    d.scenario.areaSetup.push({ territory: "s1", nation: "w", units: [{ type: "fighter", count: 1 }] });
    expect(airAtSea(d)).toEqual([]);
  });

  it("an air unit with no carrier cost cannot start at sea at all", () => {
    const d = area();
    delete d.game.unitTypes[3].carrierCost;
    expect(airAtSea(d)).toEqual(["/areaSetup/1/units/2"]);
  });
});
