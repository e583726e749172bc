import { describe, expect, it } from "vitest";
import type { EngineBundle, GameEvent, GameState } from "../types";
import { apply } from "../../../index";
import { advancedGame, at, board, coast, game, run, withNaval } from "../test-kit";
import { boardOf } from "../board";
import { contextOf } from "../context";
import { cloneState } from "../state";
import { airMoveAdf } from "../adf";
import { airTransportSafe } from "./movement-rules";
import { legalNextWarActions } from "../legal";

/**
 * Advanced movement [25.1, 25.4]. Air transport: Nordland (blue) holds
 * columns 1–5, Ostmark (red) 6–9; blue lifts from 0101 (an enemy unit next
 * to it at 0201, so the standard exemption [6.6] never applies) to 0105.
 */
function airBoard(advanced: boolean, redAt = "0901"): EngineBundle {
  return board({
    rows: ["ccccccccc", "ccccccccc", "ccccccccc", "ccccccccc", "ccccccccc"],
    borders: Array.from({ length: 5 }, () => "nnnnnoooo"),
    units: [
      { id: "b1", type: "inf", at: "0101" },
      { id: "r1", type: "inf", at: "0201" },
      { id: "r2", type: "inf", at: redAt },
    ],
    scenario: { chartOverrides: { airPoints: game().charts.airPoints } },
    ...(advanced ? { advanced: true as const } : {}),
  });
}

function airState(advanced: boolean, level: string | undefined, redAt?: string): GameState {
  const s = at(airBoard(advanced, redAt), "reaction-move");
  return { ...s, air: { ...s.air!, level: level ? { blue: level, red: "contested" } : {} } };
}

const hex = (s: GameState, label: string) => contextOf(s.bundle).cm.indexOf(label);

describe("Advanced air transport: case 3a of [25.1]", () => {
  it.each([
    ["supremacy, target far from the enemy in own country", "supremacy", "0105", "0901", true],
    ["superiority", "superiority", "0105", "0901", true],
    ["favourable", "favourable", "0105", "0901", true],
    ["contested", "contested", "0105", "0901", true],
    ["unfavourable (the enemy's superiority: case 3b)", "unfavourable", "0105", "0901", false],
    ["denied", "denied", "0105", "0901", false],
    ["no level this turn", undefined, "0105", "0901", false],
    ["an enemy unit 2 hexes from the target (case 2)", "contested", "0105", "0305", false],
    ["an enemy unit 3 hexes from the target", "contested", "0105", "0405", true],
    ["a target in enemy country (case 1)", "supremacy", "0705", "0901", false],
  ] as [string, string | undefined, string, string, boolean][])("%s → automatic success: %s", (_why, level, target, redAt, safe) => {
    const s = airState(true, level, redAt);
    expect(airTransportSafe(boardOf(s), "blue", hex(s, target))).toBe(safe);
  });

  it("is the Advanced game's only: the standard game has no case 3a", () => {
    const s = airState(false, "supremacy");
    expect(airTransportSafe(boardOf(s), "blue", hex(s, "0105"))).toBe(false);
  });

  it.each([
    [true, ["adf-exempt"], "25.1"],
    [false, ["die-roll", "adf"], "6.6.1"],
  ] as [boolean, string[], string][])("an airlift from next to the enemy into safe own country: Advanced %s → %j", (advanced, types, rule) => {
    const s = airState(advanced, "contested");
    const draft = cloneState(s);
    const events: GameEvent[] = [];
    const out = airMoveAdf(draft, boardOf(s), { side: "blue", mission: "airlift", units: ["b1"], origin: hex(s, "0101"), target: hex(s, "0105"), escort: 0, extraAtStart: false }, events);
    expect(events.map((e) => e.type)).toEqual(types);
    expect(events.at(-1)).toMatchObject({ rule });
    if (advanced) expect(out).toEqual({ abort: false, steps: 0, airmobilePointsLost: 0 });
  });
});

