/** `paradrop`: airborne units fly from a friendly airfield and drop onto a hex, rolling on the paradrop table [8.5.3], through ADF [6.6] lowered by escorts [6.2.2]; not in the elite reaction segment [SOP]. */
import { RuleError } from "../../../core/errors";
import { applyParadrop, paradropBar, type ParadropPlan } from "../paradrop";
import { escortOf, listBar, movementBar, ownedBar, type NextWarMove } from "./move";
import { strikeSpecialMoveBar } from "../advanced/strike-effects";

export const paradropUnits: NextWarMove<"paradrop", { plan: ParadropPlan; escort: number }> = {
  legal(at, action) {
    const bar = movementBar(at, ["8.5.3", "paradrops fly in the side's movement segments"], ["8.5.3", "no paradrop in the elite reaction segment [SOP]"]) ?? listBar(action.units, "8.5.3") ?? ownedBar(at, action.units, "8.5.3") ?? strikeSpecialMoveBar(at.state, action.units, "paradrop");
    if (bar) return bar;
    const plan = paradropBar(at.b, at.side as string, action.units, String(action.to));
    if (plan instanceof RuleError) return plan;
    const escort = escortOf(at, action.escort);
    return escort instanceof RuleError ? escort : { plan, escort };
  },
  apply(draft, action, at, { plan, escort }, events) {
    applyParadrop(draft, at.b, at.side as string, action.units, plan, escort, events);
  },
};
