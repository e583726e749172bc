/** Who sits at a seat of the table: a person at this screen, or a bot. */
export type PlayerKind = "human" | "random" | "greedy";

/** What the bot loop needs of a ruleset: who acts, that player's bot, apply, and whether the game is over. */
export interface BotEngine<S, A, E> {
  actor: (s: S) => string | null;
  bot: (kind: Exclude<PlayerKind, "human">, actor: string, s: S) => { choose: (s: S) => A };
  apply: (s: S, a: A) => { state: S; events: E[] } | { error: string; rule: string };
  done: (s: S) => boolean;
}

export interface BotOptions<S> {
  max: number;
  everyone?: Exclude<PlayerKind, "human">;
  stop?: (s: S) => boolean;
}

export type BotRun<S, A, E> = { steps: { action: A; state: S; events: E[]; by: string }[]; error?: string };

/**
 * Lets bots play from `state` while it is a bot's turn (or everyone's, with
 * `everyone`), up to `max` actions or until `stop` says so. Returns the steps
 * taken; stops early on an illegal bot action, reporting it.
 */
export function runEngineBots<S, A, E>(state: S, players: Record<string, PlayerKind>, opts: BotOptions<S>, engine: BotEngine<S, A, E>): BotRun<S, A, E> {
  const steps: BotRun<S, A, E>["steps"] = [];
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
