import type { Ruleset } from "../../core/ruleset";
import type { Action, EngineBundle, GameEvent, GameState } from "./types";
import { BOTS } from "./bots";
import { legalNextWarActions } from "./legal";
import { applyNextWar, createNextWarGame, nextWarStateHash, nextWarUnplayable } from "./game";
import type { CombatDeclaration, CombatExplanation } from "./combat";
import { currentSegment, explainCombat } from "./queries";
import { reachableForContract } from "./reach";
import { type NextWarView, nextWarView } from "./view-model";
import { nextWarWords } from "./words";
import { advancedSupplyReport } from "./advanced/supply-report";

/** The Next War series, standard [1–13] and Advanced [14–29] games: the ruleset contract (lib/engine/core/ruleset.ts). */
export const nextWarRuleset: Ruleset<EngineBundle, GameState, Action, GameEvent, NextWarView, CombatDeclaration, CombatExplanation> = {
  id: "nextwar",
  name: "The Next War",
  create: (bundle, { seed }) => createNextWarGame(bundle, seed),
  unplayable: nextWarUnplayable,
  apply: applyNextWar,
  sides: (state) => state.bundle.scenario.sides.map((s) => s.id),
  // The side to act in the current segment [3.0]; a decision (combat support, retreat) is its side's too.
  actingSide: (state) => (state.result ? null : (currentSegment(state).active ?? null)),
  over: (state) => !!state.result,
  hash: nextWarStateHash,
  legalActions: (state) => legalNextWarActions(state),
  bots: BOTS,
  maxActions: 50_000,
  // The game document's values: the standard game [1–13] and the Advanced game [14–29], one ruleset (docs/engine.md).
  gameRulesets: ["nextwar-standard", "nextwar-advanced"],
  can: { explainCombat: true },
  reachable: reachableForContract,
  // A battle is an attack as declared: attackers, the defending hex, support [9.1–9.6].
  explainBattle: explainCombat,
  // The view's log says each event in the same words as `words`.
  view: (state, side, opts) => nextWarView(state, side, { ...opts, words: (e, names) => nextWarWords(state, e, names) }),
  words: nextWarWords,
  supplyReport: advancedSupplyReport,
};
