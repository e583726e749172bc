/**
 * The Warbench rules engine: pure functions over plain-JSON game states.
 * No React, Next, database, DOM, clock or Math.random: the dice live in the
 * state, so `(bundle, seed, actions)` always replays to the same state.
 */
import type { Action, ApplyResult, EngineBundle, GameEvent, GameState } from "./rulesets/nextwar/types";
import type { CombatDeclaration, CombatExplanation } from "./rulesets/nextwar/combat";
import { applyNextWar, createNextWarGame, nextWarStateHash } from "./rulesets/nextwar/game";
import { legalNextWarActions } from "./rulesets/nextwar/legal";
import * as queries from "./rulesets/nextwar/queries";
import * as airQueries from "./rulesets/nextwar/air-queries";
import * as specialQueries from "./rulesets/nextwar/special-queries";
import * as navalQueries from "./rulesets/nextwar/naval-queries";
import * as fog from "./rulesets/nextwar/fog";
import type { AaAction, AaBundle, AaEvent, AaState } from "./rulesets/aa1942/types";
import { replayWith } from "./core/ruleset";
import { aa1942Ruleset } from "./rulesets/aa1942/ruleset";
import { nextWarRuleset } from "./rulesets/nextwar/ruleset";

export type { Action, AirState, ApplyResult, EngineBundle, GameEvent, GameResult, GameState, HelicopterState, PendingSupport, UnitState } from "./rulesets/nextwar/types";
export type { CombatDeclaration, CombatExplanation, CombatLine } from "./rulesets/nextwar/combat";
export type { Reachable, ReachableHex, StackInfo } from "./rulesets/nextwar/queries";
export type { NextWarHooks, CombatSupport, MovementMode, SupportMission } from "./rulesets/nextwar/hooks";
export type { SupportChoices } from "./rulesets/nextwar/queries";
export type { AirSideView, AirView, HelicopterView } from "./rulesets/nextwar/air-queries";
export type { AmphibiousTarget, SpecialMoveTarget, SpecialMoveTargets } from "./rulesets/nextwar/special-queries";
export { amphibiousTargets, beachheadsOf } from "./rulesets/nextwar/special-queries";
export type { MineView, NavalBoxView, NavalMoveTarget, NavalSideView, NavalUnitView, NavalView, NavalZoneView, SweepOdds } from "./rulesets/nextwar/naval-queries";
export { NEXTWAR_STANDARD_SOP } from "./rulesets/nextwar/sop";
export { nextWarActionTitle, nextWarEventWords, nextWarWords } from "./rulesets/nextwar/words";
export { nextWarLastCombat, parseCrtCell, resultInWords, type CombatOutcome } from "./rulesets/nextwar/words-combat";
export type { NextWarLine, NextWarNames } from "./rulesets/nextwar/words-common";
export type { SequenceOfPlay, PhaseSpec, SegmentSpec } from "./core/flow";
export { BOTS, greedyBot, playGame, randomBot, type Bot, type BotFactory, type PlayedGame } from "./rulesets/nextwar/bots";
export { compileMap, type CompiledMap } from "./map/compiled-map";
export { canonicalJson } from "./core/hash";
export type { AaAction, AaApplyResult, AaBundle, AaEvent, AaResult, AaState } from "./rulesets/aa1942/types";
export { aaStateHash, applyAa, checkAa, createAaGame } from "./rulesets/aa1942/game";
export { AA_BOTS, actingNation, playAaGame, type AaBot, type AaBotFactory, type PlayedAaGame } from "./rulesets/aa1942/bots";
export { RULESETS, UnknownRulesetError, createRegistry, type RulesetRegistry } from "./rulesets/index";
export {
  ID_NAMES,
  playWith,
  replayWith,
  type AnyRuleset,
  type Ruleset,
  type RulesetApplied,
  type RulesetBot,
  type RulesetBotFactory,
  type RulesetCapabilities,
  type RulesetDestination,
  type RulesetNames,
  type RulesetPieceView,
  type RulesetPlayed,
  type RulesetReach,
  type RulesetRefusal,
  type RulesetReplay,
  type RulesetView,
} from "./core/ruleset";

/** A new game from a bundle and a required seed, advanced to the first decision (GT1 weather or the first movement segment). */
export function createGame(bundle: EngineBundle, opts: { seed: number }): GameState {
  return createNextWarGame(bundle, opts.seed);
}

/** Applies one action: `{ state, events }` for a legal action, `{ error, rule }` naming the rule for an illegal one. Never throws; never mutates `state`. */
export function apply(state: GameState, action: Action): ApplyResult {
  return applyNextWar(state, action);
}

/** The legal actions of whoever acts now (see legal.ts for how combinations are listed); [] when the game is over. */
export function legalActions(state: GameState, opts?: { units?: readonly string[] }): Action[] {
  return legalNextWarActions(state, opts);
}

/** Hexes a stack can end its move in now, each with MP cost, path and whether it must stop there; or `{ error, rule }`. */
export function reachableHexes(state: GameState, unitIds: readonly string[]): queries.Reachable {
  return queries.reachableHexes(state, unitIds);
}

