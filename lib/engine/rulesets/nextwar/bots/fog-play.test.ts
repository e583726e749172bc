import { describe, expect, it } from "vitest";
import type { Action, EngineBundle } from "../types";
import { at, board, sampleBundle } from "../test-kit";
import { BOTS, playGame } from "./index";
import { greedyBot as rawGreedy } from "./greedy";
import { applyNextWar } from "../game";
import { foggedState } from "../fog-state";

/*
 * Fog of war [13.2]: 「プレイヤーは [8.1.2] による規定を無視し、相手プレイヤーのスタックを確認することはできない」.
 * A bot under the rule plays from what its side may know (fog-state.ts), so a
 * balance run with fog on is not won by a bot that looks under the enemy's
 * top counters.
 */

/** Red's two armour (the most that may attack from one hex, 4 SP [8.1.1.1]) next to blue's stack: an infantry on top and, beneath it, an HQ (weak) or an armour (strong). */
function front(under: "hq" | "armour", fog: boolean): EngineBundle {
  return board({
    rows: ["ccc"],
    borders: ["nno"],
    units: [
      { id: "b1", type: "inf", at: "0201" },
      { id: "b2", type: under, at: "0201" },
      { id: "r1", type: "armour", at: "0301" },
      { id: "r2", type: "armour", at: "0301" },
    ],
    scenario: { optionalRules: { fogOfWar: fog } },
  });
}

const redChooses = (under: "hq" | "armour", fog: boolean): Action => BOTS.greedy!({ seed: 1, side: "red" }).choose(at(front(under, fog), "initiative-combat"));

describe("a bot under fog of war does not use what is hidden [13.2]", () => {
  it("without fog the greedy bot attacks the stack over weak units and not over strong ones", () => {
    expect(redChooses("hq", false).type).toBe("attack");
    expect(redChooses("armour", false).type).toBe("end-segment");
  });
  it("with fog it makes the same choice whatever lies beneath the top counter", () => {
    expect(redChooses("hq", true)).toEqual(redChooses("armour", true));
  });
});

describe("a fogged choice the true state refuses [13.2]", () => {
  // Red's helicopter is the top counter in 0301, a VP hex; red's infantry is beneath it, unseen by blue.
  const bundle = board({
    rows: ["cccc"],
    borders: ["nnoo"],
    features: [{ kind: "city", hex: "0301" }],
    units: [
      { id: "r-helo", type: "attack-helo", at: "0301" },
      { id: "r1", type: "inf", at: "0301" },
      { id: "b1", type: "inf", at: "0101" },
    ],
    scenario: { optionalRules: { fogOfWar: true }, victory: { vpHexes: [{ hex: "0301", value: 5 }], levels: [{ level: "stalemate", minDifference: 0 }], capitals: [], automaticVictoryLevel: 50 } },
  });
  const s = at(bundle, "reaction-move");

  it("is refused: from what blue knows the VP hex holds no ground unit, but it does [8.2.2]", () => {
    const guess = rawGreedy({ seed: 1, side: "blue" }).choose(foggedState(s, "blue"));
    expect(guess).toMatchObject({ type: "move", units: ["b1"], to: "0301" });
    expect(applyNextWar(s, guess)).toMatchObject({ error: expect.stringContaining("[8.2.2]") });
  });
  it("so the bot hears the refusal and chooses again, legally", () => {
    const a = BOTS.greedy!({ seed: 1, side: "blue" }).choose(s);
    expect(a).not.toMatchObject({ type: "move", to: "0301" });
    expect("error" in applyNextWar(s, a)).toBe(false);
  });
});

const fogged = (b: EngineBundle): EngineBundle => ({ ...b, scenario: { ...b.scenario, optionalRules: { ...b.scenario.optionalRules, fogOfWar: true } } });

describe("bot games with fog of war on [13.2]", () => {
  // playGame throws on any illegal action: a fogged choice the true state refuses must be caught by the bot.
  it.each([
    ["greedy", "greedy", 1],
    ["greedy", "random", 2],
    ["random", "greedy", 3],
    ["random", "random", 4],
  ])("%s (blue) v %s (red), seed %i, plays to the end with legal actions only", (blue, red, seed) => {
    const g = playGame(fogged(sampleBundle()), seed, { blue: BOTS[blue]!, red: BOTS[red]! });
    expect(g.truncated).toBe(false);
    expect(g.state.result).not.toBeNull();
  }, 120_000);

  it("plays the same game again from the same seed (its caches change nothing)", () => {
    const [a, b] = [1, 2].map(() => playGame(fogged(sampleBundle()), 9, { blue: BOTS.greedy!, red: BOTS.random! }));
    expect(b!.actions).toEqual(a!.actions);
    expect(b!.hash).toBe(a!.hash);
  }, 60_000);

  it("with the rule off a bot plays exactly as from the true state", () => {
    // The raw greedy bot, which always reads the state it is given, against the one every caller gets.
    for (const seed of [5, 6]) {
      const a = playGame(sampleBundle(), seed, { blue: rawGreedy, red: rawGreedy });
      const b = playGame(sampleBundle(), seed, { blue: BOTS.greedy!, red: BOTS.greedy! });
      expect(b.actions).toEqual(a.actions);
    }
  }, 60_000);
});
