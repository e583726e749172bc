import { describe, expect, it } from "vitest";
import type { NextWarUnitType } from "@/lib/model";
import type { Action, EngineBundle, GameState } from "./types";
import { apply, legalActions, specialMoveTargets } from "../../index";
import { airmobileLeft, airmobileOptions } from "./airmobile";
import { boardOf } from "./board";
import { contextOf } from "./context";
import { emptySegment } from "./flow-hooks";
import { AMPH_BASE } from "./helicopters";
import { at, board, game, run } from "./test-kit";

/**
 * USMC airmobile [8.5.5] (with [8.5.4, 8.5.4.1, 8.5.4.2, 8.5.4.3, 8.5.4.3.1,
 * 6.6, 4.1.3]) on a 30 × 5 board: row 1 is sea (zone "w"), rows 2–5 land,
 * blue (Nordland) in columns 1–14, red (Ostmark) east. Blue acts in the
 * reaction movement segment and has 2 airmobile points of its own but no
 * airbase, so only an AMPH can lift its marines.
 *
 *   ba1, ba2 AMPHs in sea hex 0101; ba3 in the sea box; ba4 in port 0102; ra1 red's AMPH in 0101
 *   m1, m2 airmobile-capable 1-step marines (put aboard ba1 by the tests); m4 one ashore at 0502
 *   mb a 2-step one; li light infantry (airmobile-capable, no marine); mr a marine, not airmobile-capable
 *   m5 an airmobile-capable marine at 1903 in red's ZOC (r1, 2 SP, at 2003); 1605 a red city
 *
 * Distances from 0101: 2502 is 24, 2602 is 25; 0502 is 4, and from 0502 2502 is 20, 2602 21.
 */
const MARINE_AIR: NextWarUnitType = { id: "marine-air", name: "Marine air assault", mobility: "foot", flags: ["marine", "airmobile-capable"], symbol: "marine" };
const marine = (id: string, at: string, steps = 1) => ({ id, type: "marine-air", at, attack: 2, defence: 2, er: 6, ma: 8, sp: 1, steps });

function bundle(): EngineBundle {
  const bn = board({
    rows: ["s".repeat(30), ...Array.from({ length: 4 }, () => "c".repeat(30))],
    borders: [".".repeat(30), ...Array.from({ length: 4 }, () => "n".repeat(14) + "o".repeat(16))],
    features: [
      { hex: "0102", kind: "port", name: "Westhaven", capacity: 2 },
      { hex: "1605", kind: "city", name: "Red town" },
    ],
    seaZones: [{ id: "w", name: "West", seaBox: { id: "w-sea", name: "West sea box" }, coastalBox: { id: "w-coast", name: "West coastal box" }, hexes: Array.from({ length: 30 }, (_, c) => `${String(c + 1).padStart(2, "0")}01`) }],
    units: [
      { id: "ba1", type: "amph", at: "0101" },
      { id: "ba2", type: "amph", at: "0101" },
      { id: "ba3", type: "amph", at: "w-sea" },
      { id: "ba4", type: "amph", at: "0102" },
      { id: "ra1", type: "amph", at: "0101" },
      marine("m1", "0302"),
      marine("m2", "0302"),
      marine("m4", "0502"),
      marine("m5", "1903"),
      marine("mb", "0502", 2),
      { id: "li", type: "light-inf", at: "0502" },
      { id: "mr", type: "marine", at: "0502", attack: 3, defence: 3, er: 6, ma: 8, sp: 1, steps: 1 },
      { id: "r1", type: "inf", at: "2003", sp: 2 },
    ],
    scenario: {
      specialMovement: { airmobile: [{ side: "blue", sp: 2 }] },
      navalWar: { rollingSide: "blue", control: ["w-sea", "w-coast"].map((box) => ({ box, side: "blue" })) },
      chartOverrides: { airPoints: game().charts.airPoints },
    },
  });
  return { ...bn, game: { ...bn.game, unitTypes: [...bn.game.unitTypes, MARINE_AIR] } };
}

const b = bundle();
const ctx = contextOf(b);
const hex = (label: string) => ctx.cm.indexOf(label);

/** Puts units aboard an AMPH, as embarking would [8.5.5]. */
function aboard(s: GameState, amph: string, ...ids: string[]): GameState {
  const units = { ...s.units };
  for (const id of ids) units[id] = { ...(units[id] as GameState["units"][string]), status: "offmap", hex: -1, at: AMPH_BASE + amph };
  return { ...s, units };
}

/** Blue's reaction movement segment, m1 and m2 aboard ba1. */
function move(level = "contested", tweak: Partial<GameState> = {}): GameState {
  const s = at(b, "reaction-move", tweak);
  return aboard({ ...s, air: { ...s.air!, level: { blue: level, red: "contested" }, points: { blue: 2, red: 0 }, received: { blue: 2, red: 0 } } }, "ba1", "m1", "m2");
}

