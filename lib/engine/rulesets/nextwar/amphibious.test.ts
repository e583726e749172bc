import { describe, expect, it } from "vitest";
import type { Scenario } from "@/lib/model";
import type { Action, EngineBundle, GameEvent, GameState } from "./types";
import { apply, explainCombat, legalActions, specialMoveTargets } from "../../index";
import { amphibiousTargets, beachheadsOf } from "./special-queries";
import { boardOf } from "./board";
import { contextOf } from "./context";
import { standardHooks } from "./hooks";
import { mopUpDrms } from "./mop-up";
import { stackLimitAt } from "./stacking";
import { hexInSupply } from "./supply";
import { at, board, ok, run, withNaval } from "./test-kit";

/**
 * Amphibious assault and beachheads [8.5.8, 8.5.8.1–8.5.8.4, 8.5.7.2] on a
 * small coast: row 1 is sea (zone "z"), rows 2–4 clear land, Nordland (blue)
 * in columns 1–4, Ostmark (red) in 5–8, so every hex of row 2 is a beach
 * [8.3.1.7]. Blue's port 0202 holds its AMPH's second marine; the AMPH
 * starts in the coastal box with one marine aboard (set up by the AMPH's
 * id). Red holds 0602 with an infantry unit. Blue holds every box and acts
 * in the reaction segments (red has the initiative).
 */
const SEA = ["0101", "0201", "0301", "0401", "0501", "0601", "0701", "0801"];

function bundle(extra: Parameters<typeof board>[0]["units"] = [], scenario: Partial<Scenario> = {}): EngineBundle {
  return board({
    rows: ["ssssssss", "cccccccc", "cccccccc", "cccccccc"],
    borders: ["........", "nnnnoooo", "nnnnoooo", "nnnnoooo"],
    features: [
      { kind: "port", hex: "0202", name: "Westhaven", capacity: 2 },
      { kind: "city", hex: "0802", name: "Redtown" },
    ],
    seaZones: [{ id: "z", name: "Strait", seaBox: { id: "z-sea", name: "Strait sea box" }, coastalBox: { id: "z-coast", name: "Strait coastal box" }, hexes: SEA }],
    units: [
      { id: "b-amph", type: "amph", at: "z-coast", capacity: 2 },
      { id: "b-mar", type: "marine", at: "b-amph", attack: 4, defence: 4, er: 5, ma: 6, sp: 1, steps: 2, reduced: { attack: 2, defence: 2 } },
      { id: "b-mar2", type: "marine", at: "0202", attack: 4, defence: 4, er: 5, ma: 6, sp: 1, steps: 2, reduced: { attack: 2, defence: 2 } },
      { id: "b-inf", type: "inf", at: "0303" },
      { id: "r1", type: "inf", at: "0602" },
      ...extra,
    ],
    scenario: {
      ...scenario,
      navalWar: { rollingSide: "blue", control: ["z-sea", "z-coast"].map((box) => ({ box, side: "blue" })), ...scenario.navalWar },
    },
  });
}

const b = bundle();
const ctx = contextOf(b);
const hex = (label: string) => ctx.cm.indexOf(label);
const move = (bn = b, tweak: Partial<GameState> = {}): GameState => at(bn, "reaction-move", tweak);
const err = (s: GameState, a: Action) => {
  const r = apply(s, a);
  return "error" in r ? r.rule : null;
};
/** Answers every pending decision with its first legal option. */
function settle(s: GameState): { state: GameState; events: GameEvent[] } {
  let state = s;
  const events: GameEvent[] = [];
  while (state.pendingDecision || state.pendingAdvance) {
    const r = ok(apply(state, legalActions(state)[0] as Action));
    state = r.state;
    events.push(...r.events);
  }
  return { state, events };
}
/** Blue's AMPH sails to 0601 (next to beach 0602) and the combat segment begins. */
function inPosition(bn = b, to = "0601"): GameState {
  return run(move(bn), [{ type: "naval-move", unit: "b-amph", to }, { type: "end-segment" }]).state;
}

