import type { AreaUnitType } from "@/lib/model";
import { boardOfState, enemiesAt, hostileTerritory, areaRules } from "./state";
import { defOf, isAir, isSea, isWarship } from "./unit-table";
import type { AaState } from "./types";

/**
 * Shortest paths for a unit's kind of movement [AA:combat-move]: land over
 * land (not through hostile territory except the destination), sea over sea
 * (open canals only, not through enemy warships), air over anything passable.
 * With `blitz` (the combat move), a unit that can blitz may also go on through
 * one empty hostile territory without a complex as its first step [AA:blitz];
 * a path round it is preferred when one is as short.
 * The UI and the bots propose moves with these; `apply` still checks every rule.
 */
export interface PathOptions {
  blitz?: boolean;
}

export function findPath(state: AaState, nation: string, def: AreaUnitType, from: string, to: string, range: number, opts: PathOptions = {}): string[] | null {
  const { prev } = search(state, nation, def, from, range, opts);
  return prev.has(to) && to !== from ? unwind(prev, from, to) : null;
}

/** Every space within `range` steps with the path to it (origin excluded), from one search. */
export function pathsFrom(state: AaState, nation: string, def: AreaUnitType, from: string, range: number, opts: PathOptions = {}): Map<string, string[]> {
  const { prev } = search(state, nation, def, from, range, opts);
  const out = new Map<string, string[]>();
  for (const to of prev.keys()) if (to !== from) out.set(to, unwind(prev, from, to));
  return out;
}

/** Spaces within `range` steps for this kind of movement, with their distance. */
export function reachable(state: AaState, nation: string, def: AreaUnitType, from: string, range: number, opts: PathOptions = {}): Map<string, number> {
  const { dist } = search(state, nation, def, from, range, opts);
  dist.delete(from);
  return dist;
}

function search(state: AaState, nation: string, def: AreaUnitType, from: string, range: number, opts: PathOptions): { prev: Map<string, string>; dist: Map<string, number> } {
  const board = boardOfState(state);
  const rules = areaRules(state.bundle.scenario);
  const prev = new Map<string, string>([[from, from]]);
  const dist = new Map<string, number>([[from, 0]]);
  const blitzes = opts.blitz === true && def.canBlitz === true;
  // The first step of a blitz: an empty hostile territory without a complex [AA:blitz].
  const through = (a: string) => blitzes && dist.get(a) === 1 && !state.complexes[a] && enemiesAt(state, nation, a).length === 0;
  let frontier = [from];
  for (let d = 0; d < range && frontier.length > 0; d += 1) {
    const next: string[] = [];
    // Spaces that do not block are expanded first, so an equally short path that blitzes nothing wins.
    if (d === 1 && blitzes) frontier.sort((x, y) => Number(blocks(state, nation, def, x)) - Number(blocks(state, nation, def, y)));
    for (const a of frontier) {
      // Movement stops in a hostile space, so nothing goes on from one (but the start, or a blitz's first step).
      if (a !== from && blocks(state, nation, def, a) && !through(a)) continue;
      for (const b of board.spaces.get(a)?.next ?? []) {
        if (prev.has(b)) continue;
        const s = board.spaces.get(b)!;
        if (s.impassable || (s.neutral && rules.neutrals === "closed" && !s.sea)) continue;
        if (!isAir(def)) {
          if (isSea(def) !== s.sea) continue;
          const canal = board.canalByPair.get(`${a}|${b}`);
          if (canal && !state.openCanals.includes(canal)) continue;
        }
        prev.set(b, a);
        dist.set(b, d + 1);
        next.push(b);
      }
    }
    frontier = next;
  }
  return { prev, dist };
}

function blocks(state: AaState, nation: string, def: AreaUnitType, space: string): boolean {
  if (isAir(def)) return false;
  if (isSea(def)) {
    const enemies = enemiesAt(state, nation, space).map(([, e]) => defOf(state, e.type));
    return enemies.some(isWarship) && !(def.submarine && !enemies.some((e) => e.destroyer));
  }
  return hostileTerritory(state, nation, space);
}

function unwind(prev: Map<string, string>, from: string, to: string): string[] {
  const path = [to];
  for (let at = to; prev.get(at) !== from; ) {
    at = prev.get(at) as string;
    path.unshift(at);
  }
  return path;
}
