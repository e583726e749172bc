import type { FlatSegment } from "../../../core/flow";
import type { GameEvent, GameState } from "../types";
import { advOf } from "./state";
import { runAdvancedSupply, runIsolation } from "./supply-phase";
import { runAdvancedReorganisation } from "./reorganisation";
import { runAdvancedReinforcements } from "./reinforcements";
import { runMediation, unPassed } from "./un";
import { skipAdvancedSegment } from "./segments-skip";

/**
 * The Advanced game's part of the flow [16.0]: its predicates, its automatic
 * segments and whether one of its interactive segments has anything to do.
 * flow-hooks.ts asks here first for an Advanced game.
 */

export function holdsAdvanced(state: GameState, predicate: string): boolean | undefined {
  if (!state.adv) return undefined;
  if (predicate === "un-track") return !!state.bundle.scenario.advanced?.un && state.turn >= (state.bundle.scenario.advanced.un.fromTurn ?? 1);
  if (predicate === "un-proposed") return advOf(state).un.status === "proposed";
  // A resolution not vetoed in the initiative phase has passed by the victory phase [28.1] (un.ts).
  if (predicate === "un-passed") return unPassed(state);
  return undefined;
}

/** Runs an Advanced automatic segment; false when the segment is not one of them. */
export function runAdvanced(draft: GameState, seg: FlatSegment, events: GameEvent[]): boolean {
  switch (seg.id) {
    case "advanced-supply":
      runAdvancedSupply(draft, events, 1);
      return true;
    case "advanced-supply-second":
      runAdvancedSupply(draft, events, 2);
      return true;
    case "un-mediation":
      runMediation(draft, events);
      return true;
    case "advanced-reorganisation":
      runAdvancedReorganisation(draft, events);
      return true;
    case "isolation":
      runIsolation(draft, events);
      return true;
    case "advanced-reinforcements":
      runAdvancedReinforcements(draft, events);
      return true;
    default:
      return false;
  }
}

/** Whether an Advanced interactive segment has nothing to do for its side (skipped, as the standard game skips empty ones). */
export function enterAdvanced(draft: GameState, seg: FlatSegment, side: string | null, events: GameEvent[]): boolean {
  return skipAdvancedSegment(draft, seg, side, events);
}
