import { apply, BOTS, type Action, type Bot, currentSegment, type GameEvent, type GameState } from "@/lib/engine";

export type PlayerKind = "human" | "random" | "greedy";

export interface BotStep {
  action: Action;
  state: GameState;
  events: GameEvent[];
  by: string;
}

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

/**
 * Lets bots play from `state` while it is a bot's turn (or everyone's, with
 * `everyone`), up to `max` actions or until `stop` says so. Returns the steps
 * taken; stops early on an illegal bot action, reporting it.
 */
export function runBots(
  state: GameState,
  players: Record<string, PlayerKind>,
  opts: { max: number; everyone?: Exclude<PlayerKind, "human">; stop?: (s: GameState) => boolean },
): { steps: BotStep[]; error?: string } {
  const steps: BotStep[] = [];
  let s = state;
  while (!s.result && steps.length < opts.max && !opts.stop?.(s)) {
    const side = currentSegment(s).active;
    if (!side) break;
    const kind = players[side] === "human" ? opts.everyone : players[side];
    if (!kind) break;
    const bot = botFor(kind, side, s.seed);
    const action = bot.choose(s);
    const r = apply(s, action);
    if ("error" in r) return { steps, error: `The ${kind} bot for ${side} chose an illegal action: ${r.error}` };
    steps.push({ action, state: r.state, events: r.events, by: `${kind} bot` });
    s = r.state;
  }
  return { steps };
}
