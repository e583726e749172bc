import type { GameEvent, GameState } from "../types";

// Placeholder until the SOF helper (H3) lands [20.4]: it replaces this body. Called by advanced/reinforcements.ts.
export function sofReinforcements(_draft: GameState, _events: GameEvent[]): void {}
