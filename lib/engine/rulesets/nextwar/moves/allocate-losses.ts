/** `allocate-losses`: the owner spreads a combat result's step losses over its units [9.7.1]; checked against the pending combat as it is applied. */
import { applyAllocateLosses } from "../combat-flow";
import type { NextWarMove } from "./move";

export const allocateLosses: NextWarMove<"allocate-losses"> = {
  answers: { decision: "losses", what: "allocate its step losses", none: { rule: "9.7.1", noun: "loss allocation" } },
  apply(draft, action, _at, _plan, events) {
    applyAllocateLosses(draft, action.losses, events);
  },
};
