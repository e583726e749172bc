import type { RulesetReach } from "../../core/ruleset";
import { adjacent, boardOf } from "./board";
import { carrierCanBeThere } from "./carrier-reach";
import { checkAa } from "./game";
import { cargoOf, landable, movableAt } from "./movement";
import { findPath, pathsFrom, reachable } from "./paths";
import { hostileSea, hostileTerritory, powerOf } from "./state";
import type { AaAction, AaState } from "./types";
import { defOf, isAir, isLand } from "./unit-table";

/**
 * The public moves of Axis & Allies 1942 [AA:combat-move, AA:noncombat-move]:
 * what the studio, the CLI and the bots may ask of a position without knowing
 * the ruleset's inside. Every answer comes from the engine's own movement
 * rules — the paths of paths.ts, judged by `checkAa` — so a destination offered
 * here is one `apply` accepts, and the move rules live in one place.
 * (queries.ts is the public module: it gathers these with the battle and view queries.)
 */

/** Units of the power to move in a space that may still move this phase [AA:combat-move]. */
export function movableUnits(state: AaState, space: string): string[] {
  return movableAt(state, space);
}

/** The unit whose movement limits the group: least movement left, land before air (its paths are the narrowest) [AA:air-units]. */
function limiting(state: AaState, ids: readonly string[]): { id: string; range: number } | null {
  let best: { id: string; range: number; land: boolean } | null = null;
  for (const id of ids) {
    const u = state.units[id];
    if (!u) continue;
    const d = defOf(state, u.type);
    const range = d.movement - u.moved;
    const land = !isAir(d);
    if (!best || range < best.range || (range === best.range && land && !best.land)) best = { id, range, land };
  }
  return best;
}

/** A space a group may move to, with the path `apply` accepts. */
export interface AaDestination {
  to: string;
  path: string[];
  /** Movement the path costs (one a space entered) [AA:combat-move]. */
  cost: number;
  /** Movement the group has left before it: the least of its units' [AA:air-units]. */
  range: number;
  /** The empty hostile territory a tank takes on the way [AA:blitz]. */
  blitz?: string;
}

const moveOf = (ids: readonly string[], path: string[], raid?: boolean): AaAction => ({ type: "move", units: [...ids], path, ...(raid ? { raid: true } : {}) });

/**
 * Where a group may move in this phase [AA:combat-move, AA:blitz]: each
 * shortest path of its narrowest unit, kept only when the engine accepts the
 * move, so a tank's blitz is among them in the combat move and nothing `apply`
 * refuses is offered.
 */
export function moveDestinations(state: AaState, ids: readonly string[], opts: { raid?: boolean } = {}): Map<string, AaDestination> {
  const out = new Map<string, AaDestination>();
  const lim = limiting(state, ids);
  if (!lim) return out;
  const nation = powerOf(state);
  const unit = state.units[lim.id]!;
  const def = defOf(state, unit.type);
  const board = boardOf(state.bundle.map);
  for (const [to, path] of pathsFrom(state, nation, def, unit.at, lim.range, { blitz: state.phase === "combat-move" })) {
    if (checkAa(state, moveOf(ids, path, opts.raid))) continue;
    const first = path[0]!;
    const blitz = path.length > 1 && !board.spaces.get(first)?.sea && hostileTerritory(state, nation, first) ? { blitz: first } : {};
    out.set(to, { to, path, cost: path.length, range: lim.range, ...blitz });
  }
  return out;
}

/** The contract's reach [#27]: the group's destinations with the move action for each. */
export function reachableSpaces(state: AaState, ids: readonly string[]): RulesetReach<AaAction> {
  const first = ids.map((id) => state.units[id]).find((u) => u !== undefined);
  if (!first) return { error: "select units to move", rule: "AA:combat-move" };
  if (state.phase !== "combat-move" && state.phase !== "noncombat-move") return { error: "units move in the combat move and non-combat move phases", rule: "AA:combat-move" };
  const destinations = [...moveDestinations(state, ids).values()].map((d) => ({ to: d.to, path: d.path, cost: d.cost, action: moveOf(ids, d.path) }));
  return { from: first.at, destinations };
}

/** What a drop of a group on a space would be, by the rules alone (no engine call): a move, boarding, unloading or bombardment. */
export type AaDropKind = "move" | "load" | "unload" | "bombard";

/**
 * The kind of order a click or drop on `to` gives [AA:transports,
 * AA:amphibious], as `moveAction` decides it: battleships and cruisers next to
 * a coast bombard it; land units onto a sea zone board; from a zone onto a
 * coast the cargo goes ashore; anything else is a move.
 */
export function dropKind(state: AaState, ids: readonly string[], from: string, to: string): AaDropKind {
  const board = boardOf(state.bundle.map);
  const target = board.spaces.get(to);
  const units = ids.map((id) => state.units[id]).filter((u) => u !== undefined);
  if (target && !target.sea && units.length > 0 && units.every((u) => (defOf(state, u.type).bombard ?? 0) > 0 && adjacent(board, u.at, to))) return "bombard";
  if (target?.sea && units.length > 0 && units.every((u) => isLand(defOf(state, u.type)))) return "load";
  // From a zone onto a coast is the zone's cargo going ashore: the drop asks no engine (it runs on every pointer move), so cargo is not counted.
  if (target && !target.sea && board.spaces.get(from)?.sea) return "unload";
  return "move";
}

/** The power's transports in a zone with cargo aboard [AA:transports]. */
function carriers(state: AaState, zone: string, nation: string): string[] {
  return Object.entries(state.units)
    .filter(([id, u]) => u.at === zone && u.owner === nation && (defOf(state, u.type).transportCapacity ?? 0) > 0 && cargoOf(state, id).length > 0)
    .map(([id]) => id);
}

