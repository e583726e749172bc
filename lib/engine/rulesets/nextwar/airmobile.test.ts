import { describe, expect, it } from "vitest";
import type { Scenario } from "@/lib/model";
import type { Action, EngineBundle, GameState } from "./types";
import { apply, legalActions, specialMoveTargets } from "../../index";
import { airmobileLeft, airmobileOptions } from "./airmobile";
import { runControl } from "./control";
import { cloneState } from "./state";
import { boardOf } from "./board";
import { contextOf } from "./context";
import { standardHooks } from "./hooks";
import { mopUpDrms } from "./mop-up";
import { at, board, game, ok, run } from "./test-kit";

/**
 * Airmobile [8.5.4, 8.5.4.1, 8.5.4.2, 8.5.4.3, 8.5.4.3.1, 6.6, 4.1, 13.1.4]
 * on a 30 × 5 board: blue (Nordland, columns 1–14) acts in the reaction
 * movement segment; the scenario gives blue 2 airmobile points.
 *
 *   0101 airbase (blue)   0103: a1 airmobile-class inf, l1 airmobile-capable light inf, b1 inf
 *   0502 hills, 0602 alpine, 0702 mountain, 0802 hills with a road to 0902
 *   1005 city (blue)   1605 city (red)   r1 inf (2 SP: a ZOC [8.2.1]) at 2003
 *
 * The sample ADF chart's "unfavourable" line: *, *, −2, −1, −1, abort, abort, none, none, none.
 */
function bundle(scenario: Partial<Scenario> = {}, extra: Parameters<typeof board>[0]["units"] = []): EngineBundle {
  return board({
    rows: ["c".repeat(30), "cccchAMhcc" + "c".repeat(20), "c".repeat(30), "c".repeat(30), "c".repeat(30)],
    borders: Array.from({ length: 5 }, () => "n".repeat(14) + "o".repeat(16)),
    roads: [{ kind: "secondary", path: ["0802", "0902"] }],
    features: [
      { hex: "0101", kind: "airbase", name: "Blue AB" },
      { hex: "1005", kind: "city", name: "Blue town" },
      { hex: "1605", kind: "city", name: "Red town" },
    ],
    units: [
      { id: "a1", type: "airmobile-inf", at: "0103", attack: 2, defence: 3, er: 5, ma: 24, sp: 1, steps: 2 },
      { id: "l1", type: "light-inf", at: "0103" },
      { id: "b1", type: "inf", at: "0103" },
      { id: "r1", type: "inf", at: "2003", sp: 2 },
      ...extra,
    ],
    scenario: { specialMovement: { airmobile: [{ side: "blue", sp: 2 }] }, ...scenario, chartOverrides: { airPoints: game().charts.airPoints, ...scenario.chartOverrides } },
  });
}

const b = bundle();
const ctx = contextOf(b);
const hex = (label: string) => ctx.cm.indexOf(label);

/** Blue's reaction movement segment at an air superiority level (contested: exempt from ADF over its own country away from the enemy [6.6]). */
function move(level = "contested", tweak: Partial<GameState> = {}, bn = b): GameState {
  const s = at(bn, "reaction-move", tweak);
  return { ...s, air: { ...s.air!, level: { blue: level, red: "contested" }, points: { blue: 2, red: 0 }, received: { blue: 2, red: 0 } } };
}

const fly = (units: string[], to: string, more: { base?: string; escort?: number } = {}): Action => ({ type: "airmobile", units, to, ...more });

