/** `embark`: marines go aboard an AMPH in port with it or from a friendly beachhead next to its sea hex, within its capacity [8.5.8.3]. */
import { applyEmbark, embarkBar } from "../amphibious";
import { movementBar, ownedBar, type NextWarMove } from "./move";

export const embark: NextWarMove<"embark"> = {
  legal(at, action) {
    const elite = "no embarking in the elite reaction segment (only ER 6–8 ground units move)";
    return (
      movementBar(at, ["8.5.8.3", "marines embark in their side's movement segments"], ["8.5.8.3", elite]) ??
      ownedBar(at, [String(action.amph), ...(Array.isArray(action.units) ? action.units : [])], "8.5.8.3") ??
      embarkBar(at.b, at.side as string, String(action.amph), action.units) ??
      undefined
    );
  },
  apply(draft, action, at, _plan, events) {
    applyEmbark(draft, at.side as string, String(action.amph), action.units, events);
  },
};
