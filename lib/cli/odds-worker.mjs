// Worker entry for `warbench odds` run from the sources (tests, warbench-dev.mjs): registers tsx (with the repository's tsconfig for the @/ alias), then runs the TypeScript worker. The built CLI starts lib/cli/dist/odds-worker.mjs instead.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { register } from "tsx/esm/api";

const here = path.dirname(fileURLToPath(import.meta.url));
register({ tsconfig: path.join(here, "..", "..", "tsconfig.json") });
await import("./odds-worker.ts");
