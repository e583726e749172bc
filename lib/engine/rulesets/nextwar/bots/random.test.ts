import { describe, expect, it } from "vitest";
import { BotRandom } from "../../../core/rng";
import type { EngineBundle, GameState } from "../types";
import { apply } from "../../../index";
import { at, board } from "../test-kit";
import { mix, randomBot } from "./random";

/**
 * The random bot's studio convention (RULINGS.md, "Random bot"; no rulebook
 * text): it plays only legal actions, from a seed of its own, and takes the
 * amphibious actions [8.5.8.3, 8.5.8.1, 8.5.8.2] now and then, drawing no
 * die when there are none, so games without an AMPH play as before.
 */

/** Row 1 sea (zone "z"), row 2 beach; blue's AMPH in its port 0202 with a marine aboard (set up with it [8.5.8]). */
function coastWithAmph(): EngineBundle {
  return board({
    rows: ["s".repeat(8), "c".repeat(8), "c".repeat(8)],
    borders: [".".repeat(8), "nnnnoooo", "nnnnoooo"],
    features: [{ kind: "port", hex: "0202", name: "Westhaven", capacity: 2 }],
    seaZones: [{ id: "z", name: "Strait", seaBox: { id: "z-sea", name: "Strait sea box" }, coastalBox: { id: "z-coast", name: "Strait coastal box" }, hexes: Array.from({ length: 8 }, (_, c) => `0${c + 1}01`) }],
    units: [
      { id: "b-amph", type: "amph", at: "0202", capacity: 2 },
      { id: "b-mar", type: "marine", at: "0202", attack: 4, defence: 4, er: 5, ma: 6, sp: 1, steps: 2 },
      { id: "b-inf", type: "inf", at: "0103" },
      { id: "r-inf", type: "inf", at: "0803" },
    ],
    scenario: { navalWar: { rollingSide: "blue", control: ["z-sea", "z-coast"].map((box) => ({ box, side: "blue" })) } },
  });
}

const SEEDS = Array.from({ length: 200 }, (_, i) => i + 1);
const choose = (s: GameState, seed: number, side: string) => randomBot({ seed, side }).choose(s);

describe("the random bot (a studio convention: no rulebook text)", () => {
  const s = at(coastWithAmph(), "reaction-move");

  it("starts with the marine aboard its AMPH, so it may come ashore this segment [8.5.8, 8.5.8.3]", () => {
    expect(s.units["b-mar"]?.at).toBe("amph:b-amph");
  });

  it("picks only legal actions, and now and then the amphibious one [8.5.8.3]", () => {
    const chosen = SEEDS.map((seed) => choose(s, seed, "blue"));
    for (const a of chosen) expect("error" in apply(s, a), JSON.stringify(a)).toBe(false);
    const ashore = chosen.filter((a) => a.type === "disembark").length;
    expect(ashore).toBeGreaterThan(0);
    expect(ashore).toBeLessThan(SEEDS.length / 2);
  });

  it("is seeded: the same seed and side choose the same action; other seeds choose otherwise", () => {
    const first = SEEDS.map((seed) => choose(s, seed, "blue"));
    expect(SEEDS.map((seed) => choose(s, seed, "blue"))).toEqual(first);
    expect(new Set(first.map((a) => JSON.stringify(a))).size).toBeGreaterThan(1);
  });

  it("draws no die for the amphibious actions when there are none: its first draw decides whether the segment ends", () => {
    // Red's combat segment, one target and no AMPH: the bot ends the segment when its first draw falls under 1/2 (1/(n+1), n = 1).
    const land = board({ rows: ["cccc"], units: [{ id: "r1", type: "inf", at: "0301" }, { id: "b1", type: "inf", at: "0201" }] });
    const c = at(land, "initiative-combat");
    for (const seed of SEEDS) {
      const ends = new BotRandom(mix(seed, "red")).chance(1 / 2);
      expect(choose(c, seed, "red").type, `seed ${seed}`).toBe(ends ? "end-segment" : "attack");
    }
  });
});
