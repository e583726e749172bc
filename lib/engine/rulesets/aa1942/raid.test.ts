import { describe, expect, it } from "vitest";
import { startBattles } from "./battles-due";
import { runBattles } from "./combat";
import { applyAa, createAaGame } from "./game";
import { tinyBundle, ofType, ok, refused } from "./test-kit";
import type { AaEvent, AaState, AaUnit } from "./types";

/* East (blue capital, complex, IPC 5) is raided by red bombers flying from mid; see test-kit for the board. */

type Spec = Partial<AaUnit> & Pick<AaUnit, "type" | "owner" | "at">;

function raid(units: Record<string, Spec>, dice: number[], mutate?: (s: AaState) => void): { s: AaState; events: AaEvent[] } {
  const s = createAaGame(tinyBundle({ areaSetup: [] }), 3);
  s.units = Object.fromEntries(Object.entries(units).map(([id, u]) => [id, { damage: 0, moved: 0, ...u }]));
  s.phase = "conduct-combat";
  mutate?.(s);
  s.dice.forced = [...dice];
  const events: AaEvent[] = [];
  startBattles(s, events);
  runBattles(s, events);
  return { s, events };
}

/** Answers the pending decision (the defender's interceptors) and carries on to the end of the battles. */
function answer(s: AaState, units: string[], more: number[] = []): { s: AaState; events: AaEvent[] } {
  s.dice.forced = [...(s.dice.forced ?? []), ...more];
  const r = applyAa(s, { type: "intercept", units });
  if ("error" in r) throw new Error(r.error);
  return { s: r.state, events: r.events };
}

const fighter = (extra: Partial<AaUnit> = {}): Spec => ({ type: "fighter", owner: "blue", at: "east", ...extra });

const bomber = (extra: Partial<AaUnit> = {}): Spec => ({ type: "bomber", owner: "red", at: "east", combatMoved: true, raid: true, from: ["mid"], moved: 2, ...extra });

describe("[AA:strategic-bombing] strategic bombing raids", () => {
  it("damage is one die per surviving bomber, never more than twice the territory's IPC value in all", () => {
    const { s, events } = raid({ b1: bomber(), b2: bomber(), b3: bomber() }, [6, 6, 6, 6, 6, 6], (st) => {
      st.damage.east = 8;
    });
    expect(ofType(events, "raid-damage")[0]).toMatchObject({ territory: "east", bombers: 3, rolled: 18, added: 2, damage: 10, cap: 10 });
    expect(s.damage.east).toBe(10);
    expect(s.dice.forced).toBeUndefined();
  });

  it("the complex fires one die per bomber and a 1 destroys it; an AA gun there does not fire at a raid", () => {
    const { s, events } = raid({ b1: bomber(), b2: bomber(), b3: bomber(), aa: { type: "aa-gun", owner: "blue", at: "east" } }, [1, 6, 6, 2, 3]);
    expect(ofType(events, "aa-fire")).toEqual([expect.objectContaining({ complex: true, dice: 3, hits: 1 })]);
    expect(ofType(events, "die-roll").filter((r) => r.purpose === "complex-aa")).toHaveLength(3);
    expect(Object.values(s.units).filter((u) => u.type === "bomber")).toHaveLength(2);
    expect(s.damage.east).toBe(5);
    // Raiding bombers take no territory.
    expect(s.control.east).toBe("blue");
  });

  it("interceptors: bombers and escorts fire at 1 first, then the surviving interceptors at 2; the attacker takes its losses", () => {
    const asked = raid({ b1: bomber(), b2: bomber(), f9: fighter() }, []);
    const { s, events } = answer(asked.s, ["f9"], [6, 6, 2, 6, 4]);
    expect(s.battles).toEqual([]);
    const rolls = ofType(events, "die-roll").map((r) => [r.purpose, r.hitOn, r.value]);
    expect(rolls).toEqual([
      ["air-battle", 1, 6],
      ["air-battle", 1, 6],
      ["air-battle", 2, 2],
      ["complex-aa", 1, 6],
      ["raid-damage", undefined, 4],
    ]);
    expect(ofType(events, "fire")).toEqual([
      expect.objectContaining({ role: "attacker", airBattle: true, dice: 2, hits: 0 }),
      expect.objectContaining({ role: "defender", airBattle: true, dice: 1, hits: 1 }),
    ]);
    expect(ofType(events, "casualties")[0]).toMatchObject({ nation: "red", units: ["b1"] });
    expect(s.damage.east).toBe(4);
  });

  it("interceptors hit by the attackers' 1s are removed before they fire", () => {
    const asked = raid({ b1: bomber(), f8: fighter(), f9: fighter() }, []);
    const { s, events } = answer(asked.s, ["f8", "f9"], [1, 2]);
    expect(ofType(events, "casualties")[0]).toMatchObject({ nation: "blue", role: "defender" });
    expect(ofType(events, "fire")[1]).toMatchObject({ role: "defender", dice: 1, hits: 1 });
    expect(s.units.b1).toBeUndefined();
    expect(ofType(events, "raid-damage")).toHaveLength(0);
  });
});

