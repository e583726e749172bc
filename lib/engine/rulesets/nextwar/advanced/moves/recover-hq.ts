/** `recover-hq`: in a replacement segment, an HQ in supply and not isolated recovers a step for supply points [18.4]. */
import { RuleError } from "../../../../core/errors";
import { applyRecoverHq, checkRecoverHq } from "../hq-replacements";
import type { NextWarMove } from "../../moves/move";

export const recoverHq: NextWarMove<"recover-hq", number> = {
  legal(at, action) {
    if (!at.state.adv) return new RuleError("18.4", "HQ step recovery is an Advanced game rule");
    if (at.seg.kind !== "replace" || !at.side) return new RuleError("18.4", "HQs recover steps in the side's replacement segment");
    return checkRecoverHq(at.b, at.side, String(action.unit));
  },
  apply(draft, action, at, cost, events) {
    applyRecoverHq(draft, at.side as string, action.unit, cost, events);
  },
};
