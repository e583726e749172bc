import type { Game, GameMap } from "@/lib/model";

/**
 * What the studio knows of each game ruleset (a game document's `ruleset`),
 * in one table [#27]: the dialogs, the starters and the store ask it rather
 * than comparing ids. No builders and no engine here, so the browser's
 * dialogs can import it. A new value of the model's `ruleset` fails to
 * compile until it has a line here.
 */
export interface GameRulesetInfo {
  /** The board its games are played on: the map layout a scenario pairs it with. */
  board: GameMap["layout"];
  /** Whether the engine plays it yet: the registry (lib/engine/rulesets) finds it by this value (lib/ruleset-dispatch.test.ts holds the two together). */
  playable: boolean;
  /** A new scenario's usual length, and what one of its turns is called. */
  lastTurn: number;
  turnName: "turn" | "round";
  /** Whether a scenario names the side with the initiative on turn 1. */
  initiative: boolean;
  /** Whether the battle calculator fights its battles (its engine ruleset can `odds`; lib/ruleset-dispatch.test.ts holds the two together). */
  calculator: boolean;
}

const NEXT_WAR = { board: "hex", lastTurn: 8, turnName: "turn", initiative: true, calculator: false } as const;

export const GAME_RULESETS: Readonly<Record<Game["ruleset"], GameRulesetInfo>> = {
  "nextwar-standard": { ...NEXT_WAR, playable: true },
  "nextwar-advanced": { ...NEXT_WAR, playable: true },
  aa1942: { board: "area", playable: true, lastTurn: 10, turnName: "round", initiative: false, calculator: true },
};

/** The table's line for a `ruleset` value read from a document, or undefined for one the model does not know. */
export function gameRuleset(id: unknown): GameRulesetInfo | undefined {
  return typeof id === "string" && Object.prototype.hasOwnProperty.call(GAME_RULESETS, id) ? GAME_RULESETS[id as Game["ruleset"]] : undefined;
}

/** A board's name in a sentence ("plays on an area map"). */
export const BOARD_NAMES: Readonly<Record<GameMap["layout"], string>> = { hex: "a hex", area: "an area" };
