import fs from "node:fs";
import path from "node:path";
import { type NextWarGame, type Scenario, type ScenarioUnit, gameSchema, hexMapSchema, scenarioSchema } from "@/lib/model";
import type { HexMap } from "@/lib/model";
import type { EngineBundle, GameEvent, GameState } from "./types";
import { rollD10, seedDice } from "../../core/rng";
import { type Action, apply } from "../../index";
import { createNextWarGame } from "./game";
import { segmentsOf } from "./segments";
import { emptySegment } from "./flow-hooks";
import type { AdvancedCharts } from "@/lib/model/advanced";
import { starterAdvancedCharts } from "@/lib/starters/nextwar-advanced-charts";

/**
 * Tiny boards for rule tests, built inline like boardgame.io's tests: the
 * sample game's charts (data, never hard-coded), a small flat-top map drawn
 * as rows of terrain characters, and units placed by label.
 */
const SAMPLE = path.join(process.cwd(), "lib/samples/nextwar-sample");
let sampleGame: NextWarGame | undefined;

export function sampleBundle(): EngineBundle {
  const read = (f: string) => JSON.parse(fs.readFileSync(path.join(SAMPLE, f), "utf8"));
  return { game: gameSchema.parse(read("game.json")) as NextWarGame, map: hexMapSchema.parse(read("map.json")), scenario: scenarioSchema.parse(read("scenario.json")) };
}

/** The Next War Advanced sample (lib/samples/nextwar-advanced-sample) [14–29]. */
export function advancedSampleBundle(): EngineBundle {
  const dir = path.join(process.cwd(), "lib/samples/nextwar-advanced-sample");
  const read = (f: string) => JSON.parse(fs.readFileSync(path.join(dir, f), "utf8"));
  return { game: gameSchema.parse(read("game.json")) as NextWarGame, map: hexMapSchema.parse(read("map.json")), scenario: scenarioSchema.parse(read("scenario.json")) };
}

export function game(): NextWarGame {
  sampleGame ??= sampleBundle().game;
  return sampleGame;
}

/** Terrain characters: c clear, f clear-forest, r rough, g rough-forest, m marsh, h hills, k hills-forest, M mountain, A alpine, u urban, s sea. */
const LEGEND = [
  ["c", "clear"],
  ["f", "clear-forest"],
  ["r", "rough"],
  ["g", "rough-forest"],
  ["m", "marsh"],
  ["h", "hills"],
  ["k", "hills-forest"],
  ["M", "mountain"],
  ["A", "alpine"],
  ["u", "urban"],
  ["s", "sea"],
] as const;

export interface UnitSpec {
  id: string;
  type: string;
  at?: string;
  nation?: string;
  attack?: number;
  defence?: number;
  er?: number;
  ma?: number;
  sp?: number;
  steps?: number;
  formation?: string;
  reduced?: ScenarioUnit["reduced"];
  defenceParenthesised?: boolean;
  cs?: number;
  range?: number;
  capacity?: number;
}

export interface BoardSpec {
  rows: string[];
  /** Nation per hex: n nordland (blue), o ostmark (red), . none. Default: all "n". */
  borders?: string[];
  hexsides?: HexMap["hexsides"];
  roads?: HexMap["roads"];
  features?: HexMap["features"];
  units: UnitSpec[];
  friendlyEdges?: HexMap["friendlyEdges"];
  /** Sea zones [7.1]; none by default, so ground-rule boards play no naval war. */
  seaZones?: HexMap["seaZones"];
  scenario?: Partial<Scenario>;
  /** Plays the Advanced game [14–29]: the game's ruleset is nextwar-advanced, with the starter Advanced charts (or these). */
  advanced?: true | Partial<AdvancedCharts>;
}

