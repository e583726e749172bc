import type { Action } from "../types";
import { type Board, controlOf, defOf, unitsAt } from "../board";
import { AMPH_BASE } from "../helicopters";
import { stackSp } from "../stacking";
import { amphFlightHex } from "../usmc-airmobile";

/** The special moves that carry a stack from its hex to `to` in one go [8.5.2, 8.5.3, 8.5.4, 8.5.7.1]. */
export type CarryAction = Extract<Action, { type: "airlift" | "paradrop" | "airmobile" | "sea-transport" }>;

export interface CarryRules {
  /** The move type to weigh: other actions in the list are passed over. */
  type: CarryAction["type"];
  /** Hexes the move must bring the units nearer their objective. */
  minGain: number;
  /**
   * The move's gain in hexes when it is worth more than the hexes it brings
   * the units nearer (`toGoal[origin] − toGoal[target]`, given as `toward`),
   * e.g. reinforcing a threatened beachhead; scored and held to `minGain` alike.
   */
  gain?: (origin: number, target: number, toward: number) => number;
  /** The chooser's own test of a move (its risk, its landing hex); false passes it over. */
  keep?: (a: CarryAction, origin: number, target: number) => boolean;
  /**
   * What the gain is worth, 0 to 1 (the chance the move goes through): the
   * score is gain × SP × weight, so a sure move beats a risky one of the same gain.
   */
  weight?: (a: CarryAction, origin: number, target: number) => number;
}

/**
 * The move among `options` that brings the most SP the most hexes nearer the
 * bot's objectives (`toGoal`, hex distance to the nearest), at least
 * `rules.minGain` hexes; never the last unit out of a VP hex the side holds
 * (the greedy bot's garrison rule). Ties keep the first listed. Null when
 * none is worth it. The greedy bot's airlift, paradrop, airmobile and sea
 * transport choosers differ only in `rules`.
 */
export function bestCarry(b: Board, side: string, toGoal: Int32Array, options: readonly Action[], rules: CarryRules): CarryAction | null {
  const { ctx, state } = b;
  let best: CarryAction | null = null;
  let bestScore = 0;
  for (const a of options) {
    if (a.type !== rules.type) continue;
    const origin = startHex(b, a.units[0] as string);
    if (origin < 0) continue;
    const target = ctx.cm.indexOf(a.to);
    const toward = (toGoal[origin] as number) - (toGoal[target] as number);
    const gain = rules.gain ? rules.gain(origin, target, toward) : toward;
    if (gain < rules.minGain) continue;
    if (rules.keep && !rules.keep(a, origin, target)) continue;
    const own = unitsAt(b, origin).filter((id) => defOf(ctx, id).side === side);
    if (ctx.vpHexes.has(origin) && controlOf(ctx, state, origin) === side && a.units.length >= own.length) continue;
    const score = gain * stackSp(ctx, a.units) * (rules.weight ? rules.weight(a, origin, target) : 1);
    if (score > bestScore) {
      best = a;
      bestScore = score;
    }
  }
  return best;
}

/** Where a carried unit starts: its hex, or for one aboard an AMPH the AMPH's sea hex or port, from which a USMC airmobile move flies [8.5.5]; -1 for none. */
function startHex(b: Board, id: string): number {
  const u = b.state.units[id];
  if (!u) return -1;
  if (u.status === "offmap" && u.at?.startsWith(AMPH_BASE)) return amphFlightHex(b, u.at.slice(AMPH_BASE.length));
  return u.status === "map" ? u.hex : -1;
}