describe("movement in contested seas [25.4]", () => {
  // The small coast (test-kit.ts); a level 2 red mine at 0502 makes blue's move contested, DRM +1; the sample table fails on 6–9.
  const fleet = [
    { id: "b-sag", type: "sag", at: "z-coast" },
    { id: "b-cv", type: "cv", at: "z-sea" },
  ];
  const std = coast(fleet);
  const adv: EngineBundle = { ...std, game: advancedGame() };
  const state = (bundle: EngineBundle, strikes: Record<string, 1 | 2> = {}) => {
    const s = withNaval(at(bundle, "reaction-move"), { mines: { [contextOf(bundle).cm.indexOf("0502")]: { side: "red", level: 2 } } });
    return s.adv ? { ...s, adv: { ...s.adv, strikes } } : s;
  };

  it.each([
    ["abort (the default): the unit stays, its move spent", undefined, "z-coast", undefined, "naval-move-failed"],
    ["abort", "abort", "z-coast", undefined, "naval-move-failed"],
    ["strike: the unit moves on with a strike 1 marker", "strike", "0502", 1, "contested-move-strike"],
  ] as [string, "abort" | "strike" | undefined, string, number | undefined, string][])("a failed roll, %s", (_why, onFail, where, marker, event) => {
    const r = run(state(adv), [{ type: "force-die", value: 6 }, { type: "naval-move", unit: "b-sag", to: "0502", ...(onFail ? { onFail } : {}) }]);
    expect(r.events.find((e) => e.type === "contested-move")).toMatchObject({ outcome: "fail" });
    expect(r.state.units["b-sag"]?.at).toBe(where);
    expect(r.state.adv!.strikes["b-sag"]).toBe(marker);
    expect(r.events.find((e) => e.type === event)).toMatchObject({ rule: "25.4" });
  });

  it("a strike on a strike 1 marker makes it strike 2; a unit under strike 2 may not take the strike [27.4]", () => {
    const r = run(state(adv, { "b-sag": 1 }), [{ type: "force-die", value: 6 }, { type: "naval-move", unit: "b-sag", to: "0502", onFail: "strike" }]);
    expect(r.state.adv!.strikes["b-sag"]).toBe(2);
    expect(apply(state(adv, { "b-sag": 2 }), { type: "naval-move", unit: "b-sag", to: "0502", onFail: "strike" })).toMatchObject({ rule: "25.4" });
  });

  it("a passed roll moves the unit whatever it chose, with no strike", () => {
    const r = run(state(adv), [{ type: "force-die", value: 0 }, { type: "naval-move", unit: "b-sag", to: "0502", onFail: "strike" }]);
    expect(r.state.units["b-sag"]?.at).toBe("0502");
    expect(r.state.adv!.strikes["b-sag"]).toBeUndefined();
  });

  it("the legal actions offer the strike choice where the roll is due, in the Advanced game only", () => {
    const strikes = (s: GameState) => legalNextWarActions(s).filter((a) => a.type === "naval-move" && a.unit === "b-sag" && a.onFail === "strike");
    expect(strikes(state(adv))).toContainEqual({ type: "naval-move", unit: "b-sag", to: "0502", onFail: "strike" });
    expect(strikes(state(adv)).some((a) => a.type === "naval-move" && a.to === "z-sea")).toBe(false);
    expect(strikes(state(adv, { "b-sag": 2 }))).toEqual([]);
    expect(strikes(state(std))).toEqual([]);
  });

  it("the standard game refuses the strike choice and fails as before [8.5.6.4.1]", () => {
    expect(apply(state(std), { type: "naval-move", unit: "b-sag", to: "0502", onFail: "strike" })).toMatchObject({ rule: "25.4" });
    const r = run(state(std), [{ type: "force-die", value: 6 }, { type: "naval-move", unit: "b-sag", to: "0502" }]);
    expect(r.events.find((e) => e.type === "naval-move-failed")).toMatchObject({ rule: "8.5.6.4.1" });
  });
});

describe("Advanced paradrop [25.1.2]", () => {
  const dropBoard = (advanced: boolean) =>
    board({
      rows: ["ccccccccc", "ccccccccc", "ccccccccc"],
      borders: Array.from({ length: 3 }, () => "nnnnnoooo"),
      features: [{ hex: "0101", kind: "airbase", name: "Blue AB" }],
      units: [
        { id: "p1", type: "para", at: "0101", steps: 2 },
        { id: "r1", type: "inf", at: "0903" },
      ],
      scenario: { chartOverrides: { airPoints: game().charts.airPoints } },
      ...(advanced ? { advanced: true as const } : {}),
    });

  it.each([0, 4, 9])("a drop roll of %i reads the game's one paradrop chart, as in the standard game", (roll) => {
    const results = [false, true].map((advanced) => {
      const s = at(dropBoard(advanced), "reaction-move");
      const ready = { ...s, air: { ...s.air!, level: { blue: "contested", red: "contested" }, points: { blue: 2, red: 0 }, received: { blue: 2, red: 0 } } };
      const r = run(ready, [{ type: "force-die", value: roll }, { type: "paradrop", units: ["p1"], to: "0103" }]);
      return r.events.find((e) => e.type === "paradrop")?.results;
    });
    expect(results[0]).toBeDefined();
    expect(results[1]).toEqual(results[0]);
  });
});
