import { describe, expect, it } from "vitest";
import { applyNextWar, createNextWarGame, nextWarStateHash } from "../game";
import { legalNextWarActions } from "../legal";
import { sampleBundle } from "../test-kit";
import type { Action, GameState } from "../types";
import { ANSWERS, MOVES, actingOn, moveOf } from "./index";

/** The table of moves [3.0]: every action type is one module, looked up, never switched over. */
const opening = (): GameState => createNextWarGame(sampleBundle(), 7);

describe("the table of moves [3.0]", () => {
  it("refuses a type it does not hold as data, inherited keys included", () => {
    const s = opening();
    for (const type of ["no-such-action", "toString", "constructor", "__proto__", "hasOwnProperty"]) {
      expect(applyNextWar(s, { type } as unknown as Action)).toEqual({ error: `[3.0] unknown action ${type}`, rule: "3.0" });
      expect(moveOf(type)).toBeUndefined();
    }
  });

  it("answers each pending decision with its own move [9.2.4, 9.7.1, 9.8.1]", () => {
    expect(Object.fromEntries(ANSWERS)).toEqual({
      support: { type: "support", what: "commit its combat support (or none)" },
      losses: { type: "allocate-losses", what: "allocate its step losses" },
      retreat: { type: "retreat", what: "retreat its units" },
    });
  });

  it("refuses an answer when no decision waits", () => {
    const s = opening();
    expect(applyNextWar(s, { type: "support" })).toMatchObject({ rule: "9.2.4" });
    expect(applyNextWar(s, { type: "allocate-losses", losses: {} })).toMatchObject({ rule: "9.7.1" });
    expect(applyNextWar(s, { type: "retreat", path: [] })).toMatchObject({ rule: "9.8.1" });
  });

  it("checks without writing: legal leaves the state as it was", () => {
    let s = opening();
    for (let i = 0; i < 30 && !s.result; i += 1) {
      const before = nextWarStateHash(s);
      const at = actingOn(s);
      const actions = legalNextWarActions(s);
      // Every kind of action listed, a few of each: enough to touch every move's checks without listing thousands.
      const seen = new Map<string, number>();
      for (const a of actions) {
        seen.set(a.type, (seen.get(a.type) ?? 0) + 1);
        if ((seen.get(a.type) as number) <= 5) MOVES[a.type].legal?.(at, a as never);
      }
      expect(nextWarStateHash(s)).toBe(before);
      const next = applyNextWar(s, actions[actions.length - 1] as Action);
      if ("error" in next) throw new Error(next.error);
      s = next.state;
    }
  });
});
