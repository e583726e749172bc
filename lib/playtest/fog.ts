import type { GameState } from "@/lib/engine";
import { fogStack, hiddenUnits } from "@/lib/engine/rulesets/nextwar/fog";
import type { CounterView } from "./view-model";

/**
 * Fog of war, the optional rule [13.2]: a player may not look into the
 * enemy's stacks (8.1.2 no longer holds), so the board shows the top counter
 * of an enemy stack and blank counters for the rest — the stack's height is
 * in plain sight on a real table, its contents are not. What is hidden is the
 * engine's rule (lib/engine/rulesets/nextwar/fog.ts), the one the bots play
 * under, so the board and a bot know the same.
 */

/**
 * Whose eyes the board shows: the one person at the table against bots, or
 * in hotseat the side to act (the side owing a decision first); nobody when
 * bots play both sides.
 */
export function fogViewer(players: Readonly<Record<string, string>>, active: string | null, decisionSide: string | null): string | null {
  const humans = Object.keys(players).filter((s) => players[s] === "human");
  if (humans.length === 0) return null;
  if (humans.length === 1) return humans[0] as string;
  return decisionSide ?? active;
}

/**
 * The counters as `viewer` may see them [13.2]; all of them when there is no
 * viewer. Given the game `state`, exactly the ones the engine hides from the
 * viewer's side are blanks (so the units of a combat being resolved show, as
 * they do to a bot); without it, each enemy stack's top counter shows.
 */
export function withFog(counters: ReadonlyMap<number, CounterView[]>, viewer: string | null, state?: GameState): Map<number, CounterView[]> {
  const out = new Map<number, CounterView[]>();
  const hidden = state && viewer ? hiddenUnits(state, viewer) : null;
  for (const [hex, list] of counters) {
    if (!hidden) out.set(hex, fogStack(list, viewer, (c, i, top) => hiddenCounter(c, hex, i, top.colour)));
    else {
      let i = 0;
      out.set(hex, list.some((c) => hidden.has(c.id)) ? list.map((c) => (hidden.has(c.id) ? hiddenCounter(c, hex, i++, (list[0] as CounterView).colour) : c)) : list);
    }
  }
  return out;
}

function hiddenCounter(c: CounterView, hex: number, i: number, colour: string): CounterView {
  return { id: `hidden:${hex}:${i}`, name: "Unknown unit (fog of war)", type: "", symbol: "unknown", nation: "", side: c.side, colour, strengths: "?", er: null, steps: 0, maxSteps: 0, reduced: false, outOfSupply: false, hidden: true };
}

/** A ship the viewer may not see: only its side and place show [13.2]. */
export interface HiddenShip {
  hidden: true;
  key: string;
  side: string;
  at: string;
}

/**
 * The naval display under fog of war [13.2]: the ships at one place (a box, a
 * sea hex, a port) are a stack, so of the enemy's only the first shows and
 * the rest are blanks. `units` may hold several places (sea hexes, ports).
 */
export function withFogShips<T extends { id: string; side: string; at: string }>(units: readonly T[], viewer: string | null): (T | HiddenShip)[] {
  if (!viewer) return [...units];
  const places = new Map<string, number[]>();
  units.forEach((u, i) => {
    const place = `${u.side}@${u.at}`;
    places.set(place, [...(places.get(place) ?? []), i]);
  });
  const out: (T | HiddenShip)[] = [...units];
  for (const at of places.values()) {
    const seen = fogStack<T | HiddenShip>(at.map((i) => units[i] as T), viewer, (c, j) => ({ hidden: true as const, key: `hidden:${(c as T).at}:${at[j + 1]}`, side: c.side, at: (c as T).at }));
    at.forEach((i, j) => (out[i] = seen[j] as T | HiddenShip));
  }
  return out;
}

/** How many units the board says an AMPH carries ("AMPH+2"): none for an enemy AMPH under fog of war [13.2, 8.5.8.1]. */
export function shownCargo(count: number, side: string, viewer: string | null | undefined): number {
  return viewer && side !== viewer ? 0 : count;
}
