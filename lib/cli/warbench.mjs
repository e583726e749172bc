#!/usr/bin/env node
// The warbench command (package.json bin). It runs the built CLI, one ES module
// that build.mjs bundles from the TypeScript at npm install, so nothing is
// transpiled at start. warbench-dev.mjs runs the sources instead, for development.
import { existsSync } from "node:fs";

const built = new URL("./dist/warbench.mjs", import.meta.url);
if (existsSync(built)) await import(built.href);
else {
  process.stderr.write("warbench: the CLI is not built (lib/cli/dist/warbench.mjs is missing): run npm install, or npm run build:cli.\n");
  process.exitCode = 2;
}
