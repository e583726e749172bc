// Worker entry for `warbench balance`: registers tsx (with the repository's tsconfig for the @/ alias), then runs the TypeScript worker.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { register } from "tsx/esm/api";

const here = path.dirname(fileURLToPath(import.meta.url));
register({ tsconfig: path.join(here, "..", "..", "tsconfig.json") });
await import("./balance-worker.ts");
