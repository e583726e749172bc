import type { AaState } from "../lib/engine";
import { boardOf } from "../lib/engine/rulesets/aa1942/board";
import { movableAt } from "../lib/engine/rulesets/aa1942/movement";
import { reachable } from "../lib/engine/rulesets/aa1942/paths";
import { enemiesAt, hostileSea, hostileTerritory, powerOf } from "../lib/engine/rulesets/aa1942/state";
import { defOf, isAir, isLand } from "../lib/engine/rulesets/aa1942/unit-table";
import { legalDestinations } from "../lib/playtest/area-moves";

/**
 * Plans for the end-to-end tests on a map they do not know by heart (the
 * imported TripleA game): found in Node with the engine's own functions on
 * the page's state, so the test clicks what a player would click. Each plan
 * is checked by the test against what the page then shows.
 */

const byId = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const isBlitzer = (s: AaState, type: string) => defOf(s, type).canBlitz === true;

/** Enemy units in a land battle that roll dice each round: combat units with a defence, not AA guns or structures. */
export function firingDefenders(s: AaState, nation: string, territory: string): number {
  return enemiesAt(s, nation, territory).filter(([, u]) => {
    const d = defOf(s, u.type);
    return !u.aboard && (isLand(d) || isAir(d)) && !d.antiAircraft && d.defence > 0;
  }).length;
}

/**
 * In the power's non-combat move: a territory of its own next to an enemy
 * (`attacker`) tank, all of whose units can move together to another of its
 * territories that the tank cannot reach directly. Emptied, it lets the tank
 * blitz through it into the units that moved on [AA:blitz].
 */
export function planEmptying(s: AaState, attacker: string): { from: string; to: string; units: string[] } | null {
  const board = boardOf(s.bundle.map);
  const nation = powerOf(s);
  const tanksAt = (t: string) => Object.values(s.units).some((u) => u.at === t && u.owner === attacker && isBlitzer(s, u.type));
  const options: { from: string; to: string; units: string[] }[] = [];
  for (const r of board.ids) {
    const space = board.spaces.get(r)!;
    if (space.sea || s.control[r] !== nation || s.complexes[r]) continue;
    const here = Object.entries(s.units).filter(([, u]) => u.at === r);
    const ids = movableAt(s, r);
    if (here.length === 0 || here.length !== ids.length) continue;
    const tanks = space.next.filter(tanksAt);
    if (tanks.length === 0) continue;
    const dests = legalDestinations(s, ids);
    for (const n of space.next) {
      const ns = board.spaces.get(n)!;
      if (ns.sea || s.control[n] !== nation || !dests.has(n) || tanks.some((a) => a === n || board.spaces.get(a)!.next.includes(n))) continue;
      options.push({ from: r, to: n, units: ids });
    }
  }
  return options.sort((a, b) => a.units.length - b.units.length || byId(a.from, b.from))[0] ?? null;
}

/**
 * In the power's non-combat move: a tank moves next to a territory of
 * `defender` (without a complex, all its units `defender`'s own) whose
 * units could leave it for another of its territories the tank could not
 * reach directly — next round, `defender` empties it (planEmptying) and the
 * tank blitzes through [AA:blitz].
 */
export function planStaging(s: AaState, defender: string): { from: string; tank: string; to: string; target: string } | null {
  const board = boardOf(s.bundle.map);
  const out: { from: string; tank: string; to: string; target: string; units: number }[] = [];
  for (const from of board.ids) {
    const tank = movableAt(s, from).find((id) => isBlitzer(s, s.units[id]!.type));
    if (!tank) continue;
    for (const d of legalDestinations(s, [tank]).values()) {
      for (const r of board.spaces.get(d.to)!.next) {
        const rs = board.spaces.get(r)!;
        const here = Object.values(s.units).filter((u) => u.at === r);
        if (rs.sea || s.control[r] !== defender || s.complexes[r] || here.length === 0 || here.some((u) => u.owner !== defender)) continue;
        const beyond = rs.next.some((n) => n !== d.to && !board.spaces.get(n)!.sea && s.control[n] === defender && !board.spaces.get(d.to)!.next.includes(n));
        if (beyond) out.push({ from, tank, to: d.to, target: r, units: here.length });
      }
    }
  }
  return out.sort((a, b) => a.units - b.units || byId(a.to, b.to) || byId(a.target, b.target))[0] ?? null;
}

/** A tank's blitz open to the power now, into a defended territory if there is one [AA:blitz]. */
export function planBlitz(s: AaState): { from: string; tank: string; to: string; through: string; defenders: number } | null {
  const nation = powerOf(s);
  const out: { from: string; tank: string; to: string; through: string; defenders: number }[] = [];
  for (const from of boardOf(s.bundle.map).ids) {
    const tank = movableAt(s, from).find((id) => isBlitzer(s, s.units[id]!.type));
    if (!tank) continue;
    for (const d of legalDestinations(s, [tank]).values()) if (d.blitz) out.push({ from, tank, to: d.to, through: d.blitz, defenders: firingDefenders(s, nation, d.to) });
  }
  return out.sort((a, b) => Number(b.defenders > 0) - Number(a.defenders > 0) || a.defenders - b.defenders || byId(a.to, b.to))[0] ?? null;
}

