import { describe, expect, it } from "vitest";
import type { GameEvent, GameState } from "../types";
import { type UnitSpec, advancedGame, at, board, coast } from "../test-kit";
import { contextOf } from "../context";
import { clearTurnMarkers, detectedBy, isDetected } from "./detection";
import { cloneState } from "../state";

/**
 * Detection [21.0–21.4]. Blue has an airfield at 0101 (blue country); row 1
 * is clear but for forest at 0301 (one case runs a road through it). A
 * supply unit set up on the map is a depot [19.4]; `msu` turns it over. Air
 * recon ranges are the starter chart's: contested 3, unfavourable 1,
 * superiority 8.
 */
const ROWS = ["ccfcccccc", "ccccccccc", "ccccccccc"];

function game(red: UnitSpec[], blue: UnitSpec[] = [], opts: { level?: string; roads?: boolean; control?: Record<number, string> } = {}): GameState {
  const bundle = board({
    rows: ROWS,
    features: [{ hex: "0101", kind: "airfield", name: "Blue field" }],
    roads: opts.roads ? [{ kind: "secondary", path: ["0301", "0401", "0501"] }] : [],
    units: [...blue, ...red],
    advanced: true,
  });
  const s = at(bundle, "first-move");
  return { ...s, air: { ...s.air!, level: opts.level ? { blue: opts.level, red: "contested" } : {} }, ...(opts.control ? { control: opts.control } : {}) };
}

const withAdv = (s: GameState, patch: Partial<NonNullable<GameState["adv"]>>): GameState => ({ ...s, adv: { ...s.adv!, ...patch } });
const hexOf = (s: GameState, label: string) => contextOf(s.bundle).cm.indexOf(label);

describe("automatic detection [21.1]", () => {
  it.each([
    ["an enemy unit next to a friendly infantry unit", [{ id: "r1", type: "inf", at: "0703" }], [{ id: "b1", type: "inf", at: "0603" }], true],
    ["an enemy HQ next to a friendly combat unit", [{ id: "r1", type: "hq-adv", at: "0703" }], [{ id: "b1", type: "inf", at: "0603" }], true],
    ["an enemy depot next to a friendly combat unit", [{ id: "r1", type: "supply-unit", at: "0703" }], [{ id: "b1", type: "armour", at: "0603" }], true],
    ["an enemy unit two hexes away", [{ id: "r1", type: "inf", at: "0803" }], [{ id: "b1", type: "inf", at: "0603" }], false],
    // Ruling: 21.4 — "味方戦闘ユニットが隣接することなく": HQs and supply units do not detect by adjacency.
    ["an enemy unit next to a friendly HQ only", [{ id: "r1", type: "inf", at: "0703" }], [{ id: "b1", type: "hq-adv", at: "0603" }], false],
    ["an enemy unit next to a friendly depot only", [{ id: "r1", type: "inf", at: "0703" }], [{ id: "b1", type: "supply-unit", at: "0603" }], false],
  ] as [string, UnitSpec[], UnitSpec[], boolean][])("%s → %s", (_why, red, blue, expected) => {
    // No air superiority level: air reconnaissance sees nothing, so only adjacency counts.
    expect(isDetected(game(red, blue), "blue", "r1")).toBe(expected);
  });

  it("never reports a friendly unit as detected", () => {
    const s = game([{ id: "r1", type: "inf", at: "0703" }], [{ id: "b1", type: "inf", at: "0603" }]);
    expect(isDetected(s, "red", "r1")).toBe(false);
    expect(isDetected(s, "red", "b1")).toBe(true);
  });
});

