import { describe, expect, it } from "vitest";
import { type Action, type GameEvent, type GameState, apply, currentSegment, explainCombat, legalActions, supportChoices } from "../../index";
import type { EngineBundle } from "./types";
import { contextOf } from "./context";
import { airPointsFor } from "./air-points";
import { boardOf } from "./board";
import { missionBar } from "./helicopters";
import { at, board, game, run } from "./test-kit";

/**
 * Combat support from the air [6.2.1, 6.5.3, 9.2.4–9.2.6, 9.6.1] and the ADF
 * against it [6.6, 6.6.1.1], on a small board with the sample game's charts.
 * The sample ADF line for "contested" reads, by roll: *, −2, −1, −1, abort,
 * then none; the sample CRT favours high rolls, so the attacker's support
 * raises the roll (RULINGS.md, CRT orientation).
 */

const ADF = { star: 0, minus2: 1, minus1: 2, abort: 4, none: 5 } as const;

function bundle(): EngineBundle {
  return board({
    rows: ["ccccccc", "ccccccc", "ccccccc", "ccccccc", "ccccccc"],
    borders: ["nnnnooo", "nnnnooo", "nnnnooo", "nnnnooo", "nnnnooo"],
    features: [
      { hex: "0103", kind: "airbase", name: "Blue AB" },
      { hex: "0703", kind: "airbase", name: "Red AB" },
      { hex: "0701", kind: "airbase", name: "Red AB 2" },
    ],
    units: [
      { id: "r1", type: "armour", at: "0503" },
      { id: "r2", type: "armour", at: "0502" },
      { id: "b1", type: "inf", at: "0403" },
      { id: "b2", type: "inf", at: "0401" },
      { id: "rh1", type: "attack-helo", at: "0703" },
      { id: "rh2", type: "attack-helo", at: "0703" },
      { id: "rh3", type: "attack-helo", at: "0703" },
      { id: "rh9", type: "attack-helo", range: 1, at: "0701" },
      { id: "bh1", type: "attack-helo", at: "0103" },
    ],
    scenario: { chartOverrides: { airPoints: game().charts.airPoints } },
  });
}

/** A state in `segment` with these air points left and both sides contested [6.4]. */
function withAir(segment: string, points: Record<string, number>, tweak: Partial<GameState> = {}): GameState {
  const s = at(bundle(), segment, tweak);
  return { ...s, air: { ...s.air!, points: { blue: 0, red: 0, ...points }, level: { blue: "contested", red: "contested" } } };
}

const force = (...faces: number[]): Action[] => faces.map((value) => ({ type: "force-die", value }));

/** Forces the faces, attacks, and answers the defender's support decision (none unless given) [9.2.4]. */
function fight(state: GameState, faces: number[], attack: Action, support: Action = { type: "support" }): { state: GameState; events: GameEvent[] } {
  const first = run(state, [...force(...faces), attack]);
  if (first.state.pendingDecision?.kind !== "support") return first;
  const second = run(first.state, [support]);
  return { state: second.state, events: [...first.events, ...second.events] };
}
const baseDrm = (s: GameState) => {
  const ex = explainCombat(s, { attackers: ["r1"], defender: "0403" });
  if ("error" in ex) throw new Error(ex.error);
  return ex.drm;
};
/** The roll modifier a net combat support gives on this CRT [9.6.1]: attacker support raises a "high" CRT's roll. */
const flip = (s: GameState) => (contextOf(s.bundle).favourableRoll === "high" ? 1 : -1);

describe("the rulebook's worked examples [6.6.1.1]", () => {
  it("example 1: 4 air points with a (−1) result support with 3, a ±3 DRM at most", () => {
    const s = withAir("initiative-combat", { red: 4 });
    const { events, state } = fight(s, [ADF.minus1, 5], { type: "attack", attackers: ["r1"], defender: "0403", air: 4 });
    expect(events.find((e) => e.type === "adf")).toMatchObject({ side: "red", mission: "combat support", level: "contested", roll: ADF.minus1, result: "-1", strength: 4, rule: "6.6.1" });
    expect(events.find((e) => e.type === "combat-support")).toMatchObject({ attacker: 3, defence: 0 });
    expect(events.find((e) => e.type === "combat")?.drm).toBe(baseDrm(s) + 3 * flip(s));
    expect(state.air?.points.red).toBe(0);
    // "At most": the defender's points come off it.
    const contested = withAir("initiative-combat", { red: 4, blue: 2 });
    const fought = run(contested, [...force(ADF.minus1, ADF.none, 5), { type: "attack", attackers: ["r1"], defender: "0403", air: 4 }, { type: "support", air: 2 }]);
    expect(fought.events.find((e) => e.type === "combat")?.drm).toBe(baseDrm(s) + (3 - 2) * flip(s));
  });

  it("example 2: a full-strength 2/16 helicopter with a (−1) result supports with 1", () => {
    const s = withAir("initiative-combat", {});
    const { events } = fight(s, [ADF.minus1, 5], { type: "attack", attackers: ["r1"], defender: "0403", helicopters: ["rh1"] });
    expect(events.find((e) => e.type === "adf")).toMatchObject({ mission: "combat support", unit: "rh1", result: "-1", strength: 2 });
    expect(events.find((e) => e.type === "combat-support")).toMatchObject({ attacker: 1 });
    expect(events.find((e) => e.type === "combat")?.drm).toBe(baseDrm(s) + 1 * flip(s));
  });
});

