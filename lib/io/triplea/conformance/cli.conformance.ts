// Conformance: `warbench import --from triplea` and `export --to triplea` on the real TripleA files (../shared/fixtures).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runInProcess } from "@/lib/cli/run-in-process";
import { runValidate } from "@/lib/cli/validate-command";
import { REAL_DIR } from "./real-fixtures";

let dir: string;
const fx = (f: string) => path.join(REAL_DIR, f);

const cli = runInProcess;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "warbench-triplea-real-"));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("warbench import --from triplea on the real World War II v3 games", () => {
  it("writes game, map and scenario that validate clean, with the report on stderr", { timeout: 120_000 }, async () => {
    const out = path.join(dir, "ww2");
    const r = await cli("import", "--from", "triplea", fx("WW2v3-1942.xml"), "--polygons", fx("polygons.txt"), "--centers", fx("centers.txt"), "--place", fx("place.txt"), "--properties", fx("map.properties"), "--out", out);
    expect(r.code).toBe(0);
    expect(r.out).toContain("97 territories, 65 sea zones");
    expect(r.err).toMatch(/warning unit "fighter" option canIntercept/);
    expect(fs.readdirSync(out).sort()).toEqual(["game.json", "map.json", "scenario.json"]);
    const v = runValidate([path.join(out, "scenario.json")]);
    expect(v.files.flatMap((f) => f.findings).filter((f) => f.severity === "error")).toEqual([]);
    expect(v.exitCode).toBe(0);
  });

  it("prints everything as JSON with --json", async () => {
    const r = await cli("import", "--from", "triplea", fx("WW2v3-1941.xml"), "--out", path.join(dir, "json"), "--json");
    expect(r.code).toBe(0);
    const parsed = JSON.parse(r.out);
    expect(parsed.ok).toBe(true);
    expect(parsed.report.length).toBeGreaterThan(0);
  });

  it("exports files that import back to the same documents", { timeout: 120_000 }, async () => {
    const first = path.join(dir, "rt1");
    expect((await cli("import", "--from", "triplea", fx("WW2v3-1942.xml"), "--polygons", fx("polygons.txt"), "--centers", fx("centers.txt"), "--properties", fx("map.properties"), "--out", first)).code).toBe(0);
    const skin = path.join(dir, "rt-out");
    const xml = path.join(skin, "game.xml");
    expect((await cli("export", "--to", "triplea", path.join(first, "scenario.json"), "--out", xml, "--map-dir", skin)).code).toBe(0);
    const second = path.join(dir, "rt2");
    expect((await cli("import", "--from", "triplea", xml, "--polygons", path.join(skin, "polygons.txt"), "--centers", path.join(skin, "centers.txt"), "--properties", path.join(skin, "map.properties"), "--out", second)).code).toBe(0);
    for (const f of ["game.json", "map.json", "scenario.json"]) expect(fs.readFileSync(path.join(second, f), "utf8")).toBe(fs.readFileSync(path.join(first, f), "utf8"));
  });
});
