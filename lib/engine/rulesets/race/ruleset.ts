import { hashValue } from "../../core/hash";
import { type DiceState, nextUint32, seedDice } from "../../core/rng";
import { ID_NAMES, type Ruleset, type RulesetNames, type RulesetView } from "../../core/ruleset";

/**
 * *Race*, a ruleset of Warbench's own used only by the contract suite: it
 * shows that a rule system plugs in as one folder (lib/engine/core/ruleset.ts)
 * and is held to the same contract as the real ones, without being listed in
 * the studio's registry. Two sides take turns from a track at 0: a side moves
 * 1 or 2, or rolls a die (1–3, seeded dice kept in the state); whoever reaches
 * `goal` first wins.
 */
export interface RaceBundle {
  sides: [string, string];
  goal: number;
}

export interface RaceState {
  bundle: RaceBundle;
  dice: DiceState;
  track: number;
  turn: number;
  result: { winner: string } | null;
}

export type RaceAction = { type: "step"; by: 1 | 2 } | { type: "roll" };
export type RaceEvent = { type: "moved"; side: string; by: number; to: number; rolled?: boolean } | { type: "won"; side: string };

const actor = (s: RaceState) => s.bundle.sides[s.turn % 2] as string;

function apply(state: RaceState, action: RaceAction): { state: RaceState; events: RaceEvent[] } | { error: string; rule: string } {
  if (state.result) return { error: "the race is over", rule: "race:end" };
  const dice = { ...state.dice, s: [...state.dice.s] as DiceState["s"] };
  let by: number;
  if (action?.type === "step" && (action.by === 1 || action.by === 2)) by = action.by;
  else if (action?.type === "roll") by = (nextUint32(dice) % 3) + 1;
  else return { error: "a move is a step of 1 or 2, or a roll", rule: "race:move" };
  const side = actor(state);
  const track = Math.min(state.bundle.goal, state.track + by);
  const events: RaceEvent[] = [{ type: "moved", side, by, to: track, ...(action.type === "roll" ? { rolled: true } : {}) }];
  const won = track >= state.bundle.goal;
  if (won) events.push({ type: "won", side });
  return { state: { ...state, dice, track, turn: state.turn + 1, result: won ? { winner: side } : null }, events };
}

/** A move of the race in words. */
function words(event: RaceEvent, names: RulesetNames = ID_NAMES): string {
  if (event.type === "won") return `${names.side(event.side)} wins the race`;
  return `${names.side(event.side)} ${event.rolled ? `rolls ${event.by}` : `steps ${event.by}`} to ${event.to}`;
}

/** Everyone sees the whole track: the one token at its square, and the sides' places in the race. */
function view(s: RaceState, viewer: string | null, opts: { log?: readonly RaceEvent[]; names?: RulesetNames } = {}): RulesetView {
  const acting = s.result ? null : actor(s);
  return {
    ruleset: "race",
    viewer,
    acting,
    turn: s.turn,
    phase: "race",
    places: { [String(s.track)]: [{ id: "token", type: "token", owner: acting ?? s.result?.winner ?? "", side: acting ?? s.result?.winner ?? "", count: 1 }] },
    scores: s.bundle.sides.map((side) => ({ side, value: s.result?.winner === side ? 1 : 0, target: 1 })),
    result: s.result ? { winner: s.result.winner, text: `${(opts.names ?? ID_NAMES).side(s.result.winner)} wins` } : null,
    log: (opts.log ?? []).map((e) => words(e, opts.names)),
  };
}

const bot = (name: string, choose: (s: RaceState) => RaceAction) => () => ({ name, choose });

export const raceRuleset: Ruleset<RaceBundle, RaceState, RaceAction, RaceEvent> = {
  id: "race",
  name: "Race",
  create: (bundle, { seed }) => ({ bundle, dice: seedDice(seed), track: 0, turn: 0, result: null }),
  apply,
  sides: (s) => [...s.bundle.sides],
  actingSide: (s) => (s.result ? null : actor(s)),
  over: (s) => s.result !== null,
  hash: (s) => hashValue(s),
  legalActions: (s) => (s.result ? [] : [{ type: "step", by: 1 }, { type: "step", by: 2 }, { type: "roll" }]),
  bots: { random: bot("random", () => ({ type: "roll" })), greedy: bot("greedy", () => ({ type: "step", by: 2 })) },
  maxActions: 1000,
  view,
  words: (_s, e, names) => words(e, names),
};
