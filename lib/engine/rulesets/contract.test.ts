import { describe, expect, it } from "vitest";
import { type AnyRuleset, playWith, replayWith } from "../core/ruleset";
import { tinyBundle } from "./aa1942/test-kit";
import { RULESETS, UnknownRulesetError, createRegistry } from "./index";
import { sampleBundle } from "./nextwar/test-kit";
import { raceRuleset } from "./race/ruleset";

/**
 * The ruleset contract [#27] (lib/engine/core/ruleset.ts), held by every
 * registered ruleset and by Race, a ruleset the tests plug in to show a third
 * one needs no other wiring: a game is created, its legal actions are each
 * accepted, an illegal one is refused as data, bots finish a game, and its log
 * replays to the same hash.
 */
const BUNDLES: Record<string, () => unknown> = {
  nextwar: sampleBundle,
  aa1942: () => tinyBundle(),
  race: () => ({ sides: ["north", "south"], goal: 10 }),
};

const registry = createRegistry([...RULESETS.all, raceRuleset]);

describe.each(registry.all.map((r) => [r.id, r] as const))("the %s ruleset keeps the contract", (id, ruleset: AnyRuleset) => {
  const bundle = () => {
    const make = BUNDLES[id];
    if (!make) throw new Error(`the contract suite has no bundle for ruleset ${id}: add one to BUNDLES`);
    return make();
  };

  it("creates a game from (bundle, seed) that is the same every time, with a side to act", () => {
    const a = ruleset.create(bundle(), { seed: 7 });
    const b = ruleset.create(bundle(), { seed: 7 });
    expect(ruleset.hash(a)).toBe(ruleset.hash(b));
    expect(ruleset.over(a)).toBe(false);
    expect(ruleset.sides(a).length).toBeGreaterThanOrEqual(2);
    expect(ruleset.sides(a)).toContain(ruleset.actingSide(a));
  });

  it("accepts each legal action it lists, without changing the state it was given", () => {
    const state = ruleset.create(bundle(), { seed: 7 });
    const before = ruleset.hash(state);
    const legal = ruleset.legalActions?.(state) ?? [];
    for (const action of legal.slice(0, 40)) expect(ruleset.apply(state, action), JSON.stringify(action)).not.toHaveProperty("error");
    expect(ruleset.hash(state)).toBe(before);
  });

  it("refuses an action it does not know as data, naming a rule, and never throws", () => {
    const state = ruleset.create(bundle(), { seed: 7 });
    for (const nonsense of [{ type: "no-such-action" }, null, 42]) {
      const r = ruleset.apply(state, nonsense);
      expect(r).toMatchObject({ error: expect.any(String), rule: expect.any(String) });
    }
  });

  it("has a random and a greedy bot, which finish a game that replays to the same hash", () => {
    expect(Object.keys(ruleset.bots)).toEqual(expect.arrayContaining(["random", "greedy"]));
    const played = playWith(ruleset, bundle(), 11, ["greedy", "random"]);
    expect(played.truncated).toBe(false);
    expect(ruleset.over(played.state)).toBe(true);
    const again = replayWith(ruleset, bundle(), 11, played.actions);
    expect(again).toMatchObject({ hash: played.hash });
  }, 60_000);
});

describe("the registry", () => {
  it("finds each ruleset by the game document's id, and answers an unknown one with one clear error", () => {
    expect(RULESETS.get("nextwar").name).toBe("The Next War");
    expect(RULESETS.get("aa1942").name).toBe("Axis & Allies 1942");
    expect(RULESETS.find("race")).toBeUndefined();
    expect(() => RULESETS.get("chess")).toThrow(UnknownRulesetError);
    expect(() => RULESETS.get("chess")).toThrow('The game\'s ruleset "chess" is not one Warbench plays (nextwar, aa1942)');
    expect(() => RULESETS.get(undefined)).toThrow("The game's ruleset is missing and is not one Warbench plays (nextwar, aa1942)");
  });

  it("takes a new ruleset as one more entry: Race plays through the same loop as the others", () => {
    const race = registry.get("race");
    const played = playWith(race, BUNDLES.race!(), 3, ["random", "greedy"]);
    expect(played.state).toMatchObject({ result: { winner: expect.stringMatching(/^(north|south)$/) } });
  });
});
