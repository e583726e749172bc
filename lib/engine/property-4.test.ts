import { describe, it } from "vitest";
import { runShard, SHARDS, TOTAL_GAMES } from "./property-kit";

// Shard 4 of the random-bot property games (see property.test.ts for the invariants) [2.8, 9.7.1, 9.8.1, 12.1].
describe("random-bot games on the sample scenario [property]", () => {
  it(`shard 4 of ${SHARDS}: ${Math.ceil(TOTAL_GAMES / SHARDS)} games keep every invariant, finish, and replay to the same hash`, () => runShard(4), 900_000);
});
