import type { GameEvent, GameState } from "./types";
import { rollDie } from "../../core/dice";
import { contextOf } from "./context";

/**
 * Weather [4.0]: GT1's weather is chosen by the initiative player (or fixed
 * by the scenario's gt1Weather); later turns roll on the weather table line
 * covering the turn. Storm effects are read where they apply: the TEC's
 * storm column [4.1.3, 8.3], advance only into the vacated hex [4.1.3, 9.9.1].
 */
export function weatherToChoose(state: GameState): boolean {
  return state.turn === firstTurn(state) && state.bundle.scenario.gt1Weather === undefined && state.weather === null;
}

export function runWeather(draft: GameState, events: GameEvent[]): void {
  if (draft.turn === firstTurn(draft)) {
    const w = draft.bundle.scenario.gt1Weather ?? draft.weather ?? "clear";
    draft.weather = w;
    events.push({ type: "weather", turn: draft.turn, weather: w, chosen: true, rule: "4.0" });
    return;
  }
  const table = contextOf(draft.bundle).charts.weather;
  const line = table.find((l) => l.fromTurn <= draft.turn && draft.turn <= l.toTurn);
  if (!line) {
    draft.weather = "clear";
    events.push({ type: "weather", turn: draft.turn, weather: "clear", note: "no weather line for this turn", rule: "4.0" });
    return;
  }
  const r = rollDie(draft, events, "4.0", "weather");
  const roll = r.value;
  draft.weather = line.results[roll] ?? "clear";
  events.push({ type: "weather", turn: draft.turn, weather: draft.weather, roll, ...(r.forced ? { forced: true } : {}), rule: "4.0" });
}

export function firstTurn(state: GameState): number {
  return state.bundle.scenario.turns.first ?? 1;
}