/** The combat breakdown without rolling: CRT row, attack/defence, initial/final column, DRM and one line per modifier with its rule; or `{ error, rule }`. */
export function explainCombat(state: GameState, declaration: CombatDeclaration): CombatExplanation | { error: string; rule: string } {
  return queries.explainCombat(state, declaration);
}

/** What each side could commit as combat support to an attack on `defender` now: air points and helicopters [6.2.1, 6.5.3, 9.2.4]. */
export function supportChoices(state: GameState, declaration: { attackers: readonly string[]; defender: string }): ReturnType<typeof queries.supportChoices> {
  return queries.supportChoices(state, declaration);
}

/** Where a helicopter may rebase now (hex labels, AMPH ids), or the rule that stops it [6.5.1.2]. */
export function rebaseTargetsOf(state: GameState, unit: string): string[] | { error: string; rule: string } {
  return queries.rebaseTargetsOf(state, unit);
}

/** Where a stack may airlift or sail to now, with the ADF or contested-move risk of each [8.5.2, 8.5.7.1]; or `{ error, rule }`. */
export function specialMoveTargets(state: GameState, unitIds: readonly string[]): specialQueries.SpecialMoveTargets | { error: string; rule: string } {
  return specialQueries.specialMoveTargets(state, unitIds);
}

/** The air point track and the helicopter display: points, losses and AS level per side, each helicopter's base and missions [6.1–6.5]. */
export function airView(state: GameState): airQueries.AirView {
  return airQueries.airView(state);
}

/** The naval display: each zone's sea and coastal box with control and ships, ships in sea hexes and ports, mines, ASW and submarine threat levels [7.1–7.5]. */
export function navalView(state: GameState): navalQueries.NavalView {
  return navalQueries.navalView(state);
}

/** A sweep's modifier and chance for `side` at the marker in `hex`, or the rule that forbids it [7.5.2]. */
export function sweepOdds(state: GameState, side: string, hex: string): navalQueries.SweepOdds | { error: string; rule: string } {
  return navalQueries.sweepOdds(state, side, hex);
}

/** Where a naval unit may move now, each with its route and contested-move risk, or the rule that stops it [8.5.6.4, 8.5.6.4.1]. */
export function navalMoveTargets(state: GameState, unit: string): navalQueries.NavalMoveTarget[] | { error: string; rule: string } {
  return navalQueries.navalMoveTargets(state, unit);
}

/** Hex indices within `range` hexes of `hex` (a helicopter's reach) [6.5.3]. */
export function hexesWithin(state: GameState, hex: number, range: number): number[] {
  return airQueries.hexesWithin(state, hex, range);
}

/** Labels of the hexes in a side's zone of control [8.2]. */
export function zocOf(state: GameState, side: string): string[] {
  return queries.zocOf(state, side);
}

/** The ground units in a hex with its SP, limit and overstack [8.1]. */
export function stackAt(state: GameState, hex: string): queries.StackInfo | { error: string; rule: string } {
  return queries.stackAt(state, hex);
}

/** A hex's counters as `side` may know them under fog of war [13.2]: its own stack whole, an enemy's top counter and height. */
export function stackSeenBy(state: GameState, side: string, hex: string): ReturnType<typeof fog.stackSeenBy> {
  return fog.stackSeenBy(state, side, hex);
}

/** The side controlling a hex, or null [2.8]. */
export function controlOf(state: GameState, hex: string): string | null {
  return queries.controlOf(state, hex);
}

/** Turn, phase, segment and the side to act. */
export function currentSegment(state: GameState): ReturnType<typeof queries.currentSegment> {
  return queries.currentSegment(state);
}

/** A stable 16-hex-digit hash of the state (FNV-1a over canonical JSON; the bundle enters as a digest). */
export function stateHash(state: GameState): string {
  return nextWarStateHash(state);
}

export type ReplayResult = { state: GameState; hash: string; events: GameEvent[] } | { error: string; rule: string; index: number; state: GameState };

/** Replays a saved game `(bundle, seed, actions)`; stops at the first illegal action with its index and rule. */
export function replay(bundle: EngineBundle, seed: number, actions: readonly Action[], opts: { keepEvents?: boolean } = {}): ReplayResult {
  return replayWith(nextWarRuleset, bundle, seed, actions, opts);
}

export type AaReplayResult = { state: AaState; hash: string; events: AaEvent[] } | { error: string; rule: string; index: number; state: AaState };

/** Replays a saved area game `(bundle, seed, actions)` [AA:turn-order]; stops at the first illegal action with its index and rule. */
export function replayAa(bundle: AaBundle, seed: number, actions: readonly AaAction[], opts: { keepEvents?: boolean } = {}): AaReplayResult {
  return replayWith(aa1942Ruleset, bundle, seed, actions, opts);
}

/** The save file: the action log is the save [architecture.md]. Area games log their own bundle and actions. */
export interface GameLog<B = EngineBundle, A = Action> {
  format: "warbench-game-log";
  version: 1;
  seed: number;
  bundle: B;
  actions: A[];
  bots?: Record<string, string>;
  finalStateHash?: string;
}

export function makeGameLog<B = EngineBundle, A = Action>(bundle: B, seed: number, actions: A[], extra: { bots?: Record<string, string>; finalStateHash?: string } = {}): GameLog<B, A> {
  return { format: "warbench-game-log", version: 1, seed, bundle, actions, ...extra };
}
