import { tinyGame as tinyAaGame } from "@/lib/engine/rulesets/aa1942/test-kit";
import { square } from "@/lib/model/test-shapes";

/**
 * Minimal valid documents for the lint tests: each test breaks one thing.
 * (Shared by tests only; not imported by the validator.)
 */
const ten = <T>(v: T): T[] => Array.from({ length: 10 }, () => v);
const cost = { clear: 1, overcast: 1, storm: 2 };

export function tinyGame() {
  return {
    schemaVersion: 1,
    name: "Tiny game",
    ruleset: "nextwar-standard",
    sides: [
      { id: "a", name: "A" },
      { id: "b", name: "B" },
    ],
    nations: [
      { id: "x", name: "X", side: "a" },
      { id: "y", name: "Y", side: "b" },
    ],
    unitTypes: [
      { id: "inf", name: "Infantry", mobility: "foot", flags: [] },
      { id: "tank", name: "Tank", mobility: "mechanized", flags: ["armour"] },
      { id: "sag", name: "SAG", flags: ["sag"] },
    ],
    charts: {
      provenance: "warbench-sample",
      crt: {
        columns: 2,
        terrainRows: [{ name: "All", terrainClasses: ["clear", "mountain"], odds: ["1:1", "2:1"] }],
        results: [{ roll: 0, cells: ["1/0", "0/1R1"] }],
        overkillColumns: [2],
      },
      tec: {
        terrain: [
          { terrainClass: "clear", movement: { foot: cost, mechanized: cost }, retreatHexes: 2, stackLimit: 4 },
          { terrainClass: "mountain", movement: { foot: cost, mechanized: { clear: "P", overcast: "P", storm: "P" } }, retreatHexes: 1, stackLimit: 3 },
        ],
        hexsides: [],
        roads: [],
      },
      weather: [{ fromTurn: 1, toTurn: 3, results: ten("clear") }],
      airPoints: [{ side: "a", fromTurn: 1, toTurn: 3, results: ten(2) }],
      airSuperiority: [{ minDifference: 0, level: "contested" }],
      adf: [{ level: "contested", results: ten("none") }],
      navalControl: { results: ten("contested"), drms: [] },
      mopUp: { markers: [{ value: 3, count: 2 }], minimumSafeStack: [] },
      paradrop: [],
      automaticVictory: [{ rollNumber: 1, victoryOnOrBelow: 0 }],
      replacementCosts: [{ mobility: "foot", restoreStep: 1, rebuild: 2 }],
    },
  };
}

/** 4 columns × 3 rows, flat-top odd-q: a sea row on top, land below, one mountain at 0403. */
export function tinyMap() {
  return {
    schemaVersion: 1,
    name: "Tiny map",
    layout: "hex",
    grid: { orientation: "flat", columns: 4, rows: 3, offset: "odd", firstLabel: "0101", labelFormat: "CCRR" },
    terrainTypes: [
      { id: "clear", name: "Clear", colour: "#eeeeaa", terrainClass: "clear" },
      { id: "mountain", name: "Mountain", colour: "#886644", terrainClass: "mountain" },
      { id: "sea", name: "Sea", colour: "#3366cc", terrainClass: "sea" },
    ],
    terrain: {
      legend: [
        { char: "c", value: "clear" },
        { char: "M", value: "mountain" },
        { char: "s", value: "sea" },
      ],
      rows: ["ssss", "cccc", "cccM"],
    },
    nations: [
      { id: "x", name: "X", colour: "#0000ff" },
      { id: "y", name: "Y", colour: "#ff0000" },
    ],
    borders: { legend: [{ char: "x", value: "x" }, { char: "y", value: "y" }], rows: ["....", "xxyy", "xxyy"] },
    hexsides: [{ kind: "minor-river", sides: ["0202-0302"] }],
    roads: [{ kind: "primary", path: ["0102", "0202", "0302"] }],
    features: [
      { hex: "0102", kind: "port", capacity: 2 },
      { hex: "0203", kind: "airbase" },
      { hex: "0403", kind: "capital", nation: "y" },
    ],
    seaZones: [
      {
        id: "z",
        name: "Zone",
        seaBox: { id: "z-sea", name: "Z sea box" },
        coastalBox: { id: "z-coast", name: "Z coastal box" },
        hexes: ["0101", "0201", "0301", "0401"],
      },
    ],
    friendlyEdges: [{ side: "a", edges: ["west"] }],
    labels: [{ hex: "0202", text: "Tiny" }],
  };
}

