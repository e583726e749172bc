import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { bestInterceptors, raidOdds, raidProblem } from "./raid-odds";
import { SAMPLE_TYPES, withTypes } from "./test-kit";

const close = (a: number, b: number) => expect(a).toBeCloseTo(b, 12);

describe("[AA:strategic-bombing] a raid's exact odds", () => {
  it("one bomber, no interceptors: the complex hits on a 1, the survivor rolls one die of damage", () => {
    const r = raidOdds(SAMPLE_TYPES, { bombers: 1, escorts: 0, interceptors: 0, ipc: 10 });
    close(r.expectedDamage, (5 / 6) * 3.5);
    close(r.expectedBombersLost, 1 / 6);
    close(r.damage[0]!, 1 / 6);
    for (let d = 1; d <= 6; d += 1) close(r.damage[d]!, 5 / 36);
    expect(r.hitOn).toEqual({ bomber: 1, escort: 1, interceptor: 2, complex: 1 });
  });

  it("the air battle: the bomber fires at 1 first, the interceptor left fires at 2, then the complex", () => {
    const r = raidOdds(SAMPLE_TYPES, { bombers: 1, escorts: 0, interceptors: 1, ipc: 10 });
    close(r.expectedInterceptorsLost, 1 / 6);
    close(r.expectedBombersLost, 5 / 18 + (13 / 18) * (1 / 6));
  });

  it("escorts take the interceptors' hits before the bombers and never meet the complex", () => {
    const r = raidOdds(SAMPLE_TYPES, { bombers: 1, escorts: 1, interceptors: 1, ipc: 10 });
    // Two dice at 1 against the interceptor; a hit from it falls on the escort.
    const interceptorLives = (5 / 6) ** 2;
    close(r.expectedInterceptorsLost, 1 - interceptorLives);
    close(r.expectedEscortsLost, interceptorLives * (1 / 3));
    close(r.expectedBombersLost, 1 / 6);
  });

  it("damage added stops at the room left: twice the IPC value less the damage already there", () => {
    const r = raidOdds(SAMPLE_TYPES, { bombers: 3, escorts: 0, interceptors: 0, ipc: 2, damage: 3 });
    expect(r.room).toBe(1);
    expect(r.damage).toHaveLength(2);
    close(r.damage[0]!, (1 / 6) ** 3);
  });

  it("reads the complex's air defence from the unit table when the game gives one", () => {
    const types = withTypes({ [SAMPLE_TYPES.find((t) => t.industrialComplex)!.id]: { antiAircraft: { maxTargets: 1, hitOn: 2 } } });
    expect(raidOdds(types, { bombers: 1, escorts: 0, interceptors: 0, ipc: 5 }).hitOn.complex).toBe(2);
  });

  it("reads the air battle's values from the game's unit types: a bomber's airAttack 2 and a fighter's airDefence 3 change the odds", () => {
    const types = withTypes({ bomber: { airAttack: 2 }, fighter: { airAttack: 1, airDefence: 3 } });
    const r = raidOdds(types, { bombers: 1, escorts: 0, interceptors: 1, ipc: 10 });
    expect(r.hitOn).toEqual({ bomber: 2, escort: 1, interceptor: 3, complex: 1 });
    close(r.expectedInterceptorsLost, 2 / 6);
    const bomberShot = (4 / 6) * (3 / 6);
    close(r.expectedBombersLost, bomberShot + (1 - bomberShot) / 6);
    expect(r.expectedDamage).toBeLessThan(raidOdds(SAMPLE_TYPES, { bombers: 1, escorts: 0, interceptors: 1, ipc: 10 }).expectedDamage);
  });

  it("the units actually flying may override the game's first bomber and fighter types, and a bad value is refused in one line", () => {
    close(raidOdds(SAMPLE_TYPES, { bombers: 1, escorts: 0, interceptors: 1, ipc: 10, hitOn: { interceptor: 6 } }).expectedBombersLost, 5 / 6 + (1 / 6) * (1 / 6));
    expect(raidProblem({ bombers: 1, escorts: 0, interceptors: 1, ipc: 10, hitOn: { escort: 7 } })).toMatch(/escort's air-battle value must be a whole number from 0 to 6, not 7/);
  });

  it("refuses what is not a raid, in one line", () => {
    expect(raidProblem({ bombers: 0, escorts: 2, interceptors: 0, ipc: 5 })).toMatch(/at least one bomber/);
    expect(raidProblem({ bombers: 1, escorts: -1, interceptors: 0, ipc: 5 })).toMatch(/escorts must be a whole number/);
    expect(raidProblem({ bombers: 1, escorts: 0, interceptors: 0, ipc: 5.5 })).toMatch(/IPC value/);
    expect(() => raidOdds(SAMPLE_TYPES, { bombers: 1, escorts: 0, interceptors: 999, ipc: 5 })).toThrow(/interceptors must be/);
  });

  it("an interceptor is worth sending against a lone bomber, not against a strong escort over a wrecked complex", () => {
    expect(bestInterceptors(SAMPLE_TYPES, { bombers: 1, escorts: 0, ipc: 10 }, 2, { bomber: 12, fighter: 10 })).toBeGreaterThan(0);
    expect(bestInterceptors(SAMPLE_TYPES, { bombers: 2, escorts: 4, ipc: 5, damage: 10 }, 1, { bomber: 12, fighter: 10 })).toBe(0);
  });

  it("property: for any air-battle values the damage is a distribution, and a better interceptor value never lets more damage through", () => {
    const v = fc.integer({ min: 0, max: 6 });
    fc.assert(
      fc.property(v, v, fc.integer({ min: 0, max: 5 }), fc.integer({ min: 1, max: 4 }), fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 3 }), (bomber, escort, interceptor, bombers, escorts, interceptors) => {
        const spec = { bombers, escorts, interceptors, ipc: 6, hitOn: { bomber, escort, interceptor } };
        const r = raidOdds(SAMPLE_TYPES, spec);
        const better = raidOdds(SAMPLE_TYPES, { ...spec, hitOn: { ...spec.hitOn, interceptor: interceptor + 1 } });
        expect(r.damage.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
        expect(better.expectedDamage).toBeLessThanOrEqual(r.expectedDamage + 1e-9);
        expect(better.expectedBombersLost + better.expectedEscortsLost).toBeGreaterThanOrEqual(r.expectedBombersLost + r.expectedEscortsLost - 1e-9);
      }),
    );
  });

  it("property: the damage is a distribution within the room; more interceptors never add damage, more escorts never lose more bombers", () => {
    const n = fc.integer({ min: 0, max: 6 });
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 6 }), n, n, fc.integer({ min: 0, max: 12 }), fc.integer({ min: 0, max: 10 }), (bombers, escorts, interceptors, ipc, damage) => {
        const r = raidOdds(SAMPLE_TYPES, { bombers, escorts, interceptors, ipc, damage });
        const more = raidOdds(SAMPLE_TYPES, { bombers, escorts, interceptors: interceptors + 1, ipc, damage });
        const escorted = raidOdds(SAMPLE_TYPES, { bombers, escorts: escorts + 1, interceptors, ipc, damage });
        expect(r.damage.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
        expect(r.expectedDamage).toBeLessThanOrEqual(r.room + 1e-9);
        expect(more.expectedDamage).toBeLessThanOrEqual(r.expectedDamage + 1e-9);
        expect(escorted.expectedBombersLost).toBeLessThanOrEqual(r.expectedBombersLost + 1e-9);
        expect(r.expectedInterceptorsLost).toBeLessThanOrEqual(interceptors);
      }),
      { numRuns: 200 },
    );
  });
});
