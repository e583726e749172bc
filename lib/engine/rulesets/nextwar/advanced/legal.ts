import type { FlatSegment } from "../../../core/flow";
import type { Board } from "../board";
import type { Action } from "../types";

/**
 * The Advanced game's legal actions in its own segments [16.0] (logistics,
 * emergency supply, UN, electronic detection, SOF, strikes); legal.ts adds
 * `end-segment`. Each list comes from the module of its rule.
 */
export function advancedOptions(_b: Board, _side: string, _seg: FlatSegment): Action[] {
  // Filled by each rule module as it lands (this session).
  return [];
}
