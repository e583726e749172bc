// vitest globalSetup of the "postgresql" project (vitest.config.ts): one
// throwaway PostgreSQL server for the run; each test file makes its own
// database on it (lib/db/test-db.ts). Never skipped: without a server to start,
// the run fails with what to install.
import type { TestProject } from "vitest/node";
// @ts-expect-error -- a plain .mjs script (also run by hand), without types
import { startPgServer } from "./pg-test-server.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    /** The throwaway server's superuser URL (database "postgres"). */
    warbenchPgUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  const started = performance.now();
  const server = (await startPgServer()) as { url: string; stop: () => void };
  if (process.env.WARBENCH_PG_TIMING) process.stderr.write(`PostgreSQL test server up in ${Math.round(performance.now() - started)} ms\n`);
  project.provide("warbenchPgUrl", server.url);
  return () => server.stop();
}
