import { type DiceState, drawD10 } from "./rng";
import type { LogEvent } from "./events";

/**
 * Every die roll goes through here so the log shows each one [2.6]: a
 * `die-roll` event with the value, the rule that called for it, what it was
 * for, and `forced: true` when a `force-die` action set it (testing aid).
 */
export function rollDie(draft: { dice: DiceState }, events: LogEvent[], rule: string, purpose: string, extra: Record<string, unknown> = {}): { value: number; forced: boolean } {
  const r = drawD10(draft.dice);
  const e: LogEvent = { type: "die-roll", value: r.value, rule, purpose, ...extra };
  if (r.forced) e.forced = true;
  events.push(e);
  return r;
}
