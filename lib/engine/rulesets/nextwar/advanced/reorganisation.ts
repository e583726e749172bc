import type { GameEvent, GameState } from "../types";

// Placeholder until the HQ/SOF helpers land [18.2, 20.3, 27.9.1]: replaced in this session.
export function runAdvancedReorganisation(_draft: GameState, _events: GameEvent[]): void {}
