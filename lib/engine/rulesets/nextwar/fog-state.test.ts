import { describe, expect, it } from "vitest";
import fc from "fast-check";
import type { GameState, UnitState } from "./types";
import { createNextWarGame } from "./game";
import { sampleBundle } from "./test-kit";
import { enemyStacks, hiddenUnits, revealedUnits, sideKnowledge } from "./fog";
import { foggedState, standInId } from "./fog-state";

/*
 * Fog of war [13.2]: 「プレイヤーは [8.1.2] による規定を無視し、相手プレイヤーのスタックを確認することはできない」.
 * What a side may know of an enemy stack is its top counter and its height;
 * the engine's knowledge of a side and the fogged state its bot plays from
 * must hold nothing of the units beneath.
 */

const bundle = sampleBundle();
const fogBundle = { ...bundle, scenario: { ...bundle.scenario, optionalRules: { ...bundle.scenario.optionalRules, fogOfWar: true } } };
const start = createNextWarGame(fogBundle, 1);
const sideOf = new Map(fogBundle.scenario.nations.map((n) => [n.id, n.side]));
const unitSide = new Map((fogBundle.scenario.units ?? []).map((u) => [u.id, sideOf.get(u.nation) as string]));
const onMap = (side: string) => (fogBundle.scenario.units ?? []).filter((u) => unitSide.get(u.id) === side && start.units[u.id]?.status === "map").map((u) => u.id);
const SIDES = ["blue", "red"] as const;

/**
 * The hidden units worked out afresh from the rule: an enemy's units at one
 * place (a hex, or a box for ships) after the first in the scenario's order,
 * and every unit aboard an enemy AMPH [8.5.8.1].
 */
function beneathTops(s: GameState, side: string): string[] {
  const byPlace = new Map<string, string[]>();
  const out: string[] = [];
  for (const u of fogBundle.scenario.units ?? []) {
    const at = s.units[u.id];
    if (unitSide.get(u.id) === side || !at) continue;
    if (at.status === "offmap" && at.at?.startsWith("amph:")) out.push(u.id);
    const place = at.status === "map" && at.hex >= 0 ? `${at.hex}` : at.status === "offmap" && at.at && !at.at.startsWith("amph:") ? at.at : null;
    if (place) byPlace.set(place, [...(byPlace.get(place) ?? []), u.id]);
  }
  return [...out, ...[...byPlace.values()].flatMap((ids) => ids.slice(1))];
}

/** A position: each side's map units gathered into some of that side's own start hexes, with any steps left. */
const positions = fc
  .record({
    blue: fc.array(fc.nat(), { minLength: onMap("blue").length, maxLength: onMap("blue").length }),
    red: fc.array(fc.nat(), { minLength: onMap("red").length, maxLength: onMap("red").length }),
    hexes: fc.integer({ min: 1, max: 6 }),
    steps: fc.array(fc.nat(), { minLength: 64, maxLength: 64 }),
  })
  .map(({ blue, red, hexes, steps }) => {
    const units: Record<string, UnitState> = { ...start.units };
    let k = 0;
    for (const [side, picks] of [["blue", blue], ["red", red]] as const) {
      const ids = onMap(side);
      const homes = ids.slice(0, hexes).map((id) => (start.units[id] as UnitState).hex);
      ids.forEach((id, i) => {
        const max = (fogBundle.scenario.units ?? []).find((u) => u.id === id)?.steps ?? 1;
        units[id] = { ...(units[id] as UnitState), hex: homes[(picks[i] as number) % homes.length] as number, steps: 1 + ((steps[k++ % steps.length] as number) % max) };
      });
    }
    return { ...start, units } as GameState;
  });

const quoted = (json: string, ids: readonly string[]) => ids.filter((id) => json.includes(`"${id}"`));
const withoutBundle = (s: GameState) => JSON.stringify({ ...s, bundle: null });

