import type { GameEvent, GameState, UnitState } from "../../core/types";
import type { Context } from "./context";
import { defOf, valuesOf } from "./board";

/**
 * Step losses [9.7.1]: the lead unit takes the first step [9.5.1]; then every
 * participant must have lost a step (whenever it lost it) before any loses a
 * second, so full-strength units go before reduced ones. Among equals the
 * owner would give up its weakest; the engine does that (lowest strength,
 * then id) so results are deterministic.
 */
export function distributeLosses(ctx: Context, state: GameState, units: readonly string[], lead: string | null, losses: number, role: "attack" | "defence"): string[] {
  const taken: string[] = [];
  const steps = new Map(units.map((id) => [id, (state.units[id] as UnitState).steps]));
  const strength = (id: string) => (role === "attack" ? valuesOf(ctx, state, id).attack : valuesOf(ctx, state, id).defence);
  for (let i = 0; i < losses; i += 1) {
    const alive = units.filter((id) => (steps.get(id) ?? 0) > 0);
    if (alive.length === 0) break;
    let pick: string;
    if (i === 0 && lead !== null && alive.includes(lead)) pick = lead;
    else {
      const full = alive.filter((id) => (steps.get(id) ?? 0) === defOf(ctx, id).maxSteps && !(taken.includes(id)));
      const candidates = full.length > 0 ? full : alive;
      pick = [...candidates].sort((a, b) => strength(a) - strength(b) || (a < b ? -1 : 1))[0] as string;
    }
    steps.set(pick, (steps.get(pick) ?? 0) - 1);
    taken.push(pick);
  }
  return taken;
}

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
