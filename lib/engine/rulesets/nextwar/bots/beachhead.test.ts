import { describe, expect, it } from "vitest";
import type { Action, EngineBundle, GameState } from "../types";
import { BOTS, playGame, replay, stateHash } from "../../../index";
import { boardOf } from "../board";
import { at, board, run, withNaval } from "../test-kit";
import { chooseBeachheadRemoval, chooseBeachheadTransport } from "./beachhead";
import { replayGamesUsing, toward } from "./bot-kit";
import { chooseSeaTransport } from "./sea-transport";

/**
 * The greedy bot's own beachheads [8.5.7.2, 8.5.8.2, 8.5.8.2.1] on an island
 * coast: row 1 and columns 1–3 are sea (zone "z"), but for the island port
 * 0202, whose units can leave it only by sea; columns 4–16 of rows 2–5 are
 * clear land, Nordland (blue) to column 8, Ostmark (red) beyond. Blue's
 * beachhead is on the beach 1202 (placed on an earlier turn, so it receives
 * sea transport [8.5.8.2.1]), its AMPH in the sea hex 1201 next to it and
 * a marine ashore on it, unless a case says otherwise. Blue holds both boxes
 * and acts in the reaction segments (red has the initiative); the sample's
 * contested-move table passes modified rolls 0–5.
 *
 *   b-inf  a blue infantry with MA 4 in the island port (may land on a beachhead)
 *   b-mar  a marine (8-4, MA 6), aboard the AMPH in the full games
 *   r-far  red infantry at 1605
 */
const ROWS = ["s".repeat(16), `scs${"c".repeat(13)}`, ...Array.from({ length: 3 }, () => `sss${"c".repeat(13)}`)];
const SEA = ROWS.flatMap((r, i) => [...r].flatMap((c, j) => (c === "s" ? [`${String(j + 1).padStart(2, "0")}${String(i + 1).padStart(2, "0")}`] : [])));
const marine = { id: "b-mar", type: "marine", at: "1202", attack: 8, defence: 4, er: 5, ma: 6, sp: 1, steps: 2, reduced: { attack: 2, defence: 2 } };

type Units = Parameters<typeof board>[0]["units"];
interface Spec {
  units?: Units;
  marineAt?: string | null;
  amphAt?: string;
  /** b-inf's MA. */
  infMa?: number;
  roads?: Parameters<typeof board>[0]["roads"];
  scenario?: Parameters<typeof board>[0]["scenario"];
}

function bundle({ units = [], marineAt = "1202", amphAt = "1201", infMa = 4, roads = [], scenario = {} }: Spec = {}): EngineBundle {
  return board({
    rows: ROWS,
    borders: ROWS.map((r, i) => (i === 0 ? ".".repeat(16) : `${"n".repeat(8)}${"o".repeat(8)}`)),
    features: [{ kind: "port", hex: "0202", name: "Isle", capacity: 2 }],
    roads,
    seaZones: [{ id: "z", name: "Strait", seaBox: { id: "z-sea", name: "Strait sea box" }, coastalBox: { id: "z-coast", name: "Strait coastal box" }, hexes: SEA }],
    units: [
      { id: "b-amph", type: "amph", at: amphAt, capacity: 2 },
      ...(marineAt === null ? [] : [{ ...marine, at: marineAt }]),
      { id: "b-inf", type: "inf", at: "0202", ma: infMa },
      { id: "r-far", type: "inf", at: "1605" },
      ...units,
    ],
    scenario: {
      victory: { vpHexes: [{ hex: "1202", value: 2 }, { hex: "1403", value: 2 }], levels: [], capitals: [] },
      navalWar: { rollingSide: "blue", control: ["z-sea", "z-coast"].map((box) => ({ box, side: "blue" })) },
      ...scenario,
    },
  });
}

/** Blue's reaction movement segment on `bn` with its beachhead on 1202 (or `hex`). */
function move(bn = bundle(), tweak: Partial<GameState> = {}, hex = "1202"): GameState {
  const s = at(bn, "reaction-move", tweak);
  const h = boardOf(s).ctx.cm.indexOf(hex);
  return { ...s, beachheads: { at: { [h]: { side: "blue", defence: 1, placedTurn: 0, placedStep: 0 } }, removed: {} } };
}

