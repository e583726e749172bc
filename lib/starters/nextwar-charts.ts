import type { MobilityClass, NextWarCharts, TerrainClass, Weather } from "@/lib/model";
import { MOBILITY_CLASSES } from "@/lib/model";

/**
 * Warbench's own starter charts for a new Next War game. The numbers come from
 * small formulas written here (a CRT ladder, a TEC from base costs), not from
 * any publisher's chart, and are marked `provenance: "warbench-sample"` so a
 * designer knows to replace them with their game's player aids.
 */

type Cost = number | "P";
type ByWeather = { clear: Cost; overcast: Cost; storm: Cost };
type ByMobility = Partial<Record<MobilityClass, ByWeather>>;

/** Same cost in clear and overcast weather; storm adds `stormExtra` (or prohibits). */
function weathered(base: Cost, stormExtra: number | "P" = 1): ByWeather {
  if (base === "P") return { clear: "P", overcast: "P", storm: "P" };
  return { clear: base, overcast: base, storm: stormExtra === "P" ? "P" : base + stormExtra };
}

function everyMobility(cost: (m: MobilityClass) => ByWeather): ByMobility {
  return Object.fromEntries(MOBILITY_CLASSES.map((m) => [m, cost(m)])) as ByMobility;
}

/** Odds ladder the CRT rows are cut from; harder terrain starts further left. */
const ODDS_LADDER = ["1:5", "1:4", "1:3", "1:2", "1:1", "3:2", "2:1", "3:1", "4:1", "5:1", "6:1", "7:1", "8:1", "9:1", "10:1"];
const CRT_COLUMNS = 11;

/**
 * Results ordered from worst to best for the attacker. A cell reads the ladder
 * at column + roll, so moving right one column is worth one pip of the die.
 */
const RESULT_LADDER = [
  "2/0", "2/0", "2/0", "1/0", "1/0", "1/1", "1/1", "1/1", "0/1", "1/1R1",
  "0/1R1", "1/2", "0/1R1", "1/2R1", "0/2R1", "0/2R1", "1/2R2", "0/2R2", "0/2R2", "0/3R2", "0/3R2",
];

const CRT_ROWS: { name: string; terrainClasses: TerrainClass[]; start: number }[] = [
  { name: "Open (clear, light forest)", terrainClasses: ["clear", "clear-forest"], start: 3 },
  { name: "Broken (rough, rough forest, marsh)", terrainClasses: ["rough", "rough-forest", "marsh"], start: 2 },
  { name: "Hills (hills, wooded hills)", terrainClasses: ["hills", "hills-forest"], start: 1 },
  { name: "Close (mountain, alpine, urban)", terrainClasses: ["mountain", "alpine", "urban"], start: 0 },
];

export function starterCrt(): NextWarCharts["crt"] {
  return {
    columns: CRT_COLUMNS,
    terrainRows: CRT_ROWS.map((r) => ({ name: r.name, terrainClasses: r.terrainClasses, odds: ODDS_LADDER.slice(r.start, r.start + CRT_COLUMNS) })),
    results: Array.from({ length: 10 }, (_, roll) => ({
      roll,
      cells: Array.from({ length: CRT_COLUMNS }, (_, col) => RESULT_LADDER[Math.min(RESULT_LADDER.length - 1, col + roll)] as string),
    })),
    overkillColumns: [CRT_COLUMNS - 1, CRT_COLUMNS],
    extraFormationDrm: -1,
    // High rolls favour the attacker on this table; the engine flips the rulebook's DRMs to match.
    favourableRoll: "high",
  };
}

interface TerrainSpec {
  cls: TerrainClass;
  foot: Cost;
  wheels: Cost; // motorized and mechanized
  stormWheels?: number | "P";
  shift?: number;
  armourHalved?: boolean;
  retreat: 1 | 2;
  stack: number;
  mssp: number;
}

