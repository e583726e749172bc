import type { GameEvent, GameState } from "../types";
import { advOf, setAdv } from "./state";

/**
 * SOF reinforcements [20.4]: on the turns the scenario names
 * (`advanced.sof[].reinforcements`), a side receives markers, taken first
 * from those not yet in play and then from the eliminated box; never more
 * than the counter mix, so what neither holds is lost. Called in the
 * reinforcement phase (advanced/reinforcements.ts).
 */
export function sofReinforcements(draft: GameState, events: GameEvent[]): void {
  if (!draft.adv) return;
  for (const entry of draft.bundle.scenario.advanced?.sof ?? []) {
    const due = (entry.reinforcements ?? []).filter((r) => r.turn === draft.turn).reduce((n, r) => n + r.markers, 0);
    if (due === 0) continue;
    const sof = advOf(draft).sof;
    const pool = sof[entry.side] ?? { available: 0, used: 0, eliminated: 0, unplayed: 0 };
    const fromUnplayed = Math.min(due, pool.unplayed);
    const fromEliminated = Math.min(due - fromUnplayed, pool.eliminated);
    const lost = due - fromUnplayed - fromEliminated;
    setAdv(draft, { sof: { ...sof, [entry.side]: { ...pool, available: pool.available + fromUnplayed + fromEliminated, unplayed: pool.unplayed - fromUnplayed, eliminated: pool.eliminated - fromEliminated } } });
    events.push({ type: "sof-reinforcements", side: entry.side, markers: fromUnplayed + fromEliminated, fromUnplayed, fromEliminated, lost, rule: "20.4" });
  }
}
