import { RuleError } from "../../../core/errors";
import { D6_MAX, D6_MIN } from "../dice";
import type { AaMove } from "./types";

/** Testing aid: the next d6 shows this face [AA:conduct-combat], queued in the dice state so a replay rolls it again. */
export const forceDie: AaMove<"force-die"> = {
  when: "any-time",
  legal: (_state, action) => (!Number.isInteger(action.value) || action.value < D6_MIN || action.value > D6_MAX ? new RuleError("AA:conduct-combat", `a d6 shows ${D6_MIN}–${D6_MAX}, not ${action.value}`) : null),
  apply(draft, action, events) {
    draft.dice.forced = [...(draft.dice.forced ?? []), action.value];
    events.push({ type: "die-forced", rule: "AA:conduct-combat", value: action.value });
  },
};