describe("who may move by airmobile, and where to [8.5.4, 8.5.4.3, 8.5.4.3.1]", () => {
  // [what, state, action, refusal rule or null when legal]
  const cases: [string, () => GameState, Action, string | null][] = [
    ["an airmobile-class unit", () => move(), fly(["a1"], "0603"), null],
    ["an airmobile-capable light infantry with a point", () => move(), fly(["l1"], "0603"), null],
    ["the two together (1 point)", () => move(), fly(["a1", "l1"], "0603"), null],
    ["an infantry unit (not airmobile)", () => move(), fly(["b1"], "0603"), "8.5.4"],
    ["into enemy country, 21 hexes all told", () => move(), fly(["a1"], "1903"), null],
    ["beyond 24 hexes from base to units to landing", () => move(), fly(["a1"], "2603"), "8.5.4.3"],
    ["from a named base", () => move(), fly(["a1"], "0603", { base: "0101" }), null],
    ["from a base that is not one", () => move(), fly(["a1"], "0603", { base: "0202" }), "8.5.4.3"],
    ["onto hills without a road", () => move(), fly(["a1"], "0502"), "8.5.4.3.1"],
    ["onto alpine", () => move(), fly(["a1"], "0602"), "8.5.4.3.1"],
    ["onto a mountain without a road", () => move(), fly(["a1"], "0702"), "8.5.4.3.1"],
    ["onto hills with a road", () => move(), fly(["a1"], "0802"), null],
    ["onto an enemy-controlled city", () => move(), fly(["a1"], "1605"), "8.5.4.3.1"],
    ["onto its own city", () => move(), fly(["a1"], "1005"), null],
    ["onto a hex the enemy holds", () => move(), fly(["a1"], "2003"), "8.5.4.3.1"],
    ["into an enemy ZOC (allowed)", () => move(), fly(["a1"], "1903"), null],
    ["with no points left: the light infantry", () => move("contested", {}, bundle({ specialMovement: { airmobile: [{ side: "blue", sp: 0 }] } })), fly(["l1"], "0603"), "8.5.4.1"],
    ["with no points left: the airmobile class needs none", () => move("contested", {}, bundle({ specialMovement: { airmobile: [{ side: "blue", sp: 0 }] } })), fly(["a1"], "0603"), null],
    ["out of supply, the airmobile class on a point [13.1.4]", () => move("contested", { supply: { out: { a1: true } } }), fly(["a1"], "0603"), null],
    ["out of supply, the airmobile class with no point left [13.1.4]", () => move("contested", { supply: { out: { a1: true } } }, bundle({ specialMovement: { airmobile: [{ side: "blue", sp: 0 }] } })), fly(["a1"], "0603"), "8.5.4.1"],
    ["out of supply, an airmobile-capable unit (not barred) [13.1.4]", () => move("contested", { supply: { out: { l1: true } } }), fly(["l1"], "0603"), null],
    ["in a storm turn", () => move("contested", { weather: "storm" }), fly(["a1"], "0603"), "4.1.3"],
    ["in the elite reaction segment", () => ({ ...move(), step: at(b, "elite-reaction-move").step }), fly(["a1"], "0603"), "8.5.4.3"],
    ["units from two hexes", () => move("contested", {}, bundle({}, [{ id: "a2", type: "airmobile-inf", at: "0104", attack: 2, defence: 3, er: 5, ma: 24, sp: 1 }])), fly(["a1", "a2"], "0603"), "6.6"],
  ];
  it.each(cases)("%s", (_what, state, action, rule) => {
    const r = apply(state(), action);
    if (rule === null) expect(r).not.toHaveProperty("error");
    else expect(r).toMatchObject({ rule });
  });

  it("the units land and move no more this segment, nor fly again [8.5.4.3]", () => {
    const r = run(move(), [fly(["a1"], "0603")]);
    expect(r.state.units.a1?.hex).toBe(hex("0603"));
    expect(r.events.find((e) => e.type === "airmobile")).toMatchObject({ units: ["a1"], from: "0103", to: "0603", base: "0101", points: 0, rule: "8.5.4" });
    expect(apply(r.state, { type: "move", units: ["a1"], to: "0604" })).toMatchObject({ rule: "8.5.4.3" });
    expect(apply(r.state, fly(["a1"], "0103"))).toMatchObject({ rule: "8.5.4.3" });
  });
});

