import type { GameEvent, GameState } from "./types";
import { airbaseLost } from "./airmobile";
import { setControl } from "./state";
import { controlOf } from "./board";
import { contextOf } from "./context";
import { needsMopUp } from "./terrain";

/**
 * The control step of the reorganisation phase [2.8, 8.4]: each hex entered
 * this turn passes to the last side to enter it, except enemy cities, major
 * cities and installations, which pass only by a successful mop-up [8.4.1.2].
 * Capturing an enemy-held VP hex scores its VP this turn [12.1]; losing an
 * airbase of the side's own country may cost it an airmobile point [8.5.4.2].
 */
export function runControl(draft: GameState, events: GameEvent[]): void {
  const ctx = contextOf(draft.bundle);
  const changes = new Map<number, string>();
  for (const key of Object.keys(draft.entered).map(Number).sort((a, b) => a - b)) {
    const side = draft.entered[key] as string;
    if (needsMopUp(ctx, draft, key, side)) continue;
    changes.set(key, side);
  }
  for (const key of Object.keys(draft.pendingControl).map(Number).sort((a, b) => a - b)) changes.set(key, draft.pendingControl[key] as string);
  for (const [hex, side] of [...changes].sort((a, b) => a[0] - b[0])) {
    const before = controlOf(ctx, draft, hex);
    if (before === side) continue;
    setControl(draft, hex, side);
    events.push({ type: "control", hex: ctx.cm.label(hex), side, from: before, rule: "8.4" });
    if (before !== null) airbaseLost(draft, hex, before, events);
    const vp = ctx.vpHexes.get(hex);
    if (vp !== undefined && vp > 0) {
      draft.vp.thisTurn[side] = (draft.vp.thisTurn[side] ?? 0) + vp;
      events.push({ type: "vp", side, amount: vp, hex: ctx.cm.label(hex), reason: "captured a VP hex", rule: "12.1" });
    }
  }
  draft.entered = {};
  draft.pendingControl = {};
  draft.mopUpAbandoned = {};
}
