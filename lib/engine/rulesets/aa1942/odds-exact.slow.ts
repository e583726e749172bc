import { describe, expect, it } from "vitest";
import { compareWithSimulation, expectAgreement } from "./odds-exact-kit";
import { SAMPLE_TYPES } from "./test-kit";

/**
 * The exact calculator against 1,000,000 simulated battles on each of 50
 * random battles [AA:conduct-combat, RULINGS-odds "exact: checked against the
 * simulation"]: win, loss and draw within 3 standard errors, but for as many
 * of the 150 comparisons as chance allows (2), none past 4.5. The unit
 * suite's odds-exact.test.ts makes the same check with 4,000 runs.
 */
const RUNS = 1_000_000;

describe("exact against 1,000,000-run Monte Carlo on 50 random battles", () => {
  it("win, loss and draw within 3 standard errors", () => {
    const { battles, deviations } = compareWithSimulation(SAMPLE_TYPES, 2028, 50, RUNS);
    expect(battles).toBe(50);
    const { beyond3, worst } = expectAgreement(deviations);
    process.stdout.write(`${JSON.stringify({ check: "odds-exact", battles, runs: RUNS, comparisons: deviations.length, beyond3, worstZ: Math.round(worst.z * 100) / 100 })}\n`);
  });
});