describe("ADF results against combat support [6.6.1.1, 6.3.2]", () => {
  it.each([
    { what: "—", face: ADF.none, support: 4, lost: 0 },
    { what: "abort (no effect on combat support)", face: ADF.abort, support: 4, lost: 0 },
    { what: "(−2)", face: ADF.minus2, support: 2, lost: 0 },
    { what: "* (one point destroyed for good; this mission is not reduced)", face: ADF.star, support: 4, lost: 1 },
  ])("4 air points, $what: support with $support; permanent losses $lost", ({ face, support, lost }) => {
    const s = withAir("initiative-combat", { red: 4 });
    const { events, state } = fight(s, [face, 5], { type: "attack", attackers: ["r1"], defender: "0403", air: 4 });
    expect(events.find((e) => e.type === "combat-support")).toMatchObject({ attacker: support });
    expect(state.air?.lost.red).toBe(lost);
    if (lost) {
      expect(events.find((e) => e.type === "air-points-destroyed")).toMatchObject({ side: "red", points: 1, rule: "6.3.2" });
      // Later rolls give one point less [6.3].
      const ctx = contextOf(state.bundle);
      expect(airPointsFor(ctx, state, "red", 9).points).toBe((airPointsFor(ctx, s, "red", 9).points as number) - 1);
    }
  });

  it.each([
    { what: "—", face: ADF.none, support: 2, steps: 2 },
    { what: "(−1)", face: ADF.minus1, support: 1, steps: 2 },
    { what: "(−2)", face: ADF.minus2, support: 0, steps: 2 },
    { what: "* (a step lost at once: it supports on its reduced side)", face: ADF.star, support: 1, steps: 1 },
  ])("a CS 2 helicopter, $what: supports with $support, keeps $steps steps", ({ face, support, steps }) => {
    const s = withAir("initiative-combat", {});
    const { events, state } = fight(s, [face, 5], { type: "attack", attackers: ["r1"], defender: "0403", helicopters: ["rh1"] });
    expect(events.find((e) => e.type === "combat-support")).toMatchObject({ attacker: support });
    expect(state.units.rh1?.steps).toBe(steps);
  });

  it("one ADF roll per mission: all the air points together, then each helicopter, attacker before defender [6.6, 9.2.5]", () => {
    const s = withAir("initiative-combat", { red: 3, blue: 2 });
    const { events } = run(s, [...force(5, 5, 5, 5, 5, 5), { type: "attack", attackers: ["r1"], defender: "0403", air: 3, helicopters: ["rh1", "rh2"] }, { type: "support", air: 2, helicopters: ["bh1"] }]);
    const adf = events.filter((e) => e.type === "adf").map((e) => `${e.side}:${e.unit ?? "air"}`);
    expect(adf).toEqual(["red:air", "red:rh1", "red:rh2", "blue:air", "blue:bh1"]);
    const rolls = events.filter((e) => e.type === "die-roll").map((e) => e.purpose);
    expect(rolls).toEqual(["adf", "adf", "adf", "adf", "adf", "combat"]);
  });
});

