import { describe, it } from "vitest";
import { ADVANCED_GAMES, ADVANCED_SHARDS, advancedKit } from "./advanced-property-kit";

/** Shard 2 of the Advanced sample's random-bot games [property, 14–29] (property-advanced.test.ts says what they check). */
describe("random-bot games of the Advanced sample [property, 14–29]", () => {
  it(`shard 2 of ${ADVANCED_SHARDS}: ${Math.ceil(ADVANCED_GAMES / ADVANCED_SHARDS)} games keep every invariant, finish, and replay to the same hash`, () => advancedKit.runShard(2), 900_000);
});
