import type { RulesetNames } from "../../core/ruleset";

/**
 * What Next War's words share [#27]: a line of the log, the names they take
 * and the small helpers every area of the words uses (combat, turn, naval,
 * amphibious).
 */

/** A line of the log: what happened, the rule behind it, and whether dice were rolled. */
export interface NextWarLine {
  text: string;
  rule?: string;
  dice?: boolean;
}

/**
 * The names the words take: the contract's, and optionally a list of units in
 * one call (the studio's namer has one that names whatever is not a unit, too).
 */
export interface NextWarNames extends RulesetNames {
  units?(ids: unknown): string;
}

/** A list of unit ids in words: "1st Infantry Bde, 2nd Rifle Bde". */
export function unitList(names: NextWarNames): (ids: unknown) => string {
  if (names.units) return (ids) => names.units!(ids);
  return (ids) => (Array.isArray(ids) ? ids.map((id) => names.unit(id)).join(", ") : ids === undefined || ids === null ? "" : names.unit(ids));
}

export const num = (v: unknown) => (typeof v === "number" ? v : 0);
export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** An id as words: "initiative-move" → "Initiative move". */
export const humanId = (s: unknown) => String(s).replace(/-/g, " ").replace(/^./, (c) => c.toUpperCase());
