import type { GameEvent, GameState } from "../types";
import { RuleError } from "../../../core/errors";
import { type Board, defOf, enemyOf, inFriendlyCountry } from "../board";
import { contextOf } from "../context";
import { advOf, setAdv } from "./state";

/**
 * Advanced movement [25] without the air war's units:
 * - [25.1] case 3a: an airlift, paradrop or airmobile mission whose target
 *   hex is in own or friendly country and not within 2 hexes of an enemy
 *   unit or HQ, while the moving side holds any level of air superiority or
 *   the level is contested, succeeds automatically — no ADF roll at all.
 *   Every other case keeps the standard ADF [6.6] until the air war brings
 *   the Advanced ADF procedures (RULINGS-advanced.md "Movement [25]").
 * - [25.4] a failed contested-move roll: a naval unit aborts (it stays where
 *   it was, the standard result [8.5.6.4.1]) or, by its owner's choice
 *   (`naval-move` `onFail: "strike"`), moves on with a strike [27.4]; a sea
 *   transport goes back to its start, as in the standard game.
 */

/** The moving side's levels under which case 3a holds: any level of its own air superiority, or contested [25.1]. */
const OWN_OR_CONTESTED: ReadonlySet<string> = new Set(["supremacy", "superiority", "favourable", "contested"]);

/** The enemy's ground units (HQs included) within 2 hexes of the hex [25.1]. */
function enemyWithin2(b: Board, side: string, hex: number): boolean {
  const enemy = b.ctx.sides.indexOf(enemyOf(b.ctx, side));
  for (const [h] of b.at) if (b.occupant[h] === enemy && b.ctx.cm.distance(h, hex) <= 2) return true;
  return false;
}

/** Whether an Advanced air transport mission succeeds automatically [25.1 case 3a]. */
export function airTransportSafe(b: Board, side: string, target: number): boolean {
  if (!b.state.adv) return false;
  const level = b.state.air?.level[side];
  if (!level || !OWN_OR_CONTESTED.has(level)) return false;
  return inFriendlyCountry(b.ctx, side, target) && !enemyWithin2(b, side, target);
}

/** Why a naval unit may not take the strike a failed contested move would cost (the Advanced game only), or null [25.4, 27.4]. */
export function contestedStrikeBar(state: GameState, unit: string, onFail: unknown): RuleError | null {
  if (onFail === undefined || onFail === "abort") return null;
  if (onFail !== "strike") return new RuleError("25.4", `a failed contested move is "abort" or "strike", not ${String(onFail)}`);
  if (!state.adv) return new RuleError("25.4", "moving on with a strike after a failed contested move is an Advanced game rule");
  // Ruling: a strike on a strike 2 marker is an X [27.4]; the unit would leave the map — not a way to move on.
  if ((state.adv.strikes[unit] ?? 0) >= 2) return new RuleError("25.4", `${unit} already carries a strike 2 marker: another strike would sink it [27.4]`);
  return null;
}

/** The naval unit moves on under a strike: strike 1 on no marker, strike 2 on strike 1 [25.4, 27.4]. */
export function strikeOnContestedMove(draft: GameState, unit: string, events: GameEvent[]): void {
  const adv = advOf(draft);
  const marker: 1 | 2 = (adv.strikes[unit] ?? 0) >= 1 ? 2 : 1;
  setAdv(draft, { strikes: { ...adv.strikes, [unit]: marker } });
  events.push({ type: "contested-move-strike", unit, side: defOf(contextOf(draft.bundle), unit).side, marker, rule: "25.4" });
}
