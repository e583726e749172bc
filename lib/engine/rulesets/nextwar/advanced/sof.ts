import type { GameEvent, GameState } from "../types";

/** The reorganisation phase readies the SOF markers back from their missions [20.3] (the SOF helper, H3, fills this in). */
export function readySof(_draft: GameState, _events: GameEvent[]): void {}
