/** `rebuild-hq`: in a replacement segment, an eliminated HQ comes back at full strength for supply and replacement points, placed by priority [18.5]. */
import { RuleError } from "../../../../core/errors";
import { type HqRebuildPlan, applyRebuildHq, checkRebuildHq } from "../hq-replacements";
import type { NextWarMove } from "../../moves/move";

export const rebuildHq: NextWarMove<"rebuild-hq", HqRebuildPlan> = {
  legal(at, action) {
    if (!at.state.adv) return new RuleError("18.5", "rebuilding an HQ is an Advanced game rule");
    if (at.seg.kind !== "replace" || !at.side) return new RuleError("18.5", "HQs are rebuilt in the side's replacement segment");
    return checkRebuildHq(at.b, at.side, String(action.unit), String(action.at));
  },
  apply(draft, action, at, plan, events) {
    applyRebuildHq(draft, at.side as string, action.unit, plan, events);
  },
};
