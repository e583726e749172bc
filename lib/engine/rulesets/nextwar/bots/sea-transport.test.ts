import { describe, expect, it } from "vitest";
import type { Scenario } from "@/lib/model";
import type { Action, EngineBundle, GameState } from "../types";
import { BOTS } from "../../../index";
import { boardOf } from "../board";
import { at, board, withNaval } from "../test-kit";
import { replayGamesUsing, sampleSetUp, toward } from "./bot-kit";
import { chooseSeaTransport } from "./sea-transport";

/**
 * The greedy bot's sea transport [8.5.7.1, 8.5.7.4, 8.5.6.4.1] on a long
 * coast: row 1 is sea, zone "w" (columns 1–10) and zone "e" (11–20),
 * adjacent; rows 2–4 land, Nordland (blue) but columns 19–20 (Ostmark,
 * red). Blue ports 0202 (where its units start), 0902 (zone w) and 1802
 * (zone e); the objective is red's r1 at 2003, 18 hexes from 0202 by land.
 * Blue holds every box unless a case says otherwise; the sample's
 * contested-move table passes modified rolls 0–5.
 */
const hexes = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => `${String(from + i).padStart(2, "0")}01`);

function bundle(scenario: Partial<Scenario> = {}, units: Parameters<typeof board>[0]["units"] = [{ id: "b1", type: "inf", at: "0202" }]): EngineBundle {
  return board({
    rows: ["s".repeat(20), "c".repeat(20), "c".repeat(20), "c".repeat(20)],
    borders: [".".repeat(20), ...Array.from({ length: 3 }, () => `${"n".repeat(18)}oo`)],
    features: [
      { kind: "port", hex: "0202", name: "Westhaven", capacity: 2 },
      { kind: "port", hex: "0902", name: "Midhaven", capacity: 2 },
      { kind: "port", hex: "1802", name: "Easthaven", capacity: 2 },
    ],
    seaZones: [
      { id: "w", name: "West", seaBox: { id: "w-sea", name: "West sea box" }, coastalBox: { id: "w-coast", name: "West coastal box" }, hexes: hexes(1, 10) },
      { id: "e", name: "East", seaBox: { id: "e-sea", name: "East sea box" }, coastalBox: { id: "e-coast", name: "East coastal box" }, hexes: hexes(11, 20) },
    ],
    units: [...units, { id: "r1", type: "inf", at: "2003" }],
    scenario: {
      ...scenario,
      navalWar: { rollingSide: "blue", control: ["w-sea", "w-coast", "e-sea", "e-coast"].map((box) => ({ box, side: "blue" })) },
    },
  });
}

const move = (bn = bundle(), tweak: Partial<GameState> = {}): GameState => at(bn, "reaction-move", tweak);
const sail = (units: string[], to: string): Action => ({ type: "sea-transport", units, to });
const stack = [
  { id: "b1", type: "inf", at: "0202" },
  { id: "b2", type: "armour", at: "0202" },
];

describe("the greedy bot's sea transport [8.5.7.1]", () => {
  // [what, state, objective, the sailing chosen or null]
  const cases: [string, () => GameState, string, Action | null][] = [
    ["clear waters: to the port nearest the objective, 16 hexes nearer though it moves no more (another zone)", () => move(), "2003", sail(["b1"], "1802")],
    ["the enemy holds the east coastal box: a roll at +1 passes 5 in 10, so the sure port of its own zone", () => withNaval(move(), { control: { "e-coast": "red" } }), "2003", sail(["b1"], "0902")],
    ["the same roll with blue's ASW level 3 (+1 −3) passes 8 in 10: worth the far port [8.5.6.4.1]", () => withNaval(move(), { control: { "e-coast": "red" }, asw: { blue: 3 } }), "2003", sail(["b1"], "1802")],
    ["objective 1502, clear waters: the far port gains 10 hexes, enough between zones", () => move(), "1502", sail(["b1"], "1802")],
    ["objective 1502 with a roll passing 7 in 10 (+1 −2): 10 hexes × 0.7 is no better than the sure 7 of its own zone", () => withNaval(move(), { control: { "e-coast": "red" }, asw: { blue: 2 } }), "1502", sail(["b1"], "0902")],
    ["objective 1402: the far port gains 8, too few to give up the land move after it; the near one gains 7 and the unit moves on", () => move(), "1402", sail(["b1"], "0902")],
    ["the enemy holds both coastal boxes: every sailing rolls, none is taken", () => withNaval(move(), { control: { "w-coast": "red", "e-coast": "red" } }), "2003", null],
    ["the objective a few hexes away: a land move does as well", () => move(), "0604", null],
    ["the last unit in a VP hex it holds stays", () => move(bundle({ victory: { vpHexes: [{ hex: "0202", value: 1 }], levels: [], capitals: [] } })), "2003", null],
    ["a 3-SP stack over the turn's 2 SP: the armour (2 SP) sails alone [8.5.7.4]", () => move(bundle({}, stack)), "2003", sail(["b2"], "1802")],
    ["the turn's 2 SP already shipped: none [8.5.7.4]", () => move(bundle(), { seaTransport: { turn: 1, sp: { blue: 2 } } }), "2003", null],
  ];
  it.each(cases)("%s", (_what, state, objective, expected) => {
    const s = state();
    expect(chooseSeaTransport(boardOf(s), "blue", toward(s, objective))).toEqual(expected);
  });

  it("the greedy bot sails before it moves by land, where shipping gains most", () => {
    const s = move();
    expect(BOTS.greedy!({ side: "blue", seed: 1 }).choose(s)).toEqual(sail(["b1"], "1802"));
  });
});

describe("greedy games on the sample that sail replay exactly [8.5.7.1]", () => {
  // Without the AMPH, and its marines in Bay Point: the amphibious war [8.5.8] turns the first dozen games away from shipping.
  it("some sail; each replays to the same hash", () => {
    const bundle = sampleSetUp({ "nl-amph-1": null, "nl-marine-2": "2406" });
    expect(replayGamesUsing(bundle, "greedy", ["sea-transport"], 12)["sea-transport"]).toBeGreaterThan(0);
  }, 240_000);
});
