import type { GameEvent, GameState, UnitState } from "./types";
import { enemyOf } from "./board";
import { contextOf } from "./context";
import { supplyUnitLost } from "./advanced/supply-combat";

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
    // A unit lost aboard an AMPH leaves it [8.5.8.1].
    delete u.at;
    events.push({ type: "eliminated", unit: id, rule: "9.7.1" });
    // The Advanced game: a depot or MSU goes back to its pool, scoring supply points in ground combat [19.4.1].
    if (draft.adv && contextOf(draft.bundle).units.get(id)?.supplyUnit) return supplyUnitLost(draft, contextOf(draft.bundle), id, rule, events);
    scoreElimination(draft, id, events);
  }
}

/** Eliminates a unit outright, whatever its steps (e.g. aboard an AMPH that leaves play [8.5.8]); it scores as any eliminated unit [12.1]. */
export function eliminateUnit(draft: GameState, id: string, rule: string, why: string, events: GameEvent[]): void {
  const u = draft.units[id] as UnitState;
  if (u.steps <= 0) return;
  Object.assign(u, { status: "eliminated", steps: 0, hex: -1 });
  delete u.at;
  events.push({ type: "eliminated", unit: id, why, rule });
  scoreElimination(draft, id, events);
}

/**
 * VP for eliminating an enemy unit, from the scenario's VP chart [12.1]: the
 * eliminated unit's enemy scores them this turn, however the unit was lost
 * (combat, retreat, ER check), each time it is eliminated (a rebuilt unit
 * can be worth them again).
 */
function scoreElimination(draft: GameState, id: string, events: GameEvent[]): void {
  const ctx = contextOf(draft.bundle);
  const vp = ctx.eliminationVp.get(id);
  const def = ctx.units.get(id);
  if (vp === undefined || !def) return;
  const side = enemyOf(ctx, def.side);
  draft.vp.thisTurn[side] = (draft.vp.thisTurn[side] ?? 0) + vp;
  events.push({ type: "vp", side, amount: vp, unit: id, reason: "eliminated an enemy unit", rule: "12.1" });
}

/** Total steps left among units (for the overkill rules [9.7.1.1]). */
export function stepsOf(state: GameState, units: readonly string[]): number {
  let n = 0;
  for (const id of units) n += (state.units[id] as UnitState).steps;
  return n;
}
