import { RuleError } from "../../../core/errors";
import { applyMobilise } from "../economy";
import { advance } from "../turn-order";
import type { AaMove } from "./types";

/** Bought units are placed once, in the mobilise phase, which then ends [AA:mobilise]. */
export const mobilise: AaMove<"mobilise"> = {
  legal: (state) => (state.phase !== "mobilise" ? new RuleError("AA:mobilise", "units are placed in the mobilise phase") : null),
  apply(draft, action, events) {
    applyMobilise(draft, action, events);
    advance(draft, events);
  },
};
