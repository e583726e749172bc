import { RuleError } from "../../../../core/errors";
import type { ActionType, NextWarMove } from "../../moves/move";

/** A move of the Advanced game whose rule module has not landed yet: refused as data. Replaced in this session. */
export function pendingMove<T extends ActionType>(rule: string): NextWarMove<T, undefined> {
  return {
    legal: () => new RuleError(rule, "this Advanced game action is not played yet"),
    apply: () => undefined,
  };
}
