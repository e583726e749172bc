import type { GameEvent, GameState } from "../types";
import { F_PORT } from "../../../map/compiled-map";
import { contextOf } from "../context";
import { ownPort } from "../naval-havens";
import { clearTurnMarkers } from "./detection";
import { readySof } from "./sof";
import { advOf, setAdv } from "./state";
import type { HqUses } from "./types";

/**
 * The Advanced part of the reorganisation phase [27.9.1, 18.2, 18.2.4, 20.3,
 * 20.2.3]: strike 1 markers come off and strike 2 markers turn to strike 1
 * (units, HQs, depots, MSUs; a naval unit's only in a port of its side
 * [27.4]) [27.9.1]; HQs turn back to face their full
 * combat uses [18.2] — but an HQ rebuilt this turn keeps one use gone for
 * the next turn [18.5]; CW markers are removed at the end of the turn
 * [18.2.4]; the SOF markers back from missions are readied [20.3] and the
 * turn's detection and designation markers removed [20.2.2, 20.2.3]
 * (sof.ts, detection.ts).
 */
export function runAdvancedReorganisation(draft: GameState, events: GameEvent[]): void {
  const adv = advOf(draft);
  const ctx = contextOf(draft.bundle);
  const strikes: Record<string, 1 | 2> = {};
  let lifted = 0;
  let turned = 0;
  for (const [id, level] of Object.entries(adv.strikes)) {
    // A naval unit's marker is reduced only while it lies in a port of its own side [27.4].
    if (ctx.units.get(id)?.naval && !inOwnPort(draft, id)) {
      strikes[id] = level;
      continue;
    }
    if (level === 2) {
      strikes[id] = 1;
      turned += 1;
    } else lifted += 1;
  }
  // An HQ rebuilt in this turn's replacement phase starts the next turn with one use gone [18.5]; the record is kept one turn.
  const hq: Record<string, HqUses> = {};
  const rebuiltHq: Record<string, number> = {};
  for (const [id, turn] of Object.entries(adv.rebuiltHq)) {
    if (turn < draft.turn) continue;
    rebuiltHq[id] = turn;
    hq[id] = { used: 0, lost: 1 };
  }
  const cw = Object.keys(adv.cwMarkers).length;
  setAdv(draft, { strikes, hq, rebuiltHq, cwMarkers: {} });
  events.push({ type: "advanced-reorganisation", strikesLifted: lifted, strikesTurned: turned, cwMarkersRemoved: cw, rule: "27.9.1" });
  readySof(draft, events);
  clearTurnMarkers(draft, events);
}

function inOwnPort(state: GameState, id: string): boolean {
  const ctx = contextOf(state.bundle);
  const u = state.units[id];
  const d = ctx.units.get(id);
  // A naval unit in port is off the map with its port's label as its place.
  const hex = u && u.status === "offmap" && u.at ? ctx.cm.indexOf(u.at) : -1;
  return !!d && hex >= 0 && ctx.cm.has(hex, F_PORT) && ownPort(state, ctx, hex, d.side);
}
