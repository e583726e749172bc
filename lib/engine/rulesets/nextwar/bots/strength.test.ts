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
