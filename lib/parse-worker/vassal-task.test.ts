import { describe, expect, it } from "vitest";
import { buildLindholmModule } from "@/lib/io/vassal/fixtures/generate";
import { MAX_MODULE_BYTES } from "@/lib/io/vassal/import";
import { checkVassal } from "./vassal-task";

describe("checkVassal (the library's VASSAL import, in the file checker's worker)", () => {
  it("makes our fixture module a project: game, map and a scenario per set-up, with the pictures the documents name", async () => {
    const outcome = await checkVassal({ kind: "vassal", bytes: await buildLindholmModule(), fileName: "lindholm-crossing.vmod", terrain: "forest" });
    if (outcome.kind !== "ready") throw new Error(`refused: ${JSON.stringify(outcome)}`);
    const kinds = outcome.bundle.documents.map((d) => d.kind);
    expect(kinds.filter((k) => k === "game")).toHaveLength(1);
    expect(kinds.filter((k) => k === "map")).toHaveLength(1);
    expect(kinds.filter((k) => k === "scenario")).toHaveLength(2);
    expect(outcome.bundle.project.description).toContain("lindholm-crossing.vmod");
    const named = new Set(outcome.bundle.assets.map((a) => a.sha256));
    const text = outcome.bundle.documents.map((d) => d.prepared.text).join("\n");
    const referenced = new Set(text.match(/"[0-9a-f]{64}"/g)?.map((s) => s.slice(1, -1)));
    expect(referenced.size).toBeGreaterThan(10);
    for (const sha of referenced) expect(named.has(sha)).toBe(true);
    // The terrain chosen for every hex reached the map.
    const map = outcome.bundle.documents.find((d) => d.kind === "map")!;
    expect(JSON.parse(map.prepared.text).terrain.legend.map((l: { value: string }) => l.value)).toEqual(["forest"]);
  });

  it("refuses what is not a module in one line, and an oversized one before reading it", async () => {
    const junk = await checkVassal({ kind: "vassal", bytes: new TextEncoder().encode("not a zip"), fileName: "x.vmod" });
    expect(junk.kind).toBe("refused");
    if (junk.kind === "refused") expect(junk.error).toMatch(/^[^\n]*Nothing was imported\.$/);
    const big = await checkVassal({ kind: "vassal", bytes: new Uint8Array(MAX_MODULE_BYTES + 1) });
    expect(big).toMatchObject({ kind: "refused", status: 413 });
  });
});