export function tinyScenario() {
  return {
    schemaVersion: 1,
    name: "Tiny scenario",
    game: "game.json",
    map: "map.json",
    sides: [
      { id: "a", name: "A" },
      { id: "b", name: "B" },
    ],
    nations: [
      { id: "x", side: "a" },
      { id: "y", side: "b" },
    ],
    turns: { first: 1, last: 3 },
    initiative: { side: "b", automaticTurns: [1], vpThresholds: [{ side: "b", vp: 2 }] },
    gt1Weather: "clear",
    formations: [{ id: "x-div", name: "X division", nation: "x" }],
    units: [
      { id: "u1", type: "inf", name: "1st", nation: "x", formation: "x-div", attack: 3, defence: 3, er: 4, ma: 8, sp: 1, steps: 1 },
      { id: "u2", type: "tank", name: "2nd", nation: "y", attack: 6, defence: 4, er: 5, ma: 12, sp: 2, steps: 2, reduced: { attack: 3, defence: 2 } },
      { id: "u3", type: "inf", name: "3rd", nation: "x", attack: 3, defence: 3, er: 4, ma: 8, sp: 1, steps: 1 },
      { id: "n1", type: "sag", name: "SAG", nation: "x", cs: 2, range: 8 },
    ],
    setup: [
      { unit: "u1", at: "0202" },
      { unit: "u2", at: "0402" },
      { unit: "n1", at: "z-sea" },
    ],
    reinforcements: [{ turn: 2, units: ["u3"], at: "edge:west" }],
    replacements: [{ nation: "x", turn: 2, points: 1 }],
    victory: {
      vpHexes: [{ hex: "0403", value: 3 }],
      levels: [{ level: "marginal", minDifference: 2 }],
      automaticVictoryLevel: 6,
      capitals: [{ nation: "y", hex: "0403" }],
    },
    specialRules: [{ id: "surprise", name: "Surprise", enabled: true, columnShift: 1, turns: [1] }],
  };
}

/** The lint tests' unit table, in the order their cases index it: the A&A test kit's units, its complex called "factory". */
const AREA_UNITS: [id: string, as: string][] = [
  ["infantry", "infantry"],
  ["destroyer", "destroyer"],
  ["artillery", "artillery"],
  ["fighter", "fighter"],
  ["carrier", "carrier"],
  ["transport", "transport"],
  ["industrial-complex", "factory"],
];

/** The A&A test kit's tiny game (lib/engine/rulesets/aa1942/test-kit.ts) with the lint fixtures' sides and nations and seven of its units. */
export function tinyAreaGame() {
  const kit = tinyAaGame();
  const units = new Map(kit.unitTypes.map((u) => [u.id, u]));
  return {
    schemaVersion: kit.schemaVersion,
    name: "Tiny area game",
    ruleset: kit.ruleset,
    sides: [
      { id: "a", name: "A" },
      { id: "b", name: "B" },
    ],
    nations: [
      { id: "x", name: "X", side: "a" },
      { id: "y", name: "Y", side: "b" },
    ],
    turnOrder: ["x", "y"],
    unitTypes: AREA_UNITS.map(([id, as]) => {
      const unit = units.get(id);
      if (!unit) throw new Error(`the A&A test kit has no unit type "${id}"`);
      return { ...unit, id: as };
    }),
  };
}

/**
 * Two sea zones s1–s2 with a canal held by t2; territories t1–t2–t3 in a row,
 * all touching s1, t2 also s2. t1 (x) and t3 (y) are the capitals, t1 with an
 * industrial complex.
 */
export function tinyAreaMap() {
  return {
    schemaVersion: 1,
    name: "Tiny area map",
    layout: "area",
    size: { width: 100, height: 100 },
    wrap: { horizontal: true },
    nations: [
      { id: "x", name: "X", colour: "#0000ff" },
      { id: "y", name: "Y", colour: "#ff0000" },
    ],
    territories: [
      { id: "t1", name: "T1", originalOwner: "x", ipc: 3, victoryCity: true, capital: true, industrialComplex: true, polygons: [square(0, 50, 10)] },
      { id: "t2", name: "T2", originalOwner: "x", ipc: 2, polygons: [square(10, 50, 10)] },
      { id: "t3", name: "T3", originalOwner: "y", ipc: 4, victoryCity: true, capital: true, polygons: [square(20, 50, 10)] },
    ],
    seaZones: [
      { id: "s1", name: "S1", polygons: [square(0, 0, 10)] },
      { id: "s2", name: "S2", polygons: [square(20, 0, 10)] },
    ],
    connections: [
      { from: "t1", to: ["t2", "s1", "t3"] },
      { from: "t2", to: ["t1", "t3", "s1", "s2"] },
      { from: "t3", to: ["t2", "s1", "t1"] },
      { from: "s1", to: ["t1", "t2", "t3", "s2"] },
      { from: "s2", to: ["s1", "t2"] },
    ],
    canals: [{ id: "c", name: "Canal", seaZones: ["s1", "s2"], controlledBy: ["t2"] }],
  };
}

export function tinyAreaScenario() {
  return {
    schemaVersion: 1,
    name: "Tiny area scenario",
    game: "game.json",
    map: "map.json",
    sides: [
      { id: "a", name: "A" },
      { id: "b", name: "B" },
    ],
    nations: [
      { id: "x", side: "a" },
      { id: "y", side: "b" },
    ],
    turns: { last: 5 },
    areaSetup: [
      { territory: "t1", nation: "x", units: [{ type: "infantry", count: 2 }] },
      {
        territory: "s1",
        nation: "y",
        units: [
          { type: "destroyer", count: 1 },
          { type: "carrier", count: 1 },
          { type: "fighter", count: 2 },
        ],
      },
    ],
    income: [
      { nation: "x", ipc: 5 },
      { nation: "y", ipc: 4 },
    ],
    victoryCities: { cities: ["t1", "t3"], standardVictory: 2 },
  };
}