describe("[AA:strategic-bombing] escorts and the defender's interceptors", () => {
  it("the raided territory's controller decides which of its fighters intercept, before any die is rolled", () => {
    const { s, events } = raid({ b1: bomber(), f8: fighter(), f9: fighter({ owner: "green" }) }, []);
    expect(s.decision).toMatchObject({ kind: "intercept", nation: "blue", space: "east", eligible: ["f8", "f9"] });
    expect(ofType(events, "die-roll")).toEqual([]);
    expect(ofType(events, "decision")[0]).toMatchObject({ rule: "AA:strategic-bombing", kind: "intercept" });
  });

  it("sending no interceptors: no air battle, the complex fires and the bombs fall; the fighters stay untouched", () => {
    const asked = raid({ b1: bomber(), f8: fighter(), f9: fighter() }, []);
    const { s, events } = answer(asked.s, [], [6, 4]);
    expect(ofType(events, "interceptors")[0]).toMatchObject({ nation: "blue", units: [], declined: ["f8", "f9"] });
    expect(ofType(events, "fire")).toEqual([]);
    expect(ofType(events, "die-roll").map((r) => r.purpose)).toEqual(["complex-aa", "raid-damage"]);
    expect(s.units.f8).toBeDefined();
    expect(s.units.f9).toBeDefined();
    expect(s.damage.east).toBe(4);
  });

  it("only the fighters sent up fight the air battle", () => {
    const asked = raid({ b1: bomber(), f8: fighter(), f9: fighter() }, []);
    const { events } = answer(asked.s, ["f9"], [6, 6, 6, 3]);
    expect(ofType(events, "battle")[0]).toMatchObject({ kind: "raid", attackers: ["b1"], defenders: ["f9"] });
    expect(ofType(events, "fire")[1]).toMatchObject({ role: "defender", dice: 1 });
  });

  it("escorts fire at 1 beside the bombers; they are not shot at by the complex and roll no damage", () => {
    const asked = raid({ b1: bomber(), e1: { ...bomber(), type: "fighter" }, f9: fighter() }, []);
    const { s, events } = answer(asked.s, ["f9"], [6, 6, 6, 6, 5]);
    expect(ofType(events, "die-roll").map((r) => [r.purpose, r.hitOn])).toEqual([
      ["air-battle", 1],
      ["air-battle", 1],
      ["air-battle", 2],
      ["complex-aa", 1],
      ["raid-damage", undefined],
    ]);
    expect(ofType(events, "aa-fire")[0]).toMatchObject({ dice: 1 });
    expect(ofType(events, "raid-damage")[0]).toMatchObject({ bombers: 1, rolled: 5 });
    // The escort stays in the territory until the non-combat move.
    expect(s.units.e1).toMatchObject({ at: "east", raid: true });
  });

  it("the attacker may give an interceptor's hit to an escort, keeping the bomber", () => {
    const asked = raid({ b1: bomber(), e1: { ...bomber(), type: "fighter" }, f9: fighter() }, []);
    const hit = answer(asked.s, ["f9"], [6, 6, 2]);
    expect(hit.s.decision).toMatchObject({ kind: "casualties", nation: "red", eligible: ["b1", "e1"] });
    const done = ok(applyAa({ ...hit.s, dice: { ...hit.s.dice, forced: [6, 3] } }, { type: "choose-casualties", units: ["e1"] }));
    expect(done.units.e1).toBeUndefined();
    expect(done.damage.east).toBe(3);
  });

  it("refuses interceptors that are not eligible, named twice, or when no raid asks", () => {
    const asked = raid({ b1: bomber(), f8: fighter(), d1: { type: "infantry", owner: "blue", at: "east" } }, []);
    refused(applyAa(asked.s, { type: "intercept", units: ["d1"] }), "AA:strategic-bombing", /d1 cannot intercept over east; eligible: f8/);
    refused(applyAa(asked.s, { type: "intercept", units: ["f8", "f8"] }), "AA:strategic-bombing", /f8 is named twice/);
    refused(applyAa(asked.s, { type: "choose-casualties", units: [] }), "AA:conduct-combat", /waiting for blue to choose interceptors in east/);
    const idle = createAaGame(tinyBundle(), 3);
    refused(applyAa(idle, { type: "intercept", units: [] }), "AA:turn-order", /nothing to intercept now/);
  });

  it("suggests interceptors when the exchange pays, and none for a complex that can take no more damage from a raid it cannot hurt", () => {
    const one = raid({ b1: bomber(), f8: fighter(), f9: fighter() }, []);
    expect((one.s.decision as { suggested: string[] }).suggested.length).toBeGreaterThan(0);
    const strong = raid({ b1: bomber(), b2: bomber(), e1: { ...bomber(), type: "fighter" }, e2: { ...bomber(), type: "fighter" }, e3: { ...bomber(), type: "fighter" }, e4: { ...bomber(), type: "fighter" }, f8: fighter() }, [], (st) => {
      st.damage.east = 10;
    });
    expect(strong.s.decision).toMatchObject({ kind: "intercept", suggested: [] });
  });
});

