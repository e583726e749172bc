import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { balanceReportSchema } from "@/lib/model/balance-report";
import { runInProcess } from "./run-in-process";

const NEXTWAR = "lib/samples/nextwar-sample/scenario.json";
const AREA = "lib/samples/area-sample/scenario.json";
const bin = path.resolve(import.meta.dirname, "warbench.mjs");

const run = runInProcess;

describe("warbench balance: the same seed and N give the same report on any worker count", () => {
  it("Next War: one worker, two and three write byte-identical reports; another seed does not", async () => {
    const args = ["balance", NEXTWAR, "--games", "5", "--seed", "40", "--bot", "random"];
    const one = await run(...args, "--workers", "1");
    expect(one.code).toBe(0);
    expect(one.err).toMatch(/^blue \(random\) wins \d+\.\d% \(.*\), red \(random\) .*; 5 games in /);
    const report = balanceReportSchema.parse(JSON.parse(one.out));
    expect(report).toMatchObject({ partial: false, games: 5, seed: 40, seeds: [[40, 44]], ruleset: "nextwar" });
    expect(report.sides.map((s) => s.bot)).toEqual(["random", "random"]);
    expect(report.wins.reduce((t, w) => t + w.games, 0) + report.draws.games).toBe(5);
    const two = await run(...args, "--workers", "2");
    const three = await run(...args, "--workers", "3");
    expect(two.out).toBe(one.out);
    expect(three.out).toBe(one.out);
    const other = await run("balance", NEXTWAR, "--games", "5", "--seed", "41", "--bot", "random", "--workers", "1");
    expect(other.out).not.toBe(one.out);
  }, 120_000);

  it("area games (aa1942): victory cities over rounds, the same on one worker or two", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "wb-balance-"));
    const a = path.join(dir, "a.json");
    const b = path.join(dir, "b.json");
    const html = path.join(dir, "a.html");
    expect((await run("balance", AREA, "--games", "2", "--seed", "3", "--bot", "random", "--workers", "1", "--out", a, "--html", html)).code).toBe(0);
    // The standalone page: chart.js inside, the area map drawn, the report as its data.
    const page = fs.readFileSync(html, "utf8");
    expect(page).toContain("Chart.js v4.6.1");
    expect(page).toMatch(/<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 \d+ \d+"/);
    expect(page).toContain('"format":"warbench-balance-report"');
    expect((await run("balance", AREA, "--games", "2", "--seed", "3", "--bot", "random", "--workers", "2", "--out", b)).code).toBe(0);
    expect(fs.readFileSync(b, "utf8")).toBe(fs.readFileSync(a, "utf8"));
    const report = balanceReportSchema.parse(JSON.parse(fs.readFileSync(a, "utf8")));
    expect(report).toMatchObject({ ruleset: "aa1942", games: 2, score: { metric: "victory-cities" }, length: { unit: "round" } });
    // The sample's eight victory cities are always reported, each with its holder at the start.
    expect(report.control.filter((c) => c.key)).toHaveLength(8);
    expect(report.score.byTurn[0]!.sides.map((s) => s.side)).toEqual(["allies", "axis"]);
  }, 120_000);
});

describe("warbench balance --bot-check: greedy against random from each side (issue 16 item 5)", () => {
  it("adds botCheck, seeded from --seed, the same on one worker or two, with a line per side on stderr", async () => {
    const args = ["balance", NEXTWAR, "--games", "1", "--seed", "30", "--bot", "random", "--bot-check", "3"];
    const one = await run(...args, "--workers", "1");
    expect(one.code).toBe(0);
    const report = balanceReportSchema.parse(JSON.parse(one.out));
    // The balance games are untouched by the check: one game, random bots, seed 30.
    expect(report).toMatchObject({ games: 1, seeds: [[30, 30]], partial: false });
    expect(report.botCheck).toMatchObject({ gamesPerSide: 3, threshold: 0.9 });
    expect(report.botCheck!.sides.map((s) => [s.side, s.bot, s.opponent, s.games, s.seeds])).toEqual([
      ["blue", "greedy", "random", 3, [[30, 32]]],
      ["red", "greedy", "random", 3, [[30, 32]]],
    ]);
    for (const s of report.botCheck!.sides) {
      expect(one.err).toContain(`Greedy as ${s.side === "blue" ? "Northern Coalition" : "Eastern Pact"} beats random in ${s.wins}/3 (`);
    }
    expect(one.err.trim().split("\n").pop()).toMatch(/; 1 games and 6 bot-check games in /);
    const two = await run(...args, "--workers", "2");
    expect(two.out).toBe(one.out);
    // Without --bot-check the report has no botCheck at all.
    const plain = balanceReportSchema.parse(JSON.parse((await run("balance", NEXTWAR, "--games", "1", "--seed", "30", "--bot", "random", "--workers", "1")).out));
    expect(plain.botCheck).toBeUndefined();
  }, 120_000);
});

