import fs from "node:fs";
import path from "node:path";

/**
 * The repository this CLI belongs to (where prisma/migrations is), found
 * upward from the running code: that is lib/cli under tsx but lib/cli/dist in
 * the built CLI (build.mjs), so a fixed "../.." would be wrong in one of them.
 */
export function repositoryRoot(): string {
  for (let dir = import.meta.dirname; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, "prisma", "migrations"))) return dir;
    if (path.dirname(dir) === dir) return path.resolve(import.meta.dirname, "..", "..");
  }
}
