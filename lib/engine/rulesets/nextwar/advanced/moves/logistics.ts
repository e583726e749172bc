/** The logistics actions of the first supply phase [19.4]: create-msu, create-depot, break-depot, convert-msu, and cash-supply (also in an emergency segment [19.6]). */
import { RuleError } from "../../../../core/errors";
import type { Acting, ActionType, NextWarMove } from "../../moves/move";
import { applyLogistics, checkBreakDepot, checkCashSupply, checkConvertMsu, checkCreateDepot, checkCreateMsu } from "../depots";

function segmentBar(at: Acting, kinds: readonly string[], rule: string): RuleError | null {
  if (!at.state.adv || !at.side || !kinds.includes(at.seg.kind)) {
    return new RuleError(rule, kinds.length > 1 ? "depots and MSUs are turned into supply points in a side's logistics or emergency supply segment" : "depots and MSUs are made and changed in a side's logistics segment of the first supply phase");
  }
  return null;
}

function logisticsMove<T extends ActionType>(kinds: readonly string[], check: (at: Acting, action: Parameters<NonNullable<NextWarMove<T, unknown>["legal"]>>[1]) => unknown): NextWarMove<T, unknown> {
  return {
    legal(at, action) {
      return segmentBar(at, kinds, "19.4") ?? check(at, action);
    },
    apply(draft, action, at, plan, events) {
      applyLogistics(draft, at.b, at.side as string, action, plan, events);
    },
  };
}

const LOGISTICS = ["logistics"] as const;

export const createMsu = logisticsMove<"create-msu">(LOGISTICS, (at, a) => checkCreateMsu(at.b, at.side as string, String(a.at)));
export const createDepot = logisticsMove<"create-depot">(LOGISTICS, (at, a) => checkCreateDepot(at.b, at.side as string, String(a.at)));
export const breakDepot = logisticsMove<"break-depot">(LOGISTICS, (at, a) => checkBreakDepot(at.b, at.side as string, String(a.unit)));
export const convertMsu = logisticsMove<"convert-msu">(LOGISTICS, (at, a) => checkConvertMsu(at.b, at.side as string, String(a.unit)));
export const cashSupply = logisticsMove<"cash-supply">(["logistics", "emergency"], (at, a) => checkCashSupply(at.b, at.side as string, String(a.unit)));
