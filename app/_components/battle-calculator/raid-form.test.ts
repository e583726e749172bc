import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { raidOdds } from "@/lib/engine/rulesets/aa1942/queries";
import { type AreaGame, areaGameSchema } from "@/lib/model";
import { INITIAL_RAID, raidFromForm } from "./raid-form";

const raw = JSON.parse(fs.readFileSync(path.join(process.cwd(), "lib", "samples", "area-sample", "game.json"), "utf8")) as unknown;
const game: AreaGame = areaGameSchema.parse(raw);

describe("the calculator's raid mode [AA:strategic-bombing]", () => {
  it("gives the engine's exact raid odds, the same numbers as warbench odds --raid", () => {
    const r = raidFromForm(game, { bombers: "2", escorts: "1", interceptors: "2", ipc: "8", damage: "" });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.odds).toEqual(raidOdds(game.unitTypes, { bombers: 2, escorts: 1, interceptors: 2, ipc: 8, damage: 0 }));
    expect(r.odds.expectedDamage.toFixed(2)).toBe("5.65");
  });

  it("refuses with the CLI's words: no bomber, or a count that is not a whole number", () => {
    expect(raidFromForm(game, { ...INITIAL_RAID, bombers: "0", escorts: "2" })).toEqual({ ok: false, message: "a raid needs at least one bomber (escorts fly only with bombers)" });
    expect(raidFromForm(game, { ...INITIAL_RAID, interceptors: "-1" })).toEqual({ ok: false, message: 'interceptors must be a whole number of at least 0, not "-1"' });
  });
});
