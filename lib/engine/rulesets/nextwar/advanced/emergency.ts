import { RuleError } from "../../../core/errors";
import { rollDie } from "../../../core/dice";
import { type Board, buildBoard } from "../board";
import type { GameEvent, GameState } from "../types";
import { advOf, setAdv } from "./state";
import { advancedCharts, traceSide } from "./supply-lines";
import { spendBar, spendSupplyPoints, supplyCosts } from "./supply-points";

/**
 * Emergency supply [19.6]: in its emergency segment a side spends supply
 * points, at most 3 a phase, on land units out of supply: 1 a unit, 3 an
 * HQ, then a roll on the emergency resupply table; "supply" puts an
 * emergency supply marker on it for the turn (it counts as in supply, but
 * receives no replacements [19.5]); the points are spent either way. One try
 * a unit a phase. An HQ so supplied supplies its subordinates as usual: they
 * trace to it again at once.
 */

export function emergencyCost(b: Board, id: string): number {
  return b.ctx.units.get(id)?.hq ? supplyCosts(b.state).emergencyHq : supplyCosts(b.state).emergencyUnit;
}

/** Supply points the side has spent on emergency supply this phase (the tries recorded this turn) [19.6]. */
export function emergencySpent(b: Board, side: string): number {
  let n = 0;
  for (const id of Object.keys(b.state.adv?.emergencyTried ?? {})) if (b.ctx.units.get(id)?.side === side) n += emergencyCost(b, id);
  return n;
}

export function checkEmergency(b: Board, side: string, id: string): number | RuleError {
  const { ctx, state } = b;
  const d = ctx.units.get(id);
  const u = state.units[id];
  if (!d || !u || !d.ground || d.supplyUnit) return new RuleError("19.6", `${id} is not a land unit or HQ`);
  if (d.side !== side) return new RuleError("19.6", `${id} is not ${side}'s`);
  if (u.status !== "map") return new RuleError("19.6", `${id} is not on the map`);
  if (state.supply?.out[id] !== true) return new RuleError("19.6", `${id} is not out of supply`);
  if (state.adv?.emergencyTried[id]) return new RuleError("19.6", `${id} has already tried emergency supply this phase`);
  const cost = emergencyCost(b, id);
  const spent = emergencySpent(b, side);
  if (spent + cost > supplyCosts(b.state).emergencyPerPhase) return new RuleError("19.6", `at most ${supplyCosts(b.state).emergencyPerPhase} supply points a phase go on emergency supply (${spent} spent; this costs ${cost})`);
  return spendBar(state, side, cost, "emergency supply") ?? cost;
}

export function applyEmergency(draft: GameState, side: string, id: string, cost: number, events: GameEvent[]): void {
  spendSupplyPoints(draft, side, cost, "19.6", "emergency supply", events);
  setAdv(draft, { emergencyTried: { ...advOf(draft).emergencyTried, [id]: true } });
  const b = buildBoard(draft);
  const table = advancedCharts(b.ctx).emergencyResupply;
  const roll = rollDie(draft, events, "19.6", "emergency resupply", { unit: id }).value;
  const result = table[Math.max(0, Math.min(table.length - 1, roll))];
  const supplied = result === "supply";
  events.push({ type: "emergency-supply", side, unit: id, roll, result, supplied, rule: "19.6" });
  if (!supplied) return;
  setAdv(draft, { emergency: { ...advOf(draft).emergency, [id]: true } });
  const out = { ...draft.supply?.out };
  delete out[id];
  const lines = { ...advOf(draft).lines, [id]: [b.ctx.cm.label(draft.units[id]?.hex as number)] };
  // An HQ supplied this way supplies its subordinates as usual [19.6].
  if (b.ctx.units.get(id)?.hq) {
    const trace = traceSide(buildBoard({ ...draft, supply: { out } }), side);
    for (const other of Object.keys(out)) {
      const line = trace.lines.get(other);
      if (!line) continue;
      delete out[other];
      lines[other] = line;
    }
  }
  draft.supply = { out };
  setAdv(draft, { lines });
}
