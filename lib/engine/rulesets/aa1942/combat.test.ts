import { describe, expect, it } from "vitest";
import { startBattles } from "./battles-due";
import { runBattles } from "./combat";
import { applyAa, createAaGame } from "./game";
import { tinyBundle, ofType, refused } from "./test-kit";
import type { AaEvent, AaState, AaUnit } from "./types";

/*
 * The tiny theatre (test-kit): west(red capital, complex, 5) – mid(red, 2) – east(blue capital, complex, 5);
 * island(blue, 1); sz-w next to west and mid; sz-e next to mid, east and sz-n; sz-n next to island.
 * Red (allies) moves first. Each test sets the units directly, as the combat move would have left them,
 * queues the dice, and runs the conduct-combat phase.
 */

type Spec = Partial<AaUnit> & Pick<AaUnit, "type" | "owner" | "at">;

function game(units: Record<string, Spec>, mutate?: (s: AaState) => void): AaState {
  const s = createAaGame(tinyBundle({ areaSetup: [] }), 7);
  s.units = Object.fromEntries(Object.entries(units).map(([id, u]) => [id, { damage: 0, moved: 0, ...u }]));
  s.phase = "conduct-combat";
  mutate?.(s);
  return s;
}

/** Runs the phase's battles on the state itself with these dice first; returns the events. */
function fight(s: AaState, dice: number[]): AaEvent[] {
  const events: AaEvent[] = [];
  if (dice.length > 0) s.dice.forced = [...dice];
  startBattles(s, events);
  runBattles(s, events);
  return events;
}

/** Answers the pending decision through applyAa (dice queued first). */
function answer(s: AaState, action: { type: "choose-casualties"; units: string[] } | { type: "retreat"; to: string | null }, dice: number[] = []): { state: AaState; events: AaEvent[] } {
  const before = { ...s, dice: { ...s.dice, forced: dice.length > 0 ? [...(s.dice.forced ?? []), ...dice] : s.dice.forced } };
  const r = applyAa(before, action);
  if ("error" in r) throw new Error(r.error);
  return r;
}

/** An attacker that moved in this combat move from `from`. */
const att = (type: string, at: string, from: string, extra: Partial<AaUnit> = {}): Spec => ({ type, owner: "red", at, combatMoved: true, from: [from], ...extra });
const def = (type: string, at: string, extra: Partial<AaUnit> = {}): Spec => ({ type, owner: "blue", at, ...extra });

describe("[AA:conduct-combat] the order of battles", () => {
  it("lists raids, then amphibious assaults (the sea battle first), then general combat", () => {
    const s = game({
      b1: att("bomber", "east", "mid", { raid: true }),
      t1: att("transport", "sz-n", "sz-e"),
      c1: { type: "infantry", owner: "red", at: "sz-n", aboard: "t1", landing: "island", unloaded: true, combatMoved: true },
      d1: att("destroyer", "sz-n", "sz-e"),
      e1: def("destroyer", "sz-n"),
      e2: def("infantry", "island"),
      i1: att("infantry", "east", "mid"),
      e3: def("infantry", "east"),
    });
    const events: AaEvent[] = [];
    startBattles(s, events);
    expect(s.battles.map((b) => [b.kind, b.space])).toEqual([
      ["raid", "east"],
      ["amphibious", "sz-n"],
      ["amphibious", "island"],
      ["general", "east"],
    ]);
    // The raiding bomber fights no other battle there.
    expect(s.battles[3]!.attackers).toEqual(["i1"]);
  });

  it("a hostile territory entered by land units with no defenders is taken without a battle", () => {
    const s = game({ i1: att("infantry", "island", "sz-n") });
    const events = fight(s, []);
    expect(ofType(events, "die-roll")).toHaveLength(0);
    expect(ofType(events, "battle")).toHaveLength(0);
    expect(s.control.island).toBe("red");
    expect(ofType(events, "captured")[0]).toMatchObject({ territory: "island", by: "red", from: "blue" });
  });

  it("a sea zone holding only enemy submarines or transports is a battle only when warships end their combat move there [AA:combat-move]", () => {
    const ignored = game({ t1: { type: "transport", owner: "red", at: "sz-n" }, e1: def("transport", "sz-n") });
    fight(ignored, []);
    expect(ignored.units.e1).toBeDefined();
    // Defenceless transports left alone with a warship that can hit them are lost without a roll.
    const attacked = game({ d1: att("destroyer", "sz-n", "sz-e"), e1: def("transport", "sz-n") });
    const events = fight(attacked, []);
    expect(attacked.units.e1).toBeUndefined();
    expect(ofType(events, "die-roll")).toHaveLength(0);
    expect(ofType(events, "casualties")[0]).toMatchObject({ nation: "blue", units: ["e1"], defenceless: true });
  });
});

