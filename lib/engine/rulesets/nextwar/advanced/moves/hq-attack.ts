/** `hq-attack`: in its side's strike segment, an HQ's support attack on one detected enemy unit, HQ or depot/MSU in range [18.2.2]. */
import { RuleError } from "../../../../core/errors";
import { type HqAttackPlan, checkHqAttack, resolveHqAttack } from "../hq-attack";
import type { NextWarMove } from "../../moves/move";

export const hqAttack: NextWarMove<"hq-attack", HqAttackPlan> = {
  legal(at, action) {
    if (!at.state.adv) return new RuleError("18.2.2", "HQ support attacks are an Advanced game rule");
    if (at.seg.kind !== "strike" || !at.side) return new RuleError("18.2.2", "HQ support attacks are made in the side's strike segment");
    return checkHqAttack(at.b, at.side, String(action.hq), String(action.target));
  },
  apply(draft, _action, at, plan, events) {
    resolveHqAttack(draft, at.ctx, plan, at.side as string, events);
  },
};
