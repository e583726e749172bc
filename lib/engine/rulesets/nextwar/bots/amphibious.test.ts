import { describe, expect, it } from "vitest";
import type { Action, EngineBundle, GameState } from "../types";
import { BOTS } from "../../../index";
import { boardOf } from "../board";
import { AMPH_BASE } from "../helicopters";
import { at, board, sampleBundle, run } from "../test-kit";
import { chooseAmphibiousMove } from "./amphibious";
import { replayGamesUsing, toward } from "./bot-kit";

/**
 * The greedy bot's amphibious war [8.5.8, 8.5.8.1–8.5.8.3] on a small coast:
 * row 1 is sea (zone "z"), rows 2–5 clear land, so row 2 is all beach
 * [8.3.1.7]; blue (Nordland) in columns 1–8, red (Ostmark) in 9–16. Blue's
 * port 0202; 1202, a clear beach, is the VP hex (so the greedy bot's
 * objective). Blue holds both boxes and acts in the reaction segments (red
 * has the initiative).
 *
 *   b-amph blue's AMPH (2 SP), in its coastal box unless a test moves it
 *   b-mar  a marine (8-4), aboard unless a test puts it ashore
 *   r-far  red infantry at 1605, far from the beach
 */
const marine = { id: "b-mar", type: "marine", at: "b-amph", attack: 8, defence: 4, er: 5, ma: 6, sp: 1, steps: 2, reduced: { attack: 2, defence: 2 } };

function bundle(extra: Parameters<typeof board>[0]["units"] = [], mar: Record<string, unknown> = {}): EngineBundle {
  return board({
    rows: ["s".repeat(16), ...Array.from({ length: 4 }, () => "c".repeat(16))],
    borders: [".".repeat(16), ...Array.from({ length: 4 }, () => "n".repeat(8) + "o".repeat(8))],
    features: [{ kind: "port", hex: "0202", name: "Westhaven", capacity: 2 }],
    seaZones: [{ id: "z", name: "Strait", seaBox: { id: "z-sea", name: "Strait sea box" }, coastalBox: { id: "z-coast", name: "Strait coastal box" }, hexes: Array.from({ length: 16 }, (_, c) => `${String(c + 1).padStart(2, "0")}01`) }],
    units: [{ id: "b-amph", type: "amph", at: "z-coast", capacity: 2 }, { ...marine, ...mar }, { id: "r-far", type: "inf", at: "1605" }, ...extra],
    scenario: {
      victory: { vpHexes: [{ hex: "1202", value: 2 }], levels: [], capitals: [] },
      navalWar: { rollingSide: "blue", control: ["z-sea", "z-coast"].map((box) => ({ box, side: "blue" })) },
    },
  });
}

const move = (bn = bundle(), tweak: Partial<GameState> = {}): GameState => at(bn, "reaction-move", tweak);
/** The state with a unit moved to `where` (a hex label, or an AMPH's box, sea hex or port). */
const put = (s: GameState, id: string, where: string): GameState => ({ ...s, units: { ...s.units, [id]: { ...s.units[id]!, at: where } } });
const ashore = (s: GameState, id: string, label: string): GameState => {
  const u = { ...s.units[id]!, status: "map" as const, hex: boardOf(s).ctx.cm.indexOf(label) };
  delete u.at;
  return { ...s, units: { ...s.units, [id]: u } };
};
/** Only `label` is an objective: every other hex is far from one. */
const only = (s: GameState, label: string): Int32Array => {
  const f = toward(s, label);
  return f.map((d) => (d === 0 ? 0 : 99));
};
const distance = (s: GameState, a: string, c: string) => {
  const cm = boardOf(s).ctx.cm;
  return cm.distance(cm.indexOf(a), cm.indexOf(c));
};

const weak = { id: "r-weak", type: "inf", at: "1202", attack: 1, defence: 1, steps: 1 };
const strong = { id: "r-strong", type: "inf", at: "1202", attack: 9, defence: 20 };

