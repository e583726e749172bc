import type { Action } from "../types";
import { type Board, enemyOf } from "../board";
import { paradropOptions } from "../paradrop";
import { computeZoc } from "../zoc";
import { bestCarry, type CarryAction } from "./carry";

/** Hexes a paradrop must bring the units nearer their objective to be worth its risks (ADF and the paradrop table). */
export const PARADROP_MIN_GAIN = 4;

/** Air superiority levels under which the greedy bot does not drop: no +3 helps a paradrop's ADF roll [8.5.3, 6.6]. */
const RISKY = new Set(["unfavourable", "denied"]);

/**
 * The greedy bot's paradrop [8.5.3]: the drop that brings the most SP the
 * most hexes nearer the bot's objectives, at least PARADROP_MIN_GAIN hexes,
 * onto a hex outside the enemy's ZOC (so the units may go on moving);
 * never the last unit out of a VP hex the side holds, never under
 * unfavourable or worse air superiority. Null when no drop is worth it.
 */
export function chooseParadrop(b: Board, side: string, toGoal: Int32Array): Action | null {
  if (RISKY.has(b.state.air?.level[side] ?? "contested")) return null;
  return bestFlight(b, side, toGoal, paradropOptions(b, side), "paradrop", PARADROP_MIN_GAIN);
}

/**
 * Of the flights in `options` (paradrop, airmobile), the best by bestCarry
 * that lands outside the enemy's ZOC. The ZOC is worked out only once some
 * flight gains enough to need it.
 */
export function bestFlight(b: Board, side: string, toGoal: Int32Array, options: readonly Action[], type: "paradrop" | "airmobile", minGain: number): CarryAction | null {
  let ezoc: Uint8Array | null = null;
  const outsideEzoc = (_a: CarryAction, _origin: number, target: number) => !(ezoc ??= computeZoc(b, enemyOf(b.ctx, side)))[target];
  return bestCarry(b, side, toGoal, options, { type, minGain, keep: outsideEzoc });
}
