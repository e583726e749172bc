/** `airlift`: foot units fly as one stack between friendly airfields [8.5.2], through ADF [6.6] lowered by escorts [6.2.2]; not in the elite reaction segment [SOP]. */
import { RuleError } from "../../../core/errors";
import { airliftBar, applyAirlift, type AirliftPlan } from "../airlift";
import { escortOf, listBar, movementBar, ownedBar, type NextWarMove } from "./move";

export const airliftUnits: NextWarMove<"airlift", { plan: AirliftPlan; escort: number }> = {
  legal(at, action) {
    const bar = movementBar(at, ["8.5.2", "airlift flies in the side's movement segments"], ["8.5.2", "no airlift in the elite reaction segment [SOP]"]) ?? listBar(action.units, "8.5.2") ?? ownedBar(at, action.units, "8.5.2");
    if (bar) return bar;
    const plan = airliftBar(at.b, at.side as string, action.units, String(action.to));
    if (plan instanceof RuleError) return plan;
    const escort = escortOf(at, action.escort);
    return escort instanceof RuleError ? escort : { plan, escort };
  },
  apply(draft, action, at, { plan, escort }, events) {
    applyAirlift(draft, at.b, at.side as string, action.units, plan, escort, events);
  },
};