describe("the greedy bot's amphibious moves [8.5.8, 8.5.8.3]", () => {
  // [what, state, objective field, expected action (partial) or null]
  const cases: [string, () => GameState, (s: GameState) => Int32Array, Partial<Action> | null][] = [
    ["marines aboard in the coastal box sail next to an empty objective beach [8.5.8.1]", () => move(), (s) => only(s, "1202"), { type: "naval-move", unit: "b-amph" }],
    ["… and next to one weakly held, for an assault", () => move(bundle([weak])), (s) => only(s, "1202"), { type: "naval-move", unit: "b-amph" }],
    ["… but not next to one held too strongly: they wait in the box", () => move(bundle([strong])), (s) => only(s, "1202"), null],
    ["… nor when no beach is near an objective", () => move(), (s) => toward(s, "1605"), null],
    ["marines aboard in port: the AMPH sails to its coastal box, where assaults start [8.5.8]", () => put(move(), "b-amph", "0202"), (s) => only(s, "1202"), { type: "naval-move", unit: "b-amph", to: "z-coast" }],
    ["… and with no beach worth it they go ashore in port [8.5.8.3]", () => put(move(), "b-amph", "0202"), (s) => toward(s, "1605"), { type: "disembark", amph: "b-amph", units: ["b-mar"], to: "0202" }],
    ["an empty AMPH sails to the port where a marine waits", () => ashore(move(), "b-mar", "0202"), (s) => only(s, "1202"), { type: "naval-move", unit: "b-amph", to: "0202" }],
    ["an empty AMPH in that port embarks it [8.5.8.3]", () => put(ashore(move(), "b-mar", "0202"), "b-amph", "0202"), (s) => only(s, "1202"), { type: "embark", amph: "b-amph", units: ["b-mar"] }],
    ["… not when no beach is worth the trip", () => put(ashore(move(), "b-mar", "0202"), "b-amph", "0202"), (s) => toward(s, "1605"), null],
    ["… nor a marine that has moved this segment", () => put(ashore(move(undefined, { seg: { ...move().seg, moved: { "b-mar": true } } }), "b-mar", "0202"), "b-amph", "0202"), (s) => only(s, "1202"), null],
  ];
  it.each(cases)("%s", (_what, state, field, expected) => {
    const s = state();
    const a = chooseAmphibiousMove(boardOf(s), "blue", field(s));
    if (expected === null) expect(a).toBeNull();
    else expect(a).toMatchObject(expected);
  });

  it("the sea hex chosen is next to the objective beach, and the move puts the AMPH in assault position [8.5.8.1]", () => {
    const s = move(bundle([weak]));
    const a = chooseAmphibiousMove(boardOf(s), "blue", only(s, "1202")) as Extract<Action, { type: "naval-move" }>;
    expect(distance(s, a.to, "1202")).toBe(1);
    const r = run(s, [a]);
    expect(r.events.some((e) => e.type === "amphibious-position")).toBe(true);
  });

  it("the greedy bot, in its movement segment, sails the AMPH before its other ships and land moves", () => {
    const s = move(bundle([weak]));
    const a = BOTS.greedy!({ seed: 1, side: "blue" }).choose(s);
    expect(a).toMatchObject({ type: "naval-move", unit: "b-amph" });
  });
});

describe("the greedy bot's amphibious combat [8.5.8.1, 8.5.8.2]", () => {
  /** Blue's AMPH sails to `sea` and the combat segment begins. */
  const inPosition = (bn: EngineBundle, sea = "1201"): GameState => run(move(bn), [{ type: "naval-move", unit: "b-amph", to: sea }, { type: "end-segment" }]).state;
  const greedy = (s: GameState) => BOTS.greedy!({ seed: 1, side: "blue" }).choose(s);

  // [what, bundle, expected first action (partial)]
  const cases: [string, () => EngineBundle, Partial<Action>][] = [
    ["an empty objective beach: the marines land on it", () => bundle(), { type: "land", units: ["b-mar"], to: "1202" }],
    ["weakly held: they assault it", () => bundle([weak]), { type: "attack", attackers: ["b-mar"], defender: "1202" }],
  ];
  it.each(cases)("%s", (_what, bn, expected) => {
    expect(greedy(inPosition(bn()))).toMatchObject(expected);
  });

  it("held too strongly: no assault; they land on an empty beach next to the AMPH instead of idling", () => {
    const s = inPosition(bundle([strong]));
    const a = greedy(s) as Extract<Action, { type: "land" }>;
    expect(a).toMatchObject({ type: "land", units: ["b-mar"] });
    expect(a.to).not.toBe("1202");
    expect(distance(s, a.to, "1201")).toBe(1);
  });

  it("after landing, a beachhead goes on the beach they took [8.5.8.2]; then the segment ends", () => {
    let s = inPosition(bundle());
    s = run(s, [greedy(s)]).state;
    expect(s.units["b-mar"]).toMatchObject({ status: "map", hex: boardOf(s).ctx.cm.indexOf("1202") });
    const place = greedy(s);
    expect(place).toEqual({ type: "place-beachhead", hex: "1202" });
    s = run(s, [place]).state;
    expect(greedy(s)).toEqual({ type: "end-segment" });
  });

  it("after an assault that clears the beach the marines advance and a beachhead follows; after one that fails they stay aboard [8.5.8.1, 8.5.8.2]", () => {
    const beach = boardOf(move()).ctx.cm.indexOf("1202");
    const seen = { cleared: 0, failed: 0 };
    for (let seed = 1; seed <= 12; seed += 1) {
      let s = run(at(bundle([weak]), "reaction-move", {}, seed), [{ type: "naval-move", unit: "b-amph", to: "1201" }, { type: "end-segment" }]).state;
      const bot = BOTS.greedy!({ seed, side: "blue" });
      const actions: string[] = [];
      for (let i = 0; i < 12; i += 1) {
        const a = bot.choose(s);
        if (a.type === "end-segment") break;
        actions.push(a.type);
        s = run(s, [a]).state;
      }
      expect(actions[0]).toBe("attack");
      const mar = s.units["b-mar"]!;
      if (mar.steps <= 0) continue;
      if (mar.status === "map") {
        seen.cleared += 1;
        expect(mar.hex).toBe(beach);
        expect(actions).toContain("advance");
        expect(s.beachheads?.at[beach]?.side).toBe("blue");
      } else {
        seen.failed += 1;
        expect(mar.at).toBe(AMPH_BASE + "b-amph");
      }
    }
    expect(seen.cleared).toBeGreaterThan(0);
  });
});

describe("the greedy bot's amphibious games on the sample replay exactly [8.5.8]", () => {
  // The sample's AMPH sets up loaded and, once its marines hold a beachhead, stays next to it to keep it
  // [8.5.8.2.1], so sample games land but do not embark again: embarking is shown by the positions above.
  it("some land and place a beachhead; each replays to the same hash", () => {
    const seen = replayGamesUsing(sampleBundle(), "greedy", ["land", "place-beachhead"], 6);
    expect(seen.land).toBeGreaterThan(0);
    expect(seen["place-beachhead"]).toBeGreaterThan(0);
  }, 240_000);
});
