#!/usr/bin/env node
// Runs the TypeScript CLI through tsx with the repository's tsconfig (for the @/ alias).
import path from "node:path";
import { fileURLToPath } from "node:url";
import { register } from "tsx/esm/api";

const here = path.dirname(fileURLToPath(import.meta.url));
register({ tsconfig: path.join(here, "..", "..", "tsconfig.json") });
try {
  const { main } = await import("./main.ts");
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  process.stderr.write(`warbench: internal error: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 2;
}
