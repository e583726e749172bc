/**
 * Next War's moves by action type [3.0]: one module each, named after its
 * rule. `applyNextWar` (game.ts) looks an action up here; a type not here is
 * refused as data.
 */
import { advanceAfterCombat } from "./advance-after-combat";
import { airliftUnits } from "./airlift-units";
import { airmobileMove } from "./airmobile-move";
import { allocateLosses } from "./allocate-losses";
import { chooseWeather } from "./choose-weather";
import { commitSupport } from "./commit-support";
import { declareCombat } from "./declare-combat";
import { disembark } from "./disembark";
import { embark } from "./embark";
import { endSegment } from "./end-segment";
import { flipAmph } from "./flip-amph";
import { forceDie } from "./force-die";
import { landFromAssault } from "./land-from-assault";
import { layMine } from "./lay-mine";
import type { PendingDecision } from "../types";
import type { ActionType, MoveTable, NextWarMove } from "./move";
import { moveNavalUnit } from "./move-naval-unit";
import { moveStack } from "./move-stack";
import { paradropUnits } from "./paradrop-units";
import { placeBeachhead } from "./place-beachhead";
import { rebaseHelicopter } from "./rebase-helicopter";
import { rebuildUnit } from "./rebuild-unit";
import { removeBeachhead } from "./remove-beachhead";
import { restoreStep } from "./restore-step";
import { retreatAfterCombat } from "./retreat-after-combat";
import { seaTransportUnits } from "./sea-transport-units";
import { sweepMine } from "./sweep-mine";
import { breakDepot, cashSupply, convertMsu, createDepot, createMsu } from "../advanced/moves/logistics";
import { emergencySupply } from "../advanced/moves/emergency-supply";
import { detectHq } from "../advanced/moves/detect";
import { sofMissions } from "../advanced/moves/sof";
import { unCeasefire, unVeto } from "../advanced/moves/un";
import { hqAttack } from "../advanced/moves/hq-attack";
import { rebuildHq } from "../advanced/moves/rebuild-hq";
import { recoverHq } from "../advanced/moves/recover-hq";

export const MOVES: MoveTable = {
  "choose-weather": chooseWeather,
  move: moveStack,
  "naval-move": moveNavalUnit,
  rebase: rebaseHelicopter,
  airlift: airliftUnits,
  paradrop: paradropUnits,
  airmobile: airmobileMove,
  "sea-transport": seaTransportUnits,
  embark,
  disembark,
  "remove-beachhead": removeBeachhead,
  "lay-mine": layMine,
  "flip-amph": flipAmph,
  "sweep-mine": sweepMine,
  attack: declareCombat,
  support: commitSupport,
  "allocate-losses": allocateLosses,
  retreat: retreatAfterCombat,
  advance: advanceAfterCombat,
  land: landFromAssault,
  "place-beachhead": placeBeachhead,
  "restore-step": restoreStep,
  rebuild: rebuildUnit,
  "end-segment": endSegment,
  // The Advanced game [14–29]: advanced/moves/.
  "create-msu": createMsu,
  "break-depot": breakDepot,
  "convert-msu": convertMsu,
  "create-depot": createDepot,
  "cash-supply": cashSupply,
  "emergency-supply": emergencySupply,
  "hq-attack": hqAttack,
  "recover-hq": recoverHq,
  "rebuild-hq": rebuildHq,
  detect: detectHq,
  sof: sofMissions,
  "un-veto": unVeto,
  "un-ceasefire": unCeasefire,
  "force-die": forceDie,
};

/** The move for an action type, or undefined for a type Next War does not know (own keys only: "toString" is no move). */
export function moveOf(type: string): NextWarMove<ActionType, unknown> | undefined {
  return Object.hasOwn(MOVES, type) ? (MOVES[type as ActionType] as NextWarMove<ActionType, unknown>) : undefined;
}

/** The move that answers each kind of pending decision [9.2.4, 9.7.1, 9.8.1]. */
export const ANSWERS = new Map<PendingDecision["kind"], { type: ActionType; what: string }>();
for (const type of Object.keys(MOVES) as ActionType[]) {
  const answers = MOVES[type].answers;
  if (answers) ANSWERS.set(answers.decision, { type, what: answers.what });
}

export { actingOn, type Acting, type ActionOf, type ActionType, type NextWarMove } from "./move";
