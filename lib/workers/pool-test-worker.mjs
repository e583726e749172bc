// pool.test.ts's worker module: registers tsx (with the repository's tsconfig), then hands the pool the TypeScript task.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { register } from "tsx/esm/api";

const here = path.dirname(fileURLToPath(import.meta.url));
register({ tsconfig: path.join(here, "..", "..", "tsconfig.json") });
export default (await import("./pool-test-worker.ts")).default;
