/** `sea-transport`: land units sail port to port, or between a port and an own beachhead [8.5.7, 8.5.7.1, 8.5.7.2], within the side's SP a turn [8.5.7.4]; not in the elite reaction segment [SOP]. */
import { applySeaTransport, seaTransportBar, type TransportPlan } from "../sea-transport";
import { listBar, movementBar, ownedBar, type NextWarMove } from "./move";
import { strikeSpecialMoveBar } from "../advanced/strike-effects";

export const seaTransportUnits: NextWarMove<"sea-transport", TransportPlan> = {
  legal(at, action) {
    const bar = movementBar(at, ["8.5.7.1", "sea transport sails in the side's movement segments"], ["8.5.7", "no sea transport in the elite reaction segment [SOP]"]) ?? listBar(action.units, "8.5.7.1") ?? ownedBar(at, action.units, "8.5.7.1") ?? strikeSpecialMoveBar(at.state, action.units, "sea transport");
    return bar ?? seaTransportBar(at.b, at.side as string, action.units, String(action.to));
  },
  apply(draft, action, at, plan, events) {
    applySeaTransport(draft, at.b, at.side as string, action.units, plan, events);
  },
};
