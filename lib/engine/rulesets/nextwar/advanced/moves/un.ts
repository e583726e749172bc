/** `un-veto` and `un-ceasefire`: a side's answer to a UN ceasefire resolution, after which its segment is over [28.1, 28.2]. */
import { advanceFlow } from "../../../../core/flow";
import { nextWarFlow } from "../../flow-hooks";
import { segmentsOf } from "../../segments";
import type { NextWarMove } from "../../moves/move";
import { applyCeasefire, applyVeto, ceasefireBar, vetoBar } from "../un";

export const unVeto: NextWarMove<"un-veto"> = {
  legal(at, action) {
    return vetoBar(at.state, at.seg, at.side, action.veto === true) ?? undefined;
  },
  apply(draft, action, at, _plan, events) {
    applyVeto(draft, at.seg, at.side as string, action.veto === true, events);
    advanceFlow(draft, segmentsOf(draft), nextWarFlow, events);
  },
};

export const unCeasefire: NextWarMove<"un-ceasefire"> = {
  legal(at) {
    return ceasefireBar(at.state, at.seg, at.side) ?? undefined;
  },
  apply(draft, action, at, _plan, events) {
    applyCeasefire(draft, at.side as string, action.accept === true, events);
    advanceFlow(draft, segmentsOf(draft), nextWarFlow, events);
  },
};
