import { describe, expect, it } from "vitest";
import { type Action, type GameEvent, type GameState, apply, createGame, currentSegment, explainCombat, legalActions, replay, stateHash, zocOf } from "../../index";
import type { EngineBundle } from "./types";
import { legalAllocations } from "./allocation";
import { contextOf } from "./context";
import { parseResult, crtCell } from "./resolve";
import { at, board, ok, run } from "./test-kit";

/**
 * Player decisions inside combat: loss allocation [9.7.1], retreat paths
 * [9.8.1–9.8.6], and the force-die testing aid [2.6]. Rolls are forced with
 * `force-die` actions, chosen from the CRT data (never hard-coded faces).
 */

/** The die face whose CRT cell (after the attack's DRM) satisfies `want`. */
function faceFor(state: GameState, attackers: string[], defender: string, want: (cell: string) => boolean): number {
  const ex = explainCombat(state, { attackers, defender });
  if ("error" in ex) throw new Error(ex.error);
  const ctx = contextOf(state.bundle);
  for (let face = 0; face <= 9; face += 1) if (want(crtCell(ctx, ex.finalColumnIndex, face + ex.drm).cell)) return face;
  throw new Error(`no face gives the wanted result in column ${ex.finalColumn}`);
}

/** Forces the given faces, then attacks. */
function attack(state: GameState, attackers: string[], defender: string, faces: number[]): { state: GameState; events: GameEvent[] } {
  return run(state, [...faces.map((value): Action => ({ type: "force-die", value })), { type: "attack", attackers, defender }]);
}

const open = (units: Parameters<typeof board>[0]["units"], rows = ["ccccccc", "ccccccc", "ccccccc", "ccccccc", "ccccccc"]): EngineBundle => board({ rows, units });

describe("force-die [2.6] (testing aid)", () => {
  const b = open([{ id: "r1", type: "armour", at: "0503" }, { id: "b1", type: "inf", at: "0403" }]);
  it("makes the next roll show the value, marked forced, and the CRT reads that value's line", () => {
    const s = at(b, "initiative-combat");
    for (const face of [0, 4, 9]) {
      const { events } = attack(s, ["r1"], "0403", [face]);
      const rolled = events.find((e) => e.type === "die-roll" && e.purpose === "combat");
      expect(rolled).toMatchObject({ value: face, forced: true, rule: "9.2.6" });
      const combat = events.find((e) => e.type === "combat") as GameEvent;
      const ex = explainCombat(s, { attackers: ["r1"], defender: "0403" });
      if ("error" in ex) throw new Error(ex.error);
      expect(combat).toMatchObject({ roll: face, forced: true, result: crtCell(contextOf(b), ex.finalColumnIndex, face + ex.drm).cell });
    }
  });
  it("is refused outside the die's faces and leaves unforced rolls unmarked", () => {
    const s = at(b, "initiative-combat");
    expect(apply(s, { type: "force-die", value: 10 })).toMatchObject({ rule: "2.6" });
    expect(apply(s, { type: "force-die", value: 2.5 })).toMatchObject({ rule: "2.6" });
    const plain = ok(apply(s, { type: "attack", attackers: ["r1"], defender: "0403" }));
    expect(plain.events.find((e) => e.type === "die-roll")).not.toHaveProperty("forced");
  });
  it("is an action in the log: a game with forced rolls replays to the same hash", () => {
    const g = createGame(b, { seed: 5 });
    expect(currentSegment(g).segment).toBe("initiative-move");
    const actions: Action[] = [{ type: "end-segment" }, { type: "force-die", value: 9 }, { type: "force-die", value: 0 }, { type: "attack", attackers: ["r1"], defender: "0403" }];
    const direct = run(g, actions);
    const again = replay(b, 5, actions);
    if ("error" in again) throw new Error(again.error);
    expect(again.hash).toBe(stateHash(direct.state));
    expect((direct.events.find((e) => e.type === "combat") as GameEvent).roll).toBe(9);
  });
  it("is accepted inside a pending decision and does not disturb it", () => {
    const s = at(b, "initiative-combat");
    const face = faceFor(s, ["r1"], "0403", (c) => /R1$/.test(c) && parseResult(c).defender === 1);
    const r = attack(s, ["r1"], "0403", [face]);
    expect(r.state.pendingDecision?.kind).toBe("retreat");
    const forced = ok(apply(r.state, { type: "force-die", value: 3 }));
    expect(forced.state.pendingDecision).toEqual(r.state.pendingDecision);
    expect(forced.state.dice.forced).toEqual([3]);
  });
});

