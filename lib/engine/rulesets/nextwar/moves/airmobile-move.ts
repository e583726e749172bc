/** `airmobile`: a stack flies from its hex to a landing hex on the side's airmobile points, from a friendly field within 24 hexes [8.5.4, 8.5.4.3], through ADF [6.6] lowered by escorts [6.2.2]; not in the elite reaction segment. */
import { RuleError } from "../../../core/errors";
import { applyAirmobile, airmobileBar, type AirmobilePlan } from "../airmobile";
import { escortOf, listBar, movementBar, ownedBar, type NextWarMove } from "./move";
import { strikeSpecialMoveBar } from "../advanced/strike-effects";

export const airmobileMove: NextWarMove<"airmobile", { plan: AirmobilePlan; escort: number }> = {
  legal(at, action) {
    const bar = movementBar(at, ["8.5.4.3", "airmobile moves fly in the side's movement segments"], ["8.5.4.3", "no airmobile move in the elite reaction segment"]) ?? listBar(action.units, "8.5.4") ?? ownedBar(at, action.units, "8.5.4") ?? strikeSpecialMoveBar(at.state, action.units, "airmobile move");
    if (bar) return bar;
    const plan = airmobileBar(at.b, at.side as string, action.units, String(action.to), action.base === undefined ? undefined : String(action.base));
    if (plan instanceof RuleError) return plan;
    const escort = escortOf(at, action.escort);
    return escort instanceof RuleError ? escort : { plan, escort };
  },
  apply(draft, action, at, { plan, escort }, events) {
    applyAirmobile(draft, at.b, at.side as string, action.units, plan, escort, events);
  },
};
