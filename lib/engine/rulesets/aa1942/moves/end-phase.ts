import { combatMoveEndRefusal } from "../combat-move-end";
import { powerOf } from "../state";
import { advance } from "../turn-order";
import type { AaMove } from "./types";

/**
 * The power ends its phase [AA:turn-order]; ending the purchase unspent is a
 * purchase of nothing, logged as one. The combat move ends only once every
 * move made in it comes to combat [AA:combat-move] (combat-move-end.ts).
 */
export const endPhase: AaMove<"end-phase"> = {
  legal: combatMoveEndRefusal,
  apply(draft, _action, events) {
    if (draft.phase === "purchase") events.push({ type: "purchase", rule: "AA:purchase", nation: powerOf(draft), units: {}, spent: 0, bank: draft.bank[powerOf(draft)] });
    advance(draft, events);
  },
};
