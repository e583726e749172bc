import type { Game, GameMap, Scenario } from "@/lib/model";
import { aaStarterGame, nextWarStarterGame } from "./games";
import { blankHexMap, smallAreaMap } from "./maps";
import { starterScenario } from "./scenario";

/**
 * Starting points for a new theatre: games, maps and scenarios built in code
 * from the model (no database, no React). The studio, the CLI and the tests
 * all build them here, so "a starter validates clean and plays" is tested once.
 */
export { STARTER_CHARTS_NOTE, STARTER_NATIONS, STARTER_SIDES, aaStarterGame, aaUnitTable, nextWarStarterGame, nextWarUnitTypes } from "./games";
export { blankHexMap, smallAreaMap } from "./maps";
export { starterCrt, starterNextWarCharts, starterTec } from "./nextwar-charts";
export { DEFAULT_LAST_TURN, starterScenario, type ScenarioOptions } from "./scenario";

export const GAME_STARTERS = {
  "nextwar-standard": { label: "Next War standard — unit types and every chart (Warbench starter values)", build: nextWarStarterGame },
  aa1942: { label: "Axis & Allies 1942-style — the unit table with its abilities", build: aaStarterGame },
} as const satisfies Record<string, { label: string; build: (name?: string) => Game }>;
export type GameStarterId = keyof typeof GAME_STARTERS;
export const isGameStarterId = (v: unknown): v is GameStarterId => typeof v === "string" && Object.prototype.hasOwnProperty.call(GAME_STARTERS, v);

export interface Theatre {
  game: { name: string; content: Game };
  map: { name: string; content: GameMap };
  scenario: { name: string; content: Scenario };
}

export const THEATRE_TEMPLATES = {
  nextwar: { label: "Empty Next War theatre — game, blank 40×30 hex map, scenario", description: "A new Next War theatre: starter game, a blank 40×30 map and an empty scenario." },
  area: { label: "Empty area theatre — 1942-style game, small area map, scenario", description: "A new area theatre: 1942-style game, a small area map to draw on, and an empty scenario." },
} as const;
export type TheatreTemplateId = keyof typeof THEATRE_TEMPLATES;
export const isTheatreTemplateId = (v: unknown): v is TheatreTemplateId => typeof v === "string" && Object.prototype.hasOwnProperty.call(THEATRE_TEMPLATES, v);

/**
 * The three documents of a template theatre. The scenario names its game and
 * map by `refs` (document ids when the studio stores them; file names on disk).
 */
export function theatre(template: TheatreTemplateId, refs: { game: string; map: string } = { game: "game.json", map: "map.json" }): Theatre {
  const game = template === "nextwar" ? nextWarStarterGame("Game") : aaStarterGame("Game");
  const map = template === "nextwar" ? blankHexMap("Map") : smallAreaMap("Map");
  const scenario = starterScenario(game, map, { name: "Scenario", gameRef: refs.game, mapRef: refs.map, lastTurn: template === "nextwar" ? 8 : 10 });
  return { game: { name: "Game", content: game }, map: { name: "Map", content: map }, scenario: { name: "Scenario", content: scenario } };
}
