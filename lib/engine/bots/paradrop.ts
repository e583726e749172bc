import type { Action } from "../core/types";
import { type Board, controlOf, defOf, enemyOf, unitsAt } from "../rulesets/nextwar/board";
import { paradropOptions } from "../rulesets/nextwar/paradrop";
import { stackSp } from "../rulesets/nextwar/stacking";
import { computeZoc } from "../rulesets/nextwar/zoc";

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
  return bestFlight(b, side, toGoal, paradropOptions(b, side), PARADROP_MIN_GAIN);
}

/**
 * Of special moves that carry a stack from its hex to `to` (paradrop,
 * airmobile), the one that brings the most SP the most hexes nearer the
 * objectives, at least `minGain`, onto a hex outside the enemy's ZOC; never
 * the last unit out of a VP hex the side holds. Null when none is worth it.
 */
export function bestFlight(b: Board, side: string, toGoal: Int32Array, options: readonly Action[], minGain: number): Action | null {
  const { ctx, state } = b;
  if (options.length === 0) return null;
  const ezoc = computeZoc(b, enemyOf(ctx, side));
  let best: Action | null = null;
  let bestScore = 0;
  for (const a of options) {
    if (a.type !== "paradrop" && a.type !== "airmobile") continue;
    const origin = state.units[a.units[0] as string]?.hex as number;
    const target = ctx.cm.indexOf(a.to);
    if (ezoc[target]) continue;
    const gain = (toGoal[origin] as number) - (toGoal[target] as number);
    if (gain < minGain) continue;
    const own = unitsAt(b, origin).filter((id) => defOf(ctx, id).side === side);
    if (ctx.vpHexes.has(origin) && controlOf(ctx, state, origin) === side && a.units.length >= own.length) continue;
    const score = gain * stackSp(ctx, a.units);
    if (score > bestScore) {
      best = a;
      bestScore = score;
    }
  }
  return best;
}
