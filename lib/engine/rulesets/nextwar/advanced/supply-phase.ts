import type { GameEvent, GameState } from "../types";

// Placeholder until the supply helper lands [19]: replaced in this session.
export function runAdvancedSupply(_draft: GameState, _events: GameEvent[], _check: 1 | 2): void {}
export function runIsolation(_draft: GameState, _events: GameEvent[]): void {}
