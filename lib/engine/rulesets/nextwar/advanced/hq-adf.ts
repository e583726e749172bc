import type { Context } from "../context";
import { enemyOf } from "../board";
import type { GameState } from "../types";
import { hqBar } from "./hq";

/**
 * An HQ's air defence DRM [18.2.3]: −1 to the ADF rolls against enemy units
 * landing, or flying a mission, within 2 hexes of it — any number of times a
 * turn, never counted among its combat uses. The HQ must be able to use its
 * abilities at all: on a land hex, in supply and not isolated [18.2, 18.2.5].
 * Several HQs near one target still give −1 (RULINGS-advanced.md).
 */
export const HQ_ADF_RANGE = 2;
export const HQ_ADF_DRM = -1;

/** The DRM and the HQ giving it for an ADF roll against `flyingSide`'s mission at `target`, or null. */
export function hqAdfDrm(state: GameState, ctx: Context, flyingSide: string, target: number): { drm: number; hq: string } | null {
  if (!state.adv || target < 0) return null;
  const side = enemyOf(ctx, flyingSide);
  for (const id of ctx.unitIds) {
    const d = ctx.units.get(id);
    const u = state.units[id];
    if (!d?.hq || d.side !== side || !u || u.hex < 0) continue;
    if (ctx.cm.distance(u.hex, target) > HQ_ADF_RANGE || hqBar(state, id)) continue;
    return { drm: HQ_ADF_DRM, hq: id };
  }
  return null;
}
