import { describe, expect, it } from "vitest";
import { apply, createGame, currentSegment } from "../../index";
import type { GameEvent, GameState } from "./types";
import { runInitiative } from "./initiative";
import { runMopUp } from "./mop-up";
import { groundGameHooks } from "./hooks";
import { runControl } from "./control";
import { runVictory } from "./victory";
import { cloneState } from "./state";
import { at, board, withRolls } from "./test-kit";
import { controlOf } from "./board";
import { contextOf } from "./context";

const tiny = () => board({ rows: ["cccc", "cccc"], units: [{ id: "b1", type: "inf", at: "0101" }, { id: "r1", type: "inf", at: "0401" }] });

function walk(state: GameState, n: number): string[] {
  const seen: string[] = [];
  let s = state;
  for (let i = 0; i < n && !s.result; i += 1) {
    const c = currentSegment(s);
    seen.push(`${c.segment}:${c.active}`);
    const r = apply(s, { type: "end-segment" });
    if ("error" in r) throw new Error(r.error);
    s = r.state;
  }
  return seen;
}

describe("sequence of play [3.0]", () => {
  it("an initiative turn walks initiative, elite reaction, breakthrough, reaction and basic segments", () => {
    const b = board({ rows: ["cccc", "cccc"], units: [{ id: "b1", type: "para", at: "0101" }, { id: "r1", type: "inf", at: "0401" }] });
    expect(walk(createGame(b, { seed: 1 }), 10)).toEqual([
      "initiative-move:red",
      "initiative-combat:red",
      "elite-reaction-move:blue",
      "breakthrough-move:red",
      "breakthrough-combat:red",
      "reaction-move:blue",
      "reaction-combat:blue",
      "first-move:red",
      "first-combat:red",
      "second-move:blue",
    ]);
  });
  it("the elite reaction segment is skipped when no unit has ER 6–8 [3.0]", () => {
    expect(walk(createGame(tiny(), { seed: 1 }), 3)).toEqual(["initiative-move:red", "initiative-combat:red", "breakthrough-move:red"]);
  });
  it("GT1 weather is chosen by the initiative player when the scenario leaves it open [4.0]", () => {
    const b = board({ rows: ["cc"], units: [{ id: "b1", type: "inf", at: "0101" }], scenario: { gt1Weather: undefined } });
    const s = createGame(b, { seed: 1 });
    expect(currentSegment(s)).toMatchObject({ segment: "choose-weather", active: "red" });
    const r = apply(s, { type: "choose-weather", weather: "storm" });
    if ("error" in r) throw new Error(r.error);
    expect(r.state.weather).toBe("storm");
  });
  it("the same seed plays the same weather rolls [4.0, 2.6]", () => {
    const a = walk(createGame(tiny(), { seed: 7 }), 40);
    expect(walk(createGame(tiny(), { seed: 7 }), 40)).toEqual(a);
  });
});

describe("the first player of a contested turn [5.0]", () => {
  // RULINGS [5.0]: in a contested turn the first player is the last side to hold the initiative.
  it.each(["blue", "red"])("is the side that last held the initiative: %s", (side) => {
    const b = board({ rows: ["ccc"], units: [] });
    const s = at(b, "first-move", { turnKind: "contested", initiative: side });
    expect(currentSegment(s).active).toBe(side);
    expect(currentSegment(at(b, "second-move", { turnKind: "contested", initiative: side })).active).toBe(side === "blue" ? "red" : "blue");
  });
});

describe("initiative [5.1]", () => {
  const cfg = { initiative: { side: "red", automaticTurns: [1], vpThresholds: [{ side: "red", vp: 3 }, { side: "blue", vp: 2 }] } };
  const run = (turnKind: "initiative" | "contested", vp: Record<string, number>) => {
    const s = cloneState(at(board({ ...cfg, rows: ["cc"], units: [], scenario: cfg }), "initiative", { turn: 3, turnKind, initiative: "red" }));
    s.vp.thisTurn = vp;
    runInitiative(s, []);
    return [s.turnKind, s.initiative];
  };
  const cases: ["initiative" | "contested", Record<string, number>, string[], string][] = [
    ["initiative", { red: 3, blue: 0 }, ["initiative", "red"], "5.1.1"],
    ["initiative", { red: 1, blue: 2 }, ["initiative", "blue"], "5.1.1"],
    ["initiative", { red: 3, blue: 2 }, ["contested", "red"], "5.1.1"],
    ["initiative", { red: 0, blue: 0 }, ["contested", "red"], "5.1.1"],
    ["contested", { red: 1, blue: 2 }, ["initiative", "blue"], "5.1.2"],
    ["contested", { red: 2, blue: 2 }, ["contested", "red"], "5.1.2"],
  ];
  it.each(cases)("after a %s turn with VP %j → %j [%s]", (kind, vp, expected) => {
    expect(run(kind, { ...vp })).toEqual(expected);
  });
});

