import { describe, expect, it } from "vitest";
import { apply, createGame, stateHash, type Action } from "./index";
import { bundle, checkInvariants, play, runShard, SHARDS, TOTAL_GAMES } from "./property-kit";
import { TC_SEA } from "./map/compiled-map";
import { contextOf } from "./rulesets/nextwar/context";
import { baseLimit } from "./rulesets/nextwar/helicopters";
import { SEGMENTS } from "./rulesets/nextwar/sop";

/**
 * Random-bot games on the sample scenario never break an invariant (a unit in
 * one place only, never in an enemy-held hex, steps within bounds, control
 * changes only at the control step [2.8], VP totals equal their events
 * [12.1], decisions belong to their owner [9.7.1, 9.8.1]) and always replay to
 * the same hash. This file is shard 1 of ${SHARDS}; property-2..4 play the rest.
 */
describe("random-bot games on the sample scenario [property]", () => {
  it(`shard 1 of ${SHARDS}: ${Math.ceil(TOTAL_GAMES / SHARDS)} games keep every invariant, finish, and replay to the same hash`, () => runShard(1), 900_000);

  it("the same seed gives the same game; another seed a different one", () => {
    const a = play(11);
    const b = play(11);
    expect(stateHash(b.state)).toBe(stateHash(a.state));
    expect(b.actions).toEqual(a.actions);
    expect(stateHash(play(12).state)).not.toBe(stateHash(a.state));
  });

  it("the air war's invariants catch negative, carried-over and left-over air points and an overfull base [6.2, 6.5.1.1]", () => {
    const s = createGame(bundle, { seed: 3 });
    expect(() => checkInvariants(s)).not.toThrow();
    const air = s.air!;
    expect(() => checkInvariants({ ...s, air: { ...air, points: { ...air.points, blue: -1 } } })).toThrow(/negative/);
    expect(() => checkInvariants({ ...s, air: { ...air, points: { ...air.points, blue: (air.received.blue ?? 0) + 1 } } })).toThrow(/carried over/);
    const replace = SEGMENTS.findIndex((x) => x.kind === "replace");
    expect(() => checkInvariants({ ...s, step: replace, air: { ...air, points: { ...air.points, blue: 1 }, received: { ...air.received, blue: 1 } } })).toThrow(/after the reorganisation/);
    const field = contextOf(bundle).heliBases.find((h) => baseLimit(contextOf(bundle), h) === 1 && contextOf(bundle).cm.label(h) === "1526") as number;
    const crowded = { ...s, units: { ...s.units, "nl-attack-helo-1": { ...s.units["nl-attack-helo-1"]!, hex: field }, "nl-attack-helo-2": { ...s.units["nl-attack-helo-2"]!, hex: field } } };
    expect(() => checkInvariants(crowded)).toThrow(/over its limit/);
  });

  it("the invariants catch a land unit at sea outside a transport [8.3, 8.5.7]", () => {
    const s = createGame(bundle, { seed: 3 });
    const cm = contextOf(bundle).cm;
    const sea = Array.from({ length: cm.n }, (_, h) => h).find((h) => cm.terrain[h] === TC_SEA) as number;
    expect(() => checkInvariants({ ...s, units: { ...s.units, "nl-inf-1": { ...s.units["nl-inf-1"]!, hex: sea } } })).toThrow(/a land unit at sea/);
  });

  it("apply never mutates its input and returns errors, not throws, for nonsense", () => {
    const s = createGame(bundle, { seed: 3 });
    const before = stateHash(s);
    const r = apply(s, { type: "move", units: ["no-such-unit"], to: "0101" });
    expect("error" in r).toBe(true);
    expect(apply(s, { type: "bogus" } as unknown as Action)).toMatchObject({ rule: "3.0" });
    expect(apply(s, null as unknown as Action)).toMatchObject({ rule: "3.0" });
    expect(stateHash(s)).toBe(before);
  });
});
