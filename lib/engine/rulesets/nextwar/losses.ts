import type { GameEvent, GameState, UnitState } from "../../core/types";

/* Which units lose steps is the owner's choice within the rules: allocation.ts [9.7.1]. */

/** Takes one step from a unit of a draft, eliminating it at zero [9.7.1]. */
export function loseStep(draft: GameState, id: string, rule: string, reason: string, events: GameEvent[]): void {
  const u = draft.units[id] as UnitState;
  if (u.steps <= 0) return;
  u.steps -= 1;
  events.push({ type: "step-loss", unit: id, rule, reason, steps: u.steps });
  if (u.steps === 0) {
    u.status = "eliminated";
    u.hex = -1;
    events.push({ type: "eliminated", unit: id, rule: "9.7.1" });
  }
}

/** Total steps left among units (for the overkill rules [9.7.1.1]). */
export function stepsOf(state: GameState, units: readonly string[]): number {
  let n = 0;
  for (const id of units) n += (state.units[id] as UnitState).steps;
  return n;
}
