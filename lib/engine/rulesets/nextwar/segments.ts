import { type FlatSegment, flatten } from "../../core/flow";
import { NEXTWAR_ADVANCED_SOP } from "./advanced/sop";
import { SEGMENTS } from "./sop";
import type { GameState } from "./types";

/** The Advanced game's segments, flattened once [16.0]. */
export const ADVANCED_SEGMENTS: readonly FlatSegment[] = flatten(NEXTWAR_ADVANCED_SOP);

/** The flat sequence of play a game walks: the standard game's [3.0] or the Advanced game's [16.0]. */
export function segmentsOf(state: Pick<GameState, "ruleset">): readonly FlatSegment[] {
  return state.ruleset === "nextwar-advanced" ? ADVANCED_SEGMENTS : SEGMENTS;
}

/** The segment a game is in now. */
export function segmentNow(state: Pick<GameState, "ruleset" | "step">): FlatSegment {
  const s = segmentsOf(state)[state.step];
  if (!s) throw new Error(`no segment at step ${state.step}`);
  return s;
}
