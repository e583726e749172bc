import type { GameEvent, GameState } from "../types";
import { receiveSupplyPoints } from "./supply-points";

/** The Advanced part of the reinforcement phase: scheduled supply points [19.3] and SOF markers [20.4]. */
export function runAdvancedReinforcements(draft: GameState, events: GameEvent[]): void {
  receiveSupplyPoints(draft, events);
}
