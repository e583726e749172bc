import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The real VASSAL module (a public one), beside the repository in
 * ../shared/fixtures/vassal (never inside it): read only by `npm run
 * test:conformance`. A missing file fails the run with one line.
 */
const SHARED_FIXTURES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../../../shared/fixtures");
export const REAL_MODULE = path.join(SHARED_FIXTURES, "vassal", "the-longest-day.vmod");

export function realModuleBytes(): Uint8Array {
  if (!fs.existsSync(REAL_MODULE)) throw new Error(`test:conformance needs the real VASSAL module: ${REAL_MODULE} is missing (../shared/fixtures beside the repository).`);
  return new Uint8Array(fs.readFileSync(REAL_MODULE));
}
