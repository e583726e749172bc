/** `sweep-mine`: in the mine-sweeping step a side tries an enemy marker whose coastal box it controls, two a step [7.5.2]. */
import { RuleError } from "../../../core/errors";
import { applySweep, sweepBar } from "../mines";
import type { NextWarMove } from "./move";

export const sweepMine: NextWarMove<"sweep-mine"> = {
  legal(at, action) {
    if (at.seg.kind !== "sweep" || !at.side) return new RuleError("7.5.2", "mines are swept in the mine-sweeping step of the air/naval phase");
    return sweepBar(at.ctx, at.state, at.side, String(action.hex)) ?? undefined;
  },
  apply(draft, action, at, _plan, events) {
    applySweep(draft, at.side as string, String(action.hex), events);
  },
};