const TERRAIN: TerrainSpec[] = [
  { cls: "clear", foot: 1, wheels: 1, retreat: 2, stack: 4, mssp: 2 },
  { cls: "clear-forest", foot: 2, wheels: 2, retreat: 2, stack: 4, mssp: 2 },
  { cls: "rough", foot: 2, wheels: 3, retreat: 2, stack: 4, mssp: 2 },
  { cls: "rough-forest", foot: 3, wheels: 4, armourHalved: true, retreat: 2, stack: 4, mssp: 3 },
  { cls: "marsh", foot: 3, wheels: 4, stormWheels: "P", armourHalved: true, retreat: 2, stack: 4, mssp: 2 },
  { cls: "hills", foot: 2, wheels: 3, retreat: 2, stack: 4, mssp: 2 },
  { cls: "hills-forest", foot: 3, wheels: 4, armourHalved: true, retreat: 1, stack: 4, mssp: 3 },
  { cls: "mountain", foot: 4, wheels: "P", shift: -1, armourHalved: true, retreat: 1, stack: 3, mssp: 3 },
  { cls: "alpine", foot: 5, wheels: "P", shift: -2, armourHalved: true, retreat: 1, stack: 3, mssp: 3 },
  { cls: "urban", foot: 1, wheels: 1, shift: -1, retreat: 1, stack: 4, mssp: 4 },
];

export function starterTec(): NextWarCharts["tec"] {
  return {
    terrain: TERRAIN.map((t) => ({
      terrainClass: t.cls,
      movement: everyMobility((m) => (m === "motorized" || m === "mechanized" ? weathered(t.wheels, t.stormWheels ?? 1) : weathered(t.foot))),
      ...(t.shift ? { defenceColumnShift: t.shift } : {}),
      ...(t.armourHalved ? { armourHalvedAttacking: true } : {}),
      retreatHexes: t.retreat,
      stackLimit: t.stack,
    })),
    hexsides: [
      { kind: "minor-river", extraCost: everyMobility(() => weathered(1)), attackHalved: true },
      { kind: "major-river", extraCost: everyMobility(() => weathered("P")), attackHalved: true },
      { kind: "water", extraCost: everyMobility(() => weathered("P")), attackHalved: true },
      { kind: "ferry", extraCost: everyMobility(() => weathered(2, "P")), attackHalved: true },
      { kind: "fortified-line", extraCost: everyMobility(() => weathered(1, 0)), attackHalved: false },
    ],
    roads: [
      { kind: "highway", cost: everyMobility(() => ({ clear: 0.5, overcast: 0.5, storm: 1 })) },
      { kind: "primary", cost: everyMobility(() => weathered(1, 0)) },
      { kind: "secondary", cost: everyMobility(() => weathered(1)) },
    ],
  };
}

/** Ten d10 results from counts, in order: e.g. 6 clear, 3 overcast, 1 storm. */
function spread<T>(parts: [T, number][]): T[] {
  const out = parts.flatMap(([v, n]) => Array.from({ length: n }, () => v));
  if (out.length !== 10) throw new Error(`A die-roll table needs ten entries, not ${out.length}.`);
  return out;
}

