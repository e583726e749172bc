import type { Action } from "../types";
import type { Board } from "../board";
import { contestedCheck } from "../naval-move";
import { seaTransportOptions, transportRoute } from "../sea-transport";
import { bestCarry } from "./carry";

/** Hexes a sea transport between ports of one zone must gain: the units land with half their MA, as after an airlift [8.5.7.1]. */
export const SEA_TRANSPORT_MIN_GAIN = 6;

/** Hexes a sailing between zones must gain: the units move no more after it, so it must beat a whole land move [8.5.7.1]. */
export const SEA_TRANSPORT_MIN_GAIN_NO_MOVE = 10;

/**
 * Least chance of passing the contested-move roll the bot sails with: a
 * failed roll spends the units' move in their port [8.5.6.4.1]. On the
 * sample's table a roll with no DRM passes 6 in 10, too few; one with a
 * friendly −1 passes 7 in 10.
 */
export const SEA_TRANSPORT_MIN_PASS = 0.7;

/** A sea transport route's worth to the bot: whether units may move after landing, and the chance the sailing goes through. */
export interface RouteRisk {
  sameZone: boolean;
  pass: number;
}

/**
 * The risk of each route from a port (or beachhead) to another, worked out
 * once per pair (every stack from a place sails the same route): null when
 * there is no route; `pass` 1 with no contested-move roll due, else the
 * share of the ten rolls that pass at the route's DRM [8.5.6.4.1].
 */
export function routeRisks(b: Board, side: string): (origin: number, target: number) => RouteRisk | null {
  const { ctx, state } = b;
  const chart = ctx.charts.contestedSeaMove;
  const risks = new Map<number, RouteRisk | null>();
  return (origin, target) => {
    const key = origin * ctx.cm.n + target;
    if (risks.has(key)) return risks.get(key) ?? null;
    const route = transportRoute(ctx, state, side, origin, target);
    let risk: RouteRisk | null = null;
    if (route) {
      const check = contestedCheck(ctx, state, side, null, route.path);
      let pass = 10;
      if (check.reasons.length > 0 && chart) {
        pass = 0;
        for (let die = 0; die <= 9; die += 1) if (chart.results[Math.min(9, Math.max(0, die + check.drm))] === "pass") pass += 1;
      }
      risk = { sameZone: route.sameZone, pass: pass / 10 };
    }
    risks.set(key, risk);
    return risk;
  };
}

/** Whether a sea transport lands on one of the side's beachheads [8.5.7.2]: beachhead.ts's chooser weighs those. */
export function toOwnBeachhead(b: Board, side: string, a: Action): boolean {
  return a.type === "sea-transport" && b.state.beachheads?.at[b.ctx.cm.indexOf(a.to)]?.side === side;
}

/**
 * The greedy bot's sea transport [8.5.7.1]: from a friendly port to another,
 * the sailing that brings the most SP the most hexes nearer the bot's
 * objectives (bestCarry), weighed by the chance it goes through — a route
 * with no contested-move roll beats one with a roll, and one whose roll
 * fails too often is never taken [8.5.6.4.1]. At least
 * SEA_TRANSPORT_MIN_GAIN hexes within one zone, SEA_TRANSPORT_MIN_GAIN_NO_MOVE
 * between zones; never the last unit out of a VP hex the side holds; within
 * the SP the side may still ship this turn (the option list keeps to it
 * [8.5.7.4]). Landings on the side's own beachheads, after which the units
 * move no more, are left to chooseBeachheadTransport [8.5.7.2]. Null when
 * no sailing is worth it.
 */
export function chooseSeaTransport(b: Board, side: string, toGoal: Int32Array): Action | null {
  const options = seaTransportOptions(b, side).filter((a) => !toOwnBeachhead(b, side, a));
  if (options.length === 0) return null;
  const riskOf = routeRisks(b, side);
  return bestCarry(b, side, toGoal, options, {
    type: "sea-transport",
    minGain: SEA_TRANSPORT_MIN_GAIN,
    keep: (_a, origin, target) => {
      const risk = riskOf(origin, target);
      if (!risk || risk.pass < SEA_TRANSPORT_MIN_PASS) return false;
      return risk.sameZone || (toGoal[origin] as number) - (toGoal[target] as number) >= SEA_TRANSPORT_MIN_GAIN_NO_MOVE;
    },
    weight: (_a, origin, target) => riskOf(origin, target)?.pass ?? 0,
  });
}
