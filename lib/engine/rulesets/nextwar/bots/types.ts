import type { Action, GameState } from "../types";

/** A player program: given a state where it is to act, it returns one legal action. */
export interface Bot {
  readonly name: string;
  choose(state: GameState): Action;
}

/** Makes a bot for one side of one game; `seed` keeps it deterministic (it never touches the game's dice). */
export type BotFactory = (opts: { seed: number; side: string }) => Bot;