describe("cargo and set-up [8.5.8]", () => {
  it("a marine set up with the AMPH's id starts aboard; the AMPH's capacity counts land units only", () => {
    const s = move();
    expect(s.units["b-mar"]).toMatchObject({ status: "offmap", at: "amph:b-amph", hex: -1 });
    expect(s.units["b-mar2"]).toMatchObject({ status: "map", hex: hex("0202") });
  });
  it("cargo rides with the AMPH and is eliminated (scoring) when the AMPH is removed by a storm with no haven [8.5.6.5]", () => {
    const s = withNaval(move(), { control: { "z-sea": "red" } });
    const stormy = { ...s, weather: "storm" as const, units: { ...s.units, "b-amph": { ...s.units["b-amph"]!, at: "0601" } } };
    // No blue port in the zone but 0202: the AMPH goes there, its marine with it.
    const r = run(at(b, "naval-storm", { ...stormy, step: stormy.step }), []);
    expect(r.state.units["b-mar"]?.at).toBe("amph:b-amph");
  });
});

describe("embark and disembark [8.5.8.3]", () => {
  const inPort = (s: GameState) => ({ ...s, units: { ...s.units, "b-amph": { ...s.units["b-amph"]!, at: "0202" } } });
  // [what, state, action, refusal rule or null]
  const cases: [string, () => GameState, Action, string | null][] = [
    ["a marine in the AMPH's port embarks", () => inPort(move()), { type: "embark", amph: "b-amph", units: ["b-mar2"] }, null],
    ["an infantry unit may not", () => inPort(move(bundle([{ id: "b-i2", type: "inf", at: "0202" }]))), { type: "embark", amph: "b-amph", units: ["b-i2"] }, "8.5.8"],
    ["not while the AMPH is in a box", () => move(), { type: "embark", amph: "b-amph", units: ["b-mar2"] }, "8.5.8.3"],
    ["within capacity (2 SP: 1 aboard + 2 asked)", () => inPort(move(bundle([{ id: "b-mar3", type: "marine", at: "0202", attack: 4, defence: 4, er: 5, ma: 6, sp: 2 }]))), { type: "embark", amph: "b-amph", units: ["b-mar3"] }, "8.5.8.1"],
    ["a unit that moved this segment may not", () => ({ ...inPort(move()), seg: { ...move().seg, moved: { "b-mar2": true } } }), { type: "embark", amph: "b-amph", units: ["b-mar2"] }, "8.5.8.3"],
    ["units aboard disembark into the AMPH's port", () => inPort(move()), { type: "disembark", amph: "b-amph", units: ["b-mar"], to: "0202" }, null],
    ["not elsewhere", () => inPort(move()), { type: "disembark", amph: "b-amph", units: ["b-mar"], to: "0302" }, "8.5.8.3"],
    ["not after embarking in the same segment", () => run(inPort(move()), [{ type: "embark", amph: "b-amph", units: ["b-mar2"] }]).state, { type: "disembark", amph: "b-amph", units: ["b-mar"], to: "0202" }, "8.5.8.3"],
    ["not in the combat segment", () => inPort(at(b, "reaction-combat")), { type: "embark", amph: "b-amph", units: ["b-mar2"] }, "8.5.8.3"],
    ["not in a storm", () => ({ ...inPort(move()), weather: "storm" as const }), { type: "embark", amph: "b-amph", units: ["b-mar2"] }, "8.5.6.5"],
  ];
  it.each(cases)("%s", (_what, state, action, rule) => {
    expect(err(state(), action)).toBe(rule);
  });
  it("embarked units count as moved; the AMPH still sails; the legal list offers both", () => {
    const s = inPort(move());
    expect(legalActions(s)).toContainEqual({ type: "embark", amph: "b-amph", units: ["b-mar2"] });
    expect(legalActions(s)).toContainEqual({ type: "disembark", amph: "b-amph", units: ["b-mar"], to: "0202" });
    const r = run(s, [{ type: "embark", amph: "b-amph", units: ["b-mar2"] }, { type: "naval-move", unit: "b-amph", to: "0301" }]);
    expect(r.state.seg.moved["b-mar2"]).toBe(true);
    expect(r.state.units["b-mar2"]).toMatchObject({ status: "offmap", at: "amph:b-amph" });
    expect(r.events.map((e) => e.type)).toContain("embark");
  });
});