describe("loss allocation is the owner's decision [9.7.1]", () => {
  const b = open([
    { id: "r1", type: "armour", at: "0503", attack: 30 },
    { id: "b1", type: "inf", at: "0403" },
    { id: "b2", type: "inf", at: "0403" },
    { id: "b3", type: "inf", at: "0403" },
  ]);
  const s = at(b, "initiative-combat");
  const face = faceFor(s, ["r1"], "0403", (c) => parseResult(c).defender === 2);
  const hit = attack(s, ["r1"], "0403", [face]);

  it("pends for the defender, who is then the active side with kind 'losses'", () => {
    expect(hit.state.pendingDecision).toMatchObject({ kind: "losses", side: "blue", steps: 2, rule: "9.7.1" });
    expect(currentSegment(hit.state)).toMatchObject({ active: "blue", kind: "losses" });
    expect(hit.events.some((e) => e.type === "decision" && e.kind === "losses")).toBe(true);
  });
  it("lists exactly the allocations the rules allow: the lead and one other unit", () => {
    const d = hit.state.pendingDecision;
    if (d?.kind !== "losses") throw new Error("no losses decision");
    const legal = legalActions(hit.state);
    expect(legal.every((a) => a.type === "allocate-losses")).toBe(true);
    expect(legal).toHaveLength(2);
    for (const a of legal) expect(a.type === "allocate-losses" && a.losses[d.lead as string]).toBe(1);
  });
  it("refuses other actions and illegal allocations with the rule", () => {
    const d = hit.state.pendingDecision;
    if (d?.kind !== "losses") throw new Error("no losses decision");
    const others = ["b1", "b2", "b3"].filter((id) => id !== d.lead);
    expect(apply(hit.state, { type: "end-segment" })).toMatchObject({ rule: "9.7.1" });
    expect(apply(hit.state, { type: "allocate-losses", losses: { [others[0] as string]: 1, [others[1] as string]: 1 } })).toMatchObject({ rule: "9.7.1" });
    expect(apply(hit.state, { type: "allocate-losses", losses: { [d.lead as string]: 2 } })).toMatchObject({ rule: "9.7.1" });
    expect(apply(hit.state, { type: "allocate-losses", losses: { [d.lead as string]: 1, r1: 1 } })).toMatchObject({ rule: "9.7.1" });
  });
  it("applies the chosen allocation, then moves on to the retreat", () => {
    const d = hit.state.pendingDecision;
    if (d?.kind !== "losses") throw new Error("no losses decision");
    const other = ["b1", "b2", "b3"].find((id) => id !== d.lead) as string;
    const r = ok(apply(hit.state, { type: "allocate-losses", losses: { [d.lead as string]: 1, [other]: 1 } }));
    expect(r.state.units[d.lead as string]?.steps).toBe(1);
    expect(r.state.units[other]?.steps).toBe(1);
    expect(r.events.filter((e) => e.type === "step-loss" && e.rule === "9.7.1")).toHaveLength(2);
    expect(r.events.some((e) => e.type === "losses-allocated")).toBe(true);
  });
  it("with one legal allocation it is applied without asking", () => {
    const lone = open([{ id: "r1", type: "armour", at: "0503" }, { id: "b1", type: "inf", at: "0403" }]);
    const s1 = at(lone, "initiative-combat");
    const r = attack(s1, ["r1"], "0403", [faceFor(s1, ["r1"], "0403", (c) => parseResult(c).defender === 1)]);
    expect(r.state.pendingDecision?.kind).not.toBe("losses");
    expect(r.state.units.b1?.steps).toBe(1);
  });
  it("the attacker allocates its own losses beyond the lead's step; its side acts", () => {
    const weak = open([
      { id: "r1", type: "inf", at: "0503" },
      { id: "r2", type: "inf", at: "0503" },
      { id: "r3", type: "inf", at: "0503" },
      { id: "b1", type: "inf", at: "0403", defence: 18 },
    ]);
    const s2 = at(weak, "initiative-combat");
    const f = faceFor(s2, ["r1", "r2", "r3"], "0403", (c) => parseResult(c).attacker === 2);
    const r = attack(s2, ["r1", "r2", "r3"], "0403", [f]);
    expect(r.state.pendingDecision).toMatchObject({ kind: "losses", side: "red", role: "attacker", steps: 2 });
    expect(currentSegment(r.state)).toMatchObject({ active: "red", kind: "losses" });
    expect(legalActions(r.state)).toHaveLength(2);
  });
  it("overkill reduces the count before it is allocated [9.7.1.1]", () => {
    const s3 = at(b, "initiative-combat");
    const ctx = contextOf(b);
    // Two full-strength units of three can lose at most 6 steps: 9 losses allocate everything.
    expect(legalAllocations(ctx, s3, ["b1", "b2", "b3"], "b1", 9)).toEqual([{ b1: 2, b2: 2, b3: 2 }]);
  });
});

