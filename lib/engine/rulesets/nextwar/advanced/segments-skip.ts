import type { FlatSegment } from "../../../core/flow";
import type { GameEvent, GameState } from "../types";

// Placeholder: every Advanced interactive segment is skipped until its helper lands. Replaced in this session.
export function skipAdvancedSegment(_draft: GameState, _seg: FlatSegment, _side: string | null, _events: GameEvent[]): boolean {
  return true;
}
