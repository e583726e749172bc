import { nextInt } from "../../core/rng";
import type { AaEvent, AaState } from "./types";

/** The faces of the d6 [AA:conduct-combat]: what `force-die` accepts. */
export const D6_MIN = 1;
export const D6_MAX = 6;

/**
 * One six-sided die from the game's seeded generator [AA:conduct-combat];
 * a value queued by `force-die` (testing aid) comes first. Every roll is
 * logged as a `die-roll` event with what it was for.
 */
export function rollD6(draft: AaState, events: AaEvent[], rule: string, purpose: string, extra: Record<string, unknown> = {}): number {
  const d = draft.dice;
  let value: number;
  let forced = false;
  if (d.forced && d.forced.length > 0) {
    value = d.forced[0] as number;
    forced = true;
    if (d.forced.length === 1) delete d.forced;
    else d.forced = d.forced.slice(1);
  } else value = nextInt(d, 6) + 1;
  const e: AaEvent = { type: "die-roll", value, rule, purpose, ...extra };
  if (forced) e.forced = true;
  events.push(e);
  return value;
}

/** Rolls `n` dice and counts those at or below `hitOn` [AA:conduct-combat]. */
export function rollHits(draft: AaState, events: AaEvent[], n: number, hitOn: number, rule: string, purpose: string, extra: Record<string, unknown> = {}): number {
  let hits = 0;
  for (let i = 0; i < n; i += 1) if (rollD6(draft, events, rule, purpose, { ...extra, hitOn }) <= hitOn) hits += 1;
  return hits;
}
