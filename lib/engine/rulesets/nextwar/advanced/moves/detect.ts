/** `detect`: one electronic detection attempt on an enemy HQ in the side's detection segment [21.3, 21.3.1]. */
import { applyDetect, detectBar, detectTargetBar } from "../electronic-detection";
import type { NextWarMove } from "../../moves/move";
import { RuleError } from "../../../../core/errors";

export const detectHq: NextWarMove<"detect"> = {
  legal(at, action) {
    if (!at.side || !at.state.adv) return new RuleError("21.3", "electronic detection is an Advanced game rule, made in a side's detection segment");
    return detectBar(at.state, at.side, at.seg.kind) ?? detectTargetBar(at.b, at.side, String(action.target)) ?? undefined;
  },
  apply(draft, action, at, _plan, events) {
    applyDetect(draft, at.side as string, String(action.target), events);
  },
};
