import type { Ruleset } from "../../core/ruleset";
import type { Action, EngineBundle, GameEvent, GameState } from "./types";
import { BOTS } from "./bots";
import { legalNextWarActions } from "./legal";
import { applyNextWar, createNextWarGame, nextWarStateHash } from "./game";
import type { CombatDeclaration, CombatExplanation } from "./combat";
import { currentSegment, explainCombat } from "./queries";
import { reachableForContract } from "./reach";
import { type NextWarView, nextWarView } from "./view-model";
import { nextWarWords } from "./words";

/** The Next War series, standard game [1–13]: the ruleset contract (lib/engine/core/ruleset.ts). */
export const nextWarRuleset: Ruleset<EngineBundle, GameState, Action, GameEvent, NextWarView, CombatDeclaration, CombatExplanation> = {
  id: "nextwar",
  name: "The Next War",
  create: (bundle, { seed }) => createNextWarGame(bundle, seed),
  apply: applyNextWar,
  sides: (state) => state.bundle.scenario.sides.map((s) => s.id),
  // The side to act in the current segment [3.0]; a decision (combat support, retreat) is its side's too.
  actingSide: (state) => (state.result ? null : (currentSegment(state).active ?? null)),
  over: (state) => !!state.result,
  hash: nextWarStateHash,
  legalActions: (state) => legalNextWarActions(state),
  bots: BOTS,
  maxActions: 50_000,
  // The standard game's document value; the advanced game is not played yet, so the registry does not know it.
  gameRulesets: ["nextwar-standard"],
  can: { explainCombat: true },
  reachable: reachableForContract,
  // A battle is an attack as declared: attackers, the defending hex, support [9.1–9.6].
  explainBattle: explainCombat,
  // The view's log says each event in the same words as `words`.
  view: (state, side, opts) => nextWarView(state, side, { ...opts, words: (e, names) => nextWarWords(state, e, names) }),
  words: nextWarWords,
};