describe("retreat paths are the owner's decision [9.8.1, 9.8.2]", () => {
  const b = open([
    { id: "r1", type: "armour", at: "0503", attack: 30 },
    { id: "b1", type: "inf", at: "0403" },
    { id: "b2", type: "inf", at: "0403" },
  ]);
  const s = at(b, "initiative-combat");
  const cm = contextOf(b).cm;
  // Two steps (one each: the only legal allocation) and a 2-hex retreat.
  const face = faceFor(s, ["r1"], "0403", (c) => /R2$/.test(c) && parseResult(c).defender === 2);
  const hit = attack(s, ["r1"], "0403", [face]);

  it("pends for the defender with every legal path, whole stack and unit by unit", () => {
    expect(hit.state.pendingDecision).toMatchObject({ kind: "retreat", side: "blue", distance: 2, mayStay: false });
    expect(currentSegment(hit.state)).toMatchObject({ active: "blue", kind: "retreat" });
    const legal = legalActions(hit.state).filter((a): a is Extract<Action, { type: "retreat" }> => a.type === "retreat");
    expect(legal.length).toBeGreaterThan(2);
    expect(legal.some((a) => a.units?.length === 2)).toBe(true);
    for (const a of legal) {
      expect(a.path).toHaveLength(2);
      // Never away from the west (friendly) edge when a path that is not exists [9.8.1].
      expect(cm.col(cm.indexOf(a.path[1] as string))).toBeLessThanOrEqual(3);
      expect(cm.distance(cm.indexOf("0403"), cm.indexOf(a.path[1] as string))).toBe(2);
    }
  });
  it("every listed retreat is accepted", () => {
    for (const a of legalActions(hit.state)) expect("error" in apply(hit.state, a)).toBe(false);
  });
  it("refuses a wrong length, a path toward the enemy, and staying, each with its rule", () => {
    expect(apply(hit.state, { type: "retreat", units: ["b1", "b2"], path: ["0303"] })).toMatchObject({ rule: "9.8.1" });
    expect(apply(hit.state, { type: "retreat", units: ["b1", "b2"], path: ["0404", "0405"] })).toMatchObject({ rule: "9.8.2" });
    expect(apply(hit.state, { type: "retreat", units: ["b1", "b2"], path: [] })).toMatchObject({ rule: "9.8.1" });
    expect(apply(hit.state, { type: "retreat", units: ["r1"], path: ["0303", "0203"] })).toMatchObject({ rule: "9.8.1" });
  });
  it("units may retreat to different hexes, each the full distance; then the attacker advances", () => {
    const legal = legalActions(hit.state).filter((a): a is Extract<Action, { type: "retreat" }> => a.type === "retreat" && a.units?.length === 1);
    const first = legal.find((a) => a.units?.[0] === "b1") as Extract<Action, { type: "retreat" }>;
    const one = ok(apply(hit.state, first));
    expect(one.state.pendingDecision).toMatchObject({ kind: "retreat", units: ["b2"] });
    const second = legalActions(one.state).find((a) => a.type === "retreat" && a.path[1] !== first.path[1]) as Action;
    const two = ok(apply(one.state, second));
    expect(two.state.pendingDecision).toBeNull();
    expect(two.state.units.b1?.hex).not.toBe(two.state.units.b2?.hex);
    for (const id of ["b1", "b2"]) expect(cm.distance(cm.indexOf("0403"), two.state.units[id]!.hex)).toBe(2);
    expect(two.events.filter((e) => e.type === "retreat")).toHaveLength(1);
    expect(currentSegment(two.state)).toMatchObject({ active: "red", kind: "advance" });
  });
  it("a unit with no legal retreat stays, no decision asked, and checks ER [9.8.3]", () => {
    const corner = board({ rows: ["cc", "cc"], units: [{ id: "b1", type: "inf", at: "0101", er: 1 }, { id: "r1", type: "inf", at: "0201" }, { id: "r2", type: "inf", at: "0102" }] });
    const s1 = at(corner, "initiative-combat");
    const f = faceFor(s1, ["r1"], "0101", (c) => /R/.test(c) && parseResult(c).defender === 1);
    const r = attack(s1, ["r1"], "0101", [f, 9]);
    expect(r.state.pendingDecision).toBeNull();
    expect(r.events.some((e) => e.type === "retreat-failed" && e.rule === "9.8.3")).toBe(true);
    expect(r.events.some((e) => e.type === "step-loss" && e.rule === "9.8.3")).toBe(true);
    expect(r.state.units.b1?.status).toBe("eliminated");
  });
  it("retreating through an enemy ZOC costs an ER check per unit and hex, a step on failure [9.8.5]", () => {
    // r1's ZOC covers 0304 but not 0203: the path 0304>0203 crosses it and ends clear of it.
    const z = open([{ id: "b1", type: "inf", at: "0403", er: 2 }, { id: "b2", type: "inf", at: "0403", er: 2 }, { id: "r1", type: "armour", at: "0305" }, { id: "r3", type: "armour", at: "0503" }]);
    const s1 = at(z, "initiative-combat");
    const f = faceFor(s1, ["r3"], "0403", (c) => /R2$/.test(c) && parseResult(c).defender === 2);
    const r = attack(s1, ["r3"], "0403", [f]);
    const zoc = new Set(zocOf(r.state, "red"));
    const through = legalActions(r.state).find((a) => a.type === "retreat" && a.units?.length === 2 && a.path.some((h) => zoc.has(h)));
    if (!through || through.type !== "retreat") throw new Error("no path through the enemy ZOC");
    const done = run(r.state, [{ type: "force-die", value: 9 }, { type: "force-die", value: 9 }, through]);
    expect(done.events.filter((e) => e.type === "er-check" && e.rule === "9.8.5" && e.pass === false).map((e) => e.unit)).toEqual(["b1", "b2"]);
    expect(done.events.filter((e) => e.type === "step-loss" && e.rule === "9.8.5")).toHaveLength(2);
  });
});

