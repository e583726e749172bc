import { RuleError } from "../../../core/errors";
import type { GameEvent, GameState } from "../types";
import { advOf, setAdv } from "./state";
import type { AdvancedCharts } from "@/lib/model/advanced";
import { contextOf } from "../context";
import { advancedCharts } from "./supply-lines";
import { sofReinforcements } from "./sof-reinforcements";

/**
 * Supply points [19.3]: each side's store, never below 0 — once it is empty
 * nothing more is spent until points arrive. Points come from the
 * scenario's schedule in the reinforcement phase, from depots and MSUs
 * turned into points [19.4, 19.6], and from enemy depots and MSUs destroyed
 * in ground combat [19.4.1].
 *
 * What points buy and are worth is the game's chart (`charts.advanced.supplyCosts`;
 * the starter charts hold the rulebook's numbers [18.5, 19.4, 19.4.1, 19.6]).
 */
export function supplyCosts(state: Pick<GameState, "bundle">): AdvancedCharts["supplyCosts"] {
  return advancedCharts(contextOf(state.bundle)).supplyCosts;
}

export function supplyPointsOf(state: GameState, side: string): number {
  return state.adv?.supplyPoints[side] ?? 0;
}

/** Refuses a spend the side cannot pay: points never go below 0 [19.3]. */
export function spendBar(state: GameState, side: string, cost: number, what: string): RuleError | null {
  const have = supplyPointsOf(state, side);
  return have < cost ? new RuleError("19.3", `${side} has ${have} supply points; ${what} costs ${cost}`) : null;
}

/** Spends points (checked first with `spendBar`; throws rather than go below 0) [19.3]. */
export function spendSupplyPoints(draft: GameState, side: string, cost: number, rule: string, what: string, events: GameEvent[]): void {
  const bar = spendBar(draft, side, cost, what);
  if (bar) throw bar;
  if (cost === 0) return;
  const total = supplyPointsOf(draft, side) - cost;
  setAdv(draft, { supplyPoints: { ...advOf(draft).supplyPoints, [side]: total } });
  events.push({ type: "supply-points", side, points: -cost, total, reason: what, rule });
}

export function gainSupplyPoints(draft: GameState, side: string, points: number, rule: string, what: string, events: GameEvent[]): void {
  if (points <= 0) return;
  const total = supplyPointsOf(draft, side) + points;
  setAdv(draft, { supplyPoints: { ...advOf(draft).supplyPoints, [side]: total } });
  events.push({ type: "supply-points", side, points, total, reason: what, rule });
}

/** The reinforcement phase: the scenario's supply points for this turn [19.3], then the SOF markers [20.4]. */
export function receiveSupplyPoints(draft: GameState, events: GameEvent[]): void {
  for (const p of draft.bundle.scenario.advanced?.supplyPointSchedule ?? []) {
    if (p.turn === draft.turn) gainSupplyPoints(draft, p.side, p.points, "19.3", "the scenario's supply points", events);
  }
  sofReinforcements(draft, events);
}