describe("out of supply [13.1.4]: 「補給切れとなった空中機動タイプのユニットは…空中機動を実施できない (ただし空中機動ポイントの消費により移動することは可能)」", () => {
  it("an airmobile-class unit out of supply flies on the side's points, 1 per SP", () => {
    const s = move("contested", { supply: { out: { a1: true } } });
    const r = run(s, [{ type: "force-die", value: 9 }, fly(["a1"], "0603")]);
    expect(r.events.find((e) => e.type === "airmobile")).toMatchObject({ units: ["a1"], points: 1 });
    expect(airmobileLeft(ctx, r.state, "blue")).toBe(1);
    // 「空中機動…を実施したユニットは、これらの移動を実施したターン全体において補給下にあると見なされる」
    expect(r.state.supply?.out.a1).toBeUndefined();
  });
  it("with the airmobile-capable unit it needs 2 points, where in supply the two need 1", () => {
    expect(specialMoveTargets(move(), ["a1", "l1"])).toMatchObject({ need: { airmobile: 1 } });
    expect(specialMoveTargets(move("contested", { supply: { out: { a1: true } } }), ["a1", "l1"])).toMatchObject({ need: { airmobile: 2 } });
  });
  it("the legal-action list offers the out-of-supply flights the points allow", () => {
    const s = move("contested", { supply: { out: { a1: true, l1: true } } });
    const opts = airmobileOptions(boardOf(s), "blue");
    expect(opts).toContainEqual(fly(["a1"], "0603"));
    expect(opts).toContainEqual(fly(["l1"], "0603"));
    expect(opts).toContainEqual(fly(["a1", "l1"], "0603"));
  });
});

describe("the advance after landing outside an enemy ZOC [8.5.4.3]", () => {
  const landed = () => run(move(), [{ type: "force-die", value: 9 }, fly(["a1"], "1505")]).state;
  it("one hex into a next-door empty enemy city, under a mop-up marker; then no more", () => {
    const s = landed();
    expect(legalActions(s)).toContainEqual({ type: "move", units: ["a1"], to: "1605" });
    const r = run(s, [{ type: "move", units: ["a1"], to: "1605" }]);
    expect(r.state.units.a1?.hex).toBe(hex("1605"));
    expect(r.events.find((e) => e.type === "mop-up-marker")).toMatchObject({ hex: "1605", side: "blue" });
    expect(apply(r.state, { type: "move", units: ["a1"], to: "1705" })).toMatchObject({ rule: "8.5.1" });
  });
  it.each([
    ["a hex with no city", "1504", "8.5.4.3"],
    ["a city two hexes off", "1705", "8.5.4.3"],
  ])("not into %s", (_what, to, rule) => {
    expect(apply(landed(), { type: "move", units: ["a1"], to })).toMatchObject({ rule });
  });
  it("not after landing in an enemy ZOC", () => {
    const s = run(move(), [{ type: "force-die", value: 9 }, fly(["a1"], "1903")]).state;
    expect(s.seg.airmobileAdvance).toBeUndefined();
    expect(apply(s, { type: "move", units: ["a1"], to: "1803" })).toMatchObject({ rule: "8.5.1" });
  });
});

describe("airmobile points [8.5.4.1, 4.1.2]", () => {
  // [what, weather, scenario points, expected points this turn]
  const cases: [string, GameState["weather"], number, number][] = [
    ["clear: the scenario's 2", "clear", 2, 2],
    ["overcast halves 2 to 1", "overcast", 2, 1],
    ["overcast halves 3 to 2 (rounded up) [4.1]", "overcast", 3, 2],
    ["none given", "clear", 0, 0],
  ];
  it.each(cases)("%s", (_what, weather, sp, left) => {
    const s = move("contested", { weather }, bundle({ specialMovement: { airmobile: [{ side: "blue", sp }] } }));
    expect(airmobileLeft(contextOf(s.bundle), s, "blue")).toBe(left);
  });

  // 「それぞれの空中機動ポイントが、1 スタック値の…ユニットを輸送できる…また移動フェイズをスタックした状態で開始しているならば、複数のユニットを 1 空中機動ポイントで移動させられる」 (RULINGS [8.5.4.1]).
  it("units stacked at the start share points by SP: two 1 SP units need 2 points, not 1", () => {
    const two = run(move("contested", {}, bundle({}, [{ id: "l2", type: "light-inf", at: "0103" }])), [{ type: "force-die", value: 9 }, fly(["l1", "l2"], "0603")]);
    expect(two.events.find((e) => e.type === "airmobile")).toMatchObject({ units: ["l1", "l2"], points: 2 });
    const one = bundle({ specialMovement: { airmobile: [{ side: "blue", sp: 1 }] } }, [{ id: "l2", type: "light-inf", at: "0103" }]);
    expect(apply(move("contested", {}, one), fly(["l1", "l2"], "0603"))).toMatchObject({ rule: "8.5.4.1" });
  });

  it("1 point per SP carried, the airmobile class free; the points are the turn's", () => {
    const s = run(move(), [fly(["l1"], "0603")]).state;
    expect(airmobileLeft(ctx, s, "blue")).toBe(1);
    expect(airmobileLeft(ctx, { ...s, turn: s.turn + 1 }, "blue")).toBe(2);
  });
});

