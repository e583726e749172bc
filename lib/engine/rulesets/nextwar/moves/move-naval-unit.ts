/**
 * `naval-move`: a naval unit moves once in its side's movement segments, but
 * not the elite reaction one [8.5.6.4], with the contested-move roll where the
 * waters are contested [8.5.6.4.1]; the way it may go is checked as it sails.
 * In the Advanced game a failed roll may be taken as a strike instead [25.4].
 */
import { applyNavalMove } from "../naval-move";
import { movementBar, ownedBar, type NextWarMove } from "./move";
import { contestedStrikeBar } from "../advanced/movement-rules";

export const moveNavalUnit: NextWarMove<"naval-move"> = {
  legal(at, action) {
    return (
      movementBar(at, ["8.5.6.4", "naval units move in their side's movement segments"], ["8.5.6.4", "naval units do not move in the elite reaction segment"]) ??
      ownedBar(at, [String(action.unit)], "8.5.6.4") ??
      contestedStrikeBar(at.state, String(action.unit), action.onFail) ??
      undefined
    );
  },
  apply(draft, action, _at, _plan, events) {
    applyNavalMove(draft, String(action.unit), String(action.to), events, action.onFail === "strike" ? "strike" : "abort");
  },
};
