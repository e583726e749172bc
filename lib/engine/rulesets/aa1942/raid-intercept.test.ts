import { describe, expect, it } from "vitest";
import { startBattles } from "./battles-due";
import { runBattles } from "./combat";
import { applyAa, createAaGame } from "./game";
import { ofType, tinyBundle } from "./test-kit";
import type { AaEvent, AaInterceptDecision, AaState, AaUnit } from "./types";

/*
 * Interception over a territory that is also attacked [AA:strategic-bombing]:
 * 「戦略爆撃を受けようとしている領土を拠点とする防御側戦闘機は…何機でも迎撃戦闘機として…参加させることができる」;
 * the interceptors fight no other battle there (「空襲がおこなわれている領地における戦闘を含め」), and if the
 * territory falls they fly one space to a friendly territory or carrier, or are lost. East (blue, complex, IPC 5)
 * neighbours mid and sz-e on the test-kit board.
 */

type Spec = Partial<AaUnit> & Pick<AaUnit, "type" | "owner" | "at">;

function fight(units: Record<string, Spec>, mutate?: (s: AaState) => void): AaState {
  const s = createAaGame(tinyBundle({ areaSetup: [] }), 3);
  s.units = Object.fromEntries(Object.entries(units).map(([id, u]) => [id, { damage: 0, moved: 0, ...u }]));
  s.phase = "conduct-combat";
  mutate?.(s);
  const events: AaEvent[] = [];
  startBattles(s, events);
  runBattles(s, events);
  return s;
}

function answer(s: AaState, units: string[], dice: number[]): { s: AaState; events: AaEvent[] } {
  const r = applyAa({ ...s, dice: { ...s.dice, forced: dice } }, { type: "intercept", units });
  if ("error" in r) throw new Error(r.error);
  return { s: r.state, events: r.events };
}

const bomber = (): Spec => ({ type: "bomber", owner: "red", at: "east", combatMoved: true, raid: true, from: ["mid"], moved: 2 });
const attacker = (type: string): Spec => ({ type, owner: "red", at: "east", combatMoved: true, from: ["mid"], moved: 1 });
const blue = (type: string, at = "east"): Spec => ({ type, owner: "blue", at });
const suggested = (s: AaState) => (s.decision as AaInterceptDecision).suggested;

describe("[AA:strategic-bombing] interceptors over a territory also attacked this phase", () => {
  it("the defender is asked for interceptors even though east is attacked by land", () => {
    const s = fight({ b1: bomber(), i1: attacker("infantry"), f9: blue("fighter"), d1: blue("infantry") });
    expect(s.decision).toMatchObject({ kind: "intercept", nation: "blue", space: "east", eligible: ["f9"] });
  });

  it("an interceptor is not a defender in the territory's land battle, nor a casualty there", () => {
    const asked = fight({ b1: bomber(), t1: attacker("tank"), f9: blue("fighter"), d1: blue("infantry") });
    // Air battle 6, 6; complex 6; damage 4; the land battle: tank 1 hits, infantry 6 misses.
    const { s, events } = answer(asked, ["f9"], [6, 6, 6, 4, 1, 6]);
    const land = ofType(events, "battle").find((b) => b.kind !== "raid");
    expect(land).toMatchObject({ attackers: ["t1"], defenders: ["d1"] });
    expect(s.units.d1).toBeUndefined();
    expect(ofType(events, "captured")[0]).toMatchObject({ territory: "east", to: "red" });
  });

  it("when the territory is not taken the interceptors stay home", () => {
    const asked = fight({ b1: bomber(), i1: attacker("infantry"), f9: blue("fighter"), d1: blue("infantry") });
    // Air battle 6, 6; complex 6; damage 4; land: infantry misses (6), defending infantry hits (1).
    const { s } = answer(asked, ["f9"], [6, 6, 6, 4, 6, 1]);
    expect(s.control.east).toBe("blue");
    expect(s.units.f9).toMatchObject({ at: "east", owner: "blue" });
  });

  it("when the territory falls a surviving interceptor flies one space to a friendly territory before the non-combat move", () => {
    const asked = fight({ b1: bomber(), i1: attacker("infantry"), f9: blue("fighter") }, (st) => {
      st.control.mid = "blue";
    });
    const { s, events } = answer(asked, ["f9"], [6, 6, 6, 4]);
    expect(s.control.east).toBe("red");
    expect(s.units.f9).toMatchObject({ at: "mid" });
    expect(ofType(events, "aircraft-relanded")[0]).toMatchObject({ rule: "AA:strategic-bombing", from: "east", to: "mid", units: ["f9"] });
    expect(s.phase).toBe("noncombat-move");
    const relanded = events.findIndex((e) => e.type === "aircraft-relanded");
    expect(relanded).toBeLessThan(events.findIndex((e) => e.type === "phase" && e.phase === "noncombat-move"));
  });

  it("…or to a friendly carrier with room, or is lost when there is neither", () => {
    const withCarrier = fight({ b1: bomber(), i1: attacker("infantry"), f9: blue("fighter"), cv: blue("carrier", "sz-e") });
    expect(answer(withCarrier, ["f9"], [6, 6, 6, 4]).s.units.f9).toMatchObject({ at: "sz-e" });
    const full = fight({ b1: bomber(), i1: attacker("infantry"), f9: blue("fighter"), cv: blue("carrier", "sz-e"), g1: blue("fighter", "sz-e"), g2: blue("fighter", "sz-e") });
    const lost = answer(full, ["f9"], [6, 6, 6, 4]);
    expect(lost.s.units.f9).toBeUndefined();
    expect(ofType(lost.events, "aircraft-lost")[0]).toMatchObject({ rule: "AA:strategic-bombing", space: "east", units: ["f9"] });
  });
});

describe("[AA:strategic-bombing] the suggested interceptors weigh the territory's land battle", () => {
  it("keeps the fighters home when the land battle turns on them", () => {
    const close = fight({ b1: bomber(), t1: attacker("tank"), t2: attacker("tank"), t3: attacker("tank"), f8: blue("fighter"), f9: blue("fighter"), d1: blue("infantry") });
    expect(close.decision).toMatchObject({ kind: "intercept", eligible: ["f8", "f9"] });
    expect(suggested(close)).toEqual([]);
  });

  it("intercepts when the territory holds without them, or falls even with them", () => {
    const held = fight({ b1: bomber(), i1: attacker("infantry"), f8: blue("fighter"), f9: blue("fighter"), ...Object.fromEntries([1, 2, 3, 4, 5].map((n) => [`d${n}`, blue("infantry")])) });
    expect(suggested(held).length).toBeGreaterThan(0);
    const hopeless = fight({ b1: bomber(), f8: blue("fighter"), f9: blue("fighter"), ...Object.fromEntries([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((n) => [`t${n}`, attacker("tank")])) });
    expect(suggested(hopeless).length).toBeGreaterThan(0);
  });
});
