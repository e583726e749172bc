/**
 * `end-segment`: the acting side is done with its segment and the sequence of
 * play walks on to the next decision [3.0]; a decision segment must be
 * decided, not ended. Ending the game's first movement segment lifts the
 * fortified lines' hold on ZOC [8.2.3].
 */
import { advanceFlow } from "../../../core/flow";
import { RuleError } from "../../../core/errors";
import { nextWarFlow } from "../flow-hooks";
import { segmentsOf } from "../segments";
import type { NextWarMove } from "./move";

export const endSegment: NextWarMove<"end-segment"> = {
  legal(at) {
    if (at.seg.kind === "decision") return new RuleError(at.seg.rule, `the ${at.seg.id} segment needs a decision`);
    return undefined;
  },
  apply(draft, _action, at, _plan, events) {
    if (at.seg.kind === "move" && !draft.firstMoveDone) draft.firstMoveDone = true;
    events.push({ type: "segment-ended", segment: at.seg.id, side: at.side, rule: at.seg.rule });
    advanceFlow(draft, segmentsOf(draft), nextWarFlow, events);
  },
};
