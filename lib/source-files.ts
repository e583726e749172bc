import fs from "node:fs";
import path from "node:path";

/** The repository's root (this file is in lib/). */
export const REPO_ROOT = path.resolve(import.meta.dirname, "..");

const SOURCE = /\.(ts|tsx|mts|cts|js|mjs|cjs)$/;
/** Generated and built code: not the code the structure tests read. */
const GENERATED = new Set(["lib/cli/dist", "lib/db/generated", "lib/validate/generated", "lib/model/generated"]);

/**
 * Every source file below `dir` (relative to the repository, e.g. "lib"),
 * generated and built folders left out: what the structure tests
 * (architecture.test.ts, ruleset-dispatch.test.ts) read as text.
 */
export function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(path.join(REPO_ROOT, dir), { withFileTypes: true })) {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) {
      if (!GENERATED.has(rel) && entry.name !== "node_modules") out.push(...sourceFiles(rel));
    } else if (SOURCE.test(entry.name) && !entry.name.endsWith(".d.ts")) out.push(rel);
  }
  return out;
}

const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\brequire\s*\(\s*)["']([^"'\n]+)["']/g;

/** The repository paths (without extension) a file's imports name, read from its text; packages are left out. */
export function importsOf(file: string, text: string = fs.readFileSync(path.join(REPO_ROOT, file), "utf8")): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(SPECIFIER)) {
    const spec = m[1] as string;
    if (spec.startsWith("@/")) out.push(path.posix.normalize(spec.slice(2)));
    else if (spec.startsWith("./") || spec.startsWith("../")) out.push(path.posix.join(path.posix.dirname(file), spec));
  }
  return out;
}
