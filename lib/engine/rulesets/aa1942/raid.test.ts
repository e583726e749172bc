import { describe, expect, it } from "vitest";
import { startBattles } from "./battles-due";
import { runBattles } from "./combat";
import { createAaGame } from "./game";
import { tinyBundle, ofType } from "./test-kit";
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
    const { s, events } = raid({ b1: bomber(), b2: bomber(), f9: { type: "fighter", owner: "blue", at: "east" } }, [6, 6, 2, 6, 4]);
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
    const { s, events } = raid({ b1: bomber(), f8: { type: "fighter", owner: "blue", at: "east" }, f9: { type: "fighter", owner: "blue", at: "east" } }, [1, 2]);
    expect(ofType(events, "casualties")[0]).toMatchObject({ nation: "blue", role: "defender" });
    expect(ofType(events, "fire")[1]).toMatchObject({ role: "defender", dice: 1, hits: 1 });
    expect(s.units.b1).toBeUndefined();
    expect(ofType(events, "raid-damage")).toHaveLength(0);
  });

  it("fighters of a territory that is also attacked this phase stay to defend it instead of intercepting", () => {
    const { events } = raid(
      { b1: bomber(), i1: { type: "infantry", owner: "red", at: "east", combatMoved: true, from: ["mid"] }, f9: { type: "fighter", owner: "blue", at: "east" } },
      [6, 3, 6, 4],
    );
    const battles = ofType(events, "battle");
    expect(battles[0]).toMatchObject({ kind: "raid", attackers: ["b1"], defenders: [] });
    expect(battles[1]).toMatchObject({ kind: "general", attackers: ["i1"], defenders: ["f9"] });
  });
});
