import { AA_BOTS, type AaAction, type AaBot, type AaEvent, type AaState, actingNation, applyAa } from "@/lib/engine";
import { sideOf } from "@/lib/engine/rulesets/aa1942/queries";
import { type BotOptions, type PlayerKind, runEngineBots } from "../game-screen/run-bots";

const cache = new Map<string, AaBot>();

/** One bot per power and seed, so a bot's own random draws carry on from move to move as in `warbench simulate`. */
function aaBotFor(kind: Exclude<PlayerKind, "human">, nation: string, state: AaState): AaBot {
  const key = `${kind}:${nation}:${state.seed}`;
  let bot = cache.get(key);
  if (!bot) {
    bot = AA_BOTS[kind]!({ seed: state.seed, side: sideOf(state, nation) ?? nation });
    cache.set(key, bot);
  }
  return bot;
}

/** Bots play each power set to a bot (players are keyed by nation), through the game screen's shared loop. */
export function runAreaBots(state: AaState, players: Record<string, PlayerKind>, opts: BotOptions<AaState>) {
  return runEngineBots<AaState, AaAction, AaEvent>(state, players, opts, {
    actor: (s) => actingNation(s),
    bot: (kind, nation, s) => aaBotFor(kind, nation, s),
    apply: applyAa,
    done: (s) => s.result !== null,
  });
}