describe("air reconnaissance [21.2, 21.2.1]", () => {
  it.each([
    ["contested (range 3): a unit in clear 3 hexes from the airfield", "contested", "inf", "0401", {}, true],
    ["contested (range 3): a unit in clear 4 hexes away", "contested", "inf", "0501", {}, false],
    ["superiority (range 8): a unit in clear 7 hexes away", "superiority", "inf", "0801", {}, true],
    ["unfavourable (range 1): a unit in clear 2 hexes away", "unfavourable", "inf", "0201", {}, true],
    ["no level: nothing seen", undefined, "inf", "0201", {}, false],
    ["forest in range, no road: not seen (21.2 note)", "contested", "inf", "0301", {}, false],
    ["forest in range with a road through it: seen", "contested", "inf", "0301", { roads: true }, true],
    ["an HQ in clear in range: HQs are not found by air", "contested", "hq-adv", "0201", {}, false],
  ] as [string, string | undefined, string, string, { roads?: boolean }, boolean][])("%s", (_why, level, type, where, opts, expected) => {
    const s = game([{ id: "r1", type, at: where }], [], { level, ...opts });
    expect(isDetected(s, "blue", "r1")).toBe(expected);
  });

  it("a depot is not found by air, an MSU is, as a normal unit [21.2, 27.1.1]", () => {
    const s = game([{ id: "r1", type: "supply-unit", at: "0201" }], [], { level: "contested" });
    expect(s.units.r1!.face).toBe("depot");
    const { face: _face, ...msu } = s.units.r1!;
    expect(isDetected(s, "blue", "r1")).toBe(false);
    expect(isDetected({ ...s, units: { ...s.units, r1: msu } }, "blue", "r1")).toBe(true);
  });

  it("an overstacked forest hex is seen [21.2]", () => {
    const red = ["r1", "r2", "r3"].map((id) => ({ id, type: "armour", at: "0301" }));
    expect(isDetected(game(red, [], { level: "contested" }), "blue", "r1")).toBe(true);
    expect(isDetected(game(red.slice(0, 2), [], { level: "contested" }), "blue", "r1")).toBe(false);
  });

  it.each([
    [0, true],
    [1, true],
    [2, false],
    [3, false],
  ] as [number, boolean][])("an airfield with damage %i (1 strike 1, 2 strike 2, 3 destroyed) flies recon: %s [21.2.1]", (damage, expected) => {
    const s = game([{ id: "r1", type: "inf", at: "0201" }], [], { level: "contested" });
    const hit = damage === 0 ? s : withAdv(s, { installations: { [hexOf(s, "0101")]: damage as 1 | 2 | 3 } });
    expect(isDetected(hit, "blue", "r1")).toBe(expected);
  });

  it("an airfield the enemy controls flies no recon for the side [21.2]", () => {
    const s = game([{ id: "r1", type: "inf", at: "0201" }], [], { level: "contested" });
    expect(isDetected({ ...s, control: { [hexOf(s, "0101")]: "red" } }, "blue", "r1")).toBe(false);
  });
});

describe("detection markers [20.2.2, 21.3] and the reorganisation phase", () => {
  it("a marked unit is detected anywhere, a helicopter only under a marker", () => {
    const s = game([{ id: "r1", type: "hq-adv", at: "0903" }, { id: "r2", type: "attack-helo", at: "0202" }], [{ id: "b1", type: "inf", at: "0201" }], { level: "supremacy" });
    expect(isDetected(s, "blue", "r1")).toBe(false);
    expect(isDetected(s, "blue", "r2")).toBe(false);
    const marked = withAdv(s, { detected: { r1: true, r2: true } });
    expect(isDetected(marked, "blue", "r1")).toBe(true);
    expect(isDetected(marked, "blue", "r2")).toBe(true);
    expect([...detectedBy(marked, "blue")].sort()).toEqual(["r1", "r2"]);
  });

  it("detectedBy lists the detected enemy units by every way [21.0]", () => {
    const s = game([{ id: "r1", type: "inf", at: "0401" }, { id: "r2", type: "inf", at: "0901" }, { id: "r3", type: "inf", at: "0703" }], [{ id: "b1", type: "inf", at: "0603" }], { level: "contested" });
    expect([...detectedBy(s, "blue")].sort()).toEqual(["r1", "r3"]);
  });

  it("clearTurnMarkers removes detection and designation markers and the turn's SOF/EW records [20.2.3, 21.3]" /* and interdiction [23.4.4] */, () => {
    const s = withAdv(game([{ id: "r1", type: "inf", at: "0903" }]), { detected: { r1: true }, targeted: { r1: { side: "blue", drm: -1 } }, raided: { r1: true }, reconned: { r1: true }, ewTries: { blue: 2 }, sabotaged: { 4: 2 } });
    const draft = cloneState(s);
    const events: GameEvent[] = [];
    clearTurnMarkers(draft, events);
    expect(draft.adv).toMatchObject({ detected: {}, targeted: {}, raided: {}, reconned: {}, ewTries: {}, sabotaged: {} });
    expect(s.adv!.detected).toEqual({ r1: true });
    expect(events.find((e) => e.type === "markers-cleared")).toMatchObject({ detected: 1, targeted: 1 });
  });

  it("installation damage steps down at reorganisation; destroyed stays [27.9.1]", () => {
    const s = withAdv(game([]), { installations: { 1: 1, 2: 2, 3: 3 } });
    const draft = cloneState(s);
    clearTurnMarkers(draft, []);
    expect(draft.adv!.installations).toEqual({ 2: 1, 3: 3 });
  });
});

describe("naval detection [21.5 → 17.1.2]", () => {
  it("naval units are not detected by the ground game's ways, even next to a friendly land unit", () => {
    const std = coast([{ id: "r-sag", type: "sag", at: "0302" }, { id: "b-guard", type: "inf", at: "0303" }]);
    const s = at({ ...std, game: advancedGame() }, "first-move");
    expect(isDetected({ ...s, air: { ...s.air!, level: { blue: "supremacy" } } }, "blue", "r-sag")).toBe(false);
  });
});
