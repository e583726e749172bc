import { type AaAction, type AaState, applyAa, checkAa } from "@/lib/engine";
import { adjacent, boardOf } from "@/lib/engine/rulesets/aa1942/board";
import { cargoOf, landable, movableAt } from "@/lib/engine/rulesets/aa1942/movement";
import { findPath, pathsFrom, reachable } from "@/lib/engine/rulesets/aa1942/paths";
import { hostileSea, hostileTerritory, powerOf } from "@/lib/engine/rulesets/aa1942/state";
import { defOf, isAir, isLand } from "@/lib/engine/rulesets/aa1942/unit-table";
import { unitName } from "./area-view-model";

/**
 * Moves as the area playtest proposes them (pure): the units a power may
 * move from a space by type, where a chosen group may legally go (each
 * candidate tried on the engine, so the highlight never promises what
 * `apply` refuses), and the action a click or a drop on a space means (move,
 * load, unload or bombard). The engine still judges every action
 * [AA:combat-move].
 */

export interface MoveGroup {
  type: string;
  name: string;
  ids: string[];
}

export function movableGroups(state: AaState, space: string): MoveGroup[] {
  const groups: MoveGroup[] = [];
  for (const id of movableAt(state, space)) {
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

/** The unit whose movement limits the group: least movement left, land before air (its paths are the narrowest). */
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

export interface Destination {
  to: string;
  path: string[];
  /** Movement the path costs (one a space entered) [AA:combat-move]. */
  cost: number;
  /** Movement the group has left before it: the least of its units' [AA:air-units]. */
  range: number;
  /** The empty hostile territory a tank takes on the way [AA:blitz]. */
  blitz?: string;
}

/** "2 of 3 moves": the path's cost against the movement left. */
export function costText(d: Pick<Destination, "cost" | "range">): string {
  return `${d.cost} of ${d.range} move${d.range === 1 ? "" : "s"}`;
}

/** Legal destinations of a group in this phase, each with the path it would take (a tank's blitz among them in the combat move). */
export function legalDestinations(state: AaState, ids: readonly string[], opts: { raid?: boolean } = {}): Map<string, Destination> {
  const out = new Map<string, Destination>();
  const lim = limiting(state, ids);
  if (!lim) return out;
  const nation = powerOf(state);
  const unit = state.units[lim.id]!;
  const def = defOf(state, unit.type);
  const board = boardOf(state.bundle.map);
  for (const [to, path] of pathsFrom(state, nation, def, unit.at, lim.range, { blitz: state.phase === "combat-move" })) {
    const action: AaAction = { type: "move", units: [...ids], path, ...(opts.raid ? { raid: true } : {}) };
    if (checkAa(state, action)) continue;
    const first = path[0]!;
    const blitz = path.length > 1 && !board.spaces.get(first)?.sea && hostileTerritory(state, nation, first) ? { blitz: first } : {};
    out.set(to, { to, path, cost: path.length, range: lim.range, ...blitz });
  }
  return out;
}

/**
 * What clicking (or dropping on) `to` with this group means: battleships and
 * cruisers clicking a coast next to them bombard it [AA:amphibious]; land units clicking a sea zone
 * with their power's transport board it; a sea zone's transports clicking a
 * coast unload their cargo there; otherwise a move along the shortest path
 * (or straight there, so the engine names the rule that forbids it).
 */
export function actionFor(state: AaState, ids: readonly string[], to: string, opts: { raid?: boolean; from?: string } = {}): AaAction {
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
        if (!("error" in applyAa(state, load))) return load;
      }
      if (transports[0]) return { type: "load", units: [...ids], transport: transports[0][0] };
    }
    const sea = board.spaces.get(from)?.sea;
    if (sea && !target.sea) {
      // A transport that has spent its movement is not in the selection but may still unload.
      const carrying = Object.entries(state.units)
        .filter(([id, u]) => u.at === from && u.owner === nation && (defOf(state, u.type).transportCapacity ?? 0) > 0 && cargoOf(state, id).length > 0)
        .sort(([a], [b]) => Number(!ids.includes(a)) - Number(!ids.includes(b)));
      for (const [tid] of carrying) {
        const unload: AaAction = { type: "unload", units: cargoOf(state, tid).map(([c]) => c), to };
        if (!("error" in applyAa(state, unload)) || carrying.length === 1) return unload;
      }
    }
  }
  const dest = legalDestinations(state, ids, opts).get(to);
  if (dest) return { type: "move", units: [...ids], path: dest.path, ...(opts.raid ? { raid: true } : {}) };
  const lim = limiting(state, ids);
  const def = lim ? defOf(state, state.units[lim.id]!.type) : undefined;
  const path = lim && def && from ? findPath(state, nation, def, from, to, Math.max(lim.range, 1) + 6) : null;
  return { type: "move", units: [...ids], path: path ?? [to], ...(opts.raid ? { raid: true } : {}) };
}

/** Where the group's aircraft could still land after moving to `to` at `cost` [AA:air-units]. */
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
    if (landable(state, nation, to, def)) out.add(to);
    for (const [s] of reachable(state, nation, def, to, left)) if (landable(state, nation, s, def)) out.add(s);
  }
  return [...out].sort();
}

/** Ships of the power in a sea zone that can bombard, and where those already assigned will fire [AA:amphibious]. */
export interface BombardView {
  /** Ships not yet assigned, by id. */
  ready: string[];
  assigned: { id: string; target: string }[];
  /** Hostile territories next to the zone; `landing` when the power lands units there this turn. */
  targets: { target: string; landing: boolean }[];
  /** A sea battle is due in the zone: its ships would not bombard [AA:bombardment]. */
  seaBattle: boolean;
}

/** Null when the zone holds no such ship, or has no hostile coast and no order given. */
export function bombardView(state: AaState, zone: string): BombardView | null {
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
  // Nothing to order and nothing ordered: no panel.
  if (targets.length === 0 && assigned.length === 0) return null;
  return {
    ready: ships.filter(([, u]) => !u.bombard).map(([id]) => id),
    assigned: assigned.map(([id, u]) => ({ id, target: u.bombard! })),
    targets,
    seaBattle: hostileSea(state, nation, zone),
  };
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
  const board = boardOf(state.bundle.map);
  const target = board.spaces.get(to);
  const units = ids.map((id) => state.units[id]).filter((u) => u !== undefined);
  if (target?.sea && units.length > 0 && units.every((u) => isLand(defOf(state, u.type)))) return `Board a transport in ${names(to)}`;
  if (target && !target.sea && units.length > 0 && units.every((u) => (defOf(state, u.type).bombard ?? 0) > 0)) return `Bombard ${names(to)}`;
  if (target && !target.sea && board.spaces.get(from)?.sea) return `Unload into ${names(to)}`;
  return `${names(to)}: not a legal destination`;
}
