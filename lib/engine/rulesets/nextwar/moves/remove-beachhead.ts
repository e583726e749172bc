/** `remove-beachhead`: a side lifts its own beachhead at will in its movement segment; the marker comes back two turns later [8.5.8.2.1]. */
import { RuleError } from "../../../core/errors";
import { removeBar, removeBeachhead as remove } from "../beachheads";
import type { NextWarMove } from "./move";

export const removeBeachhead: NextWarMove<"remove-beachhead", number> = {
  legal(at, action) {
    if (at.seg.kind !== "move" || !at.side) return new RuleError("8.5.8.2.1", "a beachhead is removed at will in its owner's movement segment");
    return removeBar(at.b, at.side, String(action.hex));
  },
  apply(draft, _action, _at, hex, events) {
    remove(draft, hex, "voluntary", events);
  },
};