describe("[AA:general-combat] rounds of fire", () => {
  it("artillery raises one supportable infantry to attack 2; hits at or under the value", () => {
    const s = game({ a1: att("infantry", "island", "sz-n"), a2: att("infantry", "island", "sz-n"), a3: att("artillery", "island", "sz-n"), e1: def("infantry", "island") });
    // Supported infantry rolls 2 (hits at 2), the other infantry 2 (misses at 1), artillery 3 (misses), the defender 3 (misses).
    const events = fight(s, [2, 2, 3, 3]);
    const rolls = ofType(events, "die-roll");
    expect(rolls.map((r) => [r.unitType, r.hitOn, r.value])).toEqual([
      ["infantry", 2, 2],
      ["infantry", 1, 2],
      ["artillery", 2, 3],
      ["infantry", 2, 3],
    ]);
    expect(ofType(events, "fire")).toEqual([expect.objectContaining({ role: "attacker", dice: 3, hits: 1 }), expect.objectContaining({ role: "defender", dice: 1, hits: 0 })]);
    expect(s.units.e1).toBeUndefined();
    expect(s.control.island).toBe("red");
    expect(s.battles).toEqual([]);
  });

  it("[AA:capture] air units alone never take a territory", () => {
    const s = game({ f1: att("fighter", "island", "sz-n"), e1: def("infantry", "island") });
    fight(s, [1, 6]);
    expect(s.units.e1).toBeUndefined();
    expect(s.control.island).toBe("blue");
  });

  it("a two-hit battleship absorbs its first hit, keeps firing, and sinks on its second", () => {
    const s = game({ bb: att("battleship", "sz-n", "sz-e"), dd: att("destroyer", "sz-n", "sz-e"), e1: def("cruiser", "sz-n"), e2: def("cruiser", "sz-n") });
    // Round 1: battleship 6, destroyer 6 miss; the cruisers hit twice.
    const events = fight(s, [6, 6, 3, 3]);
    expect(s.decision).toMatchObject({ kind: "casualties", nation: "red", role: "attacker", hits: 2, eligible: ["bb", "dd"], suggested: ["bb", "dd"] });
    expect(ofType(events, "fire").at(-1)).toMatchObject({ role: "defender", hits: 2 });
    // Red puts one hit on the battleship and one on the destroyer; the battleship fights on damaged.
    const r1 = answer(s, { type: "choose-casualties", units: ["bb", "dd"] }, [1, 6, 6]);
    expect(r1.state.units.bb).toMatchObject({ damage: 1 });
    expect(r1.state.units.dd).toBeUndefined();
    // The retreat question comes after round 1 (sz-e is friendly and they came from there); press on: in round 2
    // the damaged battleship fires at full value and hits (1); both cruisers miss (6, 6).
    expect(r1.state.decision).toMatchObject({ kind: "retreat", options: ["sz-e"] });
    const r2 = answer(r1.state, { type: "retreat", to: null }, []);
    expect(ofType(r2.events, "fire")[0]).toMatchObject({ role: "attacker", dice: 1, hits: 1 });
    expect(ofType(r2.events, "fire")[1]).toMatchObject({ role: "defender", dice: 2, hits: 0 });
  });

  it("naming an undamaged battleship twice sinks it", () => {
    const s = game({ bb: att("battleship", "sz-n", "sz-e"), dd: att("destroyer", "sz-n", "sz-e"), e1: def("cruiser", "sz-n"), e2: def("cruiser", "sz-n") });
    fight(s, [6, 6, 3, 3]);
    const r = answer(s, { type: "choose-casualties", units: ["bb", "bb"] }, [6, 6]);
    expect(r.state.units.bb).toBeUndefined();
    expect(r.state.units.dd).toBeDefined();
    expect(ofType(r.events, "casualties")[0]).toMatchObject({ nation: "red", units: ["bb"] });
  });
});

