import { describe, expect, it } from "vitest";
import { importsOf, sourceFiles } from "./source-files";

/**
 * Arrows point down (docs/architecture.md, "The floors"): app → lib/db, lib/engine, lib/validate → lib/model,
 * lib/hex. These rules read every file under lib/ (tests and kits too) for the modules it imports, as text, and
 * fail on an arrow that runs back up. ESLint's no-restricted-imports covers React, Next and Prisma; this covers
 * the arrows between the project's own folders.
 */

interface Rule {
  /** The importing files this rule is about (a folder, with its trailing slash). */
  from: string[];
  /** The folders they may not import. */
  never: string[];
  why: string;
  /** Files allowed to break the rule, each with its reason. */
  except?: Record<string, string>;
}

const RULES: Rule[] = [
  {
    from: ["lib/"],
    never: ["app/", "e2e/"],
    why: "lib never imports the studio (app/) or the browser tests and benchmarks (e2e/)",
    except: {
      "lib/io/triplea/conformance/route.conformance.ts": "the conformance check of the studio's TripleA import route calls that route",
    },
  },
  {
    from: ["lib/model/", "lib/hex/"],
    never: ["lib/engine/", "lib/validate/", "lib/db/", "lib/balance/"],
    why: "lib/model and lib/hex are the ground floor: they import nothing above them",
  },
  { from: ["lib/engine/"], never: ["lib/validate/"], why: "the engine stands beside lib/validate, not on it: what both need lives in lib/hex or lib/model" },
];


/** The broken rules of one file's imports, as "file -> import: why" lines. */
function violations(file: string, imports: readonly string[], rules: readonly Rule[] = RULES): string[] {
  const out: string[] = [];
  for (const rule of rules) {
    if (!rule.from.some((f) => file.startsWith(f)) || rule.except?.[file]) continue;
    for (const target of imports) {
      const to = `${target}/`;
      if (rule.never.some((n) => to.startsWith(n))) out.push(`${file} -> ${target}: ${rule.why}`);
    }
  }
  return out;
}

describe("arrows point down", () => {
  const files = sourceFiles("lib");
  const imports = new Map(files.map((f) => [f, importsOf(f)]));

  it("reads the imports of every file under lib/ (the scan itself works)", () => {
    expect(files.length).toBeGreaterThan(500);
    expect(imports.get("lib/engine/map/compiled-map.ts")).toContain("lib/hex");
    expect(imports.get("lib/model/generate-schemas.ts")).toContain("lib/model/balance-report");
  });

  it("no file under lib/ imports app/ or e2e/; lib/model and lib/hex import no floor above them; lib/engine does not import lib/validate", () => {
    expect(files.flatMap((f) => violations(f, imports.get(f) ?? []))).toEqual([]);
  });

  it("every exception still names a file that breaks its rule (a stale exception goes)", () => {
    for (const rule of RULES)
      for (const file of Object.keys(rule.except ?? {})) {
        expect(imports.has(file), file).toBe(true);
        expect(violations(file, imports.get(file) ?? [], [{ ...rule, except: {} }]), file).not.toEqual([]);
      }
  });

  it("catches the arrows it is there to catch", () => {
    // Quotes spliced in, so that this file's own scan does not read these lines as its imports.
    const q = '"';
    const text = [
      `import { bigMap } from ${q}@/e2e/bench/big-map${q};`,
      `import type { X } from ${q}../../app/_lib/actor${q};`,
      `const m = await import(${q}@/lib/validate/map-index${q});`,
      `export { a } from ${q}../balance/schema${q};`,
      `import ${q}zod${q};`,
    ].join("\n");
    expect(importsOf("lib/model/x.ts", text)).toEqual(["e2e/bench/big-map", "app/_lib/actor", "lib/validate/map-index", "lib/balance/schema"]);
    expect(violations("lib/model/x.ts", importsOf("lib/model/x.ts", text))).toHaveLength(4);
    expect(violations("lib/engine/map/x.ts", ["lib/validate/map-index", "lib/hex", "lib/model/map"])).toEqual([
      "lib/engine/map/x.ts -> lib/validate/map-index: the engine stands beside lib/validate, not on it: what both need lives in lib/hex or lib/model",
    ]);
    expect(violations("lib/hex/x.ts", ["lib/hexagons/y", "lib/model/map", "lib/dbx"])).toEqual([]);
    expect(violations("lib/db/x.ts", ["lib/engine", "lib/balance/report"])).toEqual([]);
  });
});
