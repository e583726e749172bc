import { describe, expect, it } from "vitest";
import { createGame, stateHash } from "./index";
import { ADVANCED_GAMES, ADVANCED_SHARDS, advancedKit, checkAdvanced, checkAdvancedStep, hasIsolationLine } from "./advanced-property-kit";
import { contextOf } from "./rulesets/nextwar/context";

/**
 * Random-bot games of the Advanced sample [14–29] keep every invariant of the
 * standard game and the Advanced ones (advanced-property-kit.ts: supply points
 * never negative [19.3], isolated units trace no line [19.7.1], HQ uses within
 * the rules [18.2], SOF markers conserved and on valid targets [20.1.3, 20.4]),
 * finish, and replay to the same hash. Shard 1 of ${ADVANCED_SHARDS}; property-advanced-2 plays the rest.
 */
describe("random-bot games of the Advanced sample [property, 14–29]", () => {
  it(`shard 1 of ${ADVANCED_SHARDS}: ${Math.ceil(ADVANCED_GAMES / ADVANCED_SHARDS)} games keep every invariant, finish, and replay to the same hash`, () => advancedKit.runShard(1), 900_000);

  it("the same seed gives the same Advanced game", () => {
    const a = advancedKit.play(5);
    const b = advancedKit.play(5);
    expect(stateHash(b.state)).toBe(stateHash(a.state));
    expect(b.actions).toEqual(a.actions);
  });

  it("the Advanced invariants catch negative supply points, a third HQ use, a lost SOF marker [19.3, 18.2, 20.4]", () => {
    const s = createGame(advancedKit.bundle, { seed: 3 });
    expect(() => checkAdvanced(s)).not.toThrow();
    const adv = s.adv!;
    const side = contextOf(advancedKit.bundle).sides[0];
    expect(() => checkAdvanced({ ...s, adv: { ...adv, supplyPoints: { ...adv.supplyPoints, [side]: -1 } } })).toThrow(/supply points/);
    expect(() => checkAdvanced({ ...s, adv: { ...adv, hq: { x: { used: 2, lost: 0, strike: true } } } })).toThrow(/HQ uses/);
    const pool = adv.sof[side]!;
    expect(() => checkAdvanced({ ...s, adv: { ...adv, sof: { ...adv.sof, [side]: { ...pool, available: pool.available + 1 } } } })).toThrow(/counter mix/);
  });

  it("the isolation invariant catches a unit marked isolated that still has its line [19.7.1]", () => {
    const s = createGame(advancedKit.bundle, { seed: 3 });
    const ctx = contextOf(advancedKit.bundle);
    const id = ctx.unitIds.find((u) => s.units[u]?.status === "map" && ctx.units.get(u)?.ground && !ctx.units.get(u)?.supplyUnit) as string;
    expect(hasIsolationLine(s, ctx.units.get(id)!.side, s.units[id]!.hex)).toBe(true);
    expect(() => checkAdvancedStep(s, s, [{ type: "isolation", isolated: [id], recovered: [], rule: "19.7.1" }])).toThrow(/traces a land line/);
  });
});
