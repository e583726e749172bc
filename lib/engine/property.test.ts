import { describe, expect, it } from "vitest";
import { apply, createGame, stateHash, type Action } from "./index";
import { bundle, play, runShard, SHARDS, TOTAL_GAMES } from "./property-kit";

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