describe("[AA:general-combat] casualty choices", () => {
  const setup = () => {
    const s = game({ i1: att("infantry", "island", "sz-n"), t1: att("tank", "island", "sz-n"), f1: att("fighter", "island", "sz-n"), e1: def("infantry", "island"), e2: def("infantry", "island") });
    fight(s, [6, 6, 6, 2, 6]);
    return s;
  };

  it("asks the owner when there is a choice, with a default a player would accept", () => {
    const s = setup();
    // One defender hit on three different attackers: infantry (the weakest) is suggested.
    expect(s.decision).toEqual({ kind: "casualties", nation: "red", role: "attacker", space: "island", hits: 1, eligible: ["f1", "i1", "t1"], suggested: ["i1"] });
  });

  it("refuses a wrong count, a unit not eligible, and a unit named more often than it can be hit, naming the rule", () => {
    const s = setup();
    refused(applyAa(s, { type: "choose-casualties", units: [] }), "AA:general-combat", /choose exactly 1, not 0/);
    refused(applyAa(s, { type: "choose-casualties", units: ["i1", "t1"] }), "AA:general-combat", /choose exactly 1, not 2/);
    refused(applyAa(s, { type: "choose-casualties", units: ["e1"] }), "AA:general-combat", /e1 cannot be taken as a casualty here/);
    refused(applyAa(s, { type: "choose-casualties", units: ["nobody"] }), "AA:general-combat", /nobody cannot be taken/);
    refused(applyAa(s, { type: "retreat", to: "sz-n" }), "AA:conduct-combat", /waiting for red to choose casualties in island/);
    refused(applyAa(s, { type: "end-phase" }), "AA:conduct-combat", /waiting for red/);
    const ok = applyAa(s, { type: "choose-casualties", units: ["t1"] });
    expect("error" in ok ? ok.error : ok.state.units.t1).toBeUndefined();
  });

  it("a hit on two-hit ships cannot name one more often than its hits left", () => {
    const s = game({ bb: att("battleship", "sz-n", "sz-e", { damage: 1 }), dd: att("destroyer", "sz-n", "sz-e"), d2: att("destroyer", "sz-n", "sz-e"), e1: def("cruiser", "sz-n"), e2: def("cruiser", "sz-n") });
    fight(s, [6, 6, 6, 3, 3]);
    expect(s.decision).toMatchObject({ hits: 2, eligible: ["bb", "d2", "dd"] });
    refused(applyAa(s, { type: "choose-casualties", units: ["bb", "bb"] }), "AA:general-combat", /bb can take only 1 hit, not 2/);
  });

  it("no decision when every eligible unit is lost or they are all alike", () => {
    const s = game({ i1: att("infantry", "island", "sz-n"), i2: att("infantry", "island", "sz-n"), e1: def("infantry", "island"), e2: def("infantry", "island") });
    const events = fight(s, [6, 6, 1, 6]);
    expect(ofType(events, "decision").filter((d) => d.kind === "casualties")).toHaveLength(0);
    expect(ofType(events, "casualties")[0]).toMatchObject({ nation: "red", units: ["i1"] });
  });

  it("transports are taken only when nothing else of their side is left", () => {
    const s = game({ d1: att("destroyer", "sz-n", "sz-e"), d2: att("destroyer", "sz-n", "sz-e"), e1: def("destroyer", "sz-n"), e2: def("transport", "sz-n") });
    const events = fight(s, [1, 1, 6]);
    // Two hits: the destroyer first, then the transport (nothing else left).
    expect(ofType(events, "casualties").map((e) => e.units)).toEqual([["e1"], ["e2"]]);
  });
});

