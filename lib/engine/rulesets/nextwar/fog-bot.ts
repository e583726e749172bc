import type { Action, GameState } from "./types";
import { applyNextWar } from "./game";
import { legalNextWarActions } from "./legal";
import { fogOfWarOn } from "./fog";
import { foggedState } from "./fog-state";
import type { Bot, BotFactory } from "./bots/types";

/**
 * A bot that plays from what its side may know under fog of war [13.2]: it
 * chooses from the fogged state (fog-state.ts), and its choice is tried on the
 * true state before it is given to `apply`. What the fog hid may make a choice
 * illegal (a zone of control under the top counter, a unit beneath it that
 * fills the hex): the refusal is news a player at the table gets too, so the
 * bot hears it (`refused`) and chooses again, up to TRIES times; then it ends
 * the segment, or takes the first legal action when it may not. With the rule
 * off the bot sees the true state and plays exactly as it always has.
 */
const TRIES = 8;

export function playsFromFog(factory: BotFactory): BotFactory {
  return (opts) => {
    const inner = factory(opts);
    const bot: Bot = {
      name: inner.name,
      choose(state: GameState): Action {
        if (!fogOfWarOn(state)) return inner.choose(state);
        const view = foggedState(state, opts.side);
        const tried = new Set<string>();
        for (let i = 0; i < TRIES; i += 1) {
          const action = inner.choose(view);
          const key = JSON.stringify(action);
          if (tried.has(key)) break;
          const r = applyNextWar(state, action);
          if (!("error" in r)) return action;
          tried.add(key);
          inner.refused?.(action, r.error);
        }
        return fallback(state, tried);
      },
    };
    if (inner.refused) bot.refused = inner.refused.bind(inner);
    return bot;
  };
}

/** Ending the segment when it may; else the first legal action not already refused. */
function fallback(state: GameState, tried: ReadonlySet<string>): Action {
  const end: Action = { type: "end-segment" };
  if (!("error" in applyNextWar(state, end))) return end;
  const legal = legalNextWarActions(state);
  return legal.find((a) => !tried.has(JSON.stringify(a))) ?? legal[0] ?? end;
}