describe("allocation [6.2.1, 6.5.3, 9.2.4]", () => {
  it("the attacker's support comes with the attack; the defender then decides its own", () => {
    const s = withAir("initiative-combat", { red: 4, blue: 2 });
    const { state, events } = run(s, [{ type: "attack", attackers: ["r1"], defender: "0403", air: 2, helicopters: ["rh1"] }]);
    expect(state.pendingDecision).toMatchObject({ kind: "support", side: "blue", attacker: { air: 2, helicopters: ["rh1"] }, rule: "9.2.4" });
    expect(currentSegment(state)).toMatchObject({ active: "blue", kind: "support" });
    expect(events.find((e) => e.type === "decision")).toMatchObject({ kind: "support", side: "blue", air: 2, helicopters: ["bh1"] });
    expect(state.air?.points.red).toBe(2);
    // No roll before the defender decides.
    expect(events.some((e) => e.type === "die-roll")).toBe(false);
    const legal = legalActions(state);
    expect(legal).toHaveLength(6);
    expect(legal).toContainEqual({ type: "support", air: 2, helicopters: ["bh1"] });
    expect(apply(state, { type: "end-segment" })).toMatchObject({ rule: "9.2.4" });
  });

  it("supportChoices says what each side could send [6.2.1, 6.5.3]", () => {
    const s = withAir("initiative-combat", { red: 7, blue: 1 });
    expect(supportChoices(s, { attackers: ["r1"], defender: "0403" })).toEqual({
      attacker: { maxAir: 4, helicopters: ["rh1", "rh2", "rh3"], maxHelicopters: 2, naval: [] },
      defender: { maxAir: 1, helicopters: ["bh1"], maxHelicopters: 1, naval: [] },
    });
    expect(supportChoices(s, { attackers: ["r1"], defender: "9999" })).toBeNull();
  });

  it("a defender with nothing to send is not asked", () => {
    const s = withAir("initiative-combat", { red: 4 }, {});
    const noHeli = { ...s, units: { ...s.units, bh1: { ...s.units.bh1!, steps: 0, status: "eliminated" as const, hex: -1 } } };
    const { state, events } = run(noHeli, [{ type: "attack", attackers: ["r1"], defender: "0403" }]);
    expect(state.pendingDecision?.kind).not.toBe("support");
    expect(events.some((e) => e.type === "combat")).toBe(true);
  });

  it.each<[string, Action, string, Record<string, number>?]>([
    ["more than 4 air points for the attacker", { type: "attack", attackers: ["r1"], defender: "0403", air: 5 }, "6.2.1", { red: 6 }],
    ["more air points than are left", { type: "attack", attackers: ["r1"], defender: "0403", air: 3 }, "6.2", { red: 2 }],
    ["a fraction of an air point", { type: "attack", attackers: ["r1"], defender: "0403", air: 1.5 }, "6.2.1", { red: 2 }],
    ["three helicopters for the attacker", { type: "attack", attackers: ["r1"], defender: "0403", helicopters: ["rh1", "rh2", "rh3"] }, "6.5.3"],
    ["a helicopter out of range", { type: "attack", attackers: ["r1"], defender: "0403", helicopters: ["rh9"] }, "6.5.3"],
    ["the enemy's helicopter", { type: "attack", attackers: ["r1"], defender: "0403", helicopters: ["bh1"] }, "6.5.3"],
    ["a ground unit as a helicopter", { type: "attack", attackers: ["r1"], defender: "0403", helicopters: ["r2"] }, "6.5.3"],
    ["a support action with no decision pending", { type: "support", air: 1 }, "9.2.4"],
  ])("refuses %s [%s]", (_what, action, rule, points = {}) => {
    const s = withAir("initiative-combat", points);
    expect(apply(s, action)).toMatchObject({ rule });
  });

  it.each<[string, Action, string]>([
    ["more than 2 air points for the defender", { type: "support", air: 3 }, "6.2.1"],
    ["two helicopters for the defender", { type: "support", helicopters: ["bh1", "bh1"] }, "6.5.3"],
    ["an attacker's helicopter", { type: "support", helicopters: ["rh2"] }, "6.5.3"],
  ])("the defender may not send %s [%s]", (_what, action, rule) => {
    const s = withAir("initiative-combat", { red: 4, blue: 4 });
    const { state } = run(s, [{ type: "attack", attackers: ["r1"], defender: "0403" }]);
    expect(apply(state, action)).toMatchObject({ rule });
  });

  it("the net DRM is capped at ±6: 4 air points and two CS 2 helicopters count as 6 [6.2.1]", () => {
    const s = withAir("initiative-combat", { red: 4 });
    const { events } = run(s, [...force(5, 5, 5, 5), { type: "attack", attackers: ["r1"], defender: "0403", air: 4, helicopters: ["rh1", "rh2"] }, { type: "support" }]);
    expect(events.find((e) => e.type === "combat-support")).toMatchObject({ attacker: 8 });
    expect(events.find((e) => e.type === "combat")?.drm).toBe(baseDrm(s) + 6 * flip(s));
  });
});