describe("[AA:aa-guns] AA fire", () => {
  it("fires once before round 1 at up to maxTargets air units, and the attacker picks the air units lost", () => {
    const s = game({
      f1: att("fighter", "island", "sz-n"),
      f2: att("fighter", "island", "sz-n"),
      b1: att("bomber", "island", "sz-n"),
      b2: att("bomber", "island", "sz-n"),
      i1: att("infantry", "island", "sz-n"),
      aa: def("aa-gun", "island"),
      e1: def("infantry", "island"),
    });
    const events = fight(s, [1, 1, 6]);
    expect(ofType(events, "die-roll").filter((r) => r.purpose === "aa-fire")).toHaveLength(3);
    expect(ofType(events, "aa-fire")[0]).toMatchObject({ space: "island", dice: 3, hits: 2 });
    expect(s.decision).toMatchObject({ kind: "casualties", nation: "red", role: "attacker", hits: 2, eligible: ["b1", "b2", "f1", "f2"], suggested: ["f1", "f2"] });
    // Red keeps its fighters; round 1: infantry 1 hits, fighters miss; the defending infantry misses.
    const r = answer(s, { type: "choose-casualties", units: ["b1", "b2"] }, [1, 6, 6, 6]);
    expect(r.state.units.b1).toBeUndefined();
    expect(r.state.units.b2).toBeUndefined();
    expect(r.state.units.f1).toBeDefined();
    // The AA gun never fires in the rounds and is never a casualty: it changes hands with the territory.
    expect(ofType(r.events, "fire")[1]).toMatchObject({ role: "defender", dice: 1 });
    expect(r.state.units.aa).toMatchObject({ owner: "red" });
    expect(r.state.control.island).toBe("red");
  });

  it("never rolls more dice than attacking air units", () => {
    const s = game({ f1: att("fighter", "island", "sz-n"), i1: att("infantry", "island", "sz-n"), aa1: def("aa-gun", "island"), aa2: def("aa-gun", "island"), e1: def("infantry", "island") });
    const events = fight(s, [6, 1, 6, 6]);
    expect(ofType(events, "aa-fire")[0]).toMatchObject({ dice: 1, hits: 0 });
  });
});

describe("[AA:submarines] submarines", () => {
  it("strike first: their hits are removed before the enemy fires back", () => {
    const s = game({ s1: att("submarine", "sz-n", "sz-e"), e1: def("cruiser", "sz-n") });
    const events = fight(s, [2]);
    expect(ofType(events, "first-strike")[0]).toMatchObject({ role: "attacker", dice: 1, hits: 1 });
    expect(ofType(events, "die-roll")).toHaveLength(1);
    expect(s.units.e1).toBeUndefined();
    expect(s.units.s1).toBeDefined();
  });

  it("an enemy destroyer cancels the first strike: both fire together", () => {
    const s = game({ s1: att("submarine", "sz-n", "sz-e"), e1: def("destroyer", "sz-n") });
    const events = fight(s, [1, 1]);
    expect(ofType(events, "first-strike")).toHaveLength(0);
    expect(ofType(events, "fire")).toEqual([expect.objectContaining({ role: "attacker", hits: 1 }), expect.objectContaining({ role: "defender", hits: 1 })]);
    expect(s.units.s1).toBeUndefined();
    expect(s.units.e1).toBeUndefined();
  });

  it("air units cannot hit submarines without a destroyer of their own", () => {
    const s = game({ f1: att("fighter", "sz-n", "sz-e"), c1: att("cruiser", "sz-n", "sz-e"), e1: def("submarine", "sz-n") });
    // The defending submarine strikes first (red has no destroyer) and misses; the fighter hits, the cruiser misses.
    const events = fight(s, [6, 1, 6]);
    expect(ofType(events, "first-strike")[0]).toMatchObject({ role: "defender", dice: 1, hits: 0 });
    expect(ofType(events, "fire")[0]).toMatchObject({ role: "attacker", dice: 2, hits: 1 });
    // The fighter's hit falls on nothing it may hit.
    expect(ofType(events, "hits-wasted")[0]).toMatchObject({ role: "defender", hits: 1 });
    expect(s.units.e1).toBeDefined();
    expect(s.decision).toMatchObject({ kind: "retreat", options: ["sz-e"] });
  });

  it("submarines never hit air units: once only those are left, the battle ends", () => {
    const s = game({ f1: att("fighter", "sz-n", "sz-e"), c1: att("cruiser", "sz-n", "sz-e"), e1: def("submarine", "sz-n") });
    // The submarine's first strike hits: only the cruiser can be its casualty. Fighter against submarine: nobody can hit.
    const events = fight(s, [1]);
    expect(s.units.c1).toBeUndefined();
    expect(s.units.f1).toBeDefined();
    expect(s.units.e1).toBeDefined();
    expect(ofType(events, "stalemate")).toHaveLength(1);
    expect(ofType(events, "die-roll")).toHaveLength(1);
    expect(s.battles).toEqual([]);
  });

  it("with a destroyer of their side, air units hit submarines", () => {
    const s = game({ f1: att("fighter", "sz-n", "sz-e"), d1: att("destroyer", "sz-n", "sz-e"), e1: def("submarine", "sz-n") });
    fight(s, [1, 6, 6]);
    expect(s.units.e1).toBeUndefined();
  });
});

