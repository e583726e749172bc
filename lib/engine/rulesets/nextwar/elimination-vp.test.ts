import { describe, expect, it } from "vitest";
import type { GameEvent } from "./types";
import { loseStep } from "./losses";
import { cloneState } from "./state";
import { at, board } from "./test-kit";

/**
 * VP for eliminating enemy units [12.1]: the scenario's `victory.eliminationVp`
 * (per unit type) gives the eliminated unit's enemy VP this turn, with a `vp`
 * event; a step loss that does not eliminate scores nothing.
 */
const victory = (eliminationVp?: { type: string; vp: number }[]) => ({ vpHexes: [], levels: [], capitals: [], ...(eliminationVp ? { eliminationVp } : {}) });

describe("elimination VP [12.1]", () => {
  it.each([
    // case, unit, steps to take, table, side scoring, VP scored
    ["2-step armour eliminated", "b1", 2, [{ type: "armour", vp: 2 }], "red", 2],
    ["2-step armour reduced only", "b1", 1, [{ type: "armour", vp: 2 }], "red", 0],
    ["red infantry eliminated scores for blue", "r1", 2, [{ type: "inf", vp: 1 }], "blue", 1],
    ["type not in the table", "b1", 2, [{ type: "inf", vp: 1 }], "red", 0],
    ["no table (backward compatible)", "b1", 2, undefined, "red", 0],
    ["zero VP entry", "b1", 2, [{ type: "armour", vp: 0 }], "red", 0],
  ])("%s", (_case, unit, steps, table, side, vp) => {
    const b = board({
      rows: ["ccc", "ccc"],
      units: [{ id: "r1", type: "inf", at: "0101" }, { id: "b1", type: "armour", at: "0201" }],
      scenario: { victory: victory(table) } as never,
    });
    const draft = cloneState(at(b, "initiative-combat"));
    const events: GameEvent[] = [];
    for (let i = 0; i < (steps as number); i += 1) loseStep(draft, unit as string, "9.7.1", "test", events);
    expect(draft.vp.thisTurn[side as string] ?? 0).toBe(vp);
    const vpEvents = events.filter((e) => e.type === "vp");
    expect(vpEvents.map((e) => [e.side, e.amount, e.unit, e.rule])).toEqual(vp === 0 ? [] : [[side, vp, unit, "12.1"]]);
  });
});