describe("mop-up [8.4.1.1, 8.4.1.2]", () => {
  const spec = (units: { id: string; type: string; at: string; er?: number }[]) => board({ rows: ["ccc", "ccc"], borders: ["ooo", "ooo"], features: [{ kind: "city", hex: "0201" }, { kind: "airbase", hex: "0201" }], units });
  it("success passes control at the control step, with ER, MSSP, extra installation and combined-arms DRMs", () => {
    const b = spec([{ id: "b1", type: "mech-inf", at: "0201", er: 6 }]);
    const s = cloneState(withRolls(at(b, "mop-up", { mopUp: { 1: { value: 4, side: "blue" } } }), [5]));
    const events: GameEvent[] = [];
    runMopUp(s, groundGameHooks, events);
    const e = events.find((x) => x.type === "mop-up") as GameEvent & { drms: { value: number }[] };
    // ER 6 − 4 = +2; MSSP 2 met by 2 SP; one extra installation −1; combined arms (mech inf) +1 → +2; 5 + 2 ≥ 4.
    expect(e.drms.map((d) => d.value)).toEqual([2, -1, 1]);
    expect(e.success).toBe(true);
    expect(s.control[1]).toBeUndefined();
    runControl(s, events);
    expect(s.control[1]).toBe("blue");
  });
  it("failure below the minimum safe stack costs the lead unit a step", () => {
    const b = spec([{ id: "b1", type: "inf", at: "0201", er: 2 }]);
    const s = cloneState(withRolls(at(b, "mop-up", { mopUp: { 1: { value: 6, side: "blue" } } }), [0]));
    const events: GameEvent[] = [];
    runMopUp(s, groundGameHooks, events);
    expect(events.find((x) => x.type === "mop-up")?.success).toBe(false);
    expect(s.units.b1?.steps).toBe(1);
    expect(s.mopUp[1]).toBeDefined();
  });
});

describe("control and victory [2.8, 8.4, 12]", () => {
  // RULINGS [2.8, 8.4]: control at the start follows the map's borders; a hex of no nation starts uncontrolled.
  it("control at the start follows the borders; a hex of no nation is nobody's [2.8]", () => {
    const b = board({ rows: ["ccc"], borders: ["n.o"], units: [] });
    const s = at(b, "control");
    const ctx = contextOf(b);
    expect(["0101", "0201", "0301"].map((h) => controlOf(ctx, s, ctx.cm.indexOf(h)))).toEqual(["blue", null, "red"]);
  });

  const vp = { vpHexes: [{ hex: "0201", value: 3 }], levels: [{ level: "decisive" as const, minDifference: 6 }, { level: "marginal" as const, minDifference: 2 }, { level: "stalemate" as const, minDifference: 0 }], capitals: [], automaticVictoryLevel: 50 };
  it("entering changes control only at the control step; capturing a VP hex scores it [12.1]", () => {
    const b = board({ rows: ["ccc", "ccc"], borders: ["ooo", "ooo"], units: [{ id: "b1", type: "inf", at: "0101" }], scenario: { victory: vp } });
    const s = cloneState(at(b, "control", { entered: { 1: "blue" } }));
    const events: GameEvent[] = [];
    runControl(s, events);
    expect(s.control[1]).toBe("blue");
    expect(events.filter((e) => e.type === "vp")).toEqual([expect.objectContaining({ side: "blue", amount: 3, rule: "12.1" })]);
  });
  it.each([
    [{ blue: 9, red: 2 }, "blue", "decisive"],
    [{ blue: 3, red: 5 }, "red", "marginal"],
    [{ blue: 4, red: 4 }, null, "stalemate"],
  ])("final VP %j → %s, %s [12.3]", (total, winner, level) => {
    const b = board({ rows: ["cc"], units: [], scenario: { victory: vp } });
    const s = cloneState(at(b, "victory", { turn: 4 }));
    s.vp.total = { ...total };
    s.vp.thisTurn = { blue: 0, red: 0 };
    runVictory(s, []);
    expect(s.result).toMatchObject({ winner, level, reason: "turns" });
  });
  it("a VP lead at the automatic victory level rolls on the table's column for the side's roll count [12.2]", () => {
    const b = board({ rows: ["cc"], units: [], scenario: { victory: { ...vp, automaticVictoryLevel: 5 } } });
    const s = cloneState(withRolls(at(b, "victory", { turn: 2 }), [0]));
    s.vp.total = { blue: 0, red: 6 };
    s.vp.thisTurn = { blue: 0, red: 0 };
    const events: GameEvent[] = [];
    runVictory(s, events);
    expect(events.find((e) => e.type === "automatic-victory-roll")).toMatchObject({ side: "red", rollNumber: 1, roll: 0, needed: 0, win: true });
    expect(s.result).toMatchObject({ winner: "red", level: "automatic" });
  });
});
