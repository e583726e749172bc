// The file checker's worker module when the studio runs from its sources (Vitest, `next dev`): registers tsx (with the
// repository's tsconfig for the @/ alias), then hands the pool the TypeScript worker's task. A production server
// (`next start`) loads the built one instead, lib/cli/dist/parse-worker.mjs (lib/cli/build.mjs), as tsx is only a
// development dependency.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { register } from "tsx/esm/api";

const here = path.dirname(fileURLToPath(import.meta.url));
register({ tsconfig: path.join(here, "..", "..", "tsconfig.json") });
export default (await import("./worker.ts")).default;
