// The browser benchmarks' Chromium, found (or installed) by the same script as the end-to-end tests' (e2e/chromium.sh),
// so both drive the same browser and say the same thing when there is none.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { Reported } from "./lifecycle";

export const CHROMIUM_SCRIPT = path.join(import.meta.dirname, "..", "..", "e2e", "chromium.sh");

/**
 * The Chromium binary's path. Without one the script has printed one line naming what to install, and this throws
 * `Reported` (nothing more to say). Called before anything is started, so a missing browser leaves nothing behind.
 */
export function ensureChromium(label: string, env: NodeJS.ProcessEnv = process.env): string {
  // stderr passes through: an install says so while it runs, a failure is its one line.
  const found = spawnSync("bash", [CHROMIUM_SCRIPT, label], { env, encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] });
  if (found.error) throw new Error(`cannot run ${CHROMIUM_SCRIPT}: ${found.error.message}`);
  const binary = found.stdout.trim().split("\n").at(-1);
  if (found.status !== 0 || !binary) throw new Reported(`no Chromium (${CHROMIUM_SCRIPT} exited ${found.status})`);
  return binary;
}