describe("assault position and the assault's numbers [8.5.8, 8.5.8.1]", () => {
  it("an AMPH with marines sailing from the coastal box to a sea hex next to a beach is in position for the next combat segment", () => {
    const r = run(move(), [{ type: "naval-move", unit: "b-amph", to: "0601" }]);
    expect(r.events.some((e) => e.type === "amphibious-position" && e.rule === "8.5.8.1")).toBe(true);
    expect(r.state.amphibious?.used["b-amph"]).toBe(r.state.turn);
  });
  it("the query lists each assault-position sea hex with the beaches it faces [8.5.8.1, 8.3.1.7]", () => {
    const q = specialMoveTargets(move(), ["b-amph"]);
    if ("error" in q) throw new Error(q.error);
    const byHex = new Map((q.amphibious ?? []).map((t) => [t.to, t.beaches]));
    // Row 1 is sea over a coast of clear beaches on row 2: every sea hex faces some, and only those.
    expect(byHex.size).toBe(SEA.length);
    for (const [sea, beaches] of byHex) {
      expect(beaches?.length, sea).toBeGreaterThan(0);
      for (const beach of beaches ?? []) expect(beach.slice(2), `${sea} faces ${beach}`).toBe("02");
    }
    expect(byHex.get("0301")).toContain("0302");
  });

  it("not from an enemy-controlled coastal box, and only once a game turn", () => {
    const enemyBox = withNaval(move(), { control: { "z-coast": "red" } });
    const r = apply(enemyBox, { type: "naval-move", unit: "b-amph", to: "0601" });
    if (!("error" in r)) expect(r.events.some((e) => e.type === "amphibious-position")).toBe(false);
    const used = { ...move(), amphibious: { ready: {}, used: { "b-amph": 1 }, landed: { turn: 1, units: {} } } };
    const r2 = run(used, [{ type: "naval-move", unit: "b-amph", to: "0601" }]);
    expect(r2.events.some((e) => e.type === "amphibious-position")).toBe(false);
  });
  it("the assault units' attack is halved (rounded up) and shifts one column left when it is most of the attack", () => {
    const s = inPosition();
    const t = (h: string, kind: string) => ({ hex: h, kind, amphs: ["b-amph"], units: ["b-mar"] });
    expect(amphibiousTargets(s, "blue")).toEqual([t("0502", "landing"), t("0602", "assault"), t("0702", "landing")]);
    const ex = explainCombat(s, { attackers: ["b-mar"], defender: "0602" });
    if ("error" in ex) throw new Error(ex.error);
    // Hand computation: AS 4 halved → 2; DS 4: odds 2:4; amphibious 2 of 2 > half → −1 column.
    expect(ex.attack).toBe(2);
    expect(ex.defense).toBe(4);
    expect(ex.lines).toContainEqual(expect.objectContaining({ rule: "8.5.8.1", kind: "strength", value: 2 }));
    expect(ex.lines).toContainEqual(expect.objectContaining({ rule: "8.5.8.1", kind: "shift", value: -1 }));
    const er = ex.lines.filter((l) => l.kind === "shift" && l.rule !== "8.5.8.1").reduce((n, l) => n + (l.value ?? 0), 0);
    expect(ex.shift).toBe(er - 1);
  });
  it("with a land attacker of AS 3 beside it the assault's 2 is not more than half of 5: no shift", () => {
    const bn = bundle([{ id: "b-inf2", type: "inf", at: "0502" }]);
    const ex = explainCombat(inPosition(bn), { attackers: ["b-mar", "b-inf2"], defender: "0602" });
    if ("error" in ex) throw new Error(ex.error);
    expect(ex.attack).toBe(5);
    expect(ex.lines.some((l) => l.kind === "shift" && l.rule === "8.5.8.1")).toBe(false);
  });
  it("units aboard an AMPH not in position may not attack", () => {
    const s = at(b, "reaction-combat", { units: { ...move().units, "b-amph": { ...move().units["b-amph"]!, at: "0601" } } });
    expect(err(s, { type: "attack", attackers: ["b-mar"], defender: "0602" })).toBe("8.5.8.1");
  });
});

