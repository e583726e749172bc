/**
 * `sof`: every SOF mission of the segment assigned at once, then resolved in
 * the order given [20.1.2, 20.2, 20.3]. All are assigned before any is
 * resolved, so the action ends the side's SOF segment: no second list after
 * seeing the first's results [20.1.2].
 */
import { advanceFlow } from "../../../../core/flow";
import { RuleError } from "../../../../core/errors";
import { nextWarFlow } from "../../flow-hooks";
import { segmentsOf } from "../../segments";
import type { NextWarMove } from "../../moves/move";
import { type PlannedMission, planMissions, resolveMissions } from "../sof";

export const sofMissions: NextWarMove<"sof", PlannedMission[]> = {
  legal(at, action) {
    if (!at.state.adv || at.seg.kind !== "sof" || !at.side) return new RuleError("20.1", "SOF missions are assigned in the side's SOF segment of the Advanced game");
    return planMissions(at.b, at.side, action.missions);
  },
  apply(draft, _action, at, plan, events) {
    resolveMissions(draft, at.side as string, plan, events);
    advanceFlow(draft, segmentsOf(draft), nextWarFlow, events);
  },
};
