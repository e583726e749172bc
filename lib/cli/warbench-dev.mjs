#!/usr/bin/env node
// Development only: runs the CLI from its TypeScript sources through tsx (with
// the repository's tsconfig for the @/ alias), so a change shows without
// `npm run build:cli`. Slow to start; the warbench command (warbench.mjs) runs
// the built CLI.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { register } from "tsx/esm/api";

const here = path.dirname(fileURLToPath(import.meta.url));
register({ tsconfig: path.join(here, "..", "..", "tsconfig.json") });
await import("./entry.ts");
