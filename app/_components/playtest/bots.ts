import { apply, BOTS, type Action, type Bot, currentSegment, type GameEvent, type GameState } from "@/lib/engine";
import { type BotOptions, type BotRun, type PlayerKind, runEngineBots } from "../game-screen/run-bots";

const cache = new Map<string, Bot>();

/** The bot for a side of this game (one per side, seeded by the game's seed so bot play replays). */
export function botFor(kind: Exclude<PlayerKind, "human">, side: string, seed: number): Bot {
  const key = `${kind}:${side}:${seed}`;
  let bot = cache.get(key);
  if (!bot) {
    bot = BOTS[kind]!({ seed, side });
    cache.set(key, bot);
  }
  return bot;
}

/** Next War's bots play each side set to a bot, through the game screen's shared loop (run-bots.ts). */
export function runBots(state: GameState, players: Record<string, PlayerKind>, opts: BotOptions<GameState>): BotRun<GameState, Action, GameEvent> {
  return runEngineBots<GameState, Action, GameEvent>(state, players, opts, {
    actor: (s) => currentSegment(s).active,
    bot: (kind, side, s) => botFor(kind, side, s.seed),
    apply,
    done: (s) => s.result !== null,
  });
}