/** Every chart the nextwar ruleset reads, for a game with these side ids. */
export function starterNextWarCharts(sideIds: readonly string[]): NextWarCharts {
  const weather = (c: number, o: number, s: number) => spread<Weather>([["clear", c], ["overcast", o], ["storm", s]]);
  return {
    provenance: "warbench-sample",
    crt: starterCrt(),
    tec: starterTec(),
    weather: [
      { fromTurn: 1, toTurn: 3, results: weather(7, 2, 1) },
      { fromTurn: 4, toTurn: 999, results: weather(5, 3, 2) },
    ],
    // Every side draws from the same table: a designer makes the sides differ.
    airPoints: sideIds.map((side) => ({ side, fromTurn: 1, toTurn: 999, results: [2, 3, 3, 4, 4, 4, 5, 5, 6, 7] })),
    airSuperiority: [
      { minDifference: 4, level: "supremacy" },
      { minDifference: 2, level: "superiority" },
      { minDifference: 1, level: "favourable" },
      { minDifference: 0, level: "contested" },
      { minDifference: -3, level: "unfavourable" },
      { minDifference: -99, level: "denied" },
    ],
    adf: (["supremacy", "superiority", "favourable", "contested", "unfavourable", "denied"] as const).map((level, i) => ({
      level,
      // Worse air superiority adds one more bad result at the low end of the die for each level.
      results: spread<string>([["*", Math.max(0, i - 1)], ["-1", 1], ["abort", Math.min(2, i)], ["none", 9 - Math.max(0, i - 1) - Math.min(2, i)]]),
    })),
    // Each airbase the enemy holds in a side's own country costs its air point roll one [6.1].
    airPointModifiers: { lostAirbase: -1 },
    // A helicopter caught in a captured base: destroyed on a 0, a step on 1–2 [6.5.4].
    helicopterLosses: spread<"none" | "step-loss" | "eliminated">([["eliminated", 1], ["step-loss", 2], ["none", 7]]),
    // Read by the side that rolls [7.2]: a 0 loses the box to the enemy, high rolls win it.
    navalControl: {
      results: spread<"enemy-control" | "no-change" | "contested" | "control">([["enemy-control", 1], ["no-change", 2], ["contested", 3], ["control", 4]]),
      drms: [
        { id: "carriers", description: "Each own CV/CVN in the zone, less each enemy one", value: 2, kind: "naval-unit", unitFlags: ["cv", "cvn"] },
        { id: "surface-groups", description: "Each own SAG in the zone, less each enemy one", value: 1, kind: "naval-unit", unitFlags: ["sag"] },
        { id: "asw", description: "Each level of own ASW", value: 1, kind: "asw" },
        { id: "submarines", description: "Each level of enemy submarine threat", value: -1, kind: "submarine-threat" },
        { id: "mines", description: "Each level of enemy mines in the zone's waters, less each level of own (coastal box only)", value: -1, kind: "mines" },
        { id: "air-supremacy", description: "Own air supremacy +1, enemy air supremacy −1", value: 1, kind: "air-supremacy" },
      ],
    },
    // Rolled with the rulebook's DRMs (enemy ships, submarines and mines add; own ships, ASW and air supremacy subtract): 0–5 goes ahead [8.5.6.4.1].
    contestedSeaMove: { results: spread<"pass" | "fail">([["pass", 6], ["fail", 4]]) },
    mopUp: {
      markers: [
        { value: 1, count: 2 },
        { value: 2, count: 4 },
        { value: 3, count: 6 },
        { value: 4, count: 4 },
        { value: 5, count: 2 },
      ],
      minimumSafeStack: TERRAIN.map((t) => ({ terrainClass: t.cls, sp: t.mssp })),
    },
    paradrop: [
      { terrainClasses: ["clear", "rough", "marsh"], results: spread([["eliminated", 1], ["step-loss", 1], ["scattered", 2], ["landed", 6]]) },
      { terrainClasses: ["clear-forest", "rough-forest", "hills", "hills-forest", "urban"], results: spread([["eliminated", 1], ["step-loss", 2], ["scattered", 2], ["landed", 5]]) },
      { terrainClasses: ["mountain", "alpine"], results: spread([["eliminated", 2], ["step-loss", 2], ["scattered", 2], ["landed", 4]]) },
    ],
    automaticVictory: [1, 2, 3, 4].map((rollNumber) => ({ rollNumber, victoryOnOrBelow: rollNumber - 1 })),
    replacementCosts: [
      { mobility: "foot", restoreStep: 1, rebuild: 2 },
      { mobility: "motorized", restoreStep: 1, rebuild: 3 },
      { mobility: "mechanized", restoreStep: 2, rebuild: 4 },
      { mobility: "airmobile", restoreStep: 2, rebuild: 3 },
    ],
  };
}
