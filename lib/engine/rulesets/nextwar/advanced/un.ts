import type { GameEvent, GameState } from "../types";

// Placeholder until the UN helper lands [28]: replaced in this session.
export function runMediation(_draft: GameState, _events: GameEvent[]): void {}