describe("what a side may know under fog of war [13.2]", () => {
  it("never holds an id, type or strength of a unit beneath an enemy top counter (fast-check)", () => {
    fc.assert(
      fc.property(positions, (s) => {
        for (const side of SIDES) {
          const hidden = beneathTops(s, side);
          expect([...hiddenUnits(s, side)].sort()).toEqual([...hidden].sort());
          expect(quoted(JSON.stringify(sideKnowledge(s, side)), hidden)).toEqual([]);
          const f = foggedState(s, side);
          expect(quoted(withoutBundle(f), hidden)).toEqual([]);
          const defs = new Map((f.bundle.scenario.units ?? []).map((u) => [u.id, u]));
          expect(hidden.filter((id) => defs.has(id))).toEqual([]);
          // Each stand-in is its top counter under a new id: the type and strengths it shows are the top's.
          // (Cargo aboard an AMPH has no top and no stand-in.)
          for (const st of enemyStacks(s, side).filter((x) => x.top))
            st.hidden.forEach((_, i) => {
              expect({ ...defs.get(standInId(st.top, i + 1)), id: st.top }).toEqual(defs.get(st.top));
              expect(f.units[standInId(st.top, i + 1)]).toEqual(s.units[st.top]);
            });
        }
      }),
      { numRuns: 60 },
    );
  });

  it("is the same for two positions alike but for the units beneath the top counters (fast-check)", () => {
    let compared = 0;
    fc.assert(
      fc.property(positions, fc.nat(), fc.nat(), (s, shift, steps) => {
        for (const side of SIDES) {
          const hidden = beneathTops(s, side);
          if (hidden.length < 2) continue;
          // The hidden units trade places among themselves and take other steps; kept only where every top stays the top.
          const units = { ...s.units };
          hidden.forEach((id, i) => {
            const from = s.units[hidden[(i + shift) % hidden.length] as string] as UnitState;
            units[id] = { ...from, steps: 1 + ((steps + i) % 2) };
          });
          const other = { ...s, units };
          const tops = (x: GameState) => enemyStacks(x, side).map((t) => `${t.place}:${t.top}:${t.hidden.length}`);
          if (JSON.stringify(tops(other)) !== JSON.stringify(tops(s))) continue;
          compared += 1;
          expect(sideKnowledge(other, side)).toEqual(sideKnowledge(s, side));
          const [a, b] = [foggedState(s, side), foggedState(other, side)];
          expect(withoutBundle(b)).toBe(withoutBundle(a));
          expect(b.bundle.scenario.units).toEqual(a.bundle.scenario.units);
        }
      }),
      { numRuns: 40 },
    );
    expect(compared).toBeGreaterThan(10);
  });

  it("shows the top counter and the height of an enemy stack, and everything with the rule off", () => {
    const [b1, b2, b3] = onMap("blue") as [string, string, string];
    const hex = (start.units[b1] as UnitState).hex;
    const s: GameState = { ...start, units: { ...start.units, [b2]: { ...(start.units[b2] as UnitState), hex }, [b3]: { ...(start.units[b3] as UnitState), hex } } };
    const stack = sideKnowledge(s, "red").stacks.find((x) => x.top === b1);
    expect(stack).toMatchObject({ seen: [b1], height: 3 });
    expect(foggedState(s, "blue")).toBe(s);
    const open = { ...s, bundle };
    expect(sideKnowledge(open, "red").stacks.find((x) => x.top === b1)).toMatchObject({ seen: [b1, b2, b3], height: 3 });
    expect(foggedState(open, "red")).toBe(open);
    expect(hiddenUnits(open, "red").size).toBe(0);
  });

  it("shows the units of a combat being resolved to both sides until it is over [9.2.2]", () => {
    const [b1, b2, b3] = onMap("blue") as [string, string, string];
    const [r1] = onMap("red") as [string];
    const hex = (start.units[b1] as UnitState).hex;
    const units = { ...start.units, [b2]: { ...(start.units[b2] as UnitState), hex }, [b3]: { ...(start.units[b3] as UnitState), hex } };
    const s: GameState = { ...start, units, pendingCombat: { attackerSide: "red", defenderSide: "blue", hex, attackers: [r1], defenders: [b1, b2], leadAttacker: r1, leadDefender: b1, attackerLoss: 0, defenderLoss: 1, retreat: 0, required: 0, retreatedIn: [], stage: "defender-losses" } };
    expect([...revealedUnits(s)].sort()).toEqual([b1, b2, r1].sort());
    expect(hiddenUnits(s, "red").has(b3)).toBe(true);
    expect([b1, b2].filter((id) => hiddenUnits(s, "red").has(id))).toEqual([]);
    expect(sideKnowledge(s, "red").stacks.find((x) => x.top === b1)).toMatchObject({ seen: [b1, b2], height: 3 });
  });
});
