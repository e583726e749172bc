import type { GameState, UnitState } from "./types";
import { contextOf } from "./context";
import { AMPH_BASE } from "./helicopters";

/**
 * What a side may know of the enemy under the optional fog-of-war rule [13.2]
 * (「プレイヤーは [8.1.2] による規定を無視し、相手プレイヤーのスタックを確認することはできない」):
 * a player may no longer look into the enemy's stacks [8.1.2], so of each
 * enemy stack it sees the top counter and how tall the stack is, not what is
 * beneath. The one source of truth for what is hidden: the view model, the
 * playtest's board and the bots' fogged state (fog-state.ts) all read it.
 *
 * Rulings (RULINGS-fog.md): a stack is the units of one side at one place —
 * a hex, or an off-map box for ships; units aboard an enemy AMPH are not seen
 * at all [8.5.8.1]; the units of a combat being resolved are seen by both
 * sides until it is over, since the odds are worked out from both sides'
 * strengths [9.2.2]; the top counter is the first of the stack in the
 * scenario's order, as the view model has always drawn it.
 */

export function fogOfWarOn(state: GameState): boolean {
  return state.bundle.scenario.optionalRules?.fogOfWar === true;
}

/**
 * One stack as `viewer` sees it [13.2]: whole when it is the viewer's, a lone
 * counter or nobody's eyes; else its top counter and, below, what `blank`
 * makes of each of the rest (only its side may show). The same list comes
 * back when nothing is hidden.
 */
export function fogStack<T extends { side: string }>(list: T[], viewer: string | null, blank: (counter: T, i: number, top: T) => T): T[] {
  const top = list[0];
  if (!viewer || !top || top.side === viewer || list.length === 1) return list;
  return [top, ...list.slice(1).map((c, i) => blank(c, i, top))];
}

/** An enemy stack as the engine holds it: `seen` (its top first) is what the viewer may know, `hidden` what it may not. */
export interface EnemyStack {
  /** "hex:<index>" on the map, "box:<id>" for ships off it. */
  place: string;
  hex: number;
  top: string;
  seen: string[];
  hidden: string[];
}

/** A side's knowledge of the enemy [13.2]: plain JSON, with no id, type or strength of a unit it may not see. */
export interface SideKnowledge {
  side: string;
  fog: boolean;
  stacks: { place: string; top: string; seen: string[]; height: number }[];
}

const sideOfUnit = new WeakMap<object, Map<string, string>>();

/** Each scenario unit's side, kept per scenario. */
function unitSides(state: GameState): Map<string, string> {
  const { scenario } = state.bundle;
  let m = sideOfUnit.get(scenario);
  if (!m) {
    const nationSide = new Map<string, string>();
    for (const n of state.bundle.game.nations ?? []) nationSide.set(n.id, n.side);
    for (const n of scenario.nations) nationSide.set(n.id, n.side);
    m = new Map((scenario.units ?? []).map((u) => [u.id, nationSide.get(u.nation) ?? ""]));
    sideOfUnit.set(scenario, m);
  }
  return m;
}

/** Where a unit stands as part of a stack; "aboard" for cargo of an AMPH; null when not in play. */
function placeOf(u: UnitState | undefined): string | null {
  if (!u) return null;
  if (u.status === "map" && u.hex >= 0) return `hex:${u.hex}`;
  if (u.status === "offmap" && u.at) return u.at.startsWith(AMPH_BASE) ? "aboard" : `box:${u.at}`;
  return null;
}

/** The units of a combat being resolved, with the support committed to it: both sides see them until it is over [9.2.2, 9.2.4, RULINGS-fog]. */
export function revealedUnits(state: GameState): Set<string> {
  const out = new Set<string>();
  const c = state.pendingCombat;
  if (c) for (const id of [...c.attackers, ...c.defenders, ...c.retreatedIn]) out.add(id);
  const d = state.pendingDecision;
  if (d?.kind === "support") for (const id of [...d.attack.attackers, ...d.attacker.helicopters, ...(d.attacker.naval ?? [])]) out.add(id);
  else if (d) for (const id of d.units) out.add(id);
  if (d?.kind === "retreat") for (const id of d.group) out.add(id);
  if (state.pendingAdvance) for (const id of state.pendingAdvance.attackers) out.add(id);
  return out;
}

/**
 * The enemy's stacks as `side` meets them, in the scenario's order, with what
 * it sees and what it may not [13.2]; every unit is seen when the rule is off.
 * Units aboard an enemy AMPH come back as one "aboard" entry with no top.
 */
export function enemyStacks(state: GameState, side: string): EnemyStack[] {
  const fog = fogOfWarOn(state);
  const sides = unitSides(state);
  const revealed = fog ? revealedUnits(state) : new Set<string>();
  const byPlace = new Map<string, EnemyStack>();
  for (const u of state.bundle.scenario.units ?? []) {
    if (sides.get(u.id) === side) continue;
    const where = state.units[u.id];
    const place = placeOf(where);
    if (!place) continue;
    const stack = byPlace.get(place);
    if (!stack) {
      const aboard = place === "aboard" && fog && !revealed.has(u.id);
      byPlace.set(place, { place, hex: where?.hex ?? -1, top: aboard ? "" : u.id, seen: aboard ? [] : [u.id], hidden: aboard ? [u.id] : [] });
    } else if (!fog || revealed.has(u.id)) stack.seen.push(u.id);
    else stack.hidden.push(u.id);
  }
  return [...byPlace.values()];
}

/** The ids `side` may not see [13.2]: beneath the top of an enemy stack, or aboard an enemy AMPH. Empty when the rule is off. */
export function hiddenUnits(state: GameState, side: string | null): Set<string> {
  if (!side || !fogOfWarOn(state)) return new Set();
  return new Set(enemyStacks(state, side).flatMap((s) => s.hidden));
}

/** What `side` knows of the enemy's stacks [13.2]: where each is, its top counter, the others seen in a combat, and its height. */
export function sideKnowledge(state: GameState, side: string): SideKnowledge {
  const cm = contextOf(state.bundle).cm;
  const stacks = enemyStacks(state, side)
    .filter((s) => s.place !== "aboard")
    .map((s) => ({ place: s.place.startsWith("hex:") ? cm.label(s.hex) : s.place.slice(4), top: s.top, seen: [...s.seen], height: s.seen.length + s.hidden.length }));
  return { side, fog: fogOfWarOn(state), stacks };
}

/**
 * A hex's counters as `side` may know them [13.2]: the engine's `stackAt`
 * answers anyone with every unit; this answers a side with its own stack
 * whole, or the enemy's top counter, the units a combat shows and the height.
 */
export function stackSeenBy(state: GameState, side: string, hex: string): { hex: string; side: string | null; units: string[]; height: number } | { error: string; rule: string } {
  const h = contextOf(state.bundle).cm.indexOf(hex);
  if (h < 0) return { error: `[8.1] no hex ${hex}`, rule: "8.1" };
  const enemy = enemyStacks(state, side).find((s) => s.place === `hex:${h}`);
  if (enemy) return { hex, side: unitSides(state).get(enemy.top) ?? null, units: [...enemy.seen], height: enemy.seen.length + enemy.hidden.length };
  const sides = unitSides(state);
  const own = (state.bundle.scenario.units ?? []).filter((u) => sides.get(u.id) === side && placeOf(state.units[u.id]) === `hex:${h}`).map((u) => u.id);
  return { hex, side: own.length > 0 ? side : null, units: own, height: own.length };
}
