import { describe, expect, it } from "vitest";
import { type GameState, apply, currentSegment } from "../../index";
import { at, board, ok } from "./test-kit";

/**
 * RULINGS.md [3.0]: a segment whose actor can do nothing is skipped. The
 * elite reaction half is in flow.test.ts; this is the replacement half: the
 * SOP's 「双方のプレイヤーは、補充またはユニットの再建のために補充ポイントを消費する」
 * asks nothing of a side with no replacement points [11.0].
 */

const b = board({
  rows: ["ccccccc", "ccccccc", "ccccccc"],
  borders: ["nnnoooo", "nnnoooo", "nnnoooo"],
  units: [
    { id: "b1", type: "inf", at: "0101" },
    { id: "r1", type: "inf", at: "0703" },
  ],
  scenario: { replacements: [{ nation: "ostmark", turn: 2, points: 3 }] } as never,
});
const reduced = (s: GameState): GameState => ({ ...s, units: { ...s.units, b1: { ...s.units.b1!, steps: 1 }, r1: { ...s.units.r1!, steps: 1 } } });

describe("replacement segments [3.0, 11.0]", () => {
  it("with no side holding points, neither replacement segment is played", () => {
    const r = ok(apply(reduced(at(b, "second-combat", { turn: 1 })), { type: "end-segment" }));
    expect(currentSegment(r.state).segment).not.toMatch(/^replacements-/);
    expect(r.events.some((e) => e.type === "segment" && /^replacements-/.test(String(e.segment)))).toBe(false);
  });
  it("a replacement segment is skipped for a side with no replacement points; the side with points plays its own [3.0]", () => {
    const r = ok(apply(reduced(at(b, "second-combat", { turn: 2 })), { type: "end-segment" }));
    expect(currentSegment(r.state)).toMatchObject({ segment: "replacements-first", active: "red", kind: "replace" });
    const next = ok(apply(r.state, { type: "end-segment" }));
    expect(currentSegment(next.state).segment).not.toBe("replacements-second");
    expect(next.events.some((e) => e.type === "segment" && e.segment === "replacements-second")).toBe(false);
  });
});
