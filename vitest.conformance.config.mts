import path from "node:path";
import { defineConfig } from "vitest/config";

/**
 * npm run test:conformance: the importer against the real TripleA files
 * beside the repository (../shared/fixtures), which a fresh clone does not
 * have; `npm test` never reads them. Files are named *.conformance.ts so the
 * unit project's globs (*.test.ts) never pick them up. The global set-up
 * fails the run when the folder is missing.
 */
export default defineConfig({
  resolve: { alias: { "@": path.resolve(import.meta.dirname) } },
  test: {
    name: "conformance",
    environment: "node",
    include: ["lib/**/*.conformance.ts"],
    globalSetup: ["lib/io/triplea/conformance/global-setup.ts"],
    testTimeout: 120_000,
    // The real games take seconds each to import and validate: two files at a time is plenty on a shared machine.
    maxWorkers: 2,
  },
});
