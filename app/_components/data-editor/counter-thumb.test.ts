import { describe, expect, it } from "vitest";
import { unitFace } from "./counter-thumb";

const A = "a".repeat(64);
const B = "b".repeat(64);

describe("the counter face an OOB row shows", () => {
  it("is the unit's own front, else its type's, else none", () => {
    const game = { unitTypes: [{ id: "inf", counter: { front: B } }, { id: "arm" }] };
    const scenario = { units: [{ id: "u1", type: "inf", counter: { front: A, back: B } }, { id: "u2", type: "inf" }, { id: "u3", type: "arm" }, "broken"] };
    expect([0, 1, 2, 3, 9].map((i) => unitFace(scenario, game, i))).toEqual([A, B, undefined, undefined, undefined]);
  });
});
