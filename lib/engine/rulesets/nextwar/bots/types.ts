import type { Action, GameState } from "../types";

/** A player program: given a state where it is to act, it returns one legal action. */
export interface Bot {
  readonly name: string;
  choose(state: GameState): Action;
  /**
   * The last choice was refused by the rules on the true state: under fog of
   * war [13.2] the bot chose from what its side may know, and what was hidden
   * made the choice illegal. A bot that keeps track avoids proposing it again.
   */
  refused?(action: Action, reason: string): void;
}

/** Makes a bot for one side of one game; `seed` keeps it deterministic (it never touches the game's dice). */
export type BotFactory = (opts: { seed: number; side: string }) => Bot;
