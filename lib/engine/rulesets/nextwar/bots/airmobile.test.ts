import { describe, expect, it } from "vitest";
import type { GameState } from "../types";
import { apply, BOTS } from "../../../index";
import { boardOf } from "../board";
import { sampleBundle } from "../test-kit";
import { chooseAirmobile } from "./airmobile";
import { blueMovesUnder, front, replayGamesUsing, toward } from "./bot-kit";

/**
 * The bots' airmobile moves [8.5.4]: the greedy bot lifts airmobile units
 * toward its objectives when the move gains enough hexes, outside the
 * enemy's ZOC; random and greedy games on the sample (whose airmobile-class
 * units carry themselves) that fly airmobile replay to the same hash.
 *
 *   0101 airbase (blue, columns 1–14 Nordland)   a1 airmobile-class inf at 0103   r1 armour at 1903
 */
const a1 = { id: "a1", type: "airmobile-inf", at: "0103", attack: 2, defence: 3, er: 5, ma: 24, sp: 1, steps: 2 };
const bundle = () =>
  front(
    [{ hex: "0101", kind: "airbase", name: "Rear AB" }],
    [a1, { id: "r1", type: "armour", at: "1903" }],
  );

const move = (level: string, bn = bundle()): GameState => blueMovesUnder(bn, level);

describe("the greedy bot's airmobile move [8.5.4]", () => {
  it("lifts the unit as near its objective as the list reaches, outside the enemy's ZOC", () => {
    const s = move("contested");
    const a = chooseAirmobile(boardOf(s), "blue", toward(s, "1903"));
    expect(a).toMatchObject({ type: "airmobile", units: ["a1"] });
    const cm = boardOf(s).ctx.cm;
    expect(cm.distance(cm.indexOf("0103"), cm.indexOf((a as { to: string }).to))).toBe(8);
  });

  it("not under unfavourable air superiority, nor for a small gain [6.6]", () => {
    const s = move("unfavourable");
    expect(chooseAirmobile(boardOf(s), "blue", toward(s, "1903"))).toBeNull();
    const c = move("contested");
    expect(chooseAirmobile(boardOf(c), "blue", toward(c, "0505"))).toBeNull();
  });
});

describe("the greedy bot's advance after an airmobile landing [8.5.4.3]", () => {
  it("takes the next-door empty enemy city", () => {
    const bn = front(
      [
        { hex: "0101", kind: "airbase", name: "Rear AB" },
        { hex: "1603", kind: "city", name: "Red town" },
      ],
      [a1, { id: "r1", type: "armour", at: "1901" }],
    );
    const s = move("contested", bn);
    const forced = apply(s, { type: "force-die", value: 9 });
    if ("error" in forced) throw new Error(forced.error);
    const landed = apply(forced.state, { type: "airmobile", units: ["a1"], to: "1503" });
    if ("error" in landed) throw new Error(landed.error);
    const bot = BOTS.greedy!({ side: "blue", seed: 1 });
    expect(bot.choose(landed.state)).toEqual({ type: "move", units: ["a1"], to: "1603" });
  });
});

describe("bot games on the sample with airmobile moves replay exactly [8.5.4]", () => {
  it.each(["random", "greedy"])("%s games: some airmobile; each replays to the same hash", (bot) => {
    expect(replayGamesUsing(sampleBundle(), bot, ["airmobile"], 20).airmobile).toBeGreaterThan(0);
  }, 240_000);
});
