import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadAreaGame } from "./odds-command";
import { runRaidOdds } from "./odds-raid";

const GAME = "lib/samples/area-sample/game.json";

function raid(file: string, ...args: string[]) {
  let out = "";
  let err = "";
  const code = runRaidOdds([file, "--raid", ...args], { out: (s) => (out += s), err: (s) => (err += s) }, (f) => loadAreaGame(f));
  return { code, out, err };
}

/** The sample game with its bomber and fighter given other air-battle values. */
function otherValues(): string {
  const game = JSON.parse(fs.readFileSync(GAME, "utf8")) as { unitTypes: { id: string }[] };
  game.unitTypes = game.unitTypes.map((t) => (t.id === "bomber" ? { ...t, airAttack: 2 } : t.id === "fighter" ? { ...t, airDefence: 3 } : t));
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "warbench-raid-"));
  const file = path.join(dir, "game.json");
  fs.writeFileSync(file, JSON.stringify(game));
  return file;
}

describe("warbench odds --raid reads the game's air-battle values [AA:strategic-bombing]", () => {
  it("the sample game, which gives none, plays the rulebook's 1 and 2", () => {
    const r = raid(GAME, "--bombers", "1", "--interceptors", "1", "--ipc", "10", "--json");
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out).hitOn).toEqual({ bomber: 1, escort: 1, interceptor: 2, complex: 1 });
  });

  it("a game file whose bomber has airAttack 2 and fighter airDefence 3 gives other odds, in JSON and in text", () => {
    const file = otherValues();
    const json = JSON.parse(raid(file, "--bombers", "1", "--interceptors", "1", "--ipc", "10", "--json").out);
    expect(json.hitOn).toEqual({ bomber: 2, escort: 1, interceptor: 3, complex: 1 });
    expect(json.expectedInterceptorsLost).toBeCloseTo(2 / 6, 12);
    const plain = JSON.parse(raid(GAME, "--bombers", "1", "--interceptors", "1", "--ipc", "10", "--json").out);
    expect(json.expectedBombersLost).not.toBeCloseTo(plain.expectedBombersLost, 6);
    const text = raid(file, "--bombers", "1", "--escorts", "1", "--interceptors", "2", "--ipc", "8");
    expect(text.out).toMatch(/^ {2}hits on {2}bombers 2, escorts 1, interceptors 3 \(the game's air-battle values\), the complex's air defence 1$/m);
  });

  it("an air-battle value out of range in the game file is refused in one line, no stack trace", () => {
    const file = otherValues();
    const game = JSON.parse(fs.readFileSync(file, "utf8")) as { unitTypes: { id: string; airDefence?: number }[] };
    game.unitTypes.find((t) => t.id === "fighter")!.airDefence = 9;
    fs.writeFileSync(file, JSON.stringify(game));
    const r = raid(file, "--bombers", "1", "--ipc", "10");
    expect(r.code).not.toBe(0);
    expect(r.err.trim().split("\n")).toHaveLength(1);
    expect(r.err).toMatch(/airDefence/);
    expect(r.err).not.toMatch(/\bat .*\.ts:\d+/);
  });
});
