import { describe, expect, it } from "vitest";
import { sampleBundle } from "@/lib/engine/rulesets/nextwar/test-kit";
import { buildBotCheck, planRun, splitRecords } from "./bot-check";
import { playRecorded } from "./play";

/*
 * Issue 16 item 5 on the Next War sample, through the same path as
 * `warbench balance --bot-check 40` (on one thread): the greedy bot must win
 * at least 90% of its games against the random bot from either side, or
 * every balance report of the sample is meaningless. Measured with
 * `--bot-check 200 --seed 1`: 200/200 from each side (Wilson 98.1–100%).
 */
const GAMES_PER_SIDE = 40;

describe("bot check on the Next War sample", () => {
  it(`greedy beats random in at least 90% of ${GAMES_PER_SIDE} seeded games from each side`, () => {
    const game = { ruleset: "nextwar" as const, bundle: sampleBundle() };
    const sides = game.bundle.scenario.sides.map((s) => s.id);
    const plan = planRun({ seed: 1, games: 0, bots: ["greedy", "greedy"], botCheck: GAMES_PER_SIDE });
    const records = Array.from({ length: plan.total }, (_, i) => {
      const job = plan.job(i);
      return playRecorded(game, job.index, job.seed, job.bots);
    });
    const check = buildBotCheck({ sides, seed: 1, gamesPerSide: GAMES_PER_SIDE }, splitRecords({ games: 0, botCheck: GAMES_PER_SIDE, sides: sides.length }, records).check);
    expect(check.sides.map((s) => s.side)).toEqual(["blue", "red"]);
    for (const s of check.sides) {
      expect(s.games).toBe(GAMES_PER_SIDE);
      expect(s.wins, `greedy as ${s.side}`).toBeGreaterThanOrEqual(Math.ceil(0.9 * GAMES_PER_SIDE));
    }
    expect(check.meaningful).toBe(true);
  }, 120_000);
});
