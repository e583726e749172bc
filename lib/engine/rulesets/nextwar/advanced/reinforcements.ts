import type { GameEvent, GameState } from "../types";

// Placeholder until the supply/SOF helpers land [19.3, 20.4]: replaced in this session.
export function runAdvancedReinforcements(_draft: GameState, _events: GameEvent[]): void {}
