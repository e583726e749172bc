import { RuleError } from "../../../core/errors";
import { applyPurchase } from "../economy";
import { advance } from "../turn-order";
import type { AaMove } from "./types";

/** Units are bought (and complexes repaired) once, in the purchase phase, which then ends [AA:purchase]. */
export const purchase: AaMove<"purchase"> = {
  legal: (state) => (state.phase !== "purchase" ? new RuleError("AA:purchase", "units are bought in the purchase phase") : null),
  apply(draft, action, events) {
    applyPurchase(draft, action, events);
    advance(draft, events);
  },
};
