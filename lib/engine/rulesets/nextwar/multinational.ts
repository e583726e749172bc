import { defOf } from "./board";
import type { Context } from "./context";

/**
 * Multinational units [8.1.1.2, 9.6.5]. The standard rules give a stack of
 * several nations no effect of its own ("usually supplemented by the game's
 * own rules" [8.1.1.2]) and leave multinational attack DRMs to the game's
 * rules [9.6.5]; so the engine only tells which nations a group holds, and
 * the scenario's special rules (special-rules.ts) say what that changes.
 * Each nation counts as itself: nations are the scenario's nation ids.
 */
export function nationsOf(ctx: Context, ids: readonly string[]): string[] {
  const out: string[] = [];
  for (const id of ids) {
    const n = defOf(ctx, id).nation;
    if (!out.includes(n)) out.push(n);
  }
  return out;
}

/** Units of more than one nation [8.1.1.2, 9.6.5]. */
export function isMultinational(ctx: Context, ids: readonly string[]): boolean {
  return nationsOf(ctx, ids).length > 1;
}

/** Info text for a multinational stack in a combat: stacking lets it be, with no effect unless a scenario rule gives one [8.1.1.2]. */
export function multinationalStackNote(ctx: Context, ids: readonly string[], where: string): string | null {
  const nations = nationsOf(ctx, ids);
  if (nations.length < 2) return null;
  return `Multinational stack ${where} (${nations.join(", ")}): stacks freely; no effect in the standard rules beyond scenario rules`;
}
