import {
  type AaAction,
  type AaBombardOptions,
  type AaDestination,
  type AaState,
  bombardOptions,
  dropKind,
  landingReach as engineLandingReach,
  moveAction,
  moveDestinations,
  movableUnits,
} from "@/lib/engine/rulesets/aa1942/queries";
import { unitName } from "./area-view-model";

/**
 * Moves as the area playtest proposes them (pure), in the studio's words: the
 * units a power may move from a space by type, where a chosen group may go and
 * the action a click or a drop on a space means. Every answer comes from the
 * ruleset's public queries (aa1942/queries.ts), built on the engine's own
 * movement rules, so the highlight never promises what `apply` refuses; the
 * engine still judges every action [AA:combat-move].
 */

export interface MoveGroup {
  type: string;
  name: string;
  ids: string[];
}

export function movableGroups(state: AaState, space: string): MoveGroup[] {
  const groups: MoveGroup[] = [];
  for (const id of movableUnits(state, space)) {
    const type = state.units[id]!.type;
    let g = groups.find((x) => x.type === type);
    if (!g) groups.push((g = { type, name: unitName(state, type), ids: [] }));
    g.ids.push(id);
  }
  return groups;
}

/** The first `counts[type]` units of each group (all when a type is not named). */
export function pickUnits(groups: readonly MoveGroup[], counts: Readonly<Record<string, number>>): string[] {
  return groups.flatMap((g) => g.ids.slice(0, Math.max(0, Math.min(g.ids.length, counts[g.type] ?? g.ids.length))));
}

/** A space a group may move to, with the path the engine accepts, its cost and the movement left [AA:combat-move]. */
export type Destination = AaDestination;

/** "2 of 3 moves": the path's cost against the movement left. */
export function costText(d: Pick<Destination, "cost" | "range">): string {
  return `${d.cost} of ${d.range} move${d.range === 1 ? "" : "s"}`;
}

/** Legal destinations of a group in this phase, each with the path it would take (a tank's blitz among them in the combat move). */
export function legalDestinations(state: AaState, ids: readonly string[], opts: { raid?: boolean } = {}): Map<string, Destination> {
  return moveDestinations(state, ids, opts);
}

/**
 * What clicking (or dropping on) `to` with this group means: a bombardment,
 * boarding, unloading, or a move along the path the engine accepts (or
 * straight there, so the engine names the rule that forbids it).
 */
export function actionFor(state: AaState, ids: readonly string[], to: string, opts: { raid?: boolean; from?: string } = {}): AaAction {
  return moveAction(state, ids, to, opts);
}

/** Where the group's aircraft could still land after moving to `to` at `cost` [AA:air-units]. */
export function landingReach(state: AaState, ids: readonly string[], to: string, cost: number): string[] {
  return engineLandingReach(state, ids, to, cost);
}

/** Ships of the power in a sea zone that can bombard, and where those already assigned will fire [AA:amphibious]. */
export type BombardView = AaBombardOptions;

/** Null when the zone holds no such ship, or has no hostile coast and no order given. */
export function bombardView(state: AaState, zone: string): BombardView | null {
  return bombardOptions(state, zone);
}

/**
 * What dropping the group on `to` would do, in words, without asking the
 * engine (it runs on every pointer move of a drag): the move with its cost, a
 * boarding, a landing or a bombardment; the drop itself goes through
 * `actionFor`, which the engine judges.
 */
export function dropText(state: AaState, ids: readonly string[], from: string, to: string, destinations: ReadonlyMap<string, Destination>, names: (id: string) => string): string {
  const d = destinations.get(to);
  if (d) return `Move to ${names(to)} (${costText(d)})`;
  switch (dropKind(state, ids, from, to)) {
    case "load":
      return `Board a transport in ${names(to)}`;
    case "bombard":
      return `Bombard ${names(to)}`;
    case "unload":
      return `Unload into ${names(to)}`;
    case "move":
      return `${names(to)}: not a legal destination`;
  }
}