describe("retreat negation [9.8.4]", () => {
  const b = board({ rows: ["ccccc", "cchcc", "ccccc"], units: [{ id: "b1", type: "inf", at: "0302", er: 5 }, { id: "r1", type: "armour", at: "0402", attack: 30 }] });
  const s = at(b, "initiative-combat");
  const face = faceFor(s, ["r1"], "0302", (c) => /R/.test(c) && parseResult(c).defender === 1);
  it("a passed ER check ignores the retreat", () => {
    const r = attack(s, ["r1"], "0302", [face, 2]);
    expect(r.events.some((e) => e.type === "retreat-negated" && e.rule === "9.8.4")).toBe(true);
    expect(r.state.units.b1?.hex).toBe(contextOf(b).cm.indexOf("0302"));
    expect(r.state.pendingDecision).toBeNull();
  });
  it("after a failed check the owner may retreat or stay and lose a step", () => {
    const r = attack(s, ["r1"], "0302", [face, 9]);
    expect(r.state.pendingDecision).toMatchObject({ kind: "retreat", mayStay: true });
    const legal = legalActions(r.state);
    expect(legal).toContainEqual({ type: "retreat", units: ["b1"], path: [] });
    expect(legal.some((a) => a.type === "retreat" && a.path.length === 1)).toBe(true);
    const stay = ok(apply(r.state, { type: "retreat", units: ["b1"], path: [] }));
    expect(stay.state.units.b1?.status).toBe("eliminated");
    expect(stay.events.some((e) => e.type === "step-loss" && e.rule === "9.8.4")).toBe(true);
  });
});

