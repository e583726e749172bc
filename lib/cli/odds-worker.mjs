// Worker module for `warbench odds` run from the sources (tests, warbench-dev.mjs, the benchmarks): registers tsx (with
// the repository's tsconfig for the @/ alias), then hands the pool (lib/workers/pool.ts) the TypeScript worker's task.
// The built CLI's pool loads lib/cli/dist/odds-worker.mjs instead.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { register } from "tsx/esm/api";

const here = path.dirname(fileURLToPath(import.meta.url));
register({ tsconfig: path.join(here, "..", "..", "tsconfig.json") });
export default (await import("./odds-worker.ts")).default;
