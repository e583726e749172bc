import { describe, expect, it } from "vitest";
import { startBattles } from "./battles-due";
import { runBattles } from "./combat";
import { applyAa, createAaGame } from "./game";
import { threePowerBundle } from "./test-kit-allies";
import type { AaEvent, AaState, AaUnit } from "./types";

// Rulings of RULINGS-combat.md that no other test held (#28): each test fails if the engine read the clause otherwise.
// The three-power tiny theatre (test-kit-allies): red and green (allies) against blue; blue attacks here.

type Spec = Partial<AaUnit> & Pick<AaUnit, "type" | "owner" | "at">;

function blueAttacks(units: Record<string, Spec>): AaState {
  const s = createAaGame(threePowerBundle(), 7);
  s.units = Object.fromEntries(Object.entries(units).map(([id, u]) => [id, { damage: 0, moved: 0, ...u }]));
  s.power = s.bundle.game.turnOrder.indexOf("blue");
  s.phase = "conduct-combat";
  return s;
}

function fight(s: AaState, dice: number[]): void {
  const events: AaEvent[] = [];
  s.dice.forced = [...dice];
  startBattles(s, events);
  runBattles(s, events);
}

const att = (type: string, at: string, from: string): Spec => ({ type, owner: "blue", at, combatMoved: true, from: [from] });

describe("[AA:general-combat] who chooses the defence's casualties", () => {
  it("the nation controlling the territory chooses for its allies' units too, though they are more [AA:general-combat]", () => {
    const s = blueAttacks({ t1: att("tank", "mid", "east"), r1: { type: "infantry", owner: "red", at: "mid" }, g1: { type: "infantry", owner: "green", at: "mid" }, g2: { type: "infantry", owner: "green", at: "mid" } });
    fight(s, [1, 6, 6, 6]);
    expect(s.decision).toMatchObject({ kind: "casualties", role: "defender", nation: "red", hits: 1, eligible: ["g1", "g2", "r1"] });
  });

  it("at sea, the nation with most units there chooses [AA:general-combat]", () => {
    const s = blueAttacks({ d1: att("destroyer", "sz-e", "sz-n"), r1: { type: "destroyer", owner: "red", at: "sz-e" }, g1: { type: "destroyer", owner: "green", at: "sz-e" }, g2: { type: "destroyer", owner: "green", at: "sz-e" } });
    fight(s, [1, 6, 6, 6]);
    expect(s.decision).toMatchObject({ kind: "casualties", role: "defender", nation: "green", hits: 1 });
  });
});

describe("[AA:retreat] only the attacker retreats", () => {
  it("after a round with both sides left, the decision is the attacker's retreat; pressing on, the defender is never asked [AA:retreat]", () => {
    const s = blueAttacks({ i1: att("infantry", "mid", "east"), r1: { type: "infantry", owner: "red", at: "mid" } });
    s.control.mid = "red";
    fight(s, [6, 6]);
    expect(s.decision).toMatchObject({ kind: "retreat", nation: "blue" });
    s.dice.forced = [6, 6];
    const r = applyAa(s, { type: "retreat", to: null });
    if ("error" in r) throw new Error(r.error);
    expect(r.state.decision).toMatchObject({ kind: "retreat", nation: "blue" });
  });
});
