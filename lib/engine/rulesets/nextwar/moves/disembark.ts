/** `disembark`: units aboard an AMPH go ashore in its port or onto a friendly beachhead next to its sea hex [8.5.8.3]. */
import { applyDisembark, disembarkBar } from "../amphibious";
import { movementBar, ownedBar, type NextWarMove } from "./move";

export const disembark: NextWarMove<"disembark", number> = {
  legal(at, action) {
    const elite = "no disembarking in the elite reaction segment (only ER 6–8 ground units move)";
    const bar =
      movementBar(at, ["8.5.8.3", "units disembark in their side's movement segments"], ["8.5.8.3", elite]) ??
      ownedBar(at, [String(action.amph), ...(Array.isArray(action.units) ? action.units : [])], "8.5.8.3");
    return bar ?? disembarkBar(at.b, at.side as string, String(action.amph), action.units, String(action.to));
  },
  apply(draft, action, at, hex, events) {
    applyDisembark(draft, at.side as string, String(action.amph), action.units, hex, events);
  },
};
