import type { Game, GameMap, Scenario } from "@/lib/model";
import { aaStarterGame, nextWarAdvancedStarterGame, nextWarStarterGame } from "./games";
import { blankHexMap, smallAreaMap } from "./maps";
import { starterScenario } from "./scenario";
import { GAME_RULESETS } from "./rulesets";
import { THEATRE_TEMPLATES, type GameStarterId, type TheatreTemplateId } from "./templates";

/**
 * Starting points for a new theatre: games, maps and scenarios built in code
 * from the model (no database, no React). The studio, the CLI and the tests
 * all build them here, so "a starter validates clean and plays" is tested once.
 */
export { STARTER_CHARTS_NOTE, STARTER_NATIONS, STARTER_SIDES, aaStarterGame, aaUnitTable, nextWarAdvancedStarterGame, nextWarStarterGame, nextWarUnitTypes } from "./games";
export { blankHexMap, smallAreaMap } from "./maps";
export { starterCrt, starterNextWarCharts, starterTec } from "./nextwar-charts";
export { DEFAULT_LAST_TURN, starterScenario, type ScenarioOptions } from "./scenario";

export { BOARD_NAMES, GAME_RULESETS, gameRuleset, type GameRulesetInfo } from "./rulesets";
export { GAME_STARTER_LABELS, SAMPLE_TEMPLATES, THEATRE_TEMPLATES, isGameStarterId, isSampleTemplateId, isTheatreTemplateId, type GameStarterId, type SampleTemplateId, type TheatreTemplateId } from "./templates";

export const GAME_STARTERS: Record<GameStarterId, (name?: string) => Game> = { "nextwar-standard": nextWarStarterGame, "nextwar-advanced": nextWarAdvancedStarterGame, aa1942: aaStarterGame };
/** A blank map of each board, for a theatre's game to be played on. */
export const MAP_STARTERS: Record<GameMap["layout"], (name?: string) => GameMap> = { hex: blankHexMap, area: smallAreaMap };

export interface Theatre {
  game: { name: string; content: Game };
  map: { name: string; content: GameMap };
  scenario: { name: string; content: Scenario };
}

/**
 * The three documents of a template theatre. The scenario names its game and
 * map by `refs` (document ids when the studio stores them; file names on disk).
 */
export function theatre(template: TheatreTemplateId, refs: { game: string; map: string } = { game: "game.json", map: "map.json" }): Theatre {
  const ruleset = THEATRE_TEMPLATES[template].game;
  const game = GAME_STARTERS[ruleset]("Game");
  const map = MAP_STARTERS[GAME_RULESETS[ruleset].board]("Map");
  const scenario = starterScenario(game, map, { name: "Scenario", gameRef: refs.game, mapRef: refs.map, lastTurn: GAME_RULESETS[ruleset].lastTurn });
  return { game: { name: "Game", content: game }, map: { name: "Map", content: map }, scenario: { name: "Scenario", content: scenario } };
}
