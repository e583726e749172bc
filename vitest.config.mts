import os from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";

/** lib/db tests that check SQLite itself (its file, pragmas, migrations) or PostgreSQL itself. */
const sqliteOnly = ["lib/db/migrate.test.ts"];
const postgresOnly = ["lib/db/**/*.postgresql.test.ts", "lib/balance-queue/**/*.postgresql.test.ts"];

export default defineConfig({
  resolve: { alias: { "@": path.resolve(import.meta.dirname) } },
  test: {
    environment: "node",
    // Generous: CI's two cores also run the property games side by side; a test that hangs still fails.
    testTimeout: 60_000,
    // Use every core: the engine's property games are split over files so they run side by side.
    maxWorkers: Math.max(2, os.availableParallelism()),
    projects: [
      {
        extends: true,
        test: { name: "unit", include: ["lib/**/*.test.ts", "app/**/*.test.ts", "app/**/*.test.tsx"], exclude: postgresOnly },
      },
      {
        // The whole lib/db suite again, on a throwaway PostgreSQL server this run starts and stops.
        extends: true,
        test: {
          name: "postgresql",
          // And the balance queue's tests, which need PostgreSQL (pg-boss) and have no SQLite side.
          include: ["lib/db/**/*.test.ts", "lib/balance-queue/**/*.postgresql.test.ts"],
          exclude: sqliteOnly,
          env: { WARBENCH_TEST_DB: "postgresql" },
          globalSetup: ["lib/db/pg-global-setup.ts"],
        },
      },
    ],
  },
});
