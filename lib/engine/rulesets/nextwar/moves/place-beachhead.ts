/** `place-beachhead`: in its combat segment a side places a beachhead on a beach hex its marines just took, or that it holds beside its AMPH [8.5.8.2]. */
import { RuleError } from "../../../core/errors";
import { applyPlace, placeBar } from "../beachheads";
import type { NextWarMove } from "./move";

export const placeBeachhead: NextWarMove<"place-beachhead", number> = {
  legal(at, action) {
    if (at.seg.kind !== "combat" || !at.side) return new RuleError("8.5.8.2", "beachheads are placed in the side's combat segment");
    return placeBar(at.b, at.side, String(action.hex));
  },
  apply(draft, _action, at, hex, events) {
    applyPlace(draft, at.side as string, hex, events);
  },
};
