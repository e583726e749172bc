/** `emergency-supply`: in a side's emergency segment, supply points and a roll to supply a unit or HQ out of supply [19.6]. */
import { RuleError } from "../../../../core/errors";
import type { NextWarMove } from "../../moves/move";
import { applyEmergency, checkEmergency } from "../emergency";

export const emergencySupply: NextWarMove<"emergency-supply", number> = {
  legal(at, action) {
    if (!at.state.adv || !at.side || at.seg.kind !== "emergency") return new RuleError("19.6", "emergency supply is tried in a side's emergency supply segment of the Advanced game");
    return checkEmergency(at.b, at.side, String(action.unit));
  },
  apply(draft, action, at, cost, events) {
    applyEmergency(draft, at.side as string, String(action.unit), cost, events);
  },
};
