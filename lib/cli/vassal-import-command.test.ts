import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MODULE_PATH } from "@/lib/io/vassal/fixtures/generate";
import { EXPECTED_MODULE, EXPECTED_SETUPS } from "@/lib/io/vassal/fixtures/expected";
import { parseBundle } from "@/lib/model/bundle";
import { runInProcess as cli } from "./run-in-process";
import { runValidate } from "./validate-command";

let dir: string;
const BUNDLE = "lindholm-crossing.warbench.json";

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "warbench-vassal-"));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const listing = (d: string) => (fs.existsSync(d) ? fs.readdirSync(d).sort() : []);

describe("warbench import --from vassal", () => {
  it("writes one bundle with the documents and their pictures that validates, the report on stderr", async () => {
    const out = path.join(dir, "one");
    const r = await cli("import", "--from", "vassal", MODULE_PATH, "--out", out);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(new RegExp(`^Imported "${EXPECTED_MODULE.name}" \\(2 scenarios, \\d+ pictures\\) into .*${BUNDLE}\\.\\n$`));
    expect(r.err).toMatch(/warning palette .*"Control": "Control" belongs to no side/);
    expect(listing(out)).toEqual([BUNDLE]);
    const parsed = parseBundle(fs.readFileSync(path.join(out, BUNDLE), "utf8"));
    if (!parsed.ok) throw new Error(parsed.error);
    expect(parsed.bundle.documents.map((d) => [d.kind, d.name])).toEqual([["game", EXPECTED_MODULE.name], ["map", EXPECTED_MODULE.map], ...EXPECTED_SETUPS.map((s) => ["scenario", s.name])]);
    expect(parsed.bundle.assets!.length).toBeGreaterThan(10);
    const v = runValidate([path.join(out, BUNDLE)]);
    expect(v.files.flatMap((f) => f.findings).filter((f) => f.code !== "W-UNIT-INCOMPLETE" && f.code !== "W-ENTRY-OFF-MAP-BOX")).toEqual([]);
    expect(v.exitCode).toBe(0);
  });

  it("keeps an existing bundle unless --force", async () => {
    const out = path.join(dir, "keep");
    fs.mkdirSync(out);
    fs.writeFileSync(path.join(out, BUNDLE), "mine");
    const r = await cli("import", "--from", "vassal", MODULE_PATH, "--out", out);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/already exists; nothing was written \(use --force to replace it\)/);
    expect(fs.readFileSync(path.join(out, BUNDLE), "utf8")).toBe("mine");
    expect((await cli("import", "--from", "vassal", MODULE_PATH, "--out", out, "--force")).code).toBe(0);
    expect(fs.readFileSync(path.join(out, BUNDLE), "utf8")).toMatch(/^\{/);
    expect(listing(out)).toEqual([BUNDLE]);
  });

  it("prints the result as JSON with --json, and takes --setup", async () => {
    const out = path.join(dir, "json");
    const r = await cli("import", "--from", "vassal", MODULE_PATH, "--out", out, "--json", "--setup", EXPECTED_SETUPS[1]!.name);
    expect(r.code).toBe(0);
    const parsed = JSON.parse(r.out);
    expect(parsed).toMatchObject({ ok: true, file: path.join(out, BUNDLE), scenarios: [EXPECTED_SETUPS[1]!.name] });
    expect(parsed.report.length).toBeGreaterThan(0);
  });

  it("refuses a module it cannot import with exit 1 and one line, writing nothing", async () => {
    const out = path.join(dir, "refused");
    const board = await cli("import", "--from", "vassal", MODULE_PATH, "--out", out, "--board", "Elsewhere");
    expect(board.code).toBe(1);
    expect(board.err).toMatch(/^warbench: .*lindholm-crossing\.vmod: the module has no board "Elsewhere" .*; nothing was written\n$/m);
    const junk = path.join(dir, "junk.vmod");
    fs.writeFileSync(junk, "not a zip at all");
    const notZip = await cli("import", "--from", "vassal", junk, "--out", out);
    expect(notZip.code).toBe(1);
    expect(notZip.err).toMatch(/is not a zip archive/);
    expect(listing(out)).toEqual([]);
  });

  it("exits 2 when the bundle cannot be written, leaving nothing behind", async () => {
    const blocker = path.join(dir, "blocker");
    fs.writeFileSync(blocker, "a file where the folder should be");
    const r = await cli("import", "--from", "vassal", MODULE_PATH, "--out", path.join(blocker, "inside"));
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/cannot write to .*inside \((ENOTDIR|EEXIST)\); nothing was written/);
    expect(fs.readFileSync(blocker, "utf8")).toBe("a file where the folder should be");
    expect(listing(dir).filter((f) => f.endsWith(".tmp") || f.includes(".warbench-write-"))).toEqual([]);
  });

  it("exits 2 on usage mistakes and a file it cannot read", async () => {
    expect((await cli("import", "--from", "vassal")).code).toBe(2);
    const unknown = await cli("import", "--from", "vassal", MODULE_PATH, "--colour", "red");
    expect(unknown.code).toBe(2);
    expect(unknown.err).toMatch(/unknown option --colour\.\nUsage: warbench import/);
    expect(unknown.err).toMatch(/--from vassal <module\.vmod>/);
    const missing = await cli("import", "--from", "vassal", path.join(dir, "nowhere.vmod"));
    expect(missing.code).toBe(2);
    expect(missing.err).toMatch(/nowhere\.vmod: cannot read the file \(ENOENT\)/);
  });
});
