/**
 * `support`: the side asked commits its combat support to the combat just
 * declared — air points, attack helicopters, naval units — or none [9.2.4]
 * (the attacker with its attack, then the defender); ADF fires at the air
 * points sent [9.2.5], and the combat is rolled with what survives [9.2.6].
 * Checked against the pending combat as it is applied.
 */
import { RuleError } from "../../../core/errors";
import { applySupport } from "../support-flow";
import type { NextWarMove } from "./move";

export const commitSupport: NextWarMove<"support"> = {
  answers: { decision: "support", what: "commit its combat support (or none)", none: { rule: "9.2.4", noun: "combat support" } },
  apply(draft, action, _at, _plan, events) {
    // HQ support is an Advanced game rule [18.2.1]; explain checks the HQ itself when the combat is fought.
    if (action.hq !== undefined && !draft.adv) throw new RuleError("18.2.1", "HQ combat support is an Advanced game rule (this game plays the standard rules)");
    applySupport(draft, action, events);
  },
};
