import type { RuleError } from "../../../core/errors";
import type { AaAction, AaDecision, AaEvent, AaState } from "../types";

/**
 * One move of the table [AA:turn-order]: when it may be made, and what it does.
 * `when` says who may make it: a testing aid at any time, the answer to a
 * pending decision of that kind, or (absent) the power to move while no
 * decision waits. `legal` names the rule that forbids it now (null: it may be
 * made); `apply` changes the draft, throwing a RuleError for what only
 * applying it can find.
 */
export interface AaMove<T extends AaAction["type"] = AaAction["type"]> {
  when?: "any-time" | AaDecision["kind"];
  legal?(state: AaState, action: Extract<AaAction, { type: T }>): RuleError | null;
  apply(draft: AaState, action: Extract<AaAction, { type: T }>, events: AaEvent[]): void;
}

/** The table: one move for each action type. */
export type AaMoves = { readonly [T in AaAction["type"]]: AaMove<T> };