const fly = (units: string[], to: string, base?: string): Action => ({ type: "airmobile", units, to, ...(base ? { base } : {}) });
/** A flight that takes ADF (from the sea: never exempt [6.6]) and passes it. */
const clear = (a: Action): Action[] => [{ type: "force-die", value: 9 }, a];

describe("who an AMPH may lift, from where, and how far [8.5.5]", () => {
  it("the board's distances are the ones the cases count", () => {
    const d = (x: string, y: string) => ctx.cm.distance(hex(x), hex(y));
    expect([d("0101", "2502"), d("0101", "2602"), d("0101", "0502"), d("0502", "2502"), d("0502", "2602")]).toEqual([24, 25, 4, 20, 21]);
  });

  // [what, state, action, refusal rule or null when legal]
  const cases: [string, () => GameState, Action, string | null][] = [
    ["aboard: 24 hexes from the AMPH's sea hex", () => move(), fly(["m1"], "2502", "ba1"), null],
    ["aboard: 25 hexes", () => move(), fly(["m1"], "2602", "ba1"), "8.5.5"],
    ["ashore: AMPH to the unit (4) and on to the landing hex (20) is 24", () => move(), fly(["m4"], "2502", "ba1"), null],
    ["ashore: 4 + 21 is 25", () => move(), fly(["m4"], "2602", "ba1"), "8.5.5"],
    ["ashore without the AMPH: blue has no airbase to lift from [8.5.4.3]", () => move(), fly(["m4"], "0702"), "8.5.4.3"],
    ["a 2-step marine", () => move(), fly(["mb"], "0702", "ba1"), "8.5.5"],
    ["light infantry: airmobile-capable but no marine", () => move(), fly(["li"], "0702", "ba1"), "8.5.5"],
    ["a marine that is not airmobile-capable", () => move(), fly(["mr"], "0702", "ba1"), "8.5.5"],
    ["two marines on one point", () => move(), fly(["m1", "m2"], "0702", "ba1"), "8.5.5"],
    ["a marine aboard another AMPH", () => move(), fly(["m1"], "0702", "ba2"), "8.5.5"],
    ["an AMPH in the sea box", () => aboard(move(), "ba3", "m1"), fly(["m1"], "0702", "ba3"), "8.5.5"],
    ["an AMPH in a port (RULINGS [6.5.3])", () => aboard(move(), "ba4", "m1"), fly(["m1"], "0702", "ba4"), null],
    ["the enemy's AMPH", () => move(), fly(["m4"], "0702", "ra1"), "8.5.5"],
    ["an AMPH that moved this segment into its hex", () => move("contested", { seg: { ...emptySegment(), moved: { ba1: true } } }), fly(["m1"], "0702", "ba1"), null],
    ["a marine that moved this segment", () => move("contested", { seg: { ...emptySegment(), moved: { m4: true } } }), fly(["m4"], "0702", "ba1"), "8.5.4.3"],
    ["out of supply: the AMPH's own point carries it [13.1.4]", () => move("contested", { supply: { out: { m1: true } } }), fly(["m1"], "0702", "ba1"), null],
    ["in a storm turn [4.1.3]", () => move("contested", { weather: "storm" }), fly(["m1"], "0702", "ba1"), "4.1.3"],
    ["in the elite reaction segment", () => ({ ...move(), step: at(b, "elite-reaction-move").step }), fly(["m1"], "0702", "ba1"), "8.5.4.3"],
    ["onto an enemy-controlled city [8.5.4.3.1]", () => move(), fly(["m1"], "1605", "ba1"), "8.5.4.3.1"],
    ["onto a sea hex [8.5.4.3.1]", () => move(), fly(["m1"], "0501", "ba1"), "8.5.4.3.1"],
  ];
  it.each(cases)("%s", (_what, state, action, rule) => {
    const r = apply(state(), action);
    if (rule === null) expect(r).not.toHaveProperty("error");
    else expect(r).toMatchObject({ rule });
  });
});

