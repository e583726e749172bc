/**
 * The ruleset contract [#27]: what every rule system gives the engine, the
 * studio, the CLI and balance, so that each of them plays any ruleset the same
 * way. A ruleset is one folder under lib/engine/rulesets/ that exports one of
 * these and is listed in the registry (lib/engine/rulesets/index.ts); the
 * contract suite (rulesets/contract.test.ts) holds every registered ruleset to
 * it. Pure, like the rest of the engine: the dice live in the state.
 */

/** An action's outcome: the new state and what happened, or the rule that refuses it (never thrown). */
export type RulesetApplied<S, E> = { state: S; events: E[] } | { error: string; rule: string };

/** A player the computer plays: given the state where its side acts, an action. */
export interface RulesetBot<S, A> {
  name: string;
  choose(state: S): A;
}

export type RulesetBotFactory<S, A> = (opts: { seed: number; side: string }) => RulesetBot<S, A>;

/**
 * One rule system as the engine, the studio, the CLI and balance play it:
 * `B` its bundle, `S` its state, `A` its actions and `E` its events; `V` its
 * view model (at least `RulesetView`), `Q` what a battle is asked by (a
 * space, an attack's declaration) and `X` the battle explained.
 */
export interface Ruleset<B = unknown, S = unknown, A = unknown, E = unknown, V extends RulesetView = RulesetView, Q = unknown, X = unknown> {
  /** The game document's `ruleset` value. */
  readonly id: string;
  /** Its name for people. */
  readonly name: string;
  /** A new game from a bundle (game, map, scenario) and a required seed, advanced to its first decision. */
  create(bundle: B, opts: { seed: number }): S;
  /** One action; never mutates `state`. */
  apply(state: S, action: A): RulesetApplied<S, E>;
  /** The sides of a game, in the scenario's order: a bot plays one each. */
  sides(state: S): string[];
  /** The side whose decision it is now; null when the game is over. */
  actingSide(state: S): string | null;
  /** Whether the game is over. */
  over(state: S): boolean;
  /** A hash of the whole state: equal states, equal hashes. */
  hash(state: S): string;
  /** The legal actions now, where the ruleset can list them (a contract test applies each). */
  legalActions?(state: S): A[];
  /** The bots it plays with, by name; "random" and "greedy" at least. */
  readonly bots: Readonly<Record<string, RulesetBotFactory<S, A>>>;
  /** Actions after which a bot game counts as stalled (never an endless loop). */
  readonly maxActions: number;
  /** Why a valid bundle still cannot be played (a chart the rules need is missing), in one line; null when it can. `create` throws with the same words. */
  unplayable?(bundle: B): string | null;
  /** The game documents' `ruleset` values it plays, besides its id (the registry finds it by either). */
  readonly gameRulesets?: readonly string[];
  /** What it offers beyond playing, for the commands that need it: they ask for it, never name a ruleset. */
  readonly can?: RulesetCapabilities;

  // Its public queries: what the studio and the CLI ask of a game besides playing it. Each only reads the
  // state, each is optional where a ruleset lacks it, and `apply` stays the judge (a destination offered is one it accepts).

  /** Where the pieces selected (ids, moving together) may go now, each with the path, its cost and the action `apply` accepts; or why they may not move. */
  reachable?(state: S, selection: readonly string[]): RulesetReach<A>;
  /** What a battle would be (or is), explained, without rolling a die; or the rule that forbids it. */
  explainBattle?(state: S, battle: Q): X | RulesetRefusal;
  /** What `side` sees as plain JSON (null: no one's eyes, as when bots play every side, who sees everything); `log` events come back in words. */
  view?(state: S, side: string | null, opts?: { log?: readonly E[]; names?: RulesetNames }): V;
  /** An event as a line of the log for people; ids named by `names` (as they are without it). */
  words?(state: S, event: E, names?: RulesetNames): string;
  /** Each unit's supply state and traced line (`warbench supply`), one side's or all; null when this game does not play supply rules of this kind (a ruleset without it has none). */
  supplyReport?(state: S, side: string | null): RulesetSupplyReport | null;
}

/** What a supply report says of the units on the map: their state and line of communication (hex labels, unit to source), and each side's supply points. */
export interface RulesetSupplyReport {
  units: { id: string; side: string; hex: string; kind: "unit" | "hq" | "depot" | "msu"; status: "in-supply" | "out-of-supply" | "isolated" | "emergency"; line: string[] }[];
  supplyPoints: Record<string, number>;
  /** Whether a supply check has run yet (else each state is the line traced now). */
  checked: boolean;
}

/** An action refused, or a query that has no answer, as data: the message and the rule. */
export interface RulesetRefusal {
  error: string;
  rule: string;
}

/** One place a selection may go: the path `apply` would take (start excluded), what it costs, and the action itself. */
export interface RulesetDestination<A> {
  to: string;
  path: string[];
  cost: number;
  action: A;
}

export type RulesetReach<A> = { from: string; destinations: RulesetDestination<A>[] } | RulesetRefusal;

/** A piece, or pieces of one kind together, as a side sees them. */
export interface RulesetPieceView {
  /** The piece's id (its first, for several); a hidden piece has one of the view's own. */
  id: string;
  /** Its kind (unit type); "" when hidden. */
  type: string;
  /** Who owns it (a nation), and the side that plays it. */
  owner: string;
  side: string;
  /** How many pieces it stands for (1 for a single counter). */
  count: number;
  /** A piece the viewer may not look at: only its side and place show. */
  hidden?: true;
}

