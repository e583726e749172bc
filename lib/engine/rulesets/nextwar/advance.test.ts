import { describe, expect, it } from "vitest";
import { type Action, type GameState, apply, explainCombat, legalActions } from "../../index";
import type { EngineBundle } from "./types";
import { contextOf } from "./context";
import { crtCell, parseResult } from "./resolve";
import { at, board, ok } from "./test-kit";

/**
 * The mechanised second-hex advance [9.9.1] and its limits, and scenario
 * special-rule DRMs [9.6.4, 9.6.5]. r1 (east of b1) attacks; rolls are forced
 * to a CRT line read from the data.
 */

/** Attacks 0201 from 0101 with r1 on a forced face whose result satisfies `want`; returns the state with the advance pending. */
function attackFor(b: EngineBundle, want: (cell: string) => boolean, tweak: Partial<GameState> = {}): GameState {
  const s = at(b, "initiative-combat", tweak);
  const ex = explainCombat(s, { attackers: ["r1"], defender: "0201" });
  if ("error" in ex) throw new Error(ex.error);
  const ctx = contextOf(b);
  let face = -1;
  for (let f = 0; f <= 9 && face < 0; f += 1) if (want(crtCell(ctx, ex.finalColumnIndex, f + ex.drm).cell)) face = f;
  if (face < 0) throw new Error(`no face in column ${ex.finalColumn}`);
  let r = ok(apply(ok(apply(s, { type: "force-die", value: face })).state, { type: "attack", attackers: ["r1"], defender: "0201" }));
  // Whatever the defender's choice of path, it is not the subject here.
  while (r.state.pendingDecision) r = ok(apply(r.state, legalActions(r.state)[0] as Action));
  return r.state;
}

const eliminates = (c: string) => parseResult(c).defender >= 2;
const rows = ["cccc", "cccc", "cccc"];
const spec = (extra: Partial<Parameters<typeof board>[0]> = {}, attacker = "armour"): EngineBundle =>
  board({ rows, units: [{ id: "r1", type: attacker, at: "0101", attack: 12, er: 4 }, { id: "b1", type: "inf", at: "0201" }], ...extra });

describe("second-hex advance [9.9.1]", () => {
  it("after an elimination a mechanised unit may go on to an adjacent empty hex", () => {
    const s = attackFor(spec(), eliminates);
    expect(s.pendingAdvance?.secondHex).toBe(true);
    expect(legalActions(s)).toContainEqual({ type: "advance", units: ["r1"], second: { r1: "0301" } });
    expect(ok(apply(s, { type: "advance", units: ["r1"], second: { r1: "0301" } })).state.units.r1?.hex).toBe(contextOf(spec()).cm.indexOf("0301"));
  });

  it("only mechanised and motorised units go a second hex", () => {
    const s = attackFor(spec({}, "inf"), eliminates);
    expect(apply(s, { type: "advance", units: ["r1"], second: { r1: "0301" } })).toMatchObject({ rule: "9.9.1" });
    expect(legalActions(s).some((a) => a.type === "advance" && a.second)).toBe(false);
  });

  it("into hills, or across a river, only along a road from the vacated hex", () => {
    const hills = spec({ rows: ["cchc", "cccc", "cccc"] });
    const s = attackFor(hills, eliminates);
    expect(apply(s, { type: "advance", units: ["r1"], second: { r1: "0301" } })).toMatchObject({ rule: "9.9.1" });
    expect(legalActions(s)).not.toContainEqual({ type: "advance", units: ["r1"], second: { r1: "0301" } });
    const road = spec({ rows: ["cchc", "cccc", "cccc"], roads: [{ kind: "secondary", path: ["0201", "0301"] }] });
    expect("error" in apply(attackFor(road, eliminates), { type: "advance", units: ["r1"], second: { r1: "0301" } })).toBe(false);
    const river = spec({ hexsides: [{ kind: "minor-river", sides: ["0201-0301"] }] });
    expect(apply(attackFor(river, eliminates), { type: "advance", units: ["r1"], second: { r1: "0301" } })).toMatchObject({ rule: "9.9.1" });
  });

  it("never into enemy units, nor out of or into a city [9.9.1, 8.2.2]", () => {
    const held = board({ rows, units: [{ id: "r1", type: "armour", at: "0101", attack: 12, er: 4 }, { id: "b1", type: "inf", at: "0201" }, { id: "b2", type: "inf", at: "0301" }] });
    expect(apply(attackFor(held, eliminates), { type: "advance", units: ["r1"], second: { r1: "0301" } })).toMatchObject({ rule: "8.2.2" });
    const city = spec({ features: [{ kind: "city", hex: "0201" }] });
    expect(attackFor(city, eliminates).pendingAdvance?.secondHex).toBe(false);
    const beyond = spec({ features: [{ kind: "city", hex: "0301" }] });
    expect(apply(attackFor(beyond, eliminates), { type: "advance", units: ["r1"], second: { r1: "0301" } })).toMatchObject({ rule: "9.9.1" });
  });

  it("a one-hex retreat that leaves the defender alive allows no second hex", () => {
    const s = attackFor(spec(), (c) => /R1$/.test(c) && parseResult(c).defender === 1);
    expect(s.pendingAdvance).not.toBeNull();
    expect(s.pendingAdvance?.secondHex).toBe(false);
    expect(apply(s, { type: "advance", units: ["r1"], second: { r1: "0301" } })).toMatchObject({ rule: "9.9.1" });
  });

  it("the second hex is not a target of a non-adjacent hex", () => {
    const wide = board({ rows: ["ccccc", "ccccc", "ccccc"], units: [{ id: "r1", type: "armour", at: "0101", attack: 12, er: 4 }, { id: "b1", type: "inf", at: "0201" }] });
    expect(apply(attackFor(wide, eliminates), { type: "advance", units: ["r1"], second: { r1: "0501" } })).toMatchObject({ rule: "9.9.1" });
  });
});

describe("scenario special-rule DRMs [9.6.4, 9.6.5]", () => {
  const rule = { id: "valdrian-hesitation", name: "Valdrian hesitation", enabled: true, drm: -1, turns: [1, 2] };
  const units = [{ id: "r1", type: "inf", at: "0101" }, { id: "b1", type: "inf", at: "0201" }];
  const explainOn = (turn: number, specialRules: unknown[]) => {
    const ex = explainCombat(at(board({ rows, units, scenario: { specialRules } as never }), "initiative-combat", { turn }), { attackers: ["r1"], defender: "0201" });
    if ("error" in ex) throw new Error(ex.error);
    return ex;
  };
  it("a DRM rule in force is shown as an info line and leaves the DRM unchanged (no side named, RULINGS)", () => {
    const plain = explainOn(1, []);
    const withRule = explainOn(1, [rule]);
    expect(withRule.drm).toBe(plain.drm);
    expect(withRule.lines.filter((l) => l.rule === "9.6.5" && l.kind === "info" && l.text.includes("Valdrian hesitation"))).toHaveLength(1);
  });
  it("is not shown on other turns or when disabled", () => {
    expect(explainOn(3, [rule]).lines.some((l) => l.rule === "9.6.5")).toBe(false);
    expect(explainOn(1, [{ ...rule, enabled: false }]).lines.some((l) => l.rule === "9.6.5")).toBe(false);
  });
});
