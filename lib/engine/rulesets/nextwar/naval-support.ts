import type { GameState } from "./types";
import { RuleError } from "../../core/errors";
import type { Board } from "./board";
import { defOf } from "./board";
import type { Context } from "./context";
import { locationOf } from "./sea-zones";
import { navalOf, navalState } from "./naval-state";

/**
 * Naval combat support [7.3.1, 7.3.4 item 1, 9.6.1]: a naval unit in a sea
 * hex supports one combat per combat segment within its range (hexes from
 * its sea hex to the combat hex) with its CS, unless an enemy naval unit is
 * next to it. Any number may support a combat. Naval units take no losses
 * in the standard game [7.3.5] and meet no ADF [9.2.5].
 */

/** A naval unit's combat support value [2.4.2]. */
export function navalCs(ctx: Context, id: string): number {
  return defOf(ctx, id).cs;
}

/** The combat segment key of a state: one support per naval unit per key [7.3.1]. */
export function segmentKey(state: GameState): number {
  return state.turn * 100 + state.step;
}

/** Why a naval unit cannot support a combat at `target` now, or null [7.3.1]. */
export function navalSupportBar(b: Board, id: string, side: string, target: number): RuleError | null {
  const { ctx, state } = b;
  const d = ctx.units.get(id);
  if (!d?.naval) return new RuleError("7.3.1", `${id} is not a naval unit`);
  if (d.side !== side) return new RuleError("7.3.1", `${id} is not ${side}'s naval unit`);
  if (d.cs <= 0) return new RuleError("7.3.1", `${id} has no combat support value`);
  const loc = locationOf(ctx, state, id);
  if (!loc || loc.kind !== "sea-hex") return new RuleError("7.3.1", `${id} supports combat only from a sea hex`);
  if (navalState(state).supported[id] === segmentKey(state)) return new RuleError("7.3.1", `${id} has already supported a combat this segment`);
  const dist = ctx.cm.distance(loc.hex, target);
  if (dist > d.range) return new RuleError("7.3.1", `${id} is ${dist} hexes from ${ctx.cm.label(target)}, beyond its range ${d.range}`);
  for (const other of ctx.navalIds) {
    if (defOf(ctx, other).side === side) continue;
    const l = locationOf(ctx, state, other);
    if (l && l.hex >= 0 && ctx.cm.distance(l.hex, loc.hex) === 1) return new RuleError("7.3.1", `${id} has an enemy naval unit (${other}) next to it`);
  }
  return null;
}

/** `side`'s naval units that could support a combat at `target` now, by id [7.3.1]. */
export function navalCandidates(b: Board, side: string, target: number): string[] {
  return b.ctx.navalIds.filter((id) => defOf(b.ctx, id).side === side && navalSupportBar(b, id, side, target) === null);
}

/** Marks naval units as having supported in this combat segment [7.3.1]. */
export function markNavalSupport(draft: GameState, ids: readonly string[]): void {
  if (ids.length === 0) return;
  const n = navalOf(draft);
  const key = segmentKey(draft);
  for (const id of ids) n.supported[id] = key;
}