/**
 * What one side sees of a game [#27]: the base every ruleset's view model
 * has, so a board, a turn track and a log can be drawn from any of them.
 * Plain JSON (no Maps, no functions): it may be sent to a worker or saved.
 */
export interface RulesetView {
  ruleset: string;
  /** The side whose eyes these are; null for an onlooker. */
  viewer: string | null;
  /** The side to act now (null when the game is over). */
  acting: string | null;
  /** The turn or round, and the phase in the ruleset's words. */
  turn: number;
  phase: string;
  /** Pieces by place (a space's id, a hex's label), in the order they stack. */
  places: Record<string, RulesetPieceView[]>;
  /** Each side's score as the ruleset keeps it (victory points, victory cities) and, where there is one, its target. */
  scores: { side: string; value: number; target?: number }[];
  result: { winner: string | null; text: string } | null;
  /** The log's events the caller passed, in words. */
  log: string[];
}

/**
 * Names for the ids in words and views: the studio passes its namer (lib/playtest/names.ts
 * has these and more); without one, ids stand as they are.
 */
export interface RulesetNames {
  nation(id: unknown): string;
  side(id: unknown): string;
  place(id: unknown): string;
  type(id: unknown): string;
  unit(id: unknown): string;
  /** An engine sentence with every id in it put in words. */
  text(sentence: string): string;
  /** Any value in words. */
  value(v: unknown): string;
}

const asText = (v: unknown): string => (typeof v === "string" ? v : typeof v === "number" || typeof v === "boolean" ? String(v) : Array.isArray(v) ? v.map(asText).join(", ") : v && typeof v === "object" ? Object.entries(v).map(([k, x]) => `${k} ${asText(x)}`).join(", ") : "");

/** Ids as they are: the names a view or a line of words uses when the caller gives none. */
export const ID_NAMES: RulesetNames = { nation: asText, side: asText, place: asText, type: asText, unit: asText, text: (s) => s, value: asText };

/** Abilities some rulesets have (each optional; absent is "no"). */
export interface RulesetCapabilities {
  /** `warbench combat`: an attack explained line by line, with its rules. */
  readonly explainCombat?: boolean;
  /** `warbench odds`: the battle calculator. */
  readonly odds?: boolean;
  /** `warbench export --to triplea`. */
  readonly tripleaExport?: boolean;
}

/** Any ruleset, whatever its types: what the registry holds. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyRuleset = Ruleset<any, any, any, any, any, any, any>;

export type RulesetReplay<S, E> = { state: S; hash: string; events: E[] } | { error: string; rule: string; index: number; state: S };

/** Replays an action log from (bundle, seed): the same state, and hash, every time; the first illegal action stops it. */
export function replayWith<B, S, A, E>(ruleset: Ruleset<B, S, A, E>, bundle: B, seed: number, actions: readonly A[], opts: { keepEvents?: boolean } = {}): RulesetReplay<S, E> {
  let state = ruleset.create(bundle, { seed });
  const events: E[] = [];
  for (let i = 0; i < actions.length; i += 1) {
    const r = ruleset.apply(state, actions[i] as A);
    if ("error" in r) return { error: r.error, rule: r.rule, index: i, state };
    state = r.state;
    if (opts.keepEvents) events.push(...r.events);
  }
  return { state, hash: ruleset.hash(state), events };
}

export interface RulesetPlayed<S, A> {
  seed: number;
  state: S;
  actions: A[];
  hash: string;
  /** Set when the game hit the action cap before finishing. */
  truncated: boolean;
}

/**
 * Plays a game to its end with a bot for each side (by name, in the order of
 * `sides`), the one play loop every ruleset shares. A bot that chooses an
 * illegal action is an error, never skipped.
 */
export function playWith<B, S, A, E>(
  ruleset: Ruleset<B, S, A, E>,
  bundle: B,
  seed: number,
  botNames: readonly string[],
  opts: { maxActions?: number; onApplied?: (before: S, action: A, applied: { state: S; events: E[] }) => void } = {},
): RulesetPlayed<S, A> {
  let state = ruleset.create(bundle, { seed });
  const players = new Map<string, RulesetBot<S, A>>();
  ruleset.sides(state).forEach((side, i) => {
    const name = botNames[i] ?? botNames[botNames.length - 1] ?? "random";
    const factory = ruleset.bots[name];
    if (!factory) throw new Error(`${ruleset.name} has no bot "${name}" (it has ${Object.keys(ruleset.bots).join(", ")})`);
    players.set(side, factory({ seed, side }));
  });
  const actions: A[] = [];
  const cap = opts.maxActions ?? ruleset.maxActions;
  while (!ruleset.over(state) && actions.length < cap) {
    const side = ruleset.actingSide(state);
    const bot = side === null ? undefined : players.get(side);
    if (!bot) throw new Error(`${ruleset.name}: no bot for side ${side}`);
    const action = bot.choose(state);
    const r = ruleset.apply(state, action);
    if ("error" in r) throw new Error(`${ruleset.name}: the ${bot.name} bot for ${side} chose an illegal action ${JSON.stringify(action)}: ${r.error}`);
    opts.onApplied?.(state, action, r);
    actions.push(action);
    state = r.state;
  }
  return { seed, state, actions, hash: ruleset.hash(state), truncated: !ruleset.over(state) };
}