const PRESETS: Record<string, Partial<UnitSpec>> = {
  inf: { attack: 3, defence: 4, er: 4, ma: 8, sp: 1, steps: 2, reduced: { attack: 1, defence: 2 } },
  "light-inf": { attack: 2, defence: 3, er: 5, ma: 10, sp: 1, steps: 2, reduced: { attack: 1, defence: 2 } },
  "mot-inf": { attack: 3, defence: 3, er: 4, ma: 12, sp: 1, steps: 2, reduced: { attack: 1, defence: 2 } },
  "mech-inf": { attack: 5, defence: 5, er: 5, ma: 12, sp: 2, steps: 2, reduced: { attack: 2, defence: 3, ma: 10 } },
  armour: { attack: 8, defence: 5, er: 5, ma: 12, sp: 2, steps: 2, reduced: { attack: 4, defence: 3, ma: 10 } },
  hq: { attack: 0, defence: 2, er: 4, ma: 10, sp: 1, steps: 1, defenceParenthesised: true },
  para: { attack: 2, defence: 3, er: 6, ma: 8, sp: 1, steps: 1 },
  recon: { attack: 2, defence: 2, er: 5, ma: 14, sp: 1, steps: 1 },
  // A full-strength 2/16 helicopter, as in the rulebook's example [6.6.1.1].
  "attack-helo": { cs: 2, range: 16, steps: 2, reduced: { attack: 0, defence: 0, cs: 1 } },
  "usmc-attack-helo": { cs: 2, range: 8, steps: 2, reduced: { attack: 0, defence: 0, cs: 1 } },
  amph: { cs: 1, range: 6, capacity: 2 },
  // Advanced game [18, 19.4]: an HQ whose range (its support value) is 3, the supreme HQ, and a depot / MSU counter.
  "hq-adv": { attack: 0, defence: 2, er: 4, ma: 10, sp: 1, steps: 2, range: 3, reduced: { attack: 0, defence: 1 } },
  "supreme-hq": { attack: 0, defence: 2, er: 4, ma: 8, sp: 1, steps: 2, range: 12, reduced: { attack: 0, defence: 1 } },
  "supply-unit": { attack: 0, defence: 1, er: 1, ma: 8, sp: 1, steps: 1 },
  sag: { cs: 2, range: 8 },
  cv: { cs: 1, range: 10 },
};

export function board(spec: BoardSpec): EngineBundle {
  const columns = Math.max(...spec.rows.map((r) => r.length));
  const map: HexMap = hexMapSchema.parse({
    schemaVersion: 1,
    name: "Test board",
    layout: "hex",
    grid: { orientation: "flat", columns, rows: spec.rows.length, offset: "odd", firstLabel: "0101", labelFormat: "CCRR" },
    terrainTypes: LEGEND.map(([, cls]) => ({ id: cls, name: cls, colour: "#808080", terrainClass: cls })),
    terrain: { legend: LEGEND.map(([char, value]) => ({ char, value })), rows: spec.rows },
    nations: [
      { id: "nordland", name: "Nordland", colour: "#0000ff" },
      { id: "ostmark", name: "Ostmark", colour: "#ff0000" },
    ],
    borders: {
      legend: [
        { char: "n", value: "nordland" },
        { char: "o", value: "ostmark" },
      ],
      rows: spec.borders ?? spec.rows.map((r) => "n".repeat(r.length)),
    },
    hexsides: spec.hexsides ?? [],
    roads: spec.roads ?? [],
    features: spec.features ?? [],
    seaZones: spec.seaZones ?? [],
    friendlyEdges: spec.friendlyEdges ?? [
      { side: "blue", edges: ["west"] },
      { side: "red", edges: ["east"] },
    ],
    labels: [],
  });
  const units: ScenarioUnit[] = spec.units.map((u) => {
    const { at: _at, ...rest } = u;
    const nation = u.nation ?? (u.id.startsWith("r") ? "ostmark" : "nordland");
    return { name: u.id, ...PRESETS[u.type], ...rest, nation } as ScenarioUnit;
  });
  const scenario: Scenario = scenarioSchema.parse({
    schemaVersion: 1,
    name: "Test",
    game: "game.json",
    map: "map.json",
    sides: [
      { id: "blue", name: "Blue" },
      { id: "red", name: "Red" },
    ],
    nations: [
      { id: "nordland", side: "blue" },
      { id: "ostmark", side: "red" },
    ],
    turns: { first: 1, last: 4 },
    initiative: { side: "red", automaticTurns: [1], vpThresholds: [] },
    gt1Weather: "clear",
    units,
    setup: spec.units.filter((u) => u.at).map((u) => ({ unit: u.id, at: u.at as string })),
    ...spec.scenario,
    // Ground-rule boards leave the air war out (no air points, so no combat support decision) unless the spec brings its own air points chart [6.1].
    chartOverrides: { airPoints: [], ...spec.scenario?.chartOverrides },
  });
  return { game: spec.advanced ? advancedGame(spec.advanced) : game(), map, scenario };
}

/** The sample game as an Advanced game [14–29]: its ruleset, the starter Advanced charts, and HQ / supreme HQ / supply unit types. */
export function advancedGame(charts: true | Partial<AdvancedCharts> = true): NextWarGame {
  const g = game();
  return gameSchema.parse({
    ...g,
    ruleset: "nextwar-advanced",
    unitTypes: [
      ...g.unitTypes,
      { id: "hq-adv", name: "HQ", mobility: "motorized", flags: ["hq"] },
      { id: "supreme-hq", name: "Supreme HQ", mobility: "motorized", flags: ["hq", "supreme-hq"] },
      { id: "supply-unit", name: "Depot / MSU", mobility: "motorized", flags: ["supply-unit"] },
    ],
    charts: { ...g.charts, advanced: { ...starterAdvancedCharts(), ...(charts === true ? {} : charts) } },
  }) as NextWarGame;
}

