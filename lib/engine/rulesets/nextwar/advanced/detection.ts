import type { GameEvent, GameState } from "../types";
import { contextOf } from "../context";

/**
 * Detection [21.0] — a minimal version for the HQ support attacks [18.2.2]
 * (H2); the detection helper (H3) owns this file and replaces it: a unit is
 * detected when it is next to a land unit of the detecting side [21.1], or
 * under a detection marker [20.2.2, 21.3].
 */
export function isDetected(state: GameState, side: string, unitId: string): boolean {
  if (state.adv?.detected[unitId]) return true;
  const ctx = contextOf(state.bundle);
  const u = state.units[unitId];
  if (!u || u.status !== "map" || u.hex < 0) return false;
  // Read from the units, not a board: callers may hold a draft, whose board must not be cached.
  return ctx.unitIds.some((id) => {
    const d = ctx.units.get(id);
    const o = state.units[id];
    return !!d && d.ground && d.side === side && !!o && o.status === "map" && o.hex >= 0 && ctx.cm.distance(o.hex, u.hex) === 1;
  });
}

/** The reorganisation phase removes the turn's detection and designation markers [20.2.2, 20.2.3] (H3 fills this in). */
export function clearTurnMarkers(_draft: GameState, _events: GameEvent[]): void {}
