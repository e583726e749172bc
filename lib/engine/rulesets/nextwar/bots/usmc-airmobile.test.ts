import { describe, expect, it } from "vitest";
import type { NextWarUnitType } from "@/lib/model";
import type { EngineBundle, GameState } from "../types";
import { apply, BOTS } from "../../../index";
import { boardOf } from "../board";
import { AMPH_BASE } from "../helicopters";
import { at, board, game } from "../test-kit";
import { chooseAirmobile } from "./airmobile";
import { toward } from "./bot-kit";

/**
 * The greedy bot's USMC airmobile move [8.5.5] from aboard an AMPH: the
 * flight starts at the AMPH's sea hex (the unit has no map hex), so the
 * bot weighs it like any airmobile move (bestFlight). A 30 × 5 board: row 1
 * sea (zone "w"), blue (Nordland) in columns 1–14, red east; no airbase
 * and no airmobile points of blue's own, so only the AMPH's point flies.
 *
 *   ba1 an AMPH in sea hex 0101, m1 (a 1-step airmobile-capable marine) aboard unless a test puts it in port
 *   r1 red infantry at 2003, the objective
 */
const MARINE_AIR: NextWarUnitType = { id: "marine-air", name: "Marine air assault", mobility: "foot", flags: ["marine", "airmobile-capable"], symbol: "marine" };

function bundle(): EngineBundle {
  const bn = board({
    rows: ["s".repeat(30), ...Array.from({ length: 4 }, () => "c".repeat(30))],
    borders: [".".repeat(30), ...Array.from({ length: 4 }, () => "n".repeat(14) + "o".repeat(16))],
    features: [{ hex: "0102", kind: "port", name: "Westhaven", capacity: 2 }],
    seaZones: [{ id: "w", name: "West", seaBox: { id: "w-sea", name: "West sea box" }, coastalBox: { id: "w-coast", name: "West coastal box" }, hexes: Array.from({ length: 30 }, (_, c) => `${String(c + 1).padStart(2, "0")}01`) }],
    units: [
      { id: "ba1", type: "amph", at: "0101" },
      { id: "m1", type: "marine-air", at: "ba1", attack: 2, defence: 2, er: 6, ma: 8, sp: 1, steps: 1 },
      { id: "r1", type: "inf", at: "2003", sp: 2 },
    ],
    scenario: {
      navalWar: { rollingSide: "blue", control: ["w-sea", "w-coast"].map((box) => ({ box, side: "blue" })) },
      chartOverrides: { airPoints: game().charts.airPoints },
    },
  });
  return { ...bn, game: { ...bn.game, unitTypes: [...bn.game.unitTypes, MARINE_AIR] } };
}

/** Blue's reaction movement segment at air superiority `level` [6.6]. */
function move(level = "contested"): GameState {
  const s = at(bundle(), "reaction-move");
  return { ...s, air: { ...s.air!, level: { blue: level, red: "contested" } } };
}

describe("the greedy bot flies a USMC marine from aboard its AMPH [8.5.5]", () => {
  it("the flight counts from the AMPH's sea hex: 8 hexes toward the objective, with the AMPH as its base", () => {
    const s = move();
    expect(s.units.m1).toMatchObject({ status: "offmap", at: AMPH_BASE + "ba1" });
    const a = chooseAirmobile(boardOf(s), "blue", toward(s, "2003"));
    expect(a).toMatchObject({ type: "airmobile", units: ["m1"], base: "ba1" });
    const cm = boardOf(s).ctx.cm;
    expect(cm.distance(cm.indexOf("0101"), cm.indexOf((a as { to: string }).to))).toBe(8);
  });

  it("not under unfavourable air superiority, nor for a small gain [6.6]", () => {
    expect(chooseAirmobile(boardOf(move("unfavourable")), "blue", toward(move(), "2003"))).toBeNull();
    const s = move();
    expect(chooseAirmobile(boardOf(s), "blue", toward(s, "0403"))).toBeNull();
  });

  it("the greedy bot's movement segment flies it, and the marine lands off the AMPH", () => {
    const s = move();
    const a = BOTS.greedy!({ seed: 1, side: "blue" }).choose(s);
    expect(a).toMatchObject({ type: "airmobile", units: ["m1"], base: "ba1" });
    const r = apply(s, a);
    if ("error" in r) throw new Error(r.error);
    // Landed, or lost to the ADF roll: either way no longer aboard [8.5.5, 6.6].
    expect(r.state.units.m1?.at).not.toBe(AMPH_BASE + "ba1");
  });
});
