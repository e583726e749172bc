/** `land`: marines in assault position land on an empty beach hex in their side's combat segment instead of attacking it [8.5.8.1]. */
import { RuleError } from "../../../core/errors";
import { applyLand, landBar } from "../amphibious";
import { listBar, ownedBar, type NextWarMove } from "./move";

export const landFromAssault: NextWarMove<"land", number> = {
  legal(at, action) {
    if (at.seg.kind !== "combat" || !at.side) return new RuleError("8.5.8.1", "units in assault position land in their side's combat segment");
    const bar = listBar(action.units, "8.5.8.1") ?? ownedBar(at, action.units, "8.5.8.1");
    return bar ?? landBar(at.b, at.side, action.units, String(action.to));
  },
  apply(draft, action, at, hex, events) {
    applyLand(draft, at.side as string, action.units, hex, events);
  },
};
