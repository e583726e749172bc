import type { FlatSegment } from "../../../core/flow";
import type { GameEvent, GameState } from "../types";
import { buildBoard } from "../board";
import { emergencyOptions, logisticsOptions } from "./supply-options";
import { skipDetect } from "./electronic-detection";
import { skipSof } from "./sof-options";
import { skipStrike } from "./hq-attack";
import { skipUn } from "./un";

/**
 * Whether an Advanced interactive segment has nothing for its side to do,
 * so the flow skips it as the standard game skips empty segments [16.0]:
 * logistics [19.4] and emergency supply [19.6] here; electronic detection
 * [21.3], SOF [20.1], strikes [18.2.2] and the UN segments [28.1, 28.2]
 * ask their own modules.
 */
export function skipAdvancedSegment(draft: GameState, seg: FlatSegment, side: string | null, events: GameEvent[]): boolean {
  if (!side || !draft.adv) return true;
  switch (seg.kind) {
    case "logistics":
      return logisticsOptions(buildBoard(draft), side).length === 0;
    case "emergency":
      return emergencyOptions(buildBoard(draft), side).length === 0;
    case "detect":
      return skipDetect(draft, side);
    case "sof":
      return skipSof(draft, side);
    case "strike":
      return skipStrike(draft, side);
    case "un":
      return skipUn(draft, side, events);
    default:
      return true;
  }
}
