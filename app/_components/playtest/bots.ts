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
  return runEngineBots<GameState, Action, GameEvent>(state, players, opts, {
    actor: (s) => currentSegment(s).active,
    bot: (kind, side, s) => botFor(kind, side, s.seed),
    apply,
    done: (s) => s.result !== null,
  });
}

/** What the bot loop needs of a ruleset: who acts, that player's bot, apply, and whether the game is over. */
export interface BotEngine<S, A, E> {
  actor: (s: S) => string | null;
  bot: (kind: Exclude<PlayerKind, "human">, actor: string, s: S) => { choose: (s: S) => A };
  apply: (s: S, a: A) => { state: S; events: E[] } | { error: string; rule: string };
  done: (s: S) => boolean;
}

export function runEngineBots<S, A, E>(
  state: S,
  players: Record<string, PlayerKind>,
  opts: { max: number; everyone?: Exclude<PlayerKind, "human">; stop?: (s: S) => boolean },
  engine: BotEngine<S, A, E>,
): { steps: { action: A; state: S; events: E[]; by: string }[]; error?: string } {
  const steps: { action: A; state: S; events: E[]; by: string }[] = [];
  let s = state;
  while (!engine.done(s) && steps.length < opts.max && !opts.stop?.(s)) {
    const actor = engine.actor(s);
    if (!actor) break;
    const kind = players[actor] === "human" || players[actor] === undefined ? opts.everyone : players[actor];
    if (!kind) break;
    const action = engine.bot(kind, actor, s).choose(s);
    const r = engine.apply(s, action);
    if ("error" in r) return { steps, error: `The ${kind} bot for ${actor} chose an illegal action: ${r.error}` };
    steps.push({ action, state: r.state, events: r.events, by: `${kind} bot` });
    s = r.state;
  }
  return { steps };
}
