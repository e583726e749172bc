import type { Action } from "../types";
import { airliftOptions } from "../airlift";
import { type Board, inFriendlyCountry } from "../board";
import { bestCarry } from "./carry";

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
  const risky = RISKY.has(b.state.air?.level[side] ?? "contested");
  return bestCarry(b, side, toGoal, airliftOptions(b, side), { type: "airlift", minGain: AIRLIFT_MIN_GAIN, keep: (_a, _origin, target) => !risky || inFriendlyCountry(b.ctx, side, target) });
}
