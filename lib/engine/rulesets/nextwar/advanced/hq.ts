import { RuleError } from "../../../core/errors";
import { TC_SEA } from "../../../map/compiled-map";
import { contextOf } from "../context";
import type { GameEvent, GameState } from "../types";
import { advOf, setAdv } from "./state";
import { hqOutOfAction } from "./supply-state";
import type { HqUses } from "./types";

/**
 * An HQ's combat uses [18.2]: two a game turn, one in the strike phase (an
 * HQ support attack [18.2.2]) and one in the combat segments (combat support
 * [18.2.1] or a CW marker [18.2.4]) — never two supports in combat. Each
 * strike marker hit takes one use for the rest of the turn, an "X" all of
 * them [18.2, 27.3.1, 27.3.3]; a rebuilt HQ starts the next turn with one
 * gone [18.5]. None out of supply or isolated [19.5, 19.7.2], none at sea,
 * in a box or aboard an AMPH [18.2.5]. Uses are recorded in `adv.hq`.
 */

/** Combat uses an HQ has a turn [18.2]. */
export const HQ_USES_A_TURN = 2;

export type HqUse = "strike" | "combat";

function usesOf(state: GameState, hqId: string): HqUses {
  return advOf(state).hq[hqId] ?? { used: 0, lost: 0 };
}

/** Why an HQ can use no combat ability at all now, or null [18.2.5, 19.5, 19.7.2]. */
export function hqBar(state: GameState, hqId: string): RuleError | null {
  const ctx = contextOf(state.bundle);
  const d = ctx.units.get(hqId);
  const u = state.units[hqId];
  if (!d || !u || !d.hq) return new RuleError("18.2", `${hqId} is not an HQ`);
  if (u.status !== "map" || u.hex < 0 || ctx.cm.terrain[u.hex] === TC_SEA) return new RuleError("18.2.5", `${hqId} is not on a land hex of the map (at sea, in a box or aboard an AMPH it has no combat ability)`);
  if (hqOutOfAction(state, hqId)) return new RuleError("18.2", `${hqId} is out of supply or isolated and has no combat ability`);
  return null;
}

/** Uses left this turn, whatever they are for [18.2]: 0 when the HQ may use none now. */
export function usesLeft(state: GameState, hqId: string): number {
  if (!state.adv || hqBar(state, hqId)) return 0;
  const h = usesOf(state, hqId);
  return Math.max(0, HQ_USES_A_TURN - h.used - h.lost);
}

/** Whether the HQ may use its ability for this purpose now: a use left, and not already used for it this turn [18.2]. */
export function hqUseBar(state: GameState, hqId: string, use: HqUse): RuleError | null {
  const bar = hqBar(state, hqId);
  if (bar) return bar;
  const h = usesOf(state, hqId);
  if (use === "strike" && h.strike) return new RuleError("18.2.2", `${hqId} has already made its support attack this turn`);
  if (use === "combat" && h.combat) return new RuleError("18.2", `${hqId} has already supported a combat this turn (never two in the combat segments)`);
  if (usesLeft(state, hqId) <= 0) return new RuleError("18.2", `${hqId} has no combat use left this turn`);
  return null;
}

/** Records a use [18.2]. */
export function spendHqUse(draft: GameState, hqId: string, use: HqUse, events: GameEvent[]): void {
  const adv = advOf(draft);
  const h = usesOf(draft, hqId);
  setAdv(draft, { hq: { ...adv.hq, [hqId]: { ...h, used: h.used + 1, [use]: true } } });
  events.push({ type: "hq-use", unit: hqId, use, left: Math.max(0, HQ_USES_A_TURN - h.used - 1 - h.lost), rule: "18.2" });
}

/** The HQ uses invariant for property runs [18.2]: each use spent is its turn's one strike or one combat, and spent + lost never pass two; the first HQ breaking it, or null. */
export function hqUsesBroken(state: GameState): string | null {
  for (const [id, h] of Object.entries(state.adv?.hq ?? {})) {
    const marked = (h.strike ? 1 : 0) + (h.combat ? 1 : 0);
    if (h.used !== marked || h.lost < 0 || h.used + h.lost > HQ_USES_A_TURN) return `${id}: ${JSON.stringify(h)}`;
  }
  return null;
}
