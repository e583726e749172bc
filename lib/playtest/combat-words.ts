import { type CombatOutcome, type GameEvent, type NextWarLine, nextWarActionTitle, nextWarEventWords, nextWarLastCombat } from "@/lib/engine";
import { asNamer, type Namer } from "./names";
import { advancedActionTitle } from "./advanced-words";

/**
 * The Next War playtest's log and combat panel in words: the engine's words
 * (lib/engine/rulesets/nextwar/words*.ts) with the studio's namer, which the
 * screens and tests may hand over as the namer itself or as plain id → name
 * tables (units and places, and sides).
 */

export type { CombatOutcome };

type Names = Namer | Readonly<Record<string, string>>;

/** A line for the game log: what happened in words, with the rule behind it and whether dice were rolled. */
export function describeEvent(event: GameEvent, names: Names = {}, sideNames: Readonly<Record<string, string>> = {}): NextWarLine {
  return nextWarEventWords(event, asNamer(names, sideNames));
}

/** The most recent combat of the log and what followed it [9.7], or null when the segment has ended since. */
export function lastCombat(log: readonly { events: readonly GameEvent[] }[], names: Names = {}, sideNames: Readonly<Record<string, string>> = {}): CombatOutcome | null {
  return nextWarLastCombat(log, asNamer(names, sideNames));
}

/** The title of a log entry: the action in words. */
export function actionTitle(action: { type: string; [key: string]: unknown }, names: Names = {}): string {
  const n = asNamer(names);
  return advancedActionTitle(action, n) ?? nextWarActionTitle(action, n);
}
