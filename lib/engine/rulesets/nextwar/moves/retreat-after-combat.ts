/** `retreat`: the owner retreats its defeated units along paths of its choosing [9.8.1]; checked against the pending combat as it is applied. */
import { applyRetreat } from "../combat-flow";
import type { NextWarMove } from "./move";

export const retreatAfterCombat: NextWarMove<"retreat"> = {
  answers: { decision: "retreat", what: "retreat its units", none: { rule: "9.8.1", noun: "retreat" } },
  apply(draft, action, _at, _plan, events) {
    applyRetreat(draft, action, events);
  },
};