describe("after the assault [8.5.8.1, 8.5.8.2]", () => {
  const outcomes = Array.from({ length: 10 }, (_, die) => {
    const r = run(inPosition(), [{ type: "force-die", value: die }, { type: "attack", attackers: ["b-mar"], defender: "0602" }]);
    return { die, ...r };
  });
  it("a failed assault costs one more step and the marines stay aboard", () => {
    const failed = outcomes.map((o) => ({ o, s: settle(o.state) })).filter(({ s }) => s.state.units.r1?.hex === hex("0602"));
    expect(failed.length).toBeGreaterThan(0);
    let checked = 0;
    for (const { o, s } of failed) {
      const events = [...o.events, ...s.events];
      const combat = events.find((e) => e.type === "combat") as unknown as { losses: { attacker: number } };
      // A marine the CRT already eliminated leaves nobody to take the extra step (the only attacker).
      if (combat.losses.attacker >= 2) continue;
      checked += 1;
      expect(events.find((e) => e.type === "amphibious-step-loss")).toMatchObject({ unit: "b-mar", rule: "8.5.8.1" });
      expect(s.state.units["b-mar"]?.steps).toBe(2 - combat.losses.attacker - 1);
    }
    expect(checked).toBeGreaterThan(0);
    // Two marines aboard: one step more in all (not one each), and the survivors stay aboard.
    const two = bundle([{ id: "b-mar3", type: "marine", at: "b-amph", attack: 4, defence: 4, er: 5, ma: 6, sp: 1, steps: 2, reduced: { attack: 2, defence: 2 } }]);
    for (let die = 0; die < 10; die += 1) {
      const r = run(inPosition(two), [{ type: "force-die", value: die }, { type: "attack", attackers: ["b-mar", "b-mar3"], defender: "0602" }]);
      const st = settle(r.state);
      if (st.state.units.r1?.hex !== hex("0602")) continue;
      const combat = r.events.find((e) => e.type === "combat") as unknown as { losses: { attacker: number } };
      if (combat.losses.attacker >= 3) continue;
      expect(st.state.units["b-mar"]!.steps + st.state.units["b-mar3"]!.steps).toBe(4 - combat.losses.attacker - 1);
      for (const id of ["b-mar", "b-mar3"]) if (st.state.units[id]!.steps > 0) expect(st.state.units[id]).toMatchObject({ status: "offmap", at: "amph:b-amph" });
      return;
    }
    throw new Error("no die leaves the defender and a marine aboard");
  });
  it("a cleared beach must be entered by the assault units; a beachhead may then be placed, and it is listed", () => {
    const cleared = outcomes.map((o) => settle(o.state)).find((s) => s.state.units["b-mar"]?.status === "map");
    if (!cleared) throw new Error("no die clears the beach");
    expect(cleared.events.some((e) => e.type === "amphibious-landing" && e.by === "assault")).toBe(true);
    const s = cleared.state;
    expect(legalActions(s)).toContainEqual({ type: "place-beachhead", hex: "0602" });
    const placed = run(s, [{ type: "place-beachhead", hex: "0602" }]).state;
    expect(beachheadsOf(placed)).toEqual([{ side: "blue", hex: "0602", defence: 1, placedTurn: placed.turn }]);
    expect(stackLimitAt(ctx, hex("0602"), placed)).toBe(6);
    expect(err(placed, { type: "place-beachhead", hex: "0602" })).toBe("8.5.8.2");
  });
  it("the mandatory advance: an advance leaving the assault units out is refused", () => {
    const bn = bundle([{ id: "b-inf2", type: "inf", at: "0502" }]);
    for (let die = 0; die < 10; die += 1) {
      let s = run(inPosition(bn), [{ type: "force-die", value: die }, { type: "attack", attackers: ["b-mar", "b-inf2"], defender: "0602" }]).state;
      while (s.pendingDecision) s = ok(apply(s, legalActions(s)[0] as Action)).state;
      if (!s.pendingAdvance?.amphibious) continue;
      expect(err(s, { type: "advance", units: ["b-inf2"] })).toBe("8.5.8.1");
      expect(legalActions(s).every((a) => a.type === "advance" && a.units.includes("b-mar"))).toBe(true);
      return;
    }
    throw new Error("no die clears the beach");
  });
});

describe("landing on an empty beach [8.5.8.1, 8.4]", () => {
  it("units aboard land on an empty enemy beach; a city in enemy country gets a mop-up marker", () => {
    const s = inPosition(b, "0801");
    expect(legalActions(s)).toContainEqual({ type: "land", units: ["b-mar"], to: "0802" });
    const r = run(s, [{ type: "land", units: ["b-mar"], to: "0802" }]);
    expect(r.state.units["b-mar"]).toMatchObject({ status: "map", hex: hex("0802") });
    expect(r.events.some((e) => e.type === "mop-up-marker")).toBe(true);
    expect(r.state.seg.attacked["b-mar"]).toBe(true);
    // Never a beachhead on an enemy-controlled city [8.5.8.2].
    expect(err(r.state, { type: "place-beachhead", hex: "0802" })).toBe("8.5.8.2");
  });
  it("not onto a hex enemy units hold", () => {
    expect(err(inPosition(), { type: "land", units: ["b-mar"], to: "0602" })).toBe("8.5.8.1");
  });
  // 「空中機動や強襲上陸、空挺降下を実施したユニット／スタックが、着陸／上陸後直ちに掃討作戦を試みる場合、追加で -1 の修正を受ける。」
  it("a mop-up by units that came ashore this turn takes the special-assault −1; not the next turn [8.4.1.1 item 4]", () => {
    const r = run(inPosition(b, "0801"), [{ type: "land", units: ["b-mar"], to: "0802" }]);
    const special = (s: GameState) => mopUpDrms(boardOf(s), hex("0802"), ["b-mar"], 3, standardHooks).drms.find((d) => d.text.startsWith("Special assault"));
    expect(special(r.state)).toMatchObject({ rule: "8.4.1.1", value: -1 });
    expect(special({ ...r.state, turn: r.state.turn + 1 })).toBeUndefined();
  });
});

