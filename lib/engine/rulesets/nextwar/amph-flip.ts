import type { Action, GameEvent, GameState, UnitState } from "./types";
import { RuleError } from "../../core/errors";
import { hasSagBack, flippedToSag } from "./amph-face";
import type { Context } from "./context";
import { AMPH_BASE } from "./helicopters";
import { locationOf } from "./sea-zones";

/**
 * Flipping an AMPH to its SAG side [7.3.2.1]: "一部の AMPH ユニットは、裏面が
 * SAG [7.3.3] となっている。自軍移動フェイズにおいて、他のユニットが乗船して
 * いない状態ならば、SAG の面に裏返すことができる。いったん裏返した場合、元の
 * AMPH の面に戻すことはできない。" An AMPH with a SAG back, in play, with no
 * unit aboard — no land unit and no USMC helicopter based on it (a SAG could
 * carry neither [6.5.5]) — may flip in its side's movement segments (not the
 * elite reaction segment, where only ground units act [3.0]), whether or not
 * it moved; flipping is not a naval move, so it costs none and a storm does
 * not stop it. It stays a SAG for the rest of the game.
 */

/** Why `unit` may not flip to its SAG side for `side` now (the segment is the caller's), or null [7.3.2.1]. */
export function flipBar(ctx: Context, state: GameState, side: string, unit: string): RuleError | null {
  const d = ctx.units.get(unit);
  if (!d?.amph) return new RuleError("7.3.2.1", `${unit} is not an AMPH`);
  if (d.side !== side) return new RuleError("7.3.2.1", `${unit} is not ${side}'s AMPH`);
  if (!hasSagBack(ctx, unit)) return new RuleError("7.3.2.1", `${unit} has no SAG side (only some AMPHs have one)`);
  if (flippedToSag(state, unit)) return new RuleError("7.3.2.1", `${unit} already shows its SAG side, for good`);
  if (!locationOf(ctx, state, unit)) return new RuleError("7.3.2.1", `${unit} is not in play`);
  const aboard = Object.keys(state.units).filter((id) => state.units[id]?.status === "offmap" && state.units[id]?.at === AMPH_BASE + unit && (state.units[id]?.steps ?? 0) > 0);
  if (aboard.length > 0) return new RuleError("7.3.2.1", `${unit} still has ${aboard.join(", ")} aboard; only an AMPH with no other unit aboard flips`);
  return null;
}

/** Flips `unit` to its SAG side for good (checked by `flipBar`) [7.3.2.1]. */
export function applyFlip(draft: GameState, ctx: Context, side: string, unit: string, events: GameEvent[]): void {
  const u = draft.units[unit] as UnitState;
  u.face = "sag";
  events.push({ type: "amph-flipped", side, unit, at: locationOf(ctx, draft, unit)?.key ?? u.at ?? "", rule: "7.3.2.1" });
}

/** The flips `side` may make now, for the legal-action list (the caller checked the segment) [7.3.2.1]. */
export function flipOptions(ctx: Context, state: GameState, side: string): Extract<Action, { type: "flip-amph" }>[] {
  return ctx.navalIds.filter((id) => hasSagBack(ctx, id) && !flipBar(ctx, state, side, id)).map((unit) => ({ type: "flip-amph" as const, unit }));
}