const sail = (units: string[], to: string): Action => ({ type: "sea-transport", units, to });
const near = { id: "r-near", type: "inf", at: "1302" };

describe("the greedy bot's sea transport to its beachhead [8.5.7.2]", () => {
  // [what, state, objective, held units, the sailing chosen or null]
  const cases: [string, () => GameState, string, string[], Action | null][] = [
    ["a spearhead next to an objective: the island's infantry lands on it", () => move(), "1403", [], sail(["b-inf"], "1202")],
    ["a landing far from the objectives, nobody next to it: nothing worth it", () => move(), "1605", [], null],
    ["… but with an enemy unit next to the marine holding it: reinforced [8.5.8.2]", () => move(bundle({ units: [near] })), "1605", [], sail(["b-inf"], "1202")],
    ["an enemy next to an empty beachhead far from the objectives: no landing to reinforce", () => move(bundle({ units: [near], marineAt: null })), "1605", [], null],
    ["the objective nearer the island than the beachhead: a threat does not make up for sailing away from it", () => move(bundle({ units: [near] })), "0405", [], null],
    ["the enemy holds the coastal box: a roll at +1 passes 5 in 10, below 7 in 10 [8.5.6.4.1]", () => withNaval(move(), { control: { "z-coast": "red" } }), "1403", [], null],
    ["the same roll with blue's ASW level 3 (+1 −3) passes 8 in 10: it sails [8.5.6.4.1]", () => withNaval(move(), { control: { "z-coast": "red" }, asw: { blue: 3 } }), "1403", [], sail(["b-inf"], "1202")],
    ["a foot unit with MA 8 may not land on a beachhead: none [8.5.7.2]", () => move(bundle({ infMa: 8 })), "1403", [], null],
    ["… a marine may, whatever its MA [8.5.7.2]", () => move(bundle({ infMa: 8, units: [{ ...marine, id: "b-mar2", at: "0202", ma: 8 }] })), "1403", [], sail(["b-mar2"], "1202")],
    ["the beachhead full (6 SP): the bot does not overstack it [8.5.8.2]", () => move(bundle({ units: [{ id: "b-arm1", type: "armour", at: "1202" }, { id: "b-arm2", type: "armour", at: "1202" }, { id: "b-inf2", type: "inf", at: "1202" }] })), "1403", [], null],
    ["the turn's 2 SP already shipped: none [8.5.7.4]", () => move(bundle(), { seaTransport: { turn: 1, sp: { blue: 2 } } }), "1403", [], null],
    ["a unit the bot holds in port (marines an AMPH comes for) stays [8.5.8.3]", () => move(), "1403", ["b-inf"], null],
    ["placed in this very turn's combat segment: no sea transport to it yet [8.5.8.2.1]", () => ({ ...move(), beachheads: { at: { [boardOf(move()).ctx.cm.indexOf("1202")]: { side: "blue", defence: 1, placedTurn: 1, placedStep: 99 } }, removed: {} } }), "1403", [], null],
  ];
  it.each(cases)("%s", (_what, state, objective, held, expected) => {
    const s = state();
    expect(chooseBeachheadTransport(boardOf(s), "blue", toward(s, objective), new Set(held))).toEqual(expected);
  });

  it("no beachhead of its own: nothing, without asking for the options", () => {
    const s = { ...move(), beachheads: { at: {}, removed: {} } };
    expect(chooseBeachheadTransport(boardOf(s), "blue", toward(s, "1403"))).toBeNull();
  });

  it("the port-to-port chooser leaves landings on beachheads to this one [8.5.7.1, 8.5.7.2]", () => {
    const s = move();
    expect(chooseSeaTransport(boardOf(s), "blue", toward(s, "1403"))).toBeNull();
  });

  it("the greedy bot lands the reinforcement before its land moves, and the move goes through", () => {
    const s = move();
    const a = BOTS.greedy!({ side: "blue", seed: 1 }).choose(s);
    expect(a).toEqual(sail(["b-inf"], "1202"));
    const after = run(s, [a]).state;
    expect(after.units["b-inf"]).toMatchObject({ status: "map", hex: boardOf(s).ctx.cm.indexOf("1202") });
    expect(after.seg.moved["b-inf"]).toBe(true);
  });
});

