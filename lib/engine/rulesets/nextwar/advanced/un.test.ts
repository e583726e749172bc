import { describe, expect, it } from "vitest";
import type { GameEvent, GameState } from "../types";
import { apply } from "../../../index";
import { at, board, ok, withRolls } from "../test-kit";
import { cloneState } from "../state";
import { legalNextWarActions } from "../legal";
import { segmentNow } from "../segments";
import { runMediation, settleCeasefire, skipUn } from "./un";
import type { UnState } from "./types";

/**
 * UN mediation [28.0–28.2]. Red has the initiative on GT1 (so it answers a
 * resolution first [28.2]) and one veto; Blue has none. The track's DRM is
 * +1 and the starter chart passes a resolution on 10 or more; a veto costs
 * 5 VP, each initiative turn of refusal 10 VP to the other side.
 */
function game(segment: string, un: Partial<UnState> = {}, opts: { fromTurn?: number; blueVetoes?: number } = {}): GameState {
  const bundle = board({
    rows: ["ccccc", "ccccc"],
    units: [
      { id: "b1", type: "inf", at: "0101" },
      { id: "r1", type: "inf", at: "0502" },
    ],
    scenario: { advanced: { supplyPoints: [], un: { vetoes: [{ side: "red", count: 1 }, { side: "blue", count: opts.blueVetoes ?? 0 }], drm: 1, fromTurn: opts.fromTurn ?? 1 } } },
    advanced: true,
  });
  const s = at(bundle, segment);
  return { ...s, adv: { ...s.adv!, un: { ...s.adv!.un, ...un } } };
}

const vpEvents = (events: GameEvent[]) => events.filter((e) => e.type === "vp").map((e) => [e.side, e.amount]);

describe("the mediation roll [28.0]", () => {
  it.each([
    [9, "proposed"],
    [8, "none"],
  ] as [number, string][])("a roll of %i + 1 against 10: %s", (roll, status) => {
    const draft = cloneState(withRolls(game("un-mediation"), [roll]));
    const events: GameEvent[] = [];
    runMediation(draft, events);
    expect(draft.adv!.un.status).toBe(status);
    expect(events.find((e) => e.type === "un-mediation")).toMatchObject({ roll, drm: 1, modified: roll + 1, needed: 10, rule: "28.0" });
  });

  it("is not rolled while a resolution stands, nor before the track's first turn", () => {
    for (const s of [game("un-mediation", { status: "passed" }), game("un-mediation", {}, { fromTurn: 3 })]) {
      const draft = cloneState(s);
      const events: GameEvent[] = [];
      runMediation(draft, events);
      expect(events).toEqual([]);
    }
  });
});

describe("vetoes [28.1]", () => {
  it("a veto costs the side its veto and 5 VP and puts the resolution back to none", () => {
    const r = ok(apply(game("un-veto-first", { status: "proposed" }), { type: "un-veto", veto: true }));
    expect(r.state.adv!.un).toMatchObject({ status: "none", vetoes: { red: 0, blue: 0 } });
    expect(vpEvents(r.events)).toEqual([["red", -5]]);
    expect(r.state.vp.thisTurn.red).toBe(-5);
    // The second veto segment is over with nothing proposed.
    expect(segmentNow(r.state).id).not.toBe("un-veto-second");
  });

  it("a side with no veto left cannot veto, and its veto segment is skipped", () => {
    const s = game("un-veto-first", { status: "proposed", vetoes: { red: 0, blue: 0 } });
    const r = apply(s, { type: "un-veto", veto: true });
    expect("error" in r && r.error).toContain("no veto left");
    expect(skipUn(cloneState(s), "red")).toBe(true);
  });

  it("when neither side vetoes the resolution passes (a side without vetoes is not asked)", () => {
    const r = ok(apply(game("un-veto-first", { status: "proposed" }), { type: "un-veto", veto: false }));
    expect(r.state.adv!.un.status).toBe("passed");
    expect(r.events.some((e) => e.type === "un-resolution-passed")).toBe(true);
  });

  it("the second side may let it pass too, or veto it", () => {
    const s = game("un-veto-second", { status: "proposed" }, { blueVetoes: 1 });
    expect(legalNextWarActions(s).filter((a) => a.type === "un-veto")).toEqual([
      { type: "un-veto", veto: false },
      { type: "un-veto", veto: true },
    ]);
    expect(ok(apply(s, { type: "un-veto", veto: false })).state.adv!.un.status).toBe("passed");
    expect(ok(apply(s, { type: "un-veto", veto: true })).state.adv!.un.status).toBe("none");
  });

  it("is refused with nothing proposed or outside the veto segments", () => {
    expect("error" in apply(game("un-veto-first"), { type: "un-veto", veto: false })).toBe(true);
    expect("error" in apply(game("first-move", { status: "proposed" }), { type: "un-veto", veto: false })).toBe(true);
  });
});

describe("accepting or refusing a passed resolution [28.2]", () => {
  it("both accept: the game ends at this victory check as if it were the last turn", () => {
    const first = ok(apply(game("un-ceasefire-first", { status: "passed" }), { type: "un-ceasefire", accept: true }));
    expect(segmentNow(first.state).id).toBe("un-ceasefire-second");
    const second = ok(apply(first.state, { type: "un-ceasefire", accept: true }));
    expect(second.events.some((e) => e.type === "un-ceasefire-agreed")).toBe(true);
    expect(second.state.result).toMatchObject({ reason: "turns" });
    expect(second.state.turn).toBeLessThan(second.state.bundle.scenario.turns.last);
  });

  it("the GT1 initiative side refuses: the other side fights on without penalty and is not asked; it gains 10 VP", () => {
    const r = ok(apply(game("un-ceasefire-first", { status: "passed" }), { type: "un-ceasefire", accept: false }));
    expect(r.events.some((e) => e.type === "segment" && e.segment === "un-ceasefire-second")).toBe(false);
    expect(vpEvents(r.events)).toEqual([["blue", 10]]);
    expect(r.state.result).toBeNull();
    expect(r.state.vp.total.blue).toBe(10);
  });

  it("the other side refuses: the GT1 initiative side gains 10 VP", () => {
    const first = ok(apply(game("un-ceasefire-first", { status: "passed" }), { type: "un-ceasefire", accept: true }));
    const r = ok(apply(first.state, { type: "un-ceasefire", accept: false }));
    expect(vpEvents(r.events)).toEqual([["red", 10]]);
    expect(r.state.result).toBeNull();
  });

  it.each([
    ["initiative", { red: 0, blue: 10 }],
    ["contested", { red: 0, blue: 0 }],
  ] as [GameState["turnKind"], Record<string, number>][])("a refusal costs only in an initiative turn (%s turn)", (turnKind, vp) => {
    const draft = cloneState({ ...game("victory", { status: "passed", refusing: { red: true } }), turnKind });
    expect(settleCeasefire(draft, [])).toBe(false);
    expect(draft.vp.thisTurn).toMatchObject(vp);
  });

  it("a side that has not answered refuses; a resolution still proposed at the victory phase has passed", () => {
    const s = game("un-ceasefire-first", { status: "proposed" });
    const draft = cloneState(s);
    expect(skipUn(draft, "red")).toBe(false);
    expect(draft.adv!.un.status).toBe("passed");
    expect(legalNextWarActions(s).filter((a) => a.type === "un-ceasefire")).toEqual([
      { type: "un-ceasefire", accept: true },
      { type: "un-ceasefire", accept: false },
    ]);
  });
});