describe("[AA:retreat] retreat", () => {
  const setup = () =>
    game(
      {
        i1: att("infantry", "mid", "west"),
        i2: att("infantry", "mid", "west"),
        f1: att("fighter", "mid", "sz-w"),
        e1: def("infantry", "mid"),
        e2: def("infantry", "mid"),
      },
      (s) => {
        s.control.mid = "blue";
      },
    );

  it("after a round the attacker may retreat only to a friendly space an attacking unit came from", () => {
    const s = setup();
    fight(s, [6, 6, 6, 6, 6]);
    expect(s.decision).toEqual({ kind: "retreat", nation: "red", space: "mid", options: ["west"] });
    refused(applyAa(s, { type: "retreat", to: "east" }), "AA:retreat", /east is not a retreat/);
    refused(applyAa(s, { type: "retreat", to: "sz-w" }), "AA:retreat", /sz-w is not a retreat/);
    refused(applyAa(s, { type: "choose-casualties", units: [] }), "AA:conduct-combat", /press on or retreat/);
    const r = answer(s, { type: "retreat", to: "west" });
    expect(["i1", "i2", "f1"].map((id) => r.state.units[id]!.at)).toEqual(["west", "west", "west"]);
    expect(r.state.units.f1!.moved).toBe(1);
    expect(r.state.control.mid).toBe("blue");
    expect(ofType(r.events, "retreat")[0]).toMatchObject({ to: "west", units: ["f1", "i1", "i2"] });
    expect(r.state.battles).toEqual([]);
  });

  it("land units that came from the sea cannot retreat and fight on alone [AA:amphibious]", () => {
    const s = setup();
    s.units.a1 = { type: "infantry", owner: "red", at: "mid", damage: 0, moved: 0, amphibious: true, combatMoved: true, unloaded: true };
    fight(s, [6, 6, 6, 6, 6, 6]);
    const r = answer(s, { type: "retreat", to: "west" }, [1, 1, 6]);
    expect(r.state.units.i1!.at).toBe("west");
    expect(ofType(r.events, "retreat")[0]!.units).not.toContain("a1");
    // Round 2 is fought by the landed infantry alone, in mid: it hits (1); one defender hits back (1, 6) and it is lost.
    expect(ofType(r.events, "battle").at(-1)).toMatchObject({ space: "mid", round: 2, attackers: ["a1"] });
    expect(r.state.units.a1).toBeUndefined();
    expect(r.state.control.mid).toBe("blue");
  });
});

