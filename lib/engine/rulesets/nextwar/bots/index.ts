import type { Action, EngineBundle, GameState } from "../types";
import { applyNextWar, createNextWarGame, nextWarStateHash } from "../game";
import { currentSegment } from "../queries";
import { greedyBot as greedy } from "./greedy";
import { randomBot as random } from "./random";
import { playsFromFog } from "../fog-bot";
import type { Bot, BotFactory } from "./types";

export type { Bot, BotFactory } from "./types";

/** The bots as every caller gets them: under fog of war [13.2] each plays from what its side may know (fog-bot.ts). */
export const greedyBot: BotFactory = playsFromFog(greedy);
export const randomBot: BotFactory = playsFromFog(random);

export const BOTS: Record<string, BotFactory> = { random: randomBot, greedy: greedyBot };

export interface PlayedGame {
  seed: number;
  state: GameState;
  actions: Action[];
  hash: string;
  /** Set when the game hit the action cap before finishing. */
  truncated: boolean;
}

/**
 * Plays one game to its end with a bot per side (by side id). Every action
 * goes through `apply`; a bot that proposes an illegal action is a bug, so
 * this throws with the rule it broke.
 */
export function playGame(bundle: EngineBundle, seed: number, bots: Record<string, BotFactory>, opts: { maxActions?: number; onState?: (s: GameState) => void } = {}): PlayedGame {
  let state = createNextWarGame(bundle, seed);
  const players = new Map<string, Bot>();
  for (const [side, factory] of Object.entries(bots)) players.set(side, factory({ seed, side }));
  const actions: Action[] = [];
  const cap = opts.maxActions ?? 50_000;
  while (!state.result && actions.length < cap) {
    const side = currentSegment(state).active;
    const bot = side ? players.get(side) : undefined;
    if (!bot) throw new Error(`playGame: no bot for side ${side}`);
    const action = bot.choose(state);
    const r = applyNextWar(state, action);
    if ("error" in r) throw new Error(`playGame: ${bot.name} bot for ${side} chose an illegal action ${JSON.stringify(action)}: ${r.error}`);
    actions.push(action);
    state = r.state;
    opts.onState?.(state);
  }
  return { seed, state, actions, hash: nextWarStateHash(state), truncated: !state.result };
}