/** A game on the board, positioned at a segment (by id) with optional tweaks. */
export function at(bundle: EngineBundle, segment: string, tweak: Partial<GameState> = {}, seed = 1): GameState {
  const s = createNextWarGame(bundle, seed);
  const step = segmentsOf(s).findIndex((x) => x.id === segment);
  if (step < 0) throw new Error(`no segment ${segment}`);
  return { ...s, step, seg: emptySegment(), ...tweak };
}

/** Forces the next d10 rolls of a state (test only): finds a seed whose first rolls match. */
export function withRolls(state: GameState, rolls: number[]): GameState {
  for (let seed = 0; seed < 5_000_000; seed += 1) {
    const d = seedDiceFor(seed);
    let matches = true;
    for (const r of rolls) {
      if (rollOf(d) !== r) {
        matches = false;
        break;
      }
    }
    if (matches) return { ...state, dice: seedDiceFor(seed) };
  }
  throw new Error(`no seed gives rolls ${rolls.join(",")}`);
}

function seedDiceFor(seed: number) {
  return seedDice(seed);
}
function rollOf(d: ReturnType<typeof seedDice>): number {
  return rollD10(d);
}

/** The result of an action that must be legal (throws with the refusal's reason otherwise). */
export function ok(r: ReturnType<typeof apply>): { state: GameState; events: GameEvent[] } {
  if ("error" in r) throw new Error(r.error);
  return r;
}

/** Plays the actions in order, each of which must be legal; the final state and every event. */
export function run(state: GameState, actions: Action[]): { state: GameState; events: GameEvent[] } {
  let s = state;
  const events: GameEvent[] = [];
  for (const a of actions) {
    const r = ok(apply(s, a));
    s = r.state;
    events.push(...r.events);
  }
  return { state: s, events };
}

/**
 * A small coast for the naval rules' tests [7, 8.5.6]: two sea zones — "n"
 * (row 1) and "z" (row 2, whose coastal box touches the land) — over two
 * land rows, Nordland (blue) west and Ostmark (red) east. Blue's port is
 * 0203 (next to sea hex 0202), red's 0703 (next to 0602, 0702, 0802).
 */
const COAST_ROWS = ["ssssssss", "ssssssss", "cccccccc", "cccccccc"];
const COAST_BORDERS = ["........", "........", "nnnnoooo", "nnnnoooo"];
const hexesOfRow = (r: number) => Array.from({ length: 8 }, (_, c) => `${String(c + 1).padStart(2, "0")}${String(r).padStart(2, "0")}`);

export function coast(units: UnitSpec[], scenario: Partial<Scenario> = {}, opts: { air?: boolean } = {}): EngineBundle {
  return board({
    rows: COAST_ROWS,
    borders: COAST_BORDERS,
    features: [
      { kind: "port", hex: "0203", name: "Westhaven", capacity: 2 },
      { kind: "port", hex: "0703", name: "Easthaven", capacity: 2 },
    ],
    seaZones: [
      { id: "n", name: "North", seaBox: { id: "n-sea", name: "North sea box" }, coastalBox: { id: "n-coast", name: "North coastal box" }, hexes: hexesOfRow(1) },
      { id: "z", name: "Strait", seaBox: { id: "z-sea", name: "Strait sea box" }, coastalBox: { id: "z-coast", name: "Strait coastal box" }, hexes: hexesOfRow(2) },
    ],
    units: [{ id: "b-inf", type: "inf", at: "0104" }, { id: "r-inf", type: "inf", at: "0804" }, ...units],
    scenario: {
      ...scenario,
      // Blue holds every box and rolls, so nothing is rolled before play: tests set the control they need with `withNaval`.
      navalWar: { rollingSide: "blue", control: ["n-sea", "n-coast", "z-sea", "z-coast"].map((box) => ({ box, side: "blue" })), ...scenario.navalWar },
      ...(opts.air ? { chartOverrides: { airPoints: game().charts.airPoints, ...scenario.chartOverrides } } : {}),
    },
  });
}

/** A state with some box control and naval levels changed. */
export function withNaval(s: GameState, patch: { control?: Record<string, string | null>; asw?: Record<string, number>; sub?: Record<string, number>; mines?: Record<number, { side: string; level: number; layer?: string }> }): GameState {
  const n = s.naval as NonNullable<GameState["naval"]>;
  return {
    ...s,
    naval: {
      ...n,
      control: { ...n.control, ...patch.control },
      asw: { ...n.asw, ...patch.asw },
      sub: { ...n.sub, ...patch.sub },
      mines: patch.mines ?? n.mines,
    },
  };
}
