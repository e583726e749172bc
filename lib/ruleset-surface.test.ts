import { describe, expect, it } from "vitest";
import { importsOf, sourceFiles } from "./source-files";

/**
 * The studio reads the A&A ruleset through its public surface [#27]: its
 * queries (rulesets/aa1942/queries.ts), its types, and the calculator's odds
 * (the ruleset's `odds` capability); never the move rules' own files, so the
 * rules live in one place. Test kits aside.
 */
const PUBLIC = new Set(["queries", "types", "odds", "odds-chunks", "test-kit"].map((m) => `lib/engine/rulesets/aa1942/${m}`));

describe("the studio asks A&A through its public queries", () => {
  const files = [...sourceFiles("app"), ...sourceFiles("lib/playtest")];

  it("reads the imports (the scan itself works)", () => {
    expect(importsOf("lib/playtest/area-moves.ts")).toContain("lib/engine/rulesets/aa1942/queries");
  });

  it("no file of app/ or lib/playtest imports an internal file of rulesets/aa1942", () => {
    const internal = files.flatMap((f) => importsOf(f).filter((t) => t.startsWith("lib/engine/rulesets/aa1942/") && !PUBLIC.has(t)).map((t) => `${f} -> ${t}`));
    expect(internal).toEqual([]);
  });
});
