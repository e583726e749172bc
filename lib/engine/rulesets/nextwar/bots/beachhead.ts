import type { Action } from "../types";
import { beachheadOptions } from "../beachheads";
import { type Board, buildBoard, defOf, sideIndex, unitsAt } from "../board";
import { seaTransportOptions } from "../sea-transport";
import { overstackBy } from "../stacking";
import { hexInSupply, supplyRuleOn } from "../supply";
import { BEACH_NEAR } from "./amphibious";
import { bestCarry } from "./carry";
import { routeRisks, SEA_TRANSPORT_MIN_GAIN, SEA_TRANSPORT_MIN_PASS, toOwnBeachhead } from "./sea-transport";

/**
 * The greedy bot's own beachheads [8.5.7.2, 8.5.8.2, 8.5.8.2.1].
 *
 * Reinforcing by sea [8.5.7.2]: marines and foot units with MA 5 or less
 * sail from a friendly port to a beachhead of the same zone (the engine's
 * option list says which may, within the turn's SP [8.5.7.4]) when the
 * beachhead is worth it — a spearhead within BEACH_NEAR hexes of an
 * objective (amphibious.ts's test of a beach worth landing on), or a landing
 * its units still hold with enemy units next to it. Scored as the other
 * carries are (bestCarry: hexes gained × SP × the chance the sailing goes
 * through), a threatened landing counting THREAT_GAIN hexes more; the same
 * 7-in-10 contested-move threshold as port to port [8.5.6.4.1]; never
 * overstacking the beachhead (6 SP [8.5.8.2]); never the marines an AMPH is
 * coming for (greedy.ts holds them in port [8.5.8.3]).
 *
 * Lifting [8.5.8.2.1]: removal is at will in the owner's movement segment.
 * A beachhead that serves nothing goes: no own unit on it or next to it,
 * not a spearhead, and (with the supply rule) no own unit that would fall
 * out of supply without it [13.1.2]. Lifting it starts the marker's two
 * turns sooner and frees the AMPH the bot keeps next to it (busyAmphs) to
 * fetch marines for a landing elsewhere.
 */

/** Hexes a sailing to a beachhead must gain: as port to port in one zone, though the units then move no more [8.5.7.2]. */
export const BEACHHEAD_MIN_GAIN = SEA_TRANSPORT_MIN_GAIN;

/**
 * Hexes reinforcing a threatened landing is worth on top of the hexes it
 * gains: enough that a port no nearer the objective than the beachhead
 * still sends units.
 */
export const THREAT_GAIN = BEACHHEAD_MIN_GAIN;

/** The side's beachheads on the map, by hex. */
function ownBeachheads(b: Board, side: string): number[] {
  return Object.entries(b.state.beachheads?.at ?? {})
    .filter(([, m]) => m.side === side)
    .map(([h]) => Number(h))
    .sort((x, y) => x - y);
}

/** Whether a hex next to `hex` holds ground units of the side with index `own` (`enemy`: of another side). */
function next(b: Board, hex: number, own: number, enemy = false): boolean {
  const cm = b.ctx.cm;
  for (let d = 0; d < 6; d += 1) {
    const nb = cm.neighbours[hex * 6 + d] as number;
    const occ = nb >= 0 ? (b.occupant[nb] as number) : -1;
    if (occ >= 0 && (occ === own) !== enemy) return true;
  }
  return false;
}

/**
 * The greedy bot's sea transport to its own beachheads [8.5.7.2]; `held`:
 * units to leave where they are. Null when the side has no beachhead or no
 * sailing to one is worth it.
 */
export function chooseBeachheadTransport(b: Board, side: string, toGoal: Int32Array, held: ReadonlySet<string> = new Set()): Action | null {
  const { ctx, state } = b;
  const heads = ownBeachheads(b, side);
  if (heads.length === 0) return null;
  const own = sideIndex(ctx, side);
  // Beachheads worth reinforcing, and whether each is threatened.
  const worth = new Map<number, boolean>();
  for (const h of heads) {
    const threatened = b.occupant[h] === own && next(b, h, own, true);
    if (threatened || (toGoal[h] as number) <= BEACH_NEAR) worth.set(h, threatened);
  }
  if (worth.size === 0) return null;
  const options = seaTransportOptions(b, side).filter((a) => a.type === "sea-transport" && toOwnBeachhead(b, side, a) && worth.has(ctx.cm.indexOf(a.to)) && !a.units.some((id) => held.has(id)));
  if (options.length === 0) return null;
  const riskOf = routeRisks(b, side);
  return bestCarry(b, side, toGoal, options, {
    type: "sea-transport",
    minGain: BEACHHEAD_MIN_GAIN,
    gain: (_origin, target, toward) => toward + (worth.get(target) ? THREAT_GAIN : 0),
    keep: (a, origin, target) => {
      const risk = riskOf(origin, target);
      return !!risk && risk.pass >= SEA_TRANSPORT_MIN_PASS && overstackBy(ctx, target, [...unitsAt(b, target), ...a.units], state) <= 0;
    },
    weight: (_a, origin, target) => riskOf(origin, target)?.pass ?? 0,
  });
}

/** Whether some own unit is in supply now only through the beachhead in `hex` [13.1.2]. */
function suppliesUnits(b: Board, side: string, hex: number): boolean {
  const { ctx, state } = b;
  if (!supplyRuleOn(ctx) || !state.beachheads) return false;
  const at = { ...state.beachheads.at };
  delete at[hex];
  const without = buildBoard({ ...state, beachheads: { ...state.beachheads, at } });
  for (const [h, ids] of b.at) {
    if (defOf(ctx, ids[0] as string).side === side && hexInSupply(b, side, h) && !hexInSupply(without, side, h)) return true;
  }
  return false;
}

/** The greedy bot lifts a beachhead that serves nothing, by the engine's own removal options [8.5.8.2.1]; null when none. */
export function chooseBeachheadRemoval(b: Board, side: string, toGoal: Int32Array): Action | null {
  const { ctx } = b;
  if (ownBeachheads(b, side).length === 0) return null;
  const own = sideIndex(ctx, side);
  for (const a of beachheadOptions(b, side, "move")) {
    if (a.type !== "remove-beachhead") continue;
    const h = ctx.cm.indexOf(a.hex);
    if (b.occupant[h] === own || next(b, h, own) || (toGoal[h] as number) <= BEACH_NEAR) continue;
    if (suppliesUnits(b, side, h)) continue;
    return a;
  }
  return null;
}
