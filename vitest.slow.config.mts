import path from "node:path";
import { defineConfig } from "vitest/config";

/**
 * npm run test:slow: checks too slow for the unit suite's budget, named
 * *.slow.ts so the unit project's globs (*.test.ts) never pick them up. Today:
 * the exact battle calculator against 1,000,000 simulated battles on each of
 * 50 random battles (lib/engine/rulesets/aa1942/odds-exact.slow.ts, a few minutes).
 */
export default defineConfig({
  resolve: { alias: { "@": path.resolve(import.meta.dirname) } },
  test: {
    name: "slow",
    environment: "node",
    include: ["lib/**/*.slow.ts"],
    testTimeout: 60 * 60_000,
    maxWorkers: 1,
  },
});
