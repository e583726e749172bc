import type { GameEvent } from "./types";
import { nextWarActionTitle, nextWarEventWords } from "./words";
import { type CombatOutcome, nextWarLastCombat } from "./words-combat";
import type { NextWarNames } from "./words-common";

/**
 * Names for the words' tests [#27]: plain id → name tables (units and places,
 * and sides), a hex label said as "hex 2114", as the studio's namer says them;
 * and the words called with such tables, as the tests have always called them.
 */

type Table = Readonly<Record<string, string>>;

const HEX_LABEL = /^[0-9]{2,8}$/;

export function tableNames(names: Table = {}, sides: Table = {}): NextWarNames {
  const any = (id: unknown) => names[String(id)] ?? (HEX_LABEL.test(String(id)) ? `hex ${String(id)}` : String(id));
  const value = (v: unknown): string => {
    if (v === null || v === undefined) return "none";
    if (Array.isArray(v)) return v.map(value).join(", ");
    if (typeof v === "object") return Object.entries(v).map(([k, x]) => `${k} ${value(x)}`).join("; ");
    return typeof v === "string" ? any(v) : String(v);
  };
  return {
    unit: (id) => names[String(id)] ?? String(id),
    type: (id) => names[String(id)] ?? String(id),
    nation: (id) => sides[String(id)] ?? String(id),
    side: (id) => sides[String(id)] ?? String(id),
    place: any,
    text: (s) => s,
    value,
  };
}

export const describeEvent = (event: GameEvent, names: Table = {}, sides: Table = {}) => nextWarEventWords(event, tableNames(names, sides));

export const lastCombat = (log: readonly { events: readonly GameEvent[] }[], names: Table = {}, sides: Table = {}): CombatOutcome | null => nextWarLastCombat(log, tableNames(names, sides));

export const actionTitle = (action: { type: string; [key: string]: unknown }, names: Table = {}) => nextWarActionTitle(action, tableNames(names));
