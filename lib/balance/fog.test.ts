import { describe, expect, it } from "vitest";
import { sampleBundle } from "@/lib/engine/rulesets/nextwar/test-kit";
import { playRecorded } from "./play";

/*
 * A balance run with fog of war on [13.2]: the bots play from what their side
 * may know (lib/engine/rulesets/nextwar/fog-bot.ts), and a choice the true
 * state refuses is theirs to handle — the run never meets an illegal action.
 */
const bundle = sampleBundle();
const game = { ruleset: "nextwar" as const, bundle: { ...bundle, scenario: { ...bundle.scenario, optionalRules: { ...bundle.scenario.optionalRules, fogOfWar: true } } } };

describe("balance games with fog of war on [13.2]", () => {
  it.each([
    [["greedy", "greedy"], 11],
    [["greedy", "random"], 12],
    [["random", "greedy"], 13],
  ] as const)("%j, seed %i, plays to a result", (bots, seed) => {
    const record = playRecorded(game, 0, seed, bots);
    expect(record.level).toEqual(expect.any(String));
    // The last turn, or earlier by automatic victory [12.3].
    expect(record.turns).toBeGreaterThanOrEqual(1);
    expect(record.turns).toBeLessThanOrEqual(bundle.scenario.turns.last);
  }, 120_000);
});
