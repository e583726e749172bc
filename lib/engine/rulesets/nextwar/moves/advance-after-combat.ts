/**
 * `advance`: after a combat that vacates the defender's hex the attacker may
 * advance into it (none is an advance too), and some units one hex further
 * in a breakthrough [9.9]. Owed before any other action.
 */
import { RuleError } from "../../../core/errors";
import { applyAdvance, checkAdvance } from "../resolve";
import type { NextWarMove } from "./move";

export const advanceAfterCombat: NextWarMove<"advance", Record<string, string>> = {
  legal(at, action) {
    if (!at.state.pendingAdvance) return new RuleError("9.9", "there is no advance after combat to make");
    const second = action.second ?? {};
    return checkAdvance(at.b, action.units ?? [], second) ?? second;
  },
  apply(draft, action, _at, second, events) {
    applyAdvance(draft, action.units, second, events);
  },
};
