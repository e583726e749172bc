import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sampleBundles } from "@/lib/samples";
import { runInProcess } from "./run-in-process";

const repo = path.resolve(import.meta.dirname, "..", "..");
const sample = (slug: string, file: string) => path.join(repo, "lib", "samples", slug, file);
let dir: string;

const cli = runInProcess;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "warbench-cli-"));
  for (const f of ["game.json", "map.json", "scenario.json"]) fs.copyFileSync(sample("nextwar-sample", f), path.join(dir, f));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function brokenCopy(): string {
  const broken = path.join(dir, "broken-scenario.json");
  const scenario = JSON.parse(fs.readFileSync(path.join(dir, "scenario.json"), "utf8"));
  scenario.units[1].id = scenario.units[0].id;
  fs.writeFileSync(broken, JSON.stringify(scenario, null, 2));
  return broken;
}

describe("warbench validate", () => {
  it("exits 0 on every sample document", async () => {
    for (const slug of ["nextwar-sample", "area-sample"]) {
      const r = await cli("validate", sample(slug, "scenario.json"), sample(slug, "game.json"), sample(slug, "map.json"));
      expect(r).toMatchObject({ code: 0, err: "" });
      expect(r.out).toContain("0 errors, 0 warnings");
    }
  });

  it("exits 0 on a sample bundle", async () => {
    const file = path.join(dir, "sample.warbench.json");
    fs.writeFileSync(file, sampleBundles()[0]?.text ?? "");
    expect((await cli("validate", file)).code).toBe(0);
  });

  it("exits 1 on a broken copy and names the code, the pointer and the line", async () => {
    const broken = brokenCopy();
    const r = await cli("validate", broken);
    expect(r.code).toBe(1);
    const lines = fs.readFileSync(broken, "utf8").split("\n");
    const dupe = lines.map((l, i) => (l.includes('"id": "nl-inf-1"') ? i + 1 : 0)).filter(Boolean);
    const line = dupe[1] ?? 0;
    expect(line).toBeGreaterThan(0);
    expect(r.out).toMatch(new RegExp(`broken-scenario\\.json:${line}:\\d+: error E-UNIT-DUPLICATE-ID at /units/1/id: `));
  });

  it("prints the findings as JSON with --json", async () => {
    const r = await cli("validate", brokenCopy(), "--json");
    expect(r.code).toBe(1);
    const report = JSON.parse(r.out) as { files: { file: string; findings: Record<string, unknown>[] }[] };
    const entry = report.files.find((f) => f.file.endsWith("broken-scenario.json"));
    expect(entry?.findings[0]).toEqual({
      code: "E-UNIT-DUPLICATE-ID",
      severity: "error",
      message: expect.stringContaining("used more than once"),
      pointer: "/units/1/id",
      line: expect.any(Number),
      column: expect.any(Number),
    });
    expect(report.files.map((f) => path.basename(f.file)).sort()).toEqual(["broken-scenario.json", "game.json", "map.json"]);
  });

  it("reports a referenced game's own findings under the game's file", async () => {
    const sub = fs.mkdtempSync(path.join(dir, "ref-"));
    const game = JSON.parse(fs.readFileSync(path.join(dir, "game.json"), "utf8"));
    game.charts.crt.overkillColumns = [14];
    fs.writeFileSync(path.join(sub, "g.json"), JSON.stringify(game));
    fs.copyFileSync(path.join(dir, "map.json"), path.join(sub, "map.json"));
    const scenario = JSON.parse(fs.readFileSync(path.join(dir, "scenario.json"), "utf8"));
    fs.writeFileSync(path.join(sub, "s.json"), JSON.stringify({ ...scenario, game: "g.json" }));
    const r = await cli("validate", path.join(sub, "s.json"), "--json");
    const report = JSON.parse(r.out) as { files: { file: string; findings: { code: string }[] }[] };
    expect(r.code).toBe(1);
    expect(report.files.find((f) => f.file.endsWith("g.json"))?.findings.map((f) => f.code)).toEqual(["E-CRT-OVERKILL-COLUMN"]);
  });

  it("exits 1 when the scenario's game cannot be found", async () => {
    const file = path.join(dir, "orphan.json");
    const scenario = JSON.parse(fs.readFileSync(path.join(dir, "scenario.json"), "utf8"));
    fs.writeFileSync(file, JSON.stringify({ ...scenario, game: "nowhere/game.json" }));
    const r = await cli("validate", file);
    expect(r.code).toBe(1);
    expect(r.out).toContain("E-SCENARIO-GAME-NOT-FOUND at /game");
  });

  it("exits 2 with a one-line message and position on malformed JSON", async () => {
    const file = path.join(dir, "bad.json");
    fs.writeFileSync(file, '{\n  "schemaVersion": 1,\n  "name": "x",,\n}');
    const r = await cli("validate", file);
    expect(r.code).toBe(2);
    expect(r.err.trim().split("\n")).toHaveLength(1);
    expect(r.err).toMatch(/bad\.json:3:15: error E-JSON-SYNTAX at \/: Not valid JSON: /);
  });

  it("exits 2 on a missing file", async () => {
    const r = await cli("validate", path.join(dir, "nope.json"), "--json");
    expect(r.code).toBe(2);
    expect(JSON.parse(r.out).files[0].findings[0].code).toBe("E-FILE-UNREADABLE");
  });

  it("exits 1 on JSON that is no Warbench document", async () => {
    const file = path.join(dir, "other.json");
    fs.writeFileSync(file, "[1, 2, 3]");
    const r = await cli("validate", file);
    expect(r.code).toBe(1);
    expect(r.out).toContain("E-DOCUMENT-KIND");
  });

  it("refuses a document full of __proto__ keys", async () => {
    const file = path.join(dir, "proto.json");
    const entries = Array.from({ length: 500 }, (_, i) => `{"__proto__": {"isAdmin": true}, "n": ${i}}`);
    fs.writeFileSync(file, `{"schemaVersion": 1, "name": "x", "game": "game.json", "map": "map.json", "__proto__": {"polluted": 1}, "units": [${entries.join(",")}]}`);
    const r = await cli("validate", file, "--json");
    expect(r.code).toBe(1);
    const findings = JSON.parse(r.out).files[0].findings as { code: string }[];
    expect(findings.length).toBeLessThanOrEqual(21);
    expect(new Set(findings.map((f) => f.code))).toEqual(new Set(["E-JSON-FORBIDDEN-KEY"]));
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("usage errors exit 2", async () => {
    expect((await cli()).code).toBe(2);
    expect((await cli("frobnicate")).code).toBe(2);
    expect((await cli("validate")).code).toBe(2);
    expect((await cli("validate", "x.json", "--yaml")).code).toBe(2);
  });
});

describe("the warbench bin", () => {
  const bin = path.join(repo, "lib", "cli", "warbench.mjs");

  it("runs through node with exit code 0 on a sample", () => {
    const out = execFileSync(process.execPath, [bin, "validate", sample("nextwar-sample", "scenario.json")], { encoding: "utf8" });
    expect(out).toContain("0 errors");
  });

  it("refuses a 65 MB file before reading it, with a clear message, exit 2, no stack trace", () => {
    const big = path.join(dir, "big.json");
    const fd = fs.openSync(big, "w");
    const chunk = Buffer.alloc(1024 * 1024, " ");
    for (let i = 0; i < 65; i += 1) fs.writeSync(fd, chunk);
    fs.writeSync(fd, "{}");
    fs.closeSync(fd);
    const r = spawnSync(process.execPath, [bin, "validate", big], { encoding: "utf8" });
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/E-FILE-TOO-LARGE at \/: The file is 65 MB, over the 64 MB limit for any file Warbench reads \(16 MB for a document/);
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });

  it("refuses a document over 16 MB as stored, however it is indented, with exit 2", () => {
    const big = path.join(dir, "big-doc.json");
    fs.writeFileSync(big, JSON.stringify({ schemaVersion: 1, layout: "hex", pad: "x".repeat(17 * 1024 * 1024) }));
    const r = spawnSync(process.execPath, [bin, "validate", big], { encoding: "utf8" });
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/E-FILE-TOO-LARGE at \/: The document is 17 MB, over the 16 MB limit for a document\./);
  });

  it("reports malformed JSON through the real process without a stack trace", () => {
    const file = path.join(dir, "trunc.json");
    fs.writeFileSync(file, '{"schemaVersion": 1, "name": ');
    const r = spawnSync(process.execPath, [bin, "validate", file], { encoding: "utf8" });
    expect(r.status).toBe(2);
    expect(r.stderr.trim().split("\n")).toHaveLength(1);
    expect(r.stderr).toContain("trunc.json:1:30");
  });
});