describe("the explanation names every support source [9.6.1]", () => {
  it("explainCombat shows committed support before ADF, one line per source and the cap", () => {
    const s = withAir("initiative-combat", { red: 4, blue: 2 });
    const ex = explainCombat(s, { attackers: ["r1"], defender: "0403", support: { attacker: { air: 4, helicopters: ["rh1", "rh2"] }, defender: { air: 2, helicopters: ["bh1"] } } });
    if ("error" in ex) throw new Error(ex.error);
    const support = ex.lines.filter((l) => ["6.2.1", "6.5.3", "9.6.1"].includes(l.rule)).map((l) => `[${l.rule}] ${l.text}`);
    expect(support).toEqual([
      "[6.2.1] Red air points (attacker): 4 committed, before ADF → 4",
      "[6.5.3] Helicopter rh1 (Red, attacker), CS 2: committed, before ADF → 2",
      "[6.5.3] Helicopter rh2 (Red, attacker), CS 2: committed, before ADF → 2",
      "[6.2.1] Blue air points (defender): 2 committed, before ADF → 2",
      "[6.5.3] Helicopter bh1 (Blue, defender), CS 2: committed, before ADF → 2",
      `[9.6.1] Combat support (defender 4 − attacker 8): ${-4 * -flip(s) > 0 ? "+" : ""}${-4 * -flip(s)} DRM`,
    ]);
    expect(ex.drm).toBe(baseDrm(s) + 4 * flip(s));
  });

  it("refuses a planned allocation the rules forbid, naming the rule", () => {
    const s = withAir("initiative-combat", {});
    expect(explainCombat(s, { attackers: ["r1"], defender: "0403", support: { attacker: { air: 5 } } })).toMatchObject({ rule: "6.2.1" });
    expect(explainCombat(s, { attackers: ["r1"], defender: "0403", support: { defender: { helicopters: ["rh1"] } } })).toMatchObject({ rule: "6.5.3" });
  });

  it("a fought combat's lines carry the ADF results", () => {
    const s = withAir("initiative-combat", { red: 4 });
    const r = run(s, [...force(ADF.minus1, ADF.none, 5), { type: "attack", attackers: ["r1"], defender: "0403", air: 4, helicopters: ["rh1"] }, { type: "support" }]);
    const missions = r.events.find((e) => e.type === "combat-support")?.missions;
    expect(missions).toEqual([
      { side: "red", role: "attacker", kind: "air", committed: 4, value: 3, adf: "-1" },
      { side: "red", role: "attacker", kind: "helicopter", unit: "rh1", committed: 2, value: 2, adf: "none" },
    ]);
  });
});

describe("helicopter missions: two a turn, one a segment [6.5.2, 4.1.2, 4.1.3]", () => {
  const attackWith = (s: GameState, heli: string, attackers = ["r1"], defender = "0403") => apply(s, { type: "attack", attackers, defender, helicopters: [heli] });

  it("one mission per segment; a second in a later segment; no third", () => {
    let s = withAir("initiative-combat", {});
    s = fight(s, [5, 5], { type: "attack", attackers: ["r1"], defender: "0403", helicopters: ["rh1"] }).state;
    // Whatever the combat left to decide (losses, retreat, advance) is settled with the first legal option.
    while (s.pendingDecision || s.pendingAdvance) s = run(s, [legalActions(s)[0] as Action]).state;
    expect(attackWith(s, "rh1", ["r2"], "0401")).toMatchObject({ rule: "6.5.2" });
    const later = { ...s, step: at(bundle(), "breakthrough-combat").step, seg: { ...s.seg, attacked: {}, attackedHexes: {} } };
    const second = fight(later, [5, 5], { type: "attack", attackers: ["r2"], defender: "0401", helicopters: ["rh1"] }).state;
    const third = { ...second, step: at(bundle(), "first-combat").step, pendingDecision: null, pendingCombat: null, pendingAdvance: null, seg: { ...second.seg, attacked: {}, attackedHexes: {} } };
    expect(second.air?.helicopters.rh1).toMatchObject({ missions: 2 });
    expect(missionBar(boardOf(third), "rh1", "red", contextOf(third.bundle).cm.indexOf("0403"))).toMatchObject({ rule: "6.5.2" });
    expect(missionBar(boardOf(third), "rh2", "red", contextOf(third.bundle).cm.indexOf("0403"))).toBeNull();
  });

  it.each([
    ["overcast", 1, "4.1.2"],
    ["storm", 0, "4.1.3"],
  ] as const)("in %s weather a helicopter flies %i missions a turn [%s]", (weather, n, rule) => {
    const s = withAir("initiative-combat", {}, { weather });
    if (n === 0) {
      expect(attackWith(s, "rh1")).toMatchObject({ rule });
      return;
    }
    const flown = { ...s, air: { ...s.air!, helicopters: { ...s.air!.helicopters, rh1: { missions: 1, lastStep: -1, rebased: false } } } };
    expect(attackWith(flown, "rh1")).toMatchObject({ rule });
    expect("error" in attackWith(s, "rh1")).toBe(false);
  });
});