describe("ADF against the move [8.5.4, 6.6, 6.6.1.1, 8.5.4.2]", () => {
  it("one roll at the landing hex; abort leaves the stack at its start, its points spent", () => {
    const r = run(move("unfavourable"), [{ type: "force-die", value: 5 }, fly(["l1"], "1903")]);
    expect(r.events.filter((e) => e.type === "adf")).toEqual([expect.objectContaining({ mission: "airmobile", result: "abort", target: "1903" })]);
    expect(r.state.units.l1?.hex).toBe(hex("0103"));
    expect(r.events.find((e) => e.type === "airmobile-aborted")).toMatchObject({ rule: "6.6.1.1" });
    expect(airmobileLeft(ctx, r.state, "blue")).toBe(1);
    // 「空中機動…を実施したユニットは、これらの移動を実施したターン全体において補給下にあると見なされる」
    expect(r.state.supply?.out.a1).toBeUndefined();
  });

  it("* costs the carried unit a step and its airmobile point for good", () => {
    const r = run(move("unfavourable"), [{ type: "force-die", value: 0 }, fly(["l1"], "1903")]);
    expect(r.state.units.l1).toMatchObject({ hex: hex("1903"), steps: 1 });
    expect(r.events.find((e) => e.type === "airmobile-points-lost")).toMatchObject({ side: "blue", points: 1, lost: 1, rule: "8.5.4.2" });
    expect(airmobileLeft(ctx, { ...r.state, turn: r.state.turn + 1 }, "blue")).toBe(1);
  });

  it("* on the airmobile class alone costs a step but no point [8.5.4.2 exception]", () => {
    const r = run(move("unfavourable"), [{ type: "force-die", value: 0 }, fly(["a1"], "1903")]);
    expect(r.state.units.a1?.steps).toBe(1);
    expect(r.events.some((e) => e.type === "airmobile-points-lost")).toBe(false);
  });

  it("starting in an enemy ZOC: one more roll at the start hex first [6.6]", () => {
    const bn = bundle({}, [{ id: "a3", type: "airmobile-inf", at: "1903", attack: 2, defence: 3, er: 5, ma: 24, sp: 1, steps: 2 }]);
    const r = run(move("unfavourable", {}, bn), [{ type: "force-die", value: 9 }, { type: "force-die", value: 8 }, fly(["a3"], "1703")]);
    expect(r.events.filter((e) => e.type === "adf").map((e) => [e.target, e.roll])).toEqual([["1903", 9], ["1703", 8]]);
    expect(r.state.units.a3?.hex).toBe(hex("1703"));
  });

  it("escorts add +1 each to the roll [6.2.2]", () => {
    const r = run(move("unfavourable"), [{ type: "force-die", value: 5 }, fly(["a1"], "1903", { escort: 2 })]);
    expect(r.events.find((e) => e.type === "adf")).toMatchObject({ drm: 2, modified: 7, result: "none" });
    expect(r.state.air?.points.blue).toBe(0);
  });
});

describe("after landing: the special assault [8.4.1.1 item 4]", () => {
  it("a mop-up by units that landed by airmobile this turn takes −1; not the next turn", () => {
    const r = run(move(), [{ type: "force-die", value: 9 }, fly(["a1"], "1903")]);
    const line = mopUpDrms(boardOf(r.state), hex("1903"), ["a1"], 3, standardHooks).drms.find((d) => d.text.startsWith("Special assault"));
    expect(line).toMatchObject({ rule: "8.4.1.1", value: -1 });
    const later = boardOf({ ...r.state, turn: r.state.turn + 1 });
    expect(mopUpDrms(later, hex("1903"), ["a1"], 3, standardHooks).drms.some((d) => d.text.startsWith("Special assault"))).toBe(false);
  });
});