export interface LandingPlan {
  transport: string;
  /** Where the transport is, and where it sails to (the same zone when it need not move). */
  zone: string;
  sailTo: string;
  shore: string;
  /** Two land units of different types, cheapest first (the default casualty). */
  cargo: [string, string];
  coast: string;
  /** Ships that can bombard the coast from `sailTo`. */
  ships: string[];
  /** Defending units that roll each round (1–4). */
  defenders: number;
}

/**
 * Forced dice for the landing [AA:conduct-combat]: the bombardment and round
 * 1 miss but for the first defender's die, so the attacker takes one hit and
 * chooses; then, after the choice, each round the surviving attacker hits and
 * every defender misses until none is left.
 */
export function landingDice(plan: LandingPlan): { first: number[]; after: number[] } {
  const bombard = Math.min(plan.ships.length, plan.cargo.length);
  const first = [...Array<number>(bombard).fill(6), ...plan.cargo.map(() => 6), 1, ...Array<number>(plan.defenders - 1).fill(6)];
  const after: number[] = [];
  for (let r = plan.defenders; r >= 1; r -= 1) after.push(1, ...Array<number>(r).fill(6));
  return { first, after };
}

/**
 * An amphibious assault [AA:amphibious]: a transport of the power takes two
 * land units of different types from a territory beside it, sails (or not)
 * to a zone free of enemies, and lands them on a hostile coast held by one
 * few units that fire (AA guns, which never fire at land units, may stand by).
 */
export function planLanding(s: AaState, avoid: readonly string[] = []): LandingPlan | null {
  const board = boardOf(s.bundle.map);
  const nation = powerOf(s);
  const plans: LandingPlan[] = [];
  for (const [tid, t] of Object.entries(s.units).sort(([a], [b]) => byId(a, b))) {
    const tdef = defOf(s, t.type);
    if (t.owner !== nation || !tdef.transportCapacity || t.moved > 0 || hostileSea(s, nation, t.at)) continue;
    if (Object.values(s.units).some((u) => u.aboard === tid)) continue;
    // Where the transport can sail once loaded: an empty one may not end its combat move in most of them [AA:combat-move].
    const zones = [t.at, ...reachable(s, nation, tdef, t.at, tdef.movement - t.moved).keys()];
    for (const shore of board.spaces.get(t.at)!.next) {
      if (board.spaces.get(shore)!.sea || hostileTerritory(s, nation, shore)) continue;
      const land = movableAt(s, shore).filter((id) => isLand(defOf(s, s.units[id]!.type)) && (defOf(s, s.units[id]!.type).transportCost ?? 0) > 0 && defOf(s, s.units[id]!.type).attack > 0);
      const types = [...new Set(land.map((id) => s.units[id]!.type))].sort((a, b) => defOf(s, a).cost - defOf(s, b).cost || byId(a, b));
      for (let i = 0; i < types.length; i += 1) {
        for (let j = i + 1; j < types.length; j += 1) {
          const [a, b] = [types[i]!, types[j]!];
          if ((defOf(s, a).transportCost ?? 0) + (defOf(s, b).transportCost ?? 0) > tdef.transportCapacity) continue;
          const cargo: [string, string] = [land.find((id) => s.units[id]!.type === a)!, land.find((id) => s.units[id]!.type === b)!];
          for (const zone of zones) {
            if (enemiesAt(s, nation, zone).length > 0) continue;
            for (const coast of board.spaces.get(zone)!.next) {
              const defenders = board.spaces.get(coast)!.sea ? 0 : firingDefenders(s, nation, coast);
              if (avoid.includes(coast) || !hostileTerritory(s, nation, coast) || defenders < 1 || defenders > 4) continue;
              const ships = Object.entries(s.units)
                .filter(([, u]) => u.owner === nation && u.at === zone && !u.aboard && (defOf(s, u.type).bombard ?? 0) > 0)
                .map(([id]) => id)
                .sort(byId);
              plans.push({ transport: tid, zone: t.at, sailTo: zone, shore, cargo, coast, ships, defenders });
            }
          }
        }
      }
    }
  }
  // Bombardment on show first, then the fewest dice, then no sailing, then by name.
  return (
    plans.sort(
      (x, y) => Number(y.ships.length > 0) - Number(x.ships.length > 0) || x.defenders - y.defenders || Number(x.sailTo !== x.zone) - Number(y.sailTo !== y.zone) || byId(x.coast, y.coast) || byId(x.transport, y.transport),
    )[0] ?? null
  );
}

/** The order dice are rolled in for a side: by the unit table's order of types [AA:general-combat]. */
export function tableOrder(s: AaState, ids: readonly string[]): string[] {
  const index = new Map(s.bundle.game.unitTypes.map((u, i) => [u.id, i]));
  return [...ids].sort((a, b) => (index.get(s.units[a]!.type) ?? 0) - (index.get(s.units[b]!.type) ?? 0));
}
