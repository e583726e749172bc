import type { Action } from "../core/types";
import { airliftOptions } from "../rulesets/nextwar/airlift";
import { type Board, controlOf, defOf, inFriendlyCountry, unitsAt } from "../rulesets/nextwar/board";
import { stackSp } from "../rulesets/nextwar/stacking";

/** Hexes an airlift must bring the units nearer their objective to be worth its ADF risk (a land move covers a few). */
export const AIRLIFT_MIN_GAIN = 6;

/** Air superiority levels under which the greedy bot flies only over its own country, where the +3 applies [8.5.2, 6.6]. */
const RISKY = new Set(["unfavourable", "denied"]);

/**
 * The greedy bot's airlift [8.5.2]: the flight that brings the most SP the
 * most hexes nearer the bot's objectives (the front it attacks or the VP hex it
 * must hold), at least AIRLIFT_MIN_GAIN hexes; never the last unit out of a
 * VP hex the side holds, and under unfavourable or worse air superiority only
 * onto fields in its own country. Null when no flight is worth it.
 */
export function chooseAirlift(b: Board, side: string, toGoal: Int32Array): Action | null {
  const { ctx, state } = b;
  const risky = RISKY.has(state.air?.level[side] ?? "contested");
  let best: Action | null = null;
  let bestScore = 0;
  for (const a of airliftOptions(b, side)) {
    if (a.type !== "airlift") continue;
    const origin = state.units[a.units[0] as string]?.hex as number;
    const target = ctx.cm.indexOf(a.to);
    if (risky && !inFriendlyCountry(ctx, side, target)) continue;
    const gain = (toGoal[origin] as number) - (toGoal[target] as number);
    if (gain < AIRLIFT_MIN_GAIN) continue;
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
