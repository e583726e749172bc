import type { Game, GameMap, Scenario } from "@/lib/model";
import { SCENARIO_SCHEMA_VERSION } from "@/lib/model";

export interface ScenarioOptions {
  name: string;
  /** How the scenario names its game and map: a document id in the studio, a file name on disk. */
  gameRef: string;
  mapRef: string;
  /** Last game turn (area games: last round); first is 1. */
  lastTurn?: number;
  /** Side with the initiative (Next War); the game's first side when absent. */
  initiativeSide?: string;
}

export const DEFAULT_LAST_TURN = 8;

/**
 * A scenario with nothing set up yet that validates clean against its game and
 * map: the game's sides and nations, an empty OOB, turns, initiative and
 * victory settings with defaults. For an area game the defaults come from the
 * map: each nation starts with the IPCs of the territories it owns, and every
 * victory city on the map counts.
 */
export function starterScenario(game: Game, map: GameMap, o: ScenarioOptions): Scenario {
  const lastTurn = Math.max(1, Math.min(999, Math.round(o.lastTurn ?? DEFAULT_LAST_TURN)));
  const base: Scenario = {
    $schema: "scenario.schema.json",
    schemaVersion: SCENARIO_SCHEMA_VERSION,
    name: o.name,
    game: o.gameRef,
    map: o.mapRef,
    sides: game.sides.map((s) => ({ id: s.id, name: s.name, ...(s.colour ? { colour: s.colour } : {}) })),
    nations: game.nations.map((n) => ({ id: n.id, name: n.name, side: n.side })),
    turns: { first: 1, last: lastTurn },
  };
  return { ...base, ...SCENARIO_PARTS[game.ruleset](game, map, o, lastTurn) };
}

type ScenarioParts = (game: Game, map: GameMap, o: ScenarioOptions, lastTurn: number) => Partial<Scenario>;

/** An area game's scenario: setup and income by territory, victory cities, the round limit. */
const areaParts: ScenarioParts = (game, map, _o, lastTurn) => {
  const territories = map.layout === "area" ? map.territories : [];
  const cities = territories.filter((t) => t.victoryCity).map((t) => t.id);
  return {
    areaSetup: [],
    income: game.nations.map((n) => ({ nation: n.id, ipc: territories.filter((t) => t.originalOwner === n.id && !t.neutral).reduce((sum, t) => sum + t.ipc, 0) })),
    // A side wins by holding every victory city but one of a large map (all of a small one); a total victory is all of them.
    ...(cities.length > 0
      ? { victoryCities: { cities, standardVictory: cities.length <= 2 ? cities.length : cities.length - 1, totalVictory: cities.length, mode: "standard" as const } }
      : {}),
    areaRules: { neutrals: "closed", roundLimit: lastTurn },
  };
};

/** A Next War scenario: initiative, weather, an empty OOB, victory by VP hexes and capitals. */
const nextWarParts: ScenarioParts = (game, map, o) => {
  const nations = new Set(game.nations.map((n) => n.id));
  const features = map.layout === "hex" ? map.features : [];
  const side = game.sides.some((s) => s.id === o.initiativeSide) ? (o.initiativeSide as string) : (game.sides[0]?.id ?? "blue");
  return {
    initiative: { side, automaticTurns: [1], vpThresholds: game.sides.map((s) => ({ side: s.id, vp: 3 })) },
    gt1Weather: "clear",
    formations: [],
    units: [],
    setup: [],
    reinforcements: [],
    replacements: [],
    victory: {
      // Every hex the map gives a VP value counts; capitals of the scenario's nations trigger the automatic victory roll.
      vpHexes: features.filter((f) => (f.vp ?? 0) > 0).map((f) => ({ hex: f.hex, value: f.vp as number })),
      levels: [
        { level: "decisive", minDifference: 12 },
        { level: "substantial", minDifference: 8 },
        { level: "marginal", minDifference: 4 },
        { level: "stalemate", minDifference: 0 },
      ],
      automaticVictoryLevel: 15,
      capitals: features.flatMap((f) => (f.kind === "capital" && nations.has(f.nation) ? [{ nation: f.nation, hex: f.hex }] : [])),
    },
  };
};

/** What each ruleset's scenario adds to the common part [#27]. */
const SCENARIO_PARTS: Readonly<Record<Game["ruleset"], ScenarioParts>> = { "nextwar-standard": nextWarParts, "nextwar-advanced": nextWarParts, aa1942: areaParts };