describe("the flight [8.5.5, 8.5.4.3]", () => {
  it("a unit aboard lands, leaves the AMPH and moves no more this segment; the side's points are not used", () => {
    const r = run(move(), clear(fly(["m1"], "0702", "ba1")));
    expect(r.state.units.m1).toEqual({ hex: hex("0702"), steps: 1, status: "map" });
    expect(r.events.find((e) => e.type === "airmobile")).toMatchObject({ units: ["m1"], from: "0101", to: "0702", base: "ba1", usmc: true, points: 0, rule: "8.5.5" });
    expect(airmobileLeft(ctx, r.state, "blue")).toBe(2);
    expect(apply(r.state, { type: "move", units: ["m1"], to: "0703" })).toMatchObject({ rule: "8.5.4.3" });
  });

  it("once a segment for each AMPH, an aborted flight included; another AMPH still may; the next segment again", () => {
    const first = run(move(), clear(fly(["m1"], "0702", "ba1"))).state;
    expect(apply(first, fly(["m2"], "0703", "ba1"))).toMatchObject({ rule: "8.5.5" });
    expect(apply(first, fly(["m4"], "0703", "ba1"))).toMatchObject({ rule: "8.5.5" });
    expect(apply(first, fly(["m4"], "0703", "ba2"))).not.toHaveProperty("error");
    expect(apply({ ...first, seg: emptySegment() }, fly(["m2"], "0703", "ba1"))).not.toHaveProperty("error");
    const aborted = run(move(), [{ type: "force-die", value: 4 }, fly(["m1"], "0702", "ba1")]);
    expect(aborted.events.find((e) => e.type === "airmobile-aborted")).toMatchObject({ base: "ba1", usmc: true, rule: "6.6.1.1" });
    expect(aborted.state.units.m1).toMatchObject({ status: "offmap", at: "amph:ba1" });
    expect(apply(aborted.state, fly(["m2"], "0703", "ba1"))).toMatchObject({ rule: "8.5.5" });
  });

  it("* costs the unit its step but no airmobile point [8.5.5, 8.5.4.2]", () => {
    const r = run(move("unfavourable"), [{ type: "force-die", value: 0 }, fly(["m1"], "0702", "ba1")]);
    expect(r.events.find((e) => e.type === "step-loss")).toMatchObject({ unit: "m1", steps: 0 });
    expect(r.state.units.m1).toEqual({ hex: -1, steps: 0, status: "eliminated" });
    expect(r.events.some((e) => e.type === "airmobile-points-lost")).toBe(false);
    expect(r.state.airmobile?.lost.blue ?? 0).toBe(0);
    expect(airmobileLeft(ctx, { ...r.state, turn: r.state.turn + 1 }, "blue")).toBe(2);
  });

  it("ADF: aboard, one roll at the landing hex only (the sea is no enemy country); ashore in an enemy ZOC, a roll at the start first [6.6]", () => {
    const fromSea = run(move(), clear(fly(["m1"], "1903", "ba1")));
    expect(fromSea.events.filter((e) => e.type === "adf").map((e) => e.target)).toEqual(["1903"]);
    const fromZoc = run(move(), [{ type: "force-die", value: 9 }, { type: "force-die", value: 8 }, fly(["m5"], "1703", "ba1")]);
    expect(fromZoc.events.filter((e) => e.type === "adf").map((e) => [e.target, e.roll])).toEqual([["1903", 9], ["1703", 8]]);
    expect(fromZoc.state.units.m5?.hex).toBe(hex("1703"));
  });

  it("landed outside an enemy ZOC, it may advance into a next-door empty enemy city [8.5.4.3]; it made a special assault this turn [8.4.1.1]", () => {
    const s = run(move(), clear(fly(["m1"], "1505", "ba1"))).state;
    expect(s.airmobile?.landed.m1).toBe(true);
    expect(legalActions(s)).toContainEqual({ type: "move", units: ["m1"], to: "1605" });
    expect(run(s, [{ type: "move", units: ["m1"], to: "1605" }]).state.units.m1?.hex).toBe(hex("1605"));
  });
});

describe("the legal-action list and the special-move query [8.5.5]", () => {
  it("lists each AMPH's marines, aboard and ashore, with the AMPH as base; nothing for an AMPH that has flown", () => {
    const s = move();
    const list = airmobileOptions(boardOf(s), "blue");
    expect(list).toContainEqual(fly(["m1"], "0702", "ba1"));
    expect(list).toContainEqual(fly(["m4"], "0702", "ba2"));
    expect(list).toContainEqual(fly(["m4"], "0702", "ba4"));
    expect(list.some((a) => a.type === "airmobile" && (a.base === "ba3" || a.base === "ra1" || a.units.some((u) => ["mb", "li", "mr"].includes(u))))).toBe(false);
    expect(list.some((a) => a.type === "airmobile" && a.units[0] === "m1" && a.base === "ba2")).toBe(false);
    for (const a of list.filter((_, i) => i % 11 === 0)) expect(apply(s, a)).not.toHaveProperty("error");
    expect(legalActions(s).filter((a) => a.type === "airmobile")).toEqual(list);
    const after = run(s, clear(fly(["m1"], "0702", "ba1"))).state;
    expect(airmobileOptions(boardOf(after), "blue").some((a) => a.type === "airmobile" && a.base === "ba1")).toBe(false);
  });

  it("names the AMPH of each USMC landing hex, with its ADF", () => {
    const q = specialMoveTargets(move(), ["m1"]);
    if ("error" in q) throw new Error(q.error);
    expect(q.airmobile).toContainEqual({ to: "0702", after: "no-move", adf: { exempt: false, level: "contested", drm: 0 }, base: "ba1" });
    expect(q.airmobile.some((t) => t.to === "2502" && t.base === "ba1")).toBe(true);
    expect(q.airmobile.some((t) => t.to === "2602")).toBe(false);
    expect(q.airmobile.every((t) => t.base === "ba1")).toBe(true);
    const z = specialMoveTargets(move(), ["m5"]);
    if ("error" in z) throw new Error(z.error);
    expect(z.airmobile.find((t) => t.to === "1703" && t.base === "ba1")?.adf).toMatchObject({ atStart: true });
  });
});
