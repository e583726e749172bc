import { describe, expect, it } from "vitest";
import { AA_BOTS, BOTS, playAaGame, playGame } from "@/lib/engine";
import { tinyBundle } from "@/lib/engine/rulesets/aa1942/test-kit";
import { sampleBundle } from "@/lib/engine/rulesets/nextwar/test-kit";
import { playRecorded, reportMeta } from "./play";

const bundle = sampleBundle();
const game = { ruleset: "nextwar" as const, bundle };

describe("playRecorded (Next War sample, random bots)", () => {
  const seed = 7;
  const record = playRecorded(game, 3, seed, ["random", "random"]);
  const played = playGame(bundle, seed, { blue: BOTS.random!, red: BOTS.random! });

  it("plays the same game as the engine's playGame and reads its result [12.3]", () => {
    expect(record.index).toBe(3);
    expect(record.seed).toBe(seed);
    expect(record.winner).toBe(played.state.result?.winner ?? null);
    expect(record.level).toBe(played.state.result?.level);
    expect(record.turns).toBe(played.state.turn);
    // The last VP totals are the game's [12.1].
    expect(record.score.map((s) => s[s.length - 1])).toEqual([played.state.vp.total.blue, played.state.vp.total.red]);
    expect(record.score[0]).toHaveLength(record.turns - (bundle.scenario.turns.first ?? 1) + 1);
  });

  it("counts every eliminated unit once, where it was, and never more units than steps [9.7.1]", () => {
    const eliminated = Object.entries(played.state.units).filter(([, u]) => u.status === "eliminated").length;
    const byPlace = record.eliminations.reduce((t, e) => t + e.units, 0);
    const byType = record.losses.reduce((t, l) => t + l.units, 0);
    // A rebuilt unit [11.2] was eliminated once more than it is now.
    expect(byType).toBeGreaterThanOrEqual(eliminated);
    expect(byPlace).toBe(byType);
    for (const l of record.losses) expect(l.steps).toBeGreaterThanOrEqual(l.units);
    for (const e of record.eliminations) expect(e.at).toMatch(/^\d{4}$/);
  });

  it("lists the hexes that changed hands, each with its start and final controller [2.8]", () => {
    for (const c of record.changed) expect(c.start).not.toBe(c.final);
    expect(new Set(record.changed.map((c) => c.at)).size).toBe(record.changed.length);
  });

  it("is deterministic", () => {
    expect(playRecorded(game, 3, seed, ["random", "random"])).toEqual(record);
  });

  it("the report header names the VP hexes with their controller at the start", () => {
    const meta = reportMeta(game, { bots: ["greedy", "random"], seed: 1, gamesRequested: 10, partial: false });
    expect(meta.objectives.map((o) => o.at).sort()).toEqual(bundle.scenario.victory!.vpHexes!.map((v) => v.hex).sort());
    expect(meta.objectives.find((o) => o.at === "0915")?.start).toBe("blue");
    expect(meta.sides.map((s) => `${s.id}:${s.bot}`)).toEqual(["blue:greedy", "red:random"]);
    expect(meta.scenario.digest).toMatch(/^[0-9a-f]{16}$/);
    expect(meta).toMatchObject({ firstTurn: 1, lastTurn: 8, ruleset: "nextwar" });
  });
});

describe("playRecorded dispatches once, by the registry [#27]", () => {
  it("plays an area game through the same loop: the record matches the engine's own area game", () => {
    const area = tinyBundle();
    const [a, b] = area.scenario.sides.map((s) => s.id) as [string, string];
    const record = playRecorded({ ruleset: "aa1942", bundle: area }, 0, 5, ["greedy", "random"]);
    const played = playAaGame(area, 5, { [a]: AA_BOTS.greedy!, [b]: AA_BOTS.random! });
    expect(record).toMatchObject({ winner: played.state.result?.winner ?? null, level: played.state.result?.level ?? "unfinished", turns: played.state.round });
    expect(reportMeta({ ruleset: "aa1942", bundle: area }, { bots: ["greedy", "random"], seed: 5, gamesRequested: 1, partial: false }).ruleset).toBe("aa1942");
  });

  it("an unknown ruleset is the registry's one error", () => {
    expect(() => playRecorded({ ruleset: "chess", bundle }, 0, 1, ["random", "random"])).toThrow(`The game's ruleset "chess" is not one Warbench plays (nextwar, aa1942)`);
    expect(() => reportMeta({ ruleset: "chess", bundle }, { bots: [], seed: 1, gamesRequested: 1, partial: false })).toThrow("is not one Warbench plays");
  });
});
