import { applyCasualties, runBattles } from "../combat";
import { applyInterceptors } from "../raid";
import { applyRetreat } from "../retreat";
import { advance } from "../turn-order";
import type { AaEvent, AaState } from "../types";
import type { AaMove } from "./types";

/** Once the decision is answered the battles go on, and when none is left the phase ends [AA:conduct-combat]. */
function fightOn(draft: AaState, events: AaEvent[]): void {
  if (draft.decision) return;
  runBattles(draft, events);
  if (!draft.decision && draft.battles.length === 0) advance(draft, events);
}

/** The owner takes the hits among the units it may lose [AA:general-combat]. */
export const chooseCasualties: AaMove<"choose-casualties"> = {
  when: "casualties",
  apply(draft, action, events) {
    applyCasualties(draft, action.units, events);
    fightOn(draft, events);
  },
};

/** The attacker presses on or retreats after a round [AA:retreat]. */
export const retreat: AaMove<"retreat"> = {
  when: "retreat",
  apply(draft, action, events) {
    applyRetreat(draft, action.to, events);
    fightOn(draft, events);
  },
};

/** The raided territory's controller sends up any number of its fighters there, or none [AA:strategic-bombing]. */
export const intercept: AaMove<"intercept"> = {
  when: "intercept",
  apply(draft, action, events) {
    applyInterceptors(draft, action.units, events);
    fightOn(draft, events);
  },
};
