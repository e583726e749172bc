import type { GameEvent, GameState } from "../types";
import { boardOf, defOf } from "../board";

/**
 * Detection [21.0] — a minimal version for the HQ support attacks [18.2.2]
 * (H2); the detection helper (H3) owns this file and replaces it: a unit is
 * detected when it is next to a land unit of the detecting side [21.1], or
 * under a detection marker [20.2.2, 21.3].
 */
export function isDetected(state: GameState, side: string, unitId: string): boolean {
  if (state.adv?.detected[unitId]) return true;
  const b = boardOf(state);
  const u = state.units[unitId];
  if (!u || u.status !== "map" || u.hex < 0) return false;
  for (let d = 0; d < 6; d += 1) {
    const nb = b.ctx.cm.neighbours[u.hex * 6 + d] as number;
    if (nb >= 0 && (b.at.get(nb) ?? []).some((id) => defOf(b.ctx, id).side === side)) return true;
  }
  return false;
}

/** The reorganisation phase removes the turn's detection and designation markers [20.2.2, 20.2.3] (H3 fills this in). */
export function clearTurnMarkers(_draft: GameState, _events: GameEvent[]): void {}
