import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { calculateOdds } from "@/lib/engine/rulesets/aa1942/odds";
import { type AreaGame, areaGameSchema } from "@/lib/model";
import { buildJob, initialForm, parseAreaGame } from "./calculator-form";

const raw = JSON.parse(fs.readFileSync(path.join(process.cwd(), "lib", "samples", "area-sample", "game.json"), "utf8")) as unknown;
const game: AreaGame = areaGameSchema.parse(raw);

describe("the calculator form", () => {
  it("opens on the first nation against the first of the other side, 10,000 runs, seed 1", () => {
    const form = initialForm(game);
    expect([form.attacker.nation, form.defender.nation]).toEqual(["aurelia", "cordova"]);
    expect([form.runs, form.seed, form.kind]).toEqual(["10000", "1", "land"]);
  });

  it("opens pre-filled with a battle handed over (the playtest's way)", () => {
    const form = initialForm(game, { attacker: { nation: "cordova", units: { infantry: 3, tank: 1 } }, defender: { nation: "borealis", units: { infantry: 2 } }, kind: "land", amphibious: true });
    expect(form.attacker).toMatchObject({ nation: "cordova", counts: { infantry: "3", tank: "1", artillery: "" } });
    expect(form.defender.counts.infantry).toBe("2");
    expect(form.amphibious).toBe(true);
  });

  it("builds the job warbench odds would fight: same request, seed and runs give the same result", () => {
    const form = initialForm(game, { attacker: { nation: "cordova", units: { infantry: 3, tank: 1 } }, defender: { nation: "aurelia", units: { infantry: 2 } }, kind: "land" });
    const built = buildJob(game, { ...form, runs: "2,000", seed: "7" });
    if (!built.ok) throw new Error(built.message);
    expect(built.job).toMatchObject({ seed: 7, runs: 2_000, request: { kind: "land", amphibious: false, attacker: { infantry: 3, tank: 1 }, defender: { infantry: 2 }, retreatAfter: 0, retreatBelow: 0 } });
    const cli = calculateOdds(game.unitTypes, { kind: "land", attacker: { Infantry: 3, TANK: 1 }, defender: { infantry: 2 } }, { seed: 7, runs: 2_000 });
    const mine = calculateOdds(game.unitTypes, built.job.request, { seed: 7, runs: 2_000 });
    expect(mine).toEqual(cli);
  });

  it("asks for the exact answer by default, as warbench odds does; Monte Carlo when chosen [RULINGS-odds \"exact\"]", () => {
    const form = initialForm(game, { attacker: { nation: "cordova", units: { infantry: 3, tank: 1 } }, defender: { nation: "aurelia", units: { infantry: 2 } }, kind: "land" });
    expect(form.method).toBe("auto");
    const built = buildJob(game, form);
    if (!built.ok) throw new Error(built.message);
    expect(built.job.method).toBe("auto");
    const exact = calculateOdds(game.unitTypes, built.job.request, { method: built.job.method });
    expect(exact.ok && exact.result.method).toBe("exact");
    const sampled = buildJob(game, { ...form, method: "monte-carlo" });
    expect(sampled.ok && sampled.job.method).toBe("monte-carlo");
  });

  it("refuses a battle that cannot happen with its rule, and allies attacking allies", () => {
    const form = initialForm(game, { attacker: { nation: "cordova", units: { infantry: 2 } }, defender: { nation: "aurelia", units: { destroyer: 1 } }, kind: "sea" });
    expect(buildJob(game, form)).toMatchObject({ ok: false, rule: "AA:transports" });
    const allies = initialForm(game, { attacker: { nation: "aurelia", units: { infantry: 2 } }, defender: { nation: "borealis", units: { infantry: 1 } }, kind: "land" });
    expect(buildJob(game, allies)).toMatchObject({ ok: false, rule: "AA:conduct-combat", message: expect.stringContaining("never attacks its own allies") });
  });

  it("checks what is typed: runs up to 1,000,000, whole counts, a whole seed", () => {
    const form = initialForm(game, { attacker: { nation: "cordova", units: { infantry: 2 } }, defender: { nation: "aurelia", units: { infantry: 1 } }, kind: "land" });
    expect(buildJob(game, { ...form, runs: "1000000" }).ok).toBe(true);
    expect(buildJob(game, { ...form, runs: "1000001" })).toMatchObject({ ok: false, message: expect.stringContaining("Runs") });
    expect(buildJob(game, { ...form, seed: "1.5" })).toMatchObject({ ok: false, message: expect.stringContaining("seed") });
    expect(buildJob(game, { ...form, attacker: { ...form.attacker, counts: { infantry: "two" } } })).toMatchObject({ ok: false, message: expect.stringContaining("Infantry") });
  });
});

describe("parseAreaGame", () => {
  it("reads the area sample's game and refuses other rulesets and broken games", () => {
    expect(parseAreaGame(raw).ok).toBe(true);
    expect(parseAreaGame({ ...(raw as object), ruleset: "nextwar-standard" }).ok).toBe(false);
    expect(parseAreaGame([])).toMatchObject({ ok: false });
  });
});