describe("the legal-action list [8.5.4]", () => {
  it("lists each airmobile unit and the stack onto hexes they may land on nearby, and nothing in a storm", () => {
    const s = move();
    const list = airmobileOptions(boardOf(s), "blue");
    expect(list).toContainEqual(fly(["a1"], "0603"));
    expect(list).toContainEqual(fly(["a1", "l1"], "0802"));
    expect(list.some((a) => a.type === "airmobile" && (a.units.includes("b1") || ["0502", "0602", "0702", "0103"].includes(a.to)))).toBe(false);
    for (const a of list.filter((_, i) => i % 9 === 0)) expect(apply(s, a)).not.toHaveProperty("error");
    expect(legalActions(s).filter((a) => a.type === "airmobile")).toEqual(list);
    expect(airmobileOptions(boardOf({ ...s, weather: "storm" }), "blue")).toEqual([]);
    expect(legalActions({ ...s, step: at(b, "elite-reaction-move").step }).some((a) => a.type === "airmobile")).toBe(false);
  });

  it("the same airmobile move from the same state replays to the same state and events", () => {
    const actions: Action[] = [fly(["a1", "l1"], "1903"), { type: "end-segment" }];
    const a = run(move("unfavourable"), actions);
    const c = run(move("unfavourable"), actions);
    expect(c.events).toEqual(a.events);
    expect(ok(apply(c.state, { type: "end-segment" })).state).toEqual(ok(apply(a.state, { type: "end-segment" })).state);
  });
});

describe("the special-move query the playtest highlights from [8.5.4, 6.6]", () => {
  it("names each landing hex in range with its ADF, the extra start roll when due, and the points left", () => {
    const q = specialMoveTargets(move(), ["a1"]);
    if ("error" in q) throw new Error(q.error);
    expect(q.airmobile).toContainEqual({ to: "0603", after: "no-move", adf: { exempt: true, level: "contested", drm: 0 } });
    expect(q.airmobile.map((t) => t.to)).toContain("1903");
    expect(q.airmobile.map((t) => t.to)).not.toContain("2603");
    expect(q.airmobile.map((t) => t.to)).not.toContain("0602");
    expect(q.left.airmobile).toBe(2);
    const bn = bundle({}, [{ id: "a3", type: "airmobile-inf", at: "1903", attack: 2, defence: 3, er: 5, ma: 24, sp: 1 }]);
    const z = specialMoveTargets(move("contested", {}, bn), ["a3"]);
    if ("error" in z) throw new Error(z.error);
    expect(z.airmobile.find((t) => t.to === "1703")?.adf).toMatchObject({ atStart: true });
    expect(specialMoveTargets(move(), ["b1"])).toMatchObject({ airmobile: [] });
  });
});

describe("losing an airbase of its own country [8.5.4.2]", () => {
  // [what, scenario points, roll, points lost]
  const cases: [string, number, number | null, number][] = [
    ["roll 2: a point lost for good", 2, 2, 1],
    ["roll 0: a point lost for good", 2, 0, 1],
    ["roll 3: no loss", 2, 3, 0],
    ["no points: no roll", 0, null, 0],
  ];
  it.each(cases)("%s", (_what, sp, roll, lost) => {
    const bn = bundle({ specialMovement: { airmobile: [{ side: "blue", sp }] } });
    const draft = cloneState({ ...move("contested", {}, bn), pendingControl: { [hex("0101")]: "red" } });
    if (roll !== null) draft.dice.forced = [roll];
    const events: Parameters<typeof runControl>[1] = [];
    runControl(draft, events);
    expect(draft.control[hex("0101")]).toBe("red");
    expect(events.filter((e) => e.type === "die-roll" && e.rule === "8.5.4.2").length).toBe(roll === null ? 0 : 1);
    expect(draft.airmobile?.lost.blue ?? 0).toBe(lost);
    expect(airmobileLeft(contextOf(bn), draft, "blue")).toBe(sp - lost);
  });
});
