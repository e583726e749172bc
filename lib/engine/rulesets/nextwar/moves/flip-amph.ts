/**
 * `flip-amph`: an AMPH with a SAG on its back and no unit aboard turns to
 * its SAG side for good, in its side's movement segment [7.3.2.1].
 */
import { applyFlip, flipBar } from "../amph-flip";
import { movementBar, ownedBar, type NextWarMove } from "./move";

export const flipAmph: NextWarMove<"flip-amph"> = {
  legal(at, action) {
    const unit = String(action.unit);
    return (
      movementBar(at, ["7.3.2.1", "an AMPH flips in its side's movement phase"], ["7.3.2.1", "no AMPH flips in the elite reaction segment (only ER 6–8 ground units act)"]) ??
      ownedBar(at, [unit], "7.3.2.1") ??
      flipBar(at.ctx, at.state, at.side as string, unit) ??
      undefined
    );
  },
  apply(draft, action, at, _plan, events) {
    applyFlip(draft, at.ctx, at.side as string, String(action.unit), events);
  },
};
