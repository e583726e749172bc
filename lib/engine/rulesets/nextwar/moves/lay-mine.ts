/**
 * `lay-mine`: a naval unit lays a level 2 marker in or next to its hex
 * instead of moving [7.5.1.1], or a side lowers its submarine threat to lay a
 * level 1 anywhere [7.5.1.2], in its movement segments [7.5.1]; naval units
 * do nothing in a storm [8.5.6.5].
 */
import { RuleError } from "../../../core/errors";
import { applyLayMine, layMineBar } from "../mines";
import { movementBar, ownedBar, type NextWarMove } from "./move";

export const layMine: NextWarMove<"lay-mine"> = {
  legal(at, action) {
    const unit = action.unit === undefined ? undefined : String(action.unit);
    const bar = movementBar(at, ["7.5.1", "mines are laid in the side's movement segments"], ["7.5.1", "no mines are laid in the elite reaction segment (only ER 6–8 ground units move)"]);
    if (bar) return bar;
    if (at.state.weather === "storm" && unit !== undefined) return new RuleError("8.5.6.5", "naval units do nothing in a storm");
    return (unit === undefined ? null : ownedBar(at, [unit], "7.5.1.1")) ?? layMineBar(at.ctx, at.state, at.side as string, String(action.hex), unit) ?? undefined;
  },
  apply(draft, action, at, _plan, events) {
    applyLayMine(draft, at.side as string, String(action.hex), action.unit === undefined ? undefined : String(action.unit), events);
  },
};
