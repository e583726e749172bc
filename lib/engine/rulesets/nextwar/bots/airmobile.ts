import type { Action } from "../types";
import { airmobileOptions } from "../airmobile";
import type { Board } from "../board";
import { usmcAirmobileOptions } from "../usmc-airmobile";
import { bestFlight } from "./paradrop";

/** Hexes an airmobile move must gain toward the objective: it replaces a land move, so it must beat one (RULINGS on the list's reach). */
export const AIRMOBILE_MIN_GAIN = 6;

/** Air superiority levels under which the greedy bot does not fly airmobile moves [6.6]. */
const RISKY = new Set(["unfavourable", "denied"]);

/**
 * The greedy bot's airmobile move [8.5.4]: the lift that brings the most SP
 * the most hexes nearer its objectives, at least AIRMOBILE_MIN_GAIN, onto a
 * hex outside the enemy's ZOC; never under unfavourable or worse air
 * superiority, never the last unit out of a VP hex it holds.
 */
export function chooseAirmobile(b: Board, side: string, toGoal: Int32Array): Action | null {
  if (RISKY.has(b.state.air?.level[side] ?? "contested")) return null;
  return bestFlight(b, side, toGoal, airmobileOptions(b, side), "airmobile", AIRMOBILE_MIN_GAIN);
}

/**
 * The USMC airmobile move [8.5.5] of a marine aboard an AMPH, weighed as
 * chooseAirmobile weighs any (the flight counts from the AMPH's sea hex or
 * port): tried before the AMPH sails, which would take it into a box, where
 * its point does not fly (RULINGS [8.5.5, 6.5.3]).
 */
export function chooseUsmcFromAboard(b: Board, side: string, toGoal: Int32Array): Action | null {
  if (RISKY.has(b.state.air?.level[side] ?? "contested")) return null;
  const aboard = usmcAirmobileOptions(b, side).filter((a) => a.type === "airmobile" && b.state.units[a.units[0] as string]?.status === "offmap");
  return aboard.length > 0 ? bestFlight(b, side, toGoal, aboard, "airmobile", AIRMOBILE_MIN_GAIN) : null;
}
