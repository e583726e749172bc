import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/*
 * The warbench command runs the CLI that lib/cli/build.mjs bundles (at npm
 * install, and in the test command before the unit tests); the other tests
 * spawn it through lib/cli/warbench.mjs. These check that it is the build of
 * the sources as they are now, and that it and its worker threads run without
 * the sources or tsx: of node_modules, only piscina (the worker pool).
 */
const repo = path.resolve(import.meta.dirname, "..", "..");
const dist = path.join(repo, "lib", "cli", "dist");
const REBUILD = "run `npm run build:cli` (the test command does)";
let dir: string;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "warbench-built-cli-"));
  if (fs.existsSync(path.join(dist, "warbench.mjs"))) for (const f of ["warbench.mjs", "odds-worker.mjs", "balance-worker.mjs"]) fs.copyFileSync(path.join(dist, f), path.join(dir, f));
  // The one package the worker pools load at run time (build.mjs: piscina starts its own worker file, so it is not bundled).
  fs.mkdirSync(path.join(dir, "node_modules"));
  fs.symlinkSync(path.join(repo, "node_modules", "piscina"), path.join(dir, "node_modules", "piscina"), "dir");
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("the built CLI", () => {
  it("is the build of the sources as they are: every file that went in is unchanged, with the same esbuild", () => {
    const manifestFile = path.join(dist, "inputs.json");
    expect(fs.existsSync(manifestFile), `lib/cli/dist is not built: ${REBUILD}`).toBe(true);
    const manifest = JSON.parse(fs.readFileSync(manifestFile, "utf8")) as { esbuild: string; files: Record<string, string> };
    const esbuild = (createRequire(import.meta.url)("esbuild/package.json") as { version: string }).version;
    expect(manifest.esbuild, `built with esbuild ${manifest.esbuild}, ${esbuild} is installed: ${REBUILD}`).toBe(esbuild);
    // The entries and the build script are listed, so a manifest from some other build cannot pass.
    expect(Object.keys(manifest.files)).toEqual(expect.arrayContaining(["lib/cli/entry.ts", "lib/cli/main.ts", "lib/cli/odds-worker.ts", "lib/cli/balance-worker.ts", "lib/workers/pool.ts", "lib/workers/task.ts", "lib/cli/build.mjs"]));
    const changed = Object.entries(manifest.files).filter(([file, hash]) => {
      const abs = path.join(repo, file);
      return !fs.existsSync(abs) || createHash("sha256").update(fs.readFileSync(abs)).digest("hex") !== hash;
    });
    expect(
      changed.map(([file]) => file),
      `changed since lib/cli/dist was built: ${REBUILD}`,
    ).toEqual([]);
  });

  it("runs `odds` on worker threads from a copy of lib/cli/dist and piscina alone: no sources, no tsx, no other package", () => {
    const game = path.join(repo, "lib", "samples", "area-sample", "game.json");
    const r = spawnSync(process.execPath, [path.join(dir, "warbench.mjs"), "odds", game, "--attacker", "cordova:3 infantry,1 tank", "--defender", "aurelia:2 infantry", "--runs", "2000", "--workers", "2", "--json"], {
      cwd: dir,
      encoding: "utf8",
    });
    expect(r.stderr).toBe("");
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ runs: 2000, workers: 2 });
  });

  it("runs `balance` on worker threads from the copy too", () => {
    const scenario = path.join(repo, "lib", "samples", "nextwar-sample", "scenario.json");
    const r = spawnSync(process.execPath, [path.join(dir, "warbench.mjs"), "balance", scenario, "--games", "4", "--bot", "random", "--workers", "2"], { cwd: dir, encoding: "utf8" });
    expect(r.status, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ games: 4, partial: false });
  });

  it("the warbench bin says in one line how to build it when it is not built", () => {
    const bin = path.join(dir, "bin", "warbench.mjs");
    fs.mkdirSync(path.dirname(bin), { recursive: true });
    fs.copyFileSync(path.join(repo, "lib", "cli", "warbench.mjs"), bin);
    const r = spawnSync(process.execPath, [bin, "--help"], { encoding: "utf8" });
    expect(r.status).toBe(2);
    expect(r.stdout).toBe("");
    expect(r.stderr).toBe("warbench: the CLI is not built (lib/cli/dist/warbench.mjs is missing): run npm install, or npm run build:cli.\n");
  });

  it("the development entry runs the sources through tsx", () => {
    const r = spawnSync(process.execPath, [path.join(repo, "lib", "cli", "warbench-dev.mjs"), "validate", path.join(repo, "lib", "samples", "nextwar-sample", "scenario.json")], { encoding: "utf8" });
    expect(r.stderr).toBe("");
    expect(r.status).toBe(0);
    expect(r.stdout).toContain("0 errors");
  });
});