describe("the greedy bot lifts a beachhead that serves nothing [8.5.8.2.1]", () => {
  // [what, state, objective, the removal chosen or null]
  const cases: [string, () => GameState, string, Action | null][] = [
    ["its marine still on it: kept", () => move(), "1605", null],
    ["empty, nobody next to it, far from the objectives: lifted", () => move(bundle({ marineAt: null })), "1605", { type: "remove-beachhead", hex: "1202" }],
    ["empty but its marine next to it: kept", () => move(bundle({ marineAt: "1302" })), "1605", null],
    ["empty but next to an objective (a spearhead to reinforce by sea): kept", () => move(bundle({ marineAt: null })), "1403", null],
    ["empty, but the red unit in it took it: not blue's to lift", () => ({ ...move(bundle({ marineAt: null })), beachheads: { at: { [boardOf(move()).ctx.cm.indexOf("1202")]: { side: "red", defence: 1, placedTurn: 0, placedStep: 0 } }, removed: {} } }), "1605", null],
  ];
  it.each(cases)("%s", (_what, state, objective, expected) => {
    const s = state();
    expect(chooseBeachheadRemoval(boardOf(s), "blue", toward(s, objective))).toEqual(expected);
  });

  it("with the supply rule, kept while a unit away from it is in supply only through it [13.1.2, 13.1.3]", () => {
    const roads = [{ kind: "secondary" as const, path: ["1302", "1303", "1304", "1305"] }];
    const cut = { id: "b-cut", type: "inf", at: "1305" };
    const on = move(bundle({ marineAt: null, roads, units: [cut], scenario: { optionalRules: { supply: true } } }));
    expect(chooseBeachheadRemoval(boardOf(on), "blue", toward(on, "0405"))).toBeNull();
    const off = move(bundle({ marineAt: null, roads, units: [cut] }));
    expect(chooseBeachheadRemoval(boardOf(off), "blue", toward(off, "0405"))).toEqual({ type: "remove-beachhead", hex: "1202" });
  });

  it("the greedy bot lifts it first thing in its movement segment, and the marker waits two turns", () => {
    // A beachhead on 0602, six hexes from the objectives, its landing gone; the AMPH next to it in 0601.
    const s = move(bundle({ marineAt: null, amphAt: "0601" }), {}, "0602");
    const a = BOTS.greedy!({ side: "blue", seed: 1 }).choose(s);
    expect(a).toEqual({ type: "remove-beachhead", hex: "0602" });
    const after = run(s, [a]);
    expect(after.events).toContainEqual(expect.objectContaining({ type: "beachhead-removed", reason: "voluntary", availableTurn: 3 }));
  });
});

describe("greedy games that land on a beachhead replay exactly [8.5.7.2, 8.5.8.2]", () => {
  // The marine starts aboard in the coastal box: the AMPH sails next to 1202, the marine lands and places the
  // beachhead (turn 1), and the island's infantry sails to it in blue's next movement segment.
  const game = () => bundle({ marineAt: "b-amph", amphAt: "z-coast" });
  const toBeachhead = (a: Action, s: GameState) => a.type === "sea-transport" && s.beachheads?.at[boardOf(s).ctx.cm.indexOf(a.to)]?.side === "blue";

  it("some land; each replays to the same hash", () => {
    expect(replayGamesUsing(game(), "greedy", ["sea-transport"], 4, toBeachhead)["sea-transport"]).toBeGreaterThan(0);
  }, 60_000);

  it("the same seed plays the same actions", () => {
    const [a, c] = [1, 1].map((seed) => playGame(game(), seed, { blue: BOTS.greedy!, red: BOTS.greedy! }));
    expect(c!.actions).toEqual(a!.actions);
    expect(a!.actions).toContainEqual(sail(["b-inf"], "1202"));
    const r = replay(game(), 1, a!.actions);
    expect("error" in r ? r.error : stateHash(r.state)).toBe(stateHash(a!.state));
  }, 60_000);
});
