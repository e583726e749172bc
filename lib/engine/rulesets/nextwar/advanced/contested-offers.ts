import type { Context } from "../context";
import { contestedCheck } from "../naval-move";
import type { NavalLocation } from "../sea-zones";
import type { GameState } from "../types";
import { contestedStrikeBar } from "./movement-rules";

/** Whether the legal-action list offers a naval move's strike variant: the move needs the contested roll and the unit may take the strike [25.4]. */
export function contestedStrikeOffered(ctx: Context, state: GameState, side: string, unit: string, path: readonly { key: string; loc: NavalLocation }[]): boolean {
  return !contestedStrikeBar(state, unit, "strike") && contestedCheck(ctx, state, side, unit, path).reasons.length > 0;
}
