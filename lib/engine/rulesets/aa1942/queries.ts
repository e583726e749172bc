import { boardOf } from "./board";
import { mobilisationSites, mobiliseCapacity } from "./economy";
import type { AaState } from "./types";
import { defOf, isSea } from "./unit-table";

/**
 * The public face of the Axis & Allies 1942 ruleset [#27]: what the studio,
 * the CLI and balance may ask of a game besides playing it through the
 * ruleset contract (ruleset.ts). Code outside lib/engine/rulesets/aa1942 reads
 * the ruleset through this module only, so its inside can change freely.
 *
 * - moves: movable units, destinations with the path `apply` accepts, the action a click means, landing reach, bombardment
 * - battles: what a battle in a space would be
 * - the view model of a side, and the words of the log
 * - reads of the board, the unit table and the economy the panels show
 * - a strategic bombing raid's exact odds (the calculator's raid mode, the interceptor choice)
 */

export { type AaBombardOptions, type AaDestination, type AaDropKind, bombardOptions, dropKind, landingReach, moveAction, moveDestinations, movableUnits, reachableSpaces } from "./move-queries";
export { type AaBattleExplanation, type AaBattleSide, battleAt } from "./battle-queries";
export { type AaPieceView, type AaSpaceView, type AaView, aaResultText, aaView, piecesAt, powerStanding, spaceFacts, unitsBySpace, victoryCities, victoryStanding } from "./view-model";
export { AA_PHASE_NAMES, aaEventWords } from "./words";
export { actingNation } from "./bots";
export { victoryCitiesHeld } from "./victory";
export { incomeOf, mobilisationSites, mobiliseCapacity } from "./economy";
export { boardOf, type Board, type Space } from "./board";
export { areaRules, hostileSea, hostileTerritory, powerOf, sideOf, type AreaRules } from "./state";
export { defOf, isAir, isLand, isSea } from "./unit-table";
export { findPath } from "./paths";
export { type RaidOdds, type RaidSpec, RAID_MAX_UNITS, raidOdds, raidProblem } from "./raid-odds";
export type { AaAction, AaBattle, AaBundle, AaCasualtyDecision, AaDecision, AaEvent, AaInterceptDecision, AaPhase, AaResult, AaRetreatDecision, AaState, AaUnit } from "./types";

/** Where bought units of a type may be placed, with the room left at each [AA:mobilise]: land and air at complexes, ships in sea zones next to them. */
export function placementSites(state: AaState, type: string): { at: string; room: number }[] {
  const board = boardOf(state.bundle.map);
  const sites = mobilisationSites(state);
  if (!isSea(defOf(state, type))) return sites.map((at) => ({ at, room: mobiliseCapacity(state, at) }));
  const out: { at: string; room: number }[] = [];
  for (const site of sites) for (const z of board.spaces.get(site)!.next) if (board.spaces.get(z)!.sea && !out.some((o) => o.at === z)) out.push({ at: z, room: mobiliseCapacity(state, site) });
  return out;
}