describe("beachheads [8.5.8.2, 8.5.8.2.1, 8.5.8.4, 13.1.2]", () => {
  const bh = (s: GameState, h: string, side = "blue", placedTurn = 1): GameState => ({ ...s, beachheads: { at: { [hex(h)]: { side, defence: 1, placedTurn, placedStep: 0 } }, removed: {} } });
  it("defends with its strength and negates retreat without a check", () => {
    const bn = bundle([{ id: "b-att", type: "armour", at: "0703" }, { id: "r-m", type: "inf", at: "0702" }]);
    // Red's beachhead at 0702 (red attacks nothing here: blue attacks it).
    const s = bh(at(bn, "reaction-combat"), "0702", "red");
    const ex = explainCombat(s, { attackers: ["b-att"], defender: "0702" });
    if ("error" in ex) throw new Error(ex.error);
    expect(ex.lines).toContainEqual(expect.objectContaining({ rule: "8.5.8.4", kind: "strength", value: 1 }));
    for (let die = 0; die < 10; die += 1) {
      const r = run(s, [{ type: "force-die", value: die }, { type: "attack", attackers: ["b-att"], defender: "0702" }]);
      const combat = r.events.find((e) => e.type === "combat") as unknown as { result: string };
      if (!/R/.test(combat.result) || r.state.beachheads?.at[hex("0702")] === undefined) continue;
      expect(r.events).toContainEqual(expect.objectContaining({ type: "retreat-negated", by: "beachhead", rule: "8.5.8.4" }));
      expect(r.events.some((e) => e.type === "er-check")).toBe(false);
      return;
    }
    throw new Error("no die gives a retreat the beachhead survives");
  });
  it("takes the last step of a loss of two or more and goes; back two turns later [8.5.8.2.1]", () => {
    const bn = bundle([{ id: "b-att", type: "armour", at: "0703" }, { id: "b-att2", type: "armour", at: "0802" }, { id: "r-m", type: "inf", at: "0702" }]);
    const s = bh(at(bn, "reaction-combat"), "0702", "red");
    for (let die = 0; die < 10; die += 1) {
      const r = run(s, [{ type: "force-die", value: die }, { type: "attack", attackers: ["b-att", "b-att2"], defender: "0702" }]);
      const removed = r.events.find((e) => e.type === "beachhead-removed");
      if (!removed) continue;
      expect(removed).toMatchObject({ reason: "step-loss", rule: "8.5.8.4", availableTurn: s.turn + 2 });
      return;
    }
    throw new Error("no die takes two steps");
  });
  it("goes at the start of an own movement segment with no own AMPH next to it, not in a storm", () => {
    const s = bh(at(b, "second-combat"), "0402");
    // second-move is blue's (red holds the initiative): reached by ending red's first combat segment.
    const first = bh(at(b, "first-combat"), "0402");
    const r = run(first, [{ type: "end-segment" }]);
    expect(r.events).toContainEqual(expect.objectContaining({ type: "beachhead-removed", reason: "no-amph", hex: "0402" }));
    const stormy = run({ ...first, weather: "storm" }, [{ type: "end-segment" }]);
    expect(stormy.events.some((e) => e.type === "beachhead-removed")).toBe(false);
    const withAmph = run({ ...first, units: { ...first.units, "b-amph": { ...first.units["b-amph"]!, at: "0401" } } }, [{ type: "end-segment" }]);
    expect(withAmph.events.some((e) => e.type === "beachhead-removed")).toBe(false);
    expect(s.beachheads).toBeDefined();
  });
  it("the two-turn wait: a marker removed on turn T is placeable from turn T+2", () => {
    const s = { ...at(b, "reaction-combat", { turn: 2 }), units: { ...move().units, "b-amph": { ...move().units["b-amph"]!, at: "0301" } } };
    const removedOn = (t: number): GameState => ({ ...s, beachheads: { at: {}, removed: { blue: [t] } } });
    // 0302 is Nordland's, next to the AMPH at 0301; b-inf2 holds it.
    const held = (st: GameState) => ({ ...st, units: { ...st.units, "b-inf": { ...st.units["b-inf"]!, hex: hex("0302") } } });
    expect(err(held(removedOn(1)), { type: "place-beachhead", hex: "0302" })).toBe("8.5.8.2.1");
    expect(err(held(removedOn(0)), { type: "place-beachhead", hex: "0302" })).toBeNull();
  });
  it("voluntary removal in the owner's movement segment", () => {
    const s = bh(move(), "0402");
    expect(legalActions(s)).toContainEqual({ type: "remove-beachhead", hex: "0402" });
    const r = run(s, [{ type: "remove-beachhead", hex: "0402" }]);
    expect(r.events).toContainEqual(expect.objectContaining({ type: "beachhead-removed", reason: "voluntary" }));
    expect(err(bh(move(), "0402", "red"), { type: "remove-beachhead", hex: "0402" })).toBe("8.5.8.2.1");
  });
  it("is a supply source while its side controls the coastal box [13.1.2]", () => {
    const bn = bundle([], { optionalRules: { supply: true } });
    const s = bh(at(bn, "reaction-move"), "0402");
    expect(hexInSupply(boardOf(s), "blue", hex("0402"))).toBe(true);
    expect(hexInSupply(boardOf(at(bn, "reaction-move")), "blue", hex("0402"))).toBe(false);
    expect(hexInSupply(boardOf(withNaval(s, { control: { "z-coast": "red" } })), "blue", hex("0402"))).toBe(false);
  });
});

