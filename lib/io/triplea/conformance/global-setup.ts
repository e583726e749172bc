import fs from "node:fs";
import { REAL_DIR } from "./real-fixtures";

/**
 * `npm run test:conformance` checks the importer against real files from
 * public projects, kept beside the repository. Without them it fails, with
 * one line saying what is missing: a conformance run that skipped everything
 * would pass without having checked anything.
 */
export default function requireSharedFixtures(): void {
  if (fs.existsSync(REAL_DIR)) return;
  // Printed and exited rather than thrown: vitest reports a throwing global set-up under a misleading
  // "No test files found" and a stack trace, which bury the one line that says what to do.
  process.stderr.write(`test:conformance needs ../shared/fixtures (the real files from public projects) beside the repository: ${REAL_DIR} is missing. The README's test command (npm test) does not need them.\n`);
  process.exit(1);
}
