/** `rebuild`: replacement points bring an eliminated unit back at one step, in the replacement segments [11.0, 11.2]. */
import { RuleError } from "../../../core/errors";
import { applyReplacement, checkRebuild } from "../replacements";
import type { NextWarMove } from "./move";

export const rebuildUnit: NextWarMove<"rebuild", { cost: number; hex: number }> = {
  legal(at, action) {
    if (at.seg.kind !== "replace" || !at.side) return new RuleError("11.0", "replacements are spent in the replacement segments");
    return checkRebuild(at.b, at.side, action.unit, String(action.at));
  },
  apply(draft, action, at, { cost, hex }, events) {
    applyReplacement(draft, at.b, action, cost, hex, events);
  },
};
