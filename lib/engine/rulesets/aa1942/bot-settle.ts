import { boardOf } from "./board";
import { combatMoveProblems, isFightingShip } from "./combat-move-end";
import { cargoOf } from "./movement";
import { findPath, reachable } from "./paths";
import { enemiesAt, hostileSea, hostileTerritory, powerOf } from "./state";
import type { AaAction, AaState } from "./types";
import { defOf } from "./unit-table";

/**
 * What the bots do about the combat move's obligations [AA:combat-move,
 * AA:transports] (combat-move-end.ts): the move that settles the first one
 * still open — cargo goes ashore on the weakest hostile coast next to its
 * transport, or the transport sails on toward one — and which zones a
 * landing may safely go from. A bot proposes a move only when it leaves no
 * obligation it cannot settle, so it can always end the phase.
 */

/** Hostile territories next to a zone, weakest first. */
function coasts(state: AaState, zone: string): string[] {
  const board = boardOf(state.bundle.map);
  const nation = powerOf(state);
  return board.spaces
    .get(zone)!
    .next.filter((t) => !board.spaces.get(t)?.sea && hostileTerritory(state, nation, t))
    .sort((a, b) => enemiesAt(state, nation, a).length - enemiesAt(state, nation, b).length || (a < b ? -1 : 1));
}

/** A zone a landing may go from without an obligation left open: no enemy warships, and no enemy submarine unless a fighting ship of the power is there [AA:transports]. */
export function landingZoneClear(state: AaState, zone: string): boolean {
  const nation = powerOf(state);
  if (hostileSea(state, nation, zone)) return false;
  const sub = enemiesAt(state, nation, zone).some(([, e]) => !e.aboard && defOf(state, e.type).submarine === true);
  return !sub || Object.values(state.units).some((u) => u.owner === nation && u.at === zone && !u.aboard && isFightingShip(state, u));
}

/** The move that settles the first open obligation of the combat move, or null when none is open or none can be settled by a move. */
export function settleCombatMove(state: AaState): AaAction | null {
  if (state.phase !== "combat-move" || state.decision) return null;
  const nation = powerOf(state);
  for (const p of combatMoveProblems(state)) {
    for (const id of p.units) {
      const u = state.units[id];
      if (!u) continue;
      const transport = u.aboard ?? ((defOf(state, u.type).transportCapacity ?? 0) > 0 ? id : undefined);
      if (!transport) continue;
      const t = state.units[transport]!;
      const cargo = cargoOf(state, transport).map(([c]) => c);
      if (cargo.length === 0) continue;
      const beach = t.unloadedTo ?? coasts(state, t.at)[0];
      if (beach) return { type: "unload", units: cargo, to: beach };
      const d = defOf(state, t.type);
      const left = t.unloaded ? 0 : d.movement - t.moved;
      for (const [zone] of [...reachable(state, nation, d, t.at, left)].sort((a, b) => a[1] - b[1] || (a[0] < b[0] ? -1 : 1))) {
        if (coasts(state, zone).length === 0 || !landingZoneClear(state, zone)) continue;
        const path = findPath(state, nation, d, t.at, zone, left);
        if (path) return { type: "move", units: [transport], path };
      }
    }
  }
  return null;
}

/** Whether the combat move could still end after this state: no obligation, or one a bot's next move settles. */
export function settleable(state: AaState): boolean {
  return combatMoveProblems(state).length === 0 || settleCombatMove(state) !== null;
}
