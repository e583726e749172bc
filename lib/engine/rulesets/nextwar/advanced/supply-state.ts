import type { GameState } from "../types";

/**
 * What the supply checks found, read by the other Advanced rules: an HQ out
 * of supply [19.5] or isolated [19.7.2] has no combat uses and gives no ADF
 * DRM. An emergency-supplied HQ [19.6] is in supply (never in `supply.out`).
 */
export function hqOutOfAction(state: GameState, hqId: string): boolean {
  return state.supply?.out[hqId] === true || isIsolated(state, hqId);
}

/** Whether a unit is under an isolated marker [19.7.1]. */
export function isIsolated(state: GameState, id: string): boolean {
  return state.adv?.isolated[id] !== undefined;
}

/** Whether a unit is under an emergency supply marker this turn [19.6]. */
export function isEmergencySupplied(state: GameState, id: string): boolean {
  return state.adv?.emergency[id] === true;
}

/** A unit's supply state for the reports and the studio [19.5, 19.6, 19.7]. */
export type SupplyStatus = "in-supply" | "out-of-supply" | "isolated" | "emergency";

export function supplyStatusOf(state: GameState, id: string): SupplyStatus {
  if (isIsolated(state, id)) return "isolated";
  if (isEmergencySupplied(state, id)) return "emergency";
  return state.supply?.out[id] === true ? "out-of-supply" : "in-supply";
}