/**
 * The action a click (or a drop) of a group on `to` means [AA:combat-move,
 * AA:transports, AA:amphibious]: a bombardment, boarding the first of the
 * power's transports there that takes the group, unloading the cargo of the
 * zone's transport whose landing is legal (a spent transport still unloads),
 * else a move by the path `moveDestinations` offers — or straight there, so
 * the engine names the rule that forbids it.
 */
export function moveAction(state: AaState, ids: readonly string[], to: string, opts: { raid?: boolean; from?: string } = {}): AaAction {
  const board = boardOf(state.bundle.map);
  const nation = powerOf(state);
  const units = ids.map((id) => [id, state.units[id]!] as const).filter(([, u]) => u !== undefined);
  const target = board.spaces.get(to);
  const from = units[0]?.[1].at ?? opts.from;
  if (target && !target.sea && units.length > 0 && units.every(([, u]) => (defOf(state, u.type).bombard ?? 0) > 0 && adjacent(board, u.at, to))) {
    return { type: "bombard", units: [...ids], target: to };
  }
  if (target && from) {
    if (target.sea && units.length > 0 && units.every(([, u]) => isLand(defOf(state, u.type)))) {
      const transports = Object.entries(state.units).filter(([, u]) => u.at === to && u.owner === nation && (defOf(state, u.type).transportCapacity ?? 0) > 0);
      for (const [tid] of transports) {
        const load: AaAction = { type: "load", units: [...ids], transport: tid };
        if (!checkAa(state, load)) return load;
      }
      if (transports[0]) return { type: "load", units: [...ids], transport: transports[0][0] };
    }
    const sea = board.spaces.get(from)?.sea;
    if (sea && !target.sea) {
      // A transport that has spent its movement is not in the selection but may still unload; the selection's own first.
      const carrying = carriers(state, from, nation).sort((a, b) => Number(!ids.includes(a)) - Number(!ids.includes(b)));
      for (const tid of carrying) {
        const unload: AaAction = { type: "unload", units: cargoOf(state, tid).map(([c]) => c), to };
        if (!checkAa(state, unload) || carrying.length === 1) return unload;
      }
    }
  }
  const dest = moveDestinations(state, ids, opts).get(to);
  if (dest) return moveOf(ids, dest.path, opts.raid);
  const lim = limiting(state, ids);
  const def = lim ? defOf(state, state.units[lim.id]!.type) : undefined;
  // Beyond its reach: the nearest path anyway, so the refusal names the movement rule rather than adjacency.
  const path = lim && def && from ? findPath(state, nation, def, from, to, Math.max(lim.range, 1) + 6) : null;
  return moveOf(ids, path ?? [to], opts.raid);
}

/**
 * Where the group's aircraft could still land after moving to `to` at `cost`
 * [AA:air-units]; in the combat move a fighter's sea zone where a carrier can
 * be by the end of the turn counts, as the move's check does (carrier-reach.ts).
 */
export function landingReach(state: AaState, ids: readonly string[], to: string, cost: number): string[] {
  const nation = powerOf(state);
  const out = new Set<string>();
  for (const id of ids) {
    const u = state.units[id];
    if (!u) continue;
    const def = defOf(state, u.type);
    if (!isAir(def)) continue;
    const left = def.movement - u.moved - cost;
    if (left < 0) continue;
    const lands = (s: string) => landable(state, nation, s, def) || (state.phase === "combat-move" && carrierCanBeThere(state, nation, s, def));
    if (lands(to)) out.add(to);
    for (const [s] of reachable(state, nation, def, to, left)) if (lands(s)) out.add(s);
  }
  return [...out].sort();
}

/** Ships of the power in a sea zone that can bombard, and where those already assigned will fire [AA:amphibious]. */
export interface AaBombardOptions {
  /** Ships not yet assigned, by id. */
  ready: string[];
  assigned: { id: string; target: string }[];
  /** Hostile territories next to the zone; `landing` when the power lands units there this turn. */
  targets: { target: string; landing: boolean }[];
  /** A sea battle is due in the zone: its ships would not bombard [AA:bombardment]. */
  seaBattle: boolean;
}

/** Null when the zone holds no such ship, or has no hostile coast and no order given [AA:amphibious]. */
export function bombardOptions(state: AaState, zone: string): AaBombardOptions | null {
  const board = boardOf(state.bundle.map);
  const space = board.spaces.get(zone);
  if (!space?.sea || state.phase !== "combat-move") return null;
  const nation = powerOf(state);
  const ships = Object.entries(state.units)
    .filter(([, u]) => u.at === zone && u.owner === nation && !u.aboard && (defOf(state, u.type).bombard ?? 0) > 0)
    .sort(([a], [b]) => (a < b ? -1 : 1));
  if (ships.length === 0) return null;
  const landing = (t: string) => Object.values(state.units).some((u) => u.owner === nation && (u.landing === t || (u.amphibious && u.at === t)));
  const targets = space.next
    .filter((t) => !board.spaces.get(t)!.sea && hostileTerritory(state, nation, t))
    .map((target) => ({ target, landing: landing(target) }))
    .sort((a, b) => Number(b.landing) - Number(a.landing) || (a.target < b.target ? -1 : 1));
  const assigned = ships.filter(([, u]) => u.bombard);
  if (targets.length === 0 && assigned.length === 0) return null;
  return {
    ready: ships.filter(([, u]) => !u.bombard).map(([id]) => id),
    assigned: assigned.map(([id, u]) => ({ id, target: u.bombard! })),
    targets,
    seaBattle: hostileSea(state, nation, zone),
  };
}
