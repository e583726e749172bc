import { boardOf } from "./board";
import { areaRules, sideOf } from "./state";
import type { AaEvent, AaState } from "./types";

/** Victory cities held per side [AA:victory]. */
export function victoryCitiesHeld(state: AaState): Record<string, number> {
  const board = boardOf(state.bundle.map);
  const listed = state.bundle.scenario.victoryCities?.cities;
  const cities = listed ?? [...board.spaces.values()].filter((s) => s.victoryCity).map((s) => s.id);
  const held: Record<string, number> = Object.fromEntries(state.bundle.scenario.sides.map((s) => [s.id, 0]));
  for (const c of cities) {
    const owner = state.control[c];
    const side = owner ? sideOf(state, owner) : undefined;
    if (side) held[side] = (held[side] ?? 0) + 1;
  }
  return held;
}

/** The rulebook's threshold when nothing else is agreed: 「特に合意がない場合は、9都市が標準的な勝利条件」 [AA:victory]. */
export const STANDARD_VICTORY = 9;

/**
 * Victory cities a side must hold to win [AA:victory]: the scenario's standard
 * number, or its total one when it plays for a total victory (its standard
 * number when it names no total); the standard 9 when it names no threshold
 * (a total victory is chosen only in a scenario's victory cities, beside its numbers).
 */
export function victoryTarget(state: AaState): number {
  const vc = state.bundle.scenario.victoryCities;
  if (!vc) return STANDARD_VICTORY;
  return areaRules(state.bundle.scenario).victory === "total" ? (vc.totalVictory ?? vc.standardVictory) : vc.standardVictory;
}

/**
 * At the end of each round [AA:victory]: a side holding the scenario's number
 * of victory cities (standard, or total when the scenario plays for a total
 * victory) wins; after the round limit the side with more cities has the
 * better of a drawn war (no winner on a tie).
 */
export function checkVictory(draft: AaState, events: AaEvent[]): void {
  const held = victoryCitiesHeld(draft);
  const rules = areaRules(draft.bundle.scenario);
  const needed = victoryTarget(draft);
  events.push({ type: "victory-check", rule: "AA:victory", round: draft.round, held, needed });
  const winner = Object.entries(held).find(([, n]) => n >= needed)?.[0];
  if (winner) {
    draft.result = { winner, level: rules.victory, reason: `${winner} holds ${held[winner]} victory cities`, victoryCities: held };
  } else if (draft.round >= rules.roundLimit) {
    const sorted = Object.entries(held).sort((a, b) => b[1] - a[1]);
    const lead = sorted[0] && sorted[1] && sorted[0][1] > sorted[1][1] ? sorted[0][0] : null;
    draft.result = { winner: lead, level: "round-limit", reason: `round ${draft.round} was the last`, victoryCities: held };
  }
  if (draft.result) events.push({ type: "game-over", rule: "AA:victory", ...draft.result });
}
