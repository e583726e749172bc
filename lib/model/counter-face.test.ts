import { describe, expect, it } from "vitest";
import { faceOf } from "./counter-face";

const A = "a".repeat(64);
const B = "b".repeat(64);
const C = "c".repeat(64);

describe("the face a counter shows", () => {
  it("is the unit's own front over its type's, the back only when reduced", () => {
    expect(faceOf({ front: A, back: B }, { front: C }, false)).toBe(A);
    expect(faceOf({ front: A, back: B }, { front: C }, true)).toBe(B);
    expect(faceOf(undefined, { front: C, back: B }, true)).toBe(B);
    expect(faceOf(undefined, { front: C }, true)).toBe(C);
  });

  it("is none without pictures, or with a front that is no SHA-256 (text half typed)", () => {
    expect(faceOf(undefined, undefined, false)).toBeUndefined();
    expect(faceOf({ front: "abc" }, undefined, false)).toBeUndefined();
    expect(faceOf({ front: "abc" }, { front: C }, false)).toBe(C);
    expect(faceOf({ front: A, back: "x" }, undefined, true)).toBe(A);
  });
});
