import type { GameEvent, GameState } from "../types";
import { buildBoard } from "../board";
import { setAdv } from "./state";
import { traceSide } from "./supply-lines";
import { runIsolationPhase } from "./isolation";

/**
 * The Advanced supply checks [19.0]: twice in an initiative turn, once in a
 * contested turn. Each finds every land unit and HQ's line of communication
 * [19.2] (supply-lines.ts); units without one are out of supply for what
 * follows, recorded in the standard game's `supply.out` so every effect of
 * [19.5] the standard rules already give holds. The first check of a turn
 * lifts the last turn's emergency supply markers and opens a new emergency
 * phase (one try a unit) [19.6].
 */
export function runAdvancedSupply(draft: GameState, events: GameEvent[], check: 1 | 2): void {
  if (check === 1) setAdv(draft, { emergency: {}, emergencyTried: {} });
  const b = buildBoard(draft);
  const { ctx } = b;
  const out: Record<string, true> = {};
  const lines: Record<string, string[]> = {};
  for (const side of ctx.sides) {
    const trace = traceSide(b, side);
    const cut: string[] = [];
    for (const ids of b.at.values()) {
      for (const id of ids) {
        const d = ctx.units.get(id);
        if (!d || d.side !== side) continue;
        const line = trace.lines.get(id);
        if (line) lines[id] = line;
        else if (!d.supplyUnit) {
          out[id] = true;
          cut.push(id);
        }
      }
    }
    cut.sort();
    events.push({ type: "supply", side, outOfSupply: cut, check, rule: "19.2" });
  }
  draft.supply = { out };
  setAdv(draft, { lines });
}

/** The isolation/surrender phase [19.7]. */
export function runIsolation(draft: GameState, events: GameEvent[]): void {
  runIsolationPhase(draft, events);
}
