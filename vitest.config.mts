import os from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "@": path.resolve(import.meta.dirname) } },
  test: {
    include: ["lib/**/*.test.ts", "app/**/*.test.ts", "app/**/*.test.tsx"],
    environment: "node",
    // Generous: CI's two cores also run the property games side by side; a test that hangs still fails.
    testTimeout: 60_000,
    // Use every core: the engine's property games are split over files so they run side by side.
    maxWorkers: Math.max(2, os.availableParallelism()),
  },
});