describe("retreat into a defended hex [9.8.6]", () => {
  // b1 retreated into b2's hex earlier this segment; b2 is then eliminated there.
  const b = open([
    { id: "r1", type: "armour", at: "0503", attack: 30 },
    { id: "b1", type: "inf", at: "0403", er: 1 },
    { id: "b2", type: "para", at: "0403" },
  ]);
  const base = at(b, "initiative-combat");
  const s: GameState = { ...base, seg: { ...base.seg, retreatedInto: { b1: true } } };
  it("units that retreated in neither defend nor take the combat's losses", () => {
    const ex = explainCombat(s, { attackers: ["r1"], defender: "0403" });
    if ("error" in ex) throw new Error(ex.error);
    expect(ex.defenders).toEqual(["b2"]);
  });
  it("when the defenders are gone they check ER, lose a step on failure, then retreat", () => {
    const f = faceFor(s, ["r1"], "0403", (c) => parseResult(c).defender >= 1 && /R2$/.test(c));
    let r = attack(s, ["r1"], "0403", [f, 9]);
    expect(r.state.units.b2?.status).toBe("eliminated");
    expect(r.events.some((e) => e.type === "er-check" && e.rule === "9.8.6" && e.unit === "b1" && e.pass === false)).toBe(true);
    expect(r.events.some((e) => e.type === "step-loss" && e.rule === "9.8.6" && e.unit === "b1")).toBe(true);
    expect(r.events.some((e) => e.type === "step-loss" && e.rule === "9.7.1" && e.unit === "b1")).toBe(false);
    if (r.state.pendingDecision?.kind === "retreat") {
      expect(r.state.pendingDecision).toMatchObject({ side: "blue", units: ["b1"], distance: 2 });
      r = ok(apply(r.state, legalActions(r.state)[0] as Action));
    }
    expect(r.state.units.b1?.hex).not.toBe(contextOf(b).cm.indexOf("0403"));
    expect(r.state.units.b1?.steps).toBe(1);
  });
});

describe("retreat across an unbridged river [9.8.2]", () => {
  // RULINGS [9.8.2]: light infantry (the light-infantry or airmobile-capable flag, or the airmobile class) may retreat
  // across an unbridged river; other units may not. One row of hexes: the only way west crosses the river 0201|0301.
  const riverBoard = (type: string) =>
    board({ rows: ["ccccc"], hexsides: [{ kind: "minor-river", sides: ["0201-0301"] }], units: [{ id: "r1", type: "armour", at: "0401" }, { id: "b1", type, at: "0301" }] });
  /** Where b1 ends after a retreat result, the retreat taken by its first legal path when one is asked for. */
  const after = (type: string) => {
    const b = riverBoard(type);
    const s = at(b, "initiative-combat");
    const face = faceFor(s, ["r1"], "0301", (c) => /R[12]$/.test(c) && parseResult(c).defender <= 1);
    let st = attack(s, ["r1"], "0301", [face]).state;
    while (st.pendingDecision?.kind === "retreat") st = ok(apply(st, legalActions(st)[0] as Action)).state;
    return contextOf(b).cm.label(st.units.b1?.hex ?? -1);
  };
  it("light infantry crosses it, west", () => {
    expect(["0101", "0201"]).toContain(after("light-inf"));
  });
  it("infantry may not: it stays east of the river", () => {
    expect(after("inf")).toBe("0301");
  });
});
