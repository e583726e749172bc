/** `restore-step`: a replacement point restores one lost step of a unit not in an enemy ZOC, in the replacement segments [11.0, 11.1]. */
import { RuleError } from "../../../core/errors";
import { applyReplacement, checkRestore } from "../replacements";
import type { NextWarMove } from "./move";

export const restoreStep: NextWarMove<"restore-step", number> = {
  legal(at, action) {
    if (at.seg.kind !== "replace" || !at.side) return new RuleError("11.0", "replacements are spent in the replacement segments");
    return checkRestore(at.b, at.side, action.unit);
  },
  apply(draft, action, at, cost, events) {
    applyReplacement(draft, at.b, action, cost, -1, events);
  },
};
