import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FIXTURE_DIR, FIXTURE_XML } from "@/lib/io/triplea/test-fixtures";
import { runInProcess } from "./run-in-process";
import { runValidate } from "./validate-command";

let dir: string;
const fx = (f: string) => path.join(FIXTURE_DIR, f);

const cli = runInProcess;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "warbench-triplea-"));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("warbench import --from triplea", () => {
  it("writes game, map and scenario that validate clean, with the report on stderr", { timeout: 120_000 }, async () => {
    const out = path.join(dir, "narrow-seas");
    const r = await cli("import", "--from", "triplea", fx(FIXTURE_XML), "--polygons", fx("polygons.txt"), "--centers", fx("centers.txt"), "--place", fx("place.txt"), "--properties", fx("map.properties"), "--out", out);
    expect(r.code).toBe(0);
    expect(r.out).toContain("66 territories, 75 sea zones");
    expect(r.err).toMatch(/warning unit "fighter" option canIntercept/);
    expect(fs.readdirSync(out).sort()).toEqual(["game.json", "map.json", "scenario.json"]);
    const v = runValidate([path.join(out, "scenario.json")]);
    // Its outlines meet exactly: not even a warning.
    expect(v.files.flatMap((f) => f.findings)).toEqual([]);
    expect(v.exitCode).toBe(0);
    // Existing files are kept unless --force.
    expect((await cli("import", "--from", "triplea", fx(FIXTURE_XML), "--out", out)).code).toBe(2);
    expect((await cli("import", "--from", "triplea", fx(FIXTURE_XML), "--out", out, "--force", "--json")).code).toBe(0);
  });

  it("prints everything as JSON with --json", async () => {
    const r = await cli("import", "--from", "triplea", fx(FIXTURE_XML), "--out", path.join(dir, "json"), "--json");
    expect(r.code).toBe(0);
    const parsed = JSON.parse(r.out);
    expect(parsed.ok).toBe(true);
    expect(parsed.report.length).toBeGreaterThan(0);
    // Without map files every space is laid out as a square, and the report says so.
    expect(parsed.report).toContainEqual(expect.objectContaining({ severity: "info", where: "polygons.txt" }));
  });

  it("refuses hostile XML with exit 1 and one line, writing nothing", async () => {
    const evil = path.join(dir, "evil.xml");
    fs.writeFileSync(evil, '<?xml version="1.0"?><!DOCTYPE game [<!ENTITY a "aaaa"><!ENTITY b "&a;&a;&a;">]><game/>');
    const out = path.join(dir, "evil-out");
    const r = await cli("import", "--from", "triplea", evil, "--out", out);
    expect(r.code).toBe(1);
    expect(r.err.trim().split("\n")).toHaveLength(1);
    expect(r.err).toContain("evil.xml: refused");
    expect(fs.existsSync(out)).toBe(false);
  });

  it("refuses a file over 20 MB from its size alone", async () => {
    const big = path.join(dir, "big.xml");
    fs.writeFileSync(big, "");
    fs.truncateSync(big, 21 * 1024 * 1024);
    const t0 = performance.now();
    const r = await cli("import", "--from", "triplea", big);
    expect(performance.now() - t0).toBeLessThan(100);
    expect(r).toMatchObject({ code: 1 });
    expect(r.err).toMatch(/big\.xml: refused: .*20 MB limit/);
  });

  it("exits 2 on usage errors and unreadable files", async () => {
    expect((await cli("import", fx(FIXTURE_XML))).code).toBe(2);
    // --from tiled goes to the Tiled importer, which refuses a TripleA game as a map (exit 1), not as usage.
    expect(await cli("import", "--from", "tiled", fx(FIXTURE_XML))).toMatchObject({ code: 1, err: expect.stringContaining("not a Tiled TMX map") });
    expect((await cli("import", "--from", "triplea", path.join(dir, "missing.xml"))).code).toBe(2);
    expect((await cli("import", "--from", "triplea", fx(FIXTURE_XML), "--bogus")).code).toBe(2);
  });
});

describe("warbench export --to triplea", () => {
  it("writes XML and map files that import back to the same documents", { timeout: 120_000 }, async () => {
    const first = path.join(dir, "rt1");
    expect((await cli("import", "--from", "triplea", fx(FIXTURE_XML), "--polygons", fx("polygons.txt"), "--centers", fx("centers.txt"), "--properties", fx("map.properties"), "--out", first)).code).toBe(0);
    const xml = path.join(dir, "rt-out", "game.xml");
    const skin = path.join(dir, "rt-out");
    const e = await cli("export", "--to", "triplea", path.join(first, "scenario.json"), "--out", xml, "--map-dir", skin);
    expect(e.code).toBe(0);
    const second = path.join(dir, "rt2");
    expect((await cli("import", "--from", "triplea", xml, "--polygons", path.join(skin, "polygons.txt"), "--centers", path.join(skin, "centers.txt"), "--properties", path.join(skin, "map.properties"), "--out", second)).code).toBe(0);
    for (const f of ["game.json", "map.json", "scenario.json"]) expect(fs.readFileSync(path.join(second, f), "utf8")).toBe(fs.readFileSync(path.join(first, f), "utf8"));
  });

  it("refuses a Next War scenario with exit 1", async () => {
    const r = await cli("export", "--to", "triplea", path.resolve(import.meta.dirname, "..", "samples", "nextwar-sample", "scenario.json"));
    expect(r.code).toBe(1);
    expect(r.err).toContain("ruleset nextwar");
  });
});
