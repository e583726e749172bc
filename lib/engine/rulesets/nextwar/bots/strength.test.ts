import { describe, expect, it } from "vitest";
import { sampleBundle } from "../test-kit";
import { BOTS, playGame } from "./index";

/*
 * A balance report is only as good as the bot that plays it: the greedy bot
 * must beat the random bot from either side of the sample (issue 16 asks for
 * at least 90% of games). `warbench balance --games 200` each way measured
 * 100% (Wilson 95%: 98.1–100%); here 16 seeds a side keep the test quick and
 * would still fail a bot that wins only 90% half the time.
 */
const bundle = sampleBundle();
const SEEDS = Array.from({ length: 16 }, (_, i) => 500 + i);

describe("the greedy bot against the random bot on the Next War sample", () => {
  it.each([
    ["blue", "red"],
    ["red", "blue"],
  ])("greedy as %s wins at least 15 of 16 games", (greedy, random) => {
    let wins = 0;
    for (const seed of SEEDS) {
      const g = playGame(bundle, seed, { [greedy]: BOTS.greedy!, [random]: BOTS.random! });
      expect(g.truncated).toBe(false);
      if (g.state.result?.winner === greedy) wins += 1;
    }
    expect(wins).toBeGreaterThanOrEqual(15);
  }, 180_000);
});

/*
 * Under fog of war [13.2] the greedy bot guesses each unseen counter to be
 * like its stack's top (fog-state.ts): it must still beat the random bot, or a
 * balance run with fog on measures a bot that plays blind rather than the
 * scenario. 48 games (seeds 100–123, each way, supply on too) were 48 wins;
 * 8 seeds a side here.
 */
const fogged = { ...bundle, scenario: { ...bundle.scenario, optionalRules: { ...bundle.scenario.optionalRules, fogOfWar: true } } };

describe("the greedy bot against the random bot under fog of war [13.2]", () => {
  it.each([
    ["blue", "red"],
    ["red", "blue"],
  ])("greedy as %s wins at least 7 of 8 games", (greedy, random) => {
    let wins = 0;
    for (const seed of SEEDS.slice(0, 8)) {
      const g = playGame(fogged, seed, { [greedy]: BOTS.greedy!, [random]: BOTS.random! });
      expect(g.truncated).toBe(false);
      if (g.state.result?.winner === greedy) wins += 1;
    }
    expect(wins).toBeGreaterThanOrEqual(7);
  }, 180_000);
});