describe("sea transport to and from beachheads [8.5.7.2, 8.5.7.4, 8.5.8.2.1]", () => {
  const bn = bundle([
    { id: "b-slow", type: "inf", at: "0202", ma: 5 },
    { id: "b-fast", type: "inf", at: "0202" },
    { id: "b-mar3", type: "marine", at: "0202", attack: 4, defence: 4, er: 5, ma: 6, sp: 1, steps: 2, reduced: { attack: 2, defence: 2 } },
  ]);
  const withBh = (placedTurn: number, placedStep = 0): GameState => {
    const s = at(bn, "reaction-move");
    return { ...s, beachheads: { at: { [hex("0402")]: { side: "blue", defence: 1, placedTurn, placedStep } }, removed: {} } };
  };
  // [what, state, action, refusal rule or null]
  const cases: [string, () => GameState, Action, string | null][] = [
    ["a marine sails from the port to the beachhead", () => withBh(1), { type: "sea-transport", units: ["b-mar2"], to: "0402" }, null],
    ["a foot unit with MA 5", () => withBh(1), { type: "sea-transport", units: ["b-slow"], to: "0402" }, null],
    ["not a foot unit with MA 8", () => withBh(1), { type: "sea-transport", units: ["b-fast"], to: "0402" }, "8.5.7.2"],
    ["within the turn's 2 SP", () => ({ ...withBh(1), seaTransport: { turn: 1, sp: { blue: 1 } } }), { type: "sea-transport", units: ["b-mar2", "b-slow"], to: "0402" }, "8.5.7.4"],
    ["not to a beachhead before the movement segment after its placing", () => withBh(1, 99), { type: "sea-transport", units: ["b-mar2"], to: "0402" }, "8.5.8.2.1"],
  ];
  it.each(cases)("%s", (_what, state, action, rule) => {
    expect(err(state(), action)).toBe(rule);
  });
  it("landed on a beachhead, units move no more; the legal list and the query offer the beachhead", () => {
    const s = withBh(1);
    expect(legalActions(s)).toContainEqual({ type: "sea-transport", units: ["b-mar2"], to: "0402" });
    const r = run(s, [{ type: "sea-transport", units: ["b-mar2"], to: "0402" }]);
    expect(r.state.units["b-mar2"]?.hex).toBe(hex("0402"));
    expect(r.state.seg.halfMa?.["b-mar2"]).toBeUndefined();
    expect(r.state.seg.moved["b-mar2"]).toBe(true);
    expect(r.events).toContainEqual(expect.objectContaining({ type: "sea-transport", rule: "8.5.7.2" }));
  });
});
