import type { AnyRuleset } from "../core/ruleset";
import { aa1942Ruleset } from "./aa1942/ruleset";
import { nextWarRuleset } from "./nextwar/ruleset";

/**
 * The rulesets Warbench plays, by the game document's `ruleset` [#27]. A new
 * rule system is one folder beside these, exporting its Ruleset, and one line
 * here; the contract suite (contract.test.ts) then holds it to the contract.
 */
export interface RulesetRegistry {
  /** Every ruleset, in the order the studio lists them. */
  readonly all: readonly AnyRuleset[];
  /** The ruleset of that id (or game document `ruleset` value, e.g. "nextwar-standard"), or undefined. */
  find(id: unknown): AnyRuleset | undefined;
  /** The ruleset of that id (or game document value); an unknown one is the one clear error, with the ids there are. */
  get(id: unknown): AnyRuleset;
}

export class UnknownRulesetError extends Error {
  constructor(
    readonly id: unknown,
    known: readonly string[],
  ) {
    super(`The game's ruleset ${typeof id === "string" ? `"${id.slice(0, 60)}"` : "is missing and"} is not one Warbench plays (${known.join(", ")})`);
    this.name = "UnknownRulesetError";
  }
}

/** A registry of these rulesets (the contract tests make one with a ruleset of their own). */
export function createRegistry(rulesets: readonly AnyRuleset[]): RulesetRegistry {
  const byId = new Map(rulesets.map((r) => [r.id, r]));
  if (byId.size !== rulesets.length) throw new Error("two rulesets share an id");
  const byName = new Map(byId);
  for (const r of rulesets) {
    for (const value of r.gameRulesets ?? []) {
      if (byName.has(value) && byName.get(value) !== r) throw new Error(`two rulesets play games of ruleset ${value}`);
      byName.set(value, r);
    }
  }
  return {
    all: rulesets,
    find: (id) => (typeof id === "string" ? byName.get(id) : undefined),
    get(id) {
      const found = typeof id === "string" ? byName.get(id) : undefined;
      if (!found) throw new UnknownRulesetError(id, [...byId.keys()]);
      return found;
    },
  };
}

export const RULESETS: RulesetRegistry = createRegistry([nextWarRuleset, aa1942Ruleset]);
export { aa1942Ruleset, nextWarRuleset };
