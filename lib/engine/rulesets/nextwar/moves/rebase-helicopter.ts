/**
 * `rebase`: a helicopter flies by choice to another friendly base within twice
 * its range, in its side's movement segments (not the elite reaction one),
 * which ends its flying for the turn [6.5.1.2]; escorts lower the ADF it
 * flies through [6.2.2].
 */
import { RuleError } from "../../../core/errors";
import { flyRebase, rebaseBar, voluntaryRebaseBar, type RebaseTarget } from "../helicopters";
import { escortOf, ownedBar, type NextWarMove } from "./move";

export const rebaseHelicopter: NextWarMove<"rebase", { target: RebaseTarget; escort: number }> = {
  legal(at, action) {
    if (at.seg.kind !== "move" || !at.side) return new RuleError("6.5.1.2", "helicopters rebase in their side's movement segments");
    if (at.seg.restriction === "elite") return new RuleError("3.0", "only units with ER 6–8 move in the elite reaction segment; helicopters rebase in other movement segments");
    const bar = ownedBar(at, [String(action.unit)], "6.5.1.2") ?? voluntaryRebaseBar(at.state, String(action.unit));
    if (bar) return bar;
    const target = rebaseBar(at.b, String(action.unit), String(action.to));
    if (target instanceof RuleError) return target;
    const escort = escortOf(at, action.escort);
    return escort instanceof RuleError ? escort : { target, escort };
  },
  apply(draft, action, _at, { target, escort }, events) {
    flyRebase(draft, String(action.unit), target, escort, events);
  },
};
