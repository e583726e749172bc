import { describe, expect, it } from "vitest";
import { memoByRevisions } from "./revision-memo";

describe("memoByRevisions", () => {
  it("computes once per set of revisions, and evicts the least recently used beyond 32", () => {
    let runs = 0;
    const compute = () => ++runs;
    const a = ["game-1", "map-1", "scenario-1"];
    const b = ["game-1", "map-1", "scenario-2"];
    expect(memoByRevisions(a, compute)).toBe(1);
    expect(memoByRevisions(a, compute)).toBe(1);
    expect(memoByRevisions(b, compute)).toBe(2);
    // a is used again, then 31 others arrive: 33 entries, so b (used least recently) goes.
    expect(memoByRevisions(a, compute)).toBe(1);
    for (let i = 0; i < 31; i += 1) memoByRevisions(["other", String(i)], compute);
    expect(runs).toBe(33);
    expect(memoByRevisions(a, compute)).toBe(1);
    expect(memoByRevisions(b, compute)).toBe(34);
  });
});