describe("warbench balance: errors are one clear line and a non-zero exit", () => {
  it.each([
    [["balance", NEXTWAR], "--games N is required"],
    [["balance", NEXTWAR, "--games", "0"], "--games must be an integer from 1 to 1000000"],
    [["balance", NEXTWAR, "--games", "3", "--bot-a", "clever"], 'unknown bot "clever" (random, greedy)'],
    [["balance", NEXTWAR, "--games", "3", "--workers", "0"], "--workers must be an integer from 1 to 256"],
    [["balance", NEXTWAR, "--games", "3", "--seed", "x"], "--seed must be a safe integer"],
    [["balance", NEXTWAR, "--games", "3", "--bot-check", "-1"], "--bot-check must be an integer from 0 to 1000000"],
    [["balance", NEXTWAR, "--games", "3", "--frobnicate"], "unknown option --frobnicate"],
    [["balance", "--games", "3"], "balance needs one scenario or bundle"],
  ])("%j → %s", async (argv, message) => {
    const r = await run(...argv);
    expect(r.code).toBe(2);
    expect(r.err.split("\n")[0]).toContain(message);
    expect(r.out).toBe("");
  });

  it("--help prints the usage, --bot-check included, on stdout", async () => {
    const help = await run("balance", "--help");
    expect(help.code).toBe(0);
    expect(help.out).toContain("[--bot-check M]");
    expect(help.err).toBe("");
  });

  it("a missing file or folder names it", async () => {
    const missing = await run("balance", "nowhere/scenario.json", "--games", "2");
    expect(missing.code).toBe(2);
    expect(missing.err).toMatch(/^warbench: nowhere\/scenario\.json: .+\n$/);
    const badOut = await run("balance", NEXTWAR, "--games", "2", "--out", "no/such/folder/r.json");
    expect(badOut.code).toBe(2);
    expect(badOut.err).toBe("warbench: no/such/folder/r.json: the folder does not exist\n");
  });
});

describe("warbench balance: Ctrl-C", () => {
  it("stops at once and writes a partial report of the games finished (exit 130)", async () => {
    const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "wb-balance-")), "partial.json");
    const child = spawn(process.execPath, [bin, "balance", NEXTWAR, "--games", "400", "--bot", "random", "--workers", "2", "--progress-json", "--out", out], { stdio: ["ignore", "pipe", "pipe"] });
    let err = "";
    let signalled = false;
    const code = await new Promise<number | null>((resolve) => {
      child.stderr.on("data", (chunk: Buffer) => {
        err += chunk.toString();
        // Interrupt once a few games are in.
        const last = err.trim().split("\n").pop() ?? "";
        if (!signalled && /"done":([3-9]|\d\d)/.test(last)) {
          signalled = true;
          child.kill("SIGINT");
        }
      });
      child.on("exit", (c) => resolve(c));
    });
    expect(signalled).toBe(true);
    expect(code).toBe(130);
    expect(err.trim().split("\n").pop()).toMatch(/; stopped: partial report$/);
    const report = balanceReportSchema.parse(JSON.parse(fs.readFileSync(out, "utf8")));
    expect(report.partial).toBe(true);
    expect(report.gamesRequested).toBe(400);
    expect(report.games).toBeGreaterThanOrEqual(3);
    expect(report.games).toBeLessThan(400);
    // The seeds listed are exactly the games counted.
    expect(report.seeds.reduce((t, [from, to]) => t + to - from + 1, 0)).toBe(report.games);
  }, 120_000);
});
