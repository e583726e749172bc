import type { GameState } from "../types";

/**
 * Interdicted hexes [23.4.4] for the movement search: a SOF sabotage raid's
 * success marks a hex for the turn (`adv.sabotaged`, 1 on a strike 1, 2 on a
 * strike 2 or X [20.2.1]). Units pay that many MP more to enter it and, when
 * they start their move in it, to leave it; no road movement enters, passes
 * or leaves it. Absent (the standard game, or no marker) costs the search
 * nothing.
 */
export function interdictedHexes(state: GameState): { interdicted?: Record<number, 1 | 2> } {
  const marks = state.adv?.sabotaged;
  if (!marks) return {};
  for (const _ in marks) return { interdicted: marks };
  return {};
}
