import type { BotRandom } from "../../../core/rng";
import { type Board, valuesOf } from "../board";
import type { Action, GameState } from "../types";
import { emergencyOptions, logisticsOptions } from "../advanced/supply-options";
import { emergencyCost } from "../advanced/emergency";
import { traceSide } from "../advanced/supply-lines";
import { supplyCosts, supplyPointsOf } from "../advanced/supply-points";

/**
 * The greedy bot's logistics and emergency supply [19.4, 19.6]: it keeps
 * enough supply points to rebuild an HQ [18.5]; in a logistics segment it
 * buys an MSU where it has units out of supply (on the depot or major city
 * nearest them, one where none stands yet); in an emergency segment it
 * supplies an HQ out of supply first (it brings its subordinates back), then
 * its strongest unit. It never cashes a depot or MSU. Anything else: the
 * segment ends. null outside these segments.
 */
/** The supply points the greedy bot keeps for an HQ rebuild [18.5]. */
export const spReserve = (state: GameState): number => supplyCosts(state).hqRebuild;

export function chooseSupplyAction(b: Board, side: string, kind: string): Action | null {
  if (!b.state.adv || (kind !== "logistics" && kind !== "emergency")) return null;
  return (kind === "logistics" ? chooseLogistics(b, side) : chooseEmergency(b, side)) ?? { type: "end-segment" };
}

function chooseLogistics(b: Board, side: string): Action | null {
  const { ctx, state } = b;
  if (supplyPointsOf(state, side) - supplyCosts(state).createMsu < spReserve(state)) return null;
  const trace = traceSide(b, side);
  const cut: number[] = [];
  for (const [hex, ids] of b.at) if (ids.some((id) => ctx.units.get(id)?.side === side && !ctx.units.get(id)?.supplyUnit && !trace.lines.has(id))) cut.push(hex);
  if (cut.length === 0) return null;
  const hasMsu = (hex: number) => (b.at.get(hex) ?? []).some((id) => ctx.units.get(id)?.supplyUnit && state.units[id]?.face !== "depot");
  const spots = logisticsOptions(b, side).filter((a): a is Extract<Action, { type: "create-msu" }> => a.type === "create-msu" && !hasMsu(ctx.cm.indexOf(a.at)));
  const near = (a: { at: string }) => Math.min(...cut.map((h) => ctx.cm.distance(h, ctx.cm.indexOf(a.at))));
  spots.sort((x, y) => near(x) - near(y) || (x.at < y.at ? -1 : 1));
  return spots[0] ?? null;
}

function chooseEmergency(b: Board, side: string): Action | null {
  const { ctx, state } = b;
  const left = supplyPointsOf(state, side);
  const options = emergencyOptions(b, side).filter((a): a is Extract<Action, { type: "emergency-supply" }> => a.type === "emergency-supply" && left - emergencyCost(b, a.unit) >= spReserve(state));
  const worth = (id: string) => (ctx.units.get(id)?.hq ? 1000 : 0) + valuesOf(ctx, state, id).attack + valuesOf(ctx, state, id).defence;
  options.sort((x, y) => worth(y.unit) - worth(x.unit) || (x.unit < y.unit ? -1 : 1));
  return options[0] ?? null;
}

/**
 * The random bot's logistics and emergency supply: half the time it ends the
 * segment, otherwise it takes one of the legal actions at random — so a
 * segment full of cheap actions (cashing, buying back) does not run on.
 * Draws only in these segments of an Advanced game; null elsewhere.
 */
export function randomSupplyAction(rng: BotRandom, b: Board, side: string, kind: string): Action | null {
  if (!b.state.adv || (kind !== "logistics" && kind !== "emergency")) return null;
  const options = kind === "logistics" ? logisticsOptions(b, side) : emergencyOptions(b, side);
  if (options.length === 0 || rng.chance(0.5)) return { type: "end-segment" };
  return rng.pick(options);
}