describe("[AA:amphibious] amphibious assaults", () => {
  it("the sea battle comes first; cargo lands once the zone is clear and fights the land battle", () => {
    const s = game({
      t1: att("transport", "sz-e", "sz-n", { unloaded: true }),
      c1: { type: "infantry", owner: "red", at: "sz-e", aboard: "t1", landing: "east", unloaded: true, combatMoved: true },
      d1: att("destroyer", "sz-e", "sz-n"),
      e1: def("destroyer", "sz-e"),
      e2: def("infantry", "east"),
    });
    // Sea: red destroyer 1 hits, blue destroyer 6 misses. Land round 1: the landed infantry 1 hits, the defender misses.
    const events = fight(s, [1, 6, 1, 6]);
    expect(ofType(events, "battles")[0]!.battles).toEqual([
      { space: "sz-e", kind: "amphibious" },
      { space: "east", kind: "amphibious" },
    ]);
    expect(ofType(events, "landed")[0]).toMatchObject({ territory: "east", units: ["c1"] });
    expect(s.units.c1).toMatchObject({ at: "east", amphibious: true });
    expect(s.units.c1!.aboard).toBeUndefined();
    expect(s.control.east).toBe("red");
  });

  it("cargo lost with its transport never lands", () => {
    const s = game({
      t1: att("transport", "sz-e", "sz-n", { unloaded: true }),
      c1: { type: "infantry", owner: "red", at: "sz-e", aboard: "t1", landing: "east", unloaded: true, combatMoved: true },
      e1: def("destroyer", "sz-e"),
      e2: def("infantry", "east"),
    });
    const events = fight(s, []);
    expect(s.units.t1).toBeUndefined();
    expect(s.units.c1).toBeUndefined();
    expect(ofType(events, "casualties")[0]).toMatchObject({ nation: "red", units: ["t1"], cargo: ["c1"], defenceless: true });
    expect(s.control.east).toBe("blue");
  });

  it("[AA:bombardment] one bombarding ship per land unit from the sea, the best first; its casualties fire back in round 1", () => {
    const s = game({
      bb: att("battleship", "sz-e", "sz-n", { bombard: "east" }),
      ca: att("cruiser", "sz-e", "sz-n", { bombard: "east" }),
      a1: { type: "infantry", owner: "red", at: "east", amphibious: true, combatMoved: true, unloaded: true },
      e1: def("infantry", "east"),
      e2: def("infantry", "east"),
    });
    // Battleship 4 hits; round 1: red infantry 6 misses; both defenders fire (the doomed one too): 2 hits, 6.
    const events = fight(s, [4, 6, 2, 6]);
    expect(ofType(events, "bombard")[0]).toMatchObject({ ships: ["bb"], dice: 1, hits: 1 });
    expect(ofType(events, "casualties")[0]).toMatchObject({ nation: "blue", units: ["e1"], firesBack: true });
    expect(ofType(events, "fire")[1]).toMatchObject({ role: "defender", dice: 2, hits: 1 });
    expect(s.units.a1).toBeUndefined();
    expect(s.units.e1).toBeUndefined();
    expect(s.units.e2).toBeDefined();
    expect(s.units.bb!.bombard).toBeUndefined();
    expect(s.control.east).toBe("blue");
  });

  it("[AA:bombardment] no bombardment from a zone where a sea battle was fought", () => {
    const s = game({
      bb: att("battleship", "sz-e", "sz-n", { bombard: "east" }),
      e0: def("destroyer", "sz-e"),
      a1: { type: "infantry", owner: "red", at: "east", amphibious: true, combatMoved: true, unloaded: true },
      e1: def("infantry", "east"),
    });
    // Sea battle: battleship 1 sinks the destroyer (which misses). Land: infantry 1 hits, defender misses.
    const events = fight(s, [1, 6, 1, 6]);
    expect(ofType(events, "bombard-cancelled")[0]).toMatchObject({ unit: "bb", territory: "east" });
    expect(ofType(events, "bombard")).toHaveLength(0);
    expect(s.control.east).toBe("red");
  });
});

describe("[AA:capture] taking territories", () => {
  it("an enemy capital: AA gun and complex change hands, and the capturer takes the owner's bank", () => {
    const s = game({ i1: att("infantry", "east", "mid"), aa: def("aa-gun", "east"), e1: def("infantry", "east") }, (st) => {
      st.bank = { red: 5, blue: 17 };
      st.damage.east = 3;
    });
    const events = fight(s, [1, 6]);
    expect(s.control.east).toBe("red");
    expect(s.units.aa).toMatchObject({ owner: "red" });
    expect(s.complexes.east).toBe(true);
    expect(s.damage.east).toBe(3);
    expect(s.bank).toEqual({ red: 22, blue: 0 });
    expect(ofType(events, "capital-captured")[0]).toMatchObject({ territory: "east", by: "red", from: "blue", ipc: 17 });
    expect(ofType(events, "captured")[0]).toMatchObject({ territory: "east", by: "red", from: "blue", units: ["aa"], unitTypes: { "aa-gun": 1 }, complex: true, complexDamage: 3 });
  });
});

describe("[AA:conduct-combat] through applyAa", () => {
  it("ending the combat move fights the battles and the phase moves on when they are done", () => {
    const s = game({ i1: att("infantry", "island", "sz-n"), e1: def("infantry", "island") }, (st) => {
      st.phase = "combat-move";
    });
    let st = s;
    for (const value of [1, 6]) {
      const r = applyAa(st, { type: "force-die", value });
      if ("error" in r) throw new Error(r.error);
      st = r.state;
    }
    const r = applyAa(st, { type: "end-phase" });
    if ("error" in r) throw new Error(r.error);
    expect(r.state.phase).toBe("noncombat-move");
    expect(r.state.control.island).toBe("red");
    expect(ofType(r.events, "battle-end")[0]).toMatchObject({ space: "island", winner: "attacker", rounds: 1 });
  });

});