describe("[AA:strategic-bombing] the air battle's values are the game's", () => {
  it("a game giving bombers airAttack 2 and fighters airAttack 3, airDefence 4 rolls at those, escorts and bombers apart", () => {
    const values = (st: AaState) => {
      const unitTypes = st.bundle.game.unitTypes.map((t) => (t.id === "bomber" ? { ...t, airAttack: 2 } : t.id === "fighter" ? { ...t, airAttack: 3, airDefence: 4 } : t));
      st.bundle = { ...st.bundle, game: { ...st.bundle.game, unitTypes } };
    };
    const asked = raid({ b1: bomber(), e1: { ...bomber(), type: "fighter" }, f8: fighter(), f9: fighter() }, [], values);
    // Bomber 2 hits at 2, escort 3 misses at 3; the one interceptor left rolls 4, a hit at 4.
    const { events } = answer(asked.s, ["f8", "f9"], [2, 4, 4]);
    const rolls = ofType(events, "die-roll").filter((r) => r.purpose === "air-battle").map((r) => [r.role, r.hitOn, r.value]);
    expect(rolls).toEqual([
      ["attacker", 2, 2],
      ["attacker", 3, 4],
      ["defender", 4, 4],
    ]);
    expect(ofType(events, "fire")).toEqual([expect.objectContaining({ role: "attacker", hits: 1 }), expect.objectContaining({ role: "defender", dice: 1, hits: 1 })]);
  });
});

describe("[AA:strategic-bombing] fighters sent as escorts in the combat move", () => {
  const moving = (units: Record<string, Spec>) => {
    const s = createAaGame(tinyBundle({ areaSetup: [] }), 3);
    s.units = Object.fromEntries(Object.entries(units).map(([id, u]) => [id, { damage: 0, moved: 0, ...u }]));
    s.phase = "combat-move";
    return s;
  };
  const atMid = (type: string): Spec => ({ type, owner: "red", at: "mid" });

  it("a fighter escorts bombers in the same move, or bombers already on the raid", () => {
    const s = moving({ b1: atMid("bomber"), f1: atMid("fighter"), f2: atMid("fighter") });
    const together = ok(applyAa(s, { type: "move", units: ["b1", "f1"], path: ["east"], raid: true }));
    expect(together.units.f1).toMatchObject({ at: "east", raid: true });
    const after = ok(applyAa(together, { type: "move", units: ["f2"], path: ["east"], raid: true }));
    expect(after.units.f2).toMatchObject({ at: "east", raid: true });
  });

  it("refuses a fighter on a raid with no bomber, and a land unit on any raid", () => {
    const s = moving({ f1: atMid("fighter"), i1: atMid("infantry"), b1: { type: "bomber", owner: "red", at: "west" } });
    refused(applyAa(s, { type: "move", units: ["f1"], path: ["east"], raid: true }), "AA:strategic-bombing", /Fighter may only escort bombers/);
    refused(applyAa(s, { type: "move", units: ["i1"], path: ["east"], raid: true }), "AA:strategic-bombing", /Infantry cannot make a strategic bombing raid/);
  });
});
