import { RuleError } from "../../../core/errors";
import type { FlatSegment } from "../../../core/flow";
import type { GameState } from "../types";
import { contextOf } from "../context";

/**
 * How depots and MSUs move [19.4, 25.3, 27.3.1, 27.3.2]: a depot never
 * moves; an MSU moves as a motorised unit only in the initiative and basic
 * movement segments (not the elite reaction, breakthrough or reaction ones);
 * under strike 1 not in the initiative segment and at half MA in the basic
 * one, under strike 2 one hex only (its MA: advanced/values.ts).
 */
const MSU_SEGMENTS = new Set(["initiative-move", "first-move", "second-move"]);

export function supplyUnitMoveBar(state: GameState, seg: FlatSegment, ids: readonly string[]): RuleError | null {
  if (!state.adv) return null;
  const ctx = contextOf(state.bundle);
  for (const id of ids) {
    if (!ctx.units.get(id)?.supplyUnit) continue;
    if (state.units[id]?.face === "depot") return new RuleError("19.4", `${id} is a depot: depots never move`);
    if (!MSU_SEGMENTS.has(seg.id)) return new RuleError("25.3", `${id} is an MSU: MSUs move only in the initiative and basic movement segments`);
    if (seg.id === "initiative-move" && state.adv.strikes[id] === 1) return new RuleError("27.3.1", `${id} is under a strike 1 marker: it cannot move in the initiative movement segment`);
  }
  return null;
}
