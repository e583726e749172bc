import { describe, expect, it } from "vitest";
import fc from "fast-check";
import type { Action, GameEvent, GameState } from "../types";
import { apply } from "../../../index";
import { at, board, ok, withRolls } from "../test-kit";
import { contextOf } from "../context";
import { cloneState } from "../state";
import { legalNextWarActions } from "../legal";
import { readySof } from "./sof";
import { skipSof } from "./sof-options";
import { sofReinforcements } from "./sof-reinforcements";
import type { SofPool } from "./types";

/**
 * Special operations forces [20.0–20.4]. Red (the first side) has 3 SOF
 * markers, a counter mix of 5 and 3 more on turn 2; it acts in "sof-first".
 * Blue: a corps HQ (0102), its supreme HQ (0103), a depot (0202), infantry
 * (0302), an attack helicopter in a city without an airfield (0402) and one
 * in a city with an airfield (0101, Blue's airfield). 0501 is clear forest,
 * 0601 clear. Starter tables: HQ raid "-" 0–4, S1 5–6, S2 7–8, X 9; recon
 * in open terrain "D" 4–9; targeting "T" 5–9; survival eliminated 0–2.
 */
function game(opts: { red?: number; mix?: number; targeting?: -1 | -2; sam?: number } = {}): GameState {
  const bundle = board({
    rows: ["ccccfcccc", "ccccccccc", "ccccccccc"],
    features: [
      { hex: "0101", kind: "airfield", name: "Blue field" },
      { hex: "0101", kind: "city", name: "Field town" },
      { hex: "0402", kind: "city", name: "Helo town" },
    ],
    units: [
      { id: "b-hq", type: "hq-adv", at: "0102" },
      { id: "b-shq", type: "supreme-hq", at: "0103" },
      { id: "b-dep", type: "supply-unit", at: "0202" },
      { id: "b-inf", type: "inf", at: "0302" },
      { id: "b-helo", type: "attack-helo", at: "0402" },
      { id: "b-helo2", type: "attack-helo", at: "0101" },
      { id: "r-inf", type: "inf", at: "0902" },
    ],
    scenario: {
      advanced: {
        supplyPoints: [],
        sof: [
          { side: "red", markers: opts.red ?? 3, counterMix: opts.mix ?? 5, reinforcements: [{ turn: 2, markers: 3 }] },
          { side: "blue", markers: 1, counterMix: 1 },
        ],
        ...(opts.targeting ? { targeting: [{ side: "red", drm: opts.targeting }] } : {}),
        airDefence: [
          { nation: "nordland", detection: 4, sam: opts.sam ?? 3, aaa: 2 },
          { nation: "ostmark", detection: 5, sam: 5, aaa: 2 },
        ],
        theatreWeapons: [{ id: "b-cruise", name: "Blue cruise missiles", side: "blue", points: 2 }],
      },
    },
    advanced: true,
  });
  return at(bundle, "sof-first");
}

const marked = (s: GameState, ...ids: string[]): GameState => ({ ...s, adv: { ...s.adv!, detected: Object.fromEntries(ids.map((id) => [id, true])) } });
const sof = (...missions: [("raid" | "recon" | "targeting"), string][]): Action => ({ type: "sof", missions: missions.map(([kind, target]) => ({ kind, target })) });
const refusal = (s: GameState, a: Action) => {
  const r = apply(s, a);
  return "error" in r ? r.error : "accepted";
};
const rolls = (events: GameEvent[]) => events.filter((e) => e.type === "die-roll").map((e) => e.purpose);

describe("valid targets [20.1.3, 20.2]", () => {
  it.each([
    ["a raid on a detected HQ", sof(["raid", "b-hq"]), ["b-hq"], "accepted"],
    ["a raid on an undetected HQ", sof(["raid", "b-hq"]), [], "not detected"],
    ["a raid on a detected depot", sof(["raid", "b-dep"]), ["b-dep"], "accepted"],
    ["a raid on a detected combat unit", sof(["raid", "b-inf"]), ["b-inf"], "not the combat unit"],
    ["a raid on an own unit", sof(["raid", "r-inf"]), [], "not an enemy unit"],
    ["a raid on an enemy airfield (always detected [21.1])", sof(["raid", "0101"]), [], "accepted"],
    ["sabotage of a clear-forest hex", sof(["raid", "0501"]), [], "accepted"],
    ["sabotage of a clear hex", sof(["raid", "0601"]), [], "sabotage needs"],
    ["a raid on a detected helicopter in a city without an airfield", sof(["raid", "b-helo"]), ["b-helo"], "accepted"],
    ["a raid on a detected helicopter in a city with an airfield", sof(["raid", "b-helo2"]), ["b-helo2"], "not in a city or major city without an airfield"],
    ["a raid on an undetected helicopter", sof(["raid", "b-helo"]), [], "not detected"],
    ["a raid on an enemy SAM track [20.2.1.1]", sof(["raid", "track:nordland:sam"]), [], "accepted"],
    ["two raids on one track: once per marker [20.2.1.1]", sof(["raid", "track:nordland:detection"], ["raid", "track:nordland:detection"]), [], "accepted"],
    ["a raid on an own track", sof(["raid", "track:ostmark:sam"]), [], "own"],
    ["a raid on an AAA track (no SOF target [20.1.3])", sof(["raid", "track:nordland:aaa"]), [], "no air-defence track"],
    ["a raid on an enemy theatre weapon [20.2.1.2]", sof(["raid", "weapon:b-cruise"]), [], "accepted"],
    ["a raid on an unknown weapon", sof(["raid", "weapon:nothing"]), [], "no theatre weapon"],
    ["a recon on an undetected HQ", sof(["recon", "b-hq"]), [], "accepted"],
    ["a recon on the supreme HQ [21.4]", sof(["recon", "b-shq"]), [], "accepted"],
    ["a recon on a detected unit", sof(["recon", "b-hq"]), ["b-hq"], "already detected"],
    ["targeting an undetected unit", sof(["targeting", "b-inf"]), [], "not detected"],
    ["targeting a detected combat unit", sof(["targeting", "b-inf"]), ["b-inf"], "accepted"],
    ["targeting an enemy installation", sof(["targeting", "0101"]), [], "accepted"],
    ["a recon then a raid on the same undetected HQ [20.1.2]", sof(["recon", "b-hq"], ["raid", "b-hq"]), [], "accepted"],
    ["a raid then a recon: the raid comes first, undetected", sof(["raid", "b-hq"], ["recon", "b-hq"]), [], "not detected"],
    ["two raids on one target [20.2.1]", sof(["raid", "b-hq"], ["raid", "b-hq"]), ["b-hq"], "one raid a target a turn"],
    ["two recons on one unit [20.2.2]", sof(["recon", "b-hq"], ["recon", "b-hq"]), [], "one a unit a turn"],
    ["more missions than markers [20.1.1]", sof(["raid", "0101"], ["raid", "0501"], ["recon", "b-hq"], ["recon", "b-shq"]), [], "3 SOF markers available"],
  ] as [string, Action, string[], string][])("%s → %s", (_why, action, detected, expected) => {
    expect(refusal(marked(game(), ...detected), action)).toContain(expected);
  });

  it("refuses an empty list and the action outside the SOF segment", () => {
    expect(refusal(game(), { type: "sof", missions: [] })).toContain("one or more");
    expect(refusal(at(game().bundle, "first-move"), sof(["raid", "0101"]))).toContain("SOF segment");
  });
});

describe("raids on air-defence tracks and theatre weapons [20.2.1.1, 20.2.1.2, 27.8]", () => {
  // The starter track line: "-" 0–5, S1 6–8, S2 9; trackLoss S1 1, S2 2, X 3.
  it.each([
    [0, "-", 3],
    [6, "S1", 2],
    [9, "S2", 1],
  ] as [number, string, number][])("roll %i on the track line reads %s: the SAM track goes from 3 to %i", (roll, result, after) => {
    const r = ok(apply(withRolls(game(), [roll, 5]), sof(["raid", "track:nordland:sam"])));
    expect(r.events.find((e) => e.type === "sof-raid")).toMatchObject({ target: "track:nordland:sam", on: "track", roll, result });
    expect(r.state.adv!.tracks!.nordland).toEqual({ detection: 4, sam: after, aaa: 2 });
  });

  it("never below 0, and a track at 0 is no target until repaired [24.1, 27.9.2]", () => {
    const r = ok(apply(withRolls(game({ sam: 1 }), [9, 5]), sof(["raid", "track:nordland:sam"])));
    expect(r.state.adv!.tracks!.nordland!.sam).toBe(0);
    expect(r.events.find((e) => e.type === "track-raided")).toMatchObject({ before: 1, after: 0, rule: "27.8" });
    expect(refusal(at(r.state.bundle, "sof-first", { adv: r.state.adv }), sof(["raid", "track:nordland:sam"]))).toContain("at 0");
  });

  it("a theatre weapon loses points; the SOF options offer the tracks and weapons [20.2.1.2, 20.1.3]", () => {
    const r = ok(apply(withRolls(game(), [6, 5]), sof(["raid", "weapon:b-cruise"])));
    expect(r.state.adv!.weapons!["b-cruise"]).toBe(1);
    const offered = legalNextWarActions(game()).flatMap((a) => (a.type === "sof" ? a.missions.map((m) => m.target) : []));
    expect(offered).toEqual(expect.arrayContaining(["track:nordland:detection", "track:nordland:sam", "weapon:b-cruise"]));
    expect(offered).not.toContain("track:ostmark:sam");
  });
});

describe("raids [20.2.1]", () => {
  it.each([
    [0, "-", { marker: undefined, steps: 2 }],
    [5, "S1", { marker: 1, steps: 2 }],
    [7, "S2", { marker: 2, steps: 2 }],
    [9, "X", { marker: undefined, steps: 1 }],
  ] as [number, string, { marker?: number; steps: number }][])("roll %i on the HQ line reads %s", (roll, result, after) => {
    const r = ok(apply(withRolls(marked(game(), "b-hq"), [roll, 5]), sof(["raid", "b-hq"])));
    expect(r.events.find((e) => e.type === "sof-raid")).toMatchObject({ side: "red", target: "b-hq", on: "hq", roll, result, rule: "20.2.1" });
    expect(r.state.adv!.strikes["b-hq"]).toBe(after.marker);
    expect(r.state.units["b-hq"]!.steps).toBe(after.steps);
    expect(r.state.adv!.raided["b-hq"]).toBe(true);
  });

  it("any success on an attack helicopter is a step loss [20.2.1]", () => {
    // The helicopter line: "-" 0–5, S1 6–7: a strike 1 is a step lost.
    const r = ok(apply(withRolls(marked(game(), "b-helo"), [6, 5]), sof(["raid", "b-helo"])));
    expect(r.state.units["b-helo"]!.steps).toBe(1);
    expect(r.state.adv!.strikes["b-helo"]).toBeUndefined();
  });

  it("a raid on an airfield strikes the installation [20.2.1, 27.2]; a sabotage raid marks the hex [23.4.4]", () => {
    const s = game();
    const cm = contextOf(s.bundle).cm;
    const r = ok(apply(withRolls(s, [7, 5, 6, 5]), sof(["raid", "0101"], ["raid", "0501"])));
    expect(r.state.adv!.installations).toEqual({ [cm.indexOf("0101")]: 1 });
    expect(r.state.adv!.sabotaged).toEqual({ [cm.indexOf("0501")]: 1 });
    expect(r.state.adv!.raided).toMatchObject({ "hex:0101": true, "hex:0501": true });
  });

  it("one action assigns the segment's missions: the SOF segment is over after it [20.1.2]", () => {
    const r = ok(apply(withRolls(marked(game(), "b-hq"), [0, 5]), sof(["raid", "b-hq"])));
    expect(r.events.some((e) => e.type === "segment-ended" || e.type === "segment")).toBe(true);
    expect(r.state.step).not.toBe(game().step);
  });

  it("one raid a target a turn: a raided target is refused for the rest of the turn [20.2.1]", () => {
    const s = marked(game(), "b-hq");
    const r = ok(apply(withRolls(s, [0, 5]), sof(["raid", "b-hq"])));
    expect(refusal({ ...r.state, step: s.step, seg: s.seg }, sof(["raid", "b-hq"]))).toContain("one raid a target a turn");
  });
});

describe("recon [20.2.2] and a mission that relies on it [20.1.2]", () => {
  it("a recon's D puts a detection marker on the unit", () => {
    const r = ok(apply(withRolls(game(), [4, 5]), sof(["recon", "b-hq"])));
    expect(r.state.adv!.detected["b-hq"]).toBe(true);
    expect(r.state.adv!.reconned["b-hq"]).toBe(true);
  });

  it("a failed recon: the raid behind it is not rolled, its survival roll is", () => {
    const r = ok(apply(withRolls(game(), [0, 5, 5]), sof(["recon", "b-hq"], ["raid", "b-hq"])));
    expect(rolls(r.events)).toEqual(["sof-recon", "sof-survival", "sof-survival"]);
    expect(r.events.find((e) => e.type === "sof-not-rolled")).toMatchObject({ kind: "raid", target: "b-hq", why: "its recon failed" });
    expect(r.state.adv!.raided["b-hq"]).toBeUndefined();
    expect(r.state.adv!.sof.red).toMatchObject({ available: 1, used: 2 });
  });

  it("a successful recon: the raid is rolled on the unit it found", () => {
    const r = ok(apply(withRolls(game(), [9, 5, 9, 5]), sof(["recon", "b-hq"], ["raid", "b-hq"])));
    expect(rolls(r.events)).toEqual(["sof-recon", "sof-survival", "sof-raid", "sof-survival"]);
    expect(r.state.units["b-hq"]!.steps).toBe(1);
  });
});

describe("targeting [20.2.3]", () => {
  it.each([
    [undefined, -1],
    [-2, -2],
  ] as [(-1 | -2) | undefined, number][])("a T designates the unit for the side with the scenario's marker (%s → %i)", (given, drm) => {
    const r = ok(apply(withRolls(marked(game({ targeting: given }), "b-inf"), [5, 5]), sof(["targeting", "b-inf"])));
    expect(r.state.adv!.targeted["b-inf"]).toEqual({ side: "red", drm });
  });

  it("a miss designates nothing", () => {
    const r = ok(apply(withRolls(marked(game(), "b-inf"), [4, 5]), sof(["targeting", "b-inf"])));
    expect(r.state.adv!.targeted).toEqual({});
  });
});

describe("survival [20.3] and readiness", () => {
  it.each([
    [0, 0, "eliminated", { available: 2, used: 0, eliminated: 1 }],
    [2, 0, "eliminated", { available: 2, used: 0, eliminated: 1 }],
    [3, 0, "survives", { available: 2, used: 1, eliminated: 0 }],
    [1, 2, "survives", { available: 2, used: 1, eliminated: 0 }],
  ] as [number, number, string, Partial<SofPool>][])("roll %i with a side DRM of %i: %s", (roll, drm, result, pool) => {
    const s = game();
    const charts = s.bundle.game.charts.advanced!;
    const bundle = { ...s.bundle, game: { ...s.bundle.game, charts: { ...s.bundle.game.charts, advanced: { ...charts, sofSurvival: { ...charts.sofSurvival, drm: [{ side: "red", drm }] } } } } };
    const r = ok(apply(withRolls({ ...s, bundle }, [0, roll]), sof(["raid", "0101"])));
    expect(r.events.find((e) => e.type === "sof-survival")).toMatchObject({ roll, drm, result, rule: "20.3" });
    expect(r.state.adv!.sof.red).toMatchObject(pool);
  });

  it("the reorganisation phase readies used markers [20.3]", () => {
    const s = game();
    const draft = cloneState({ ...s, adv: { ...s.adv!, sof: { ...s.adv!.sof, red: { available: 0, used: 2, eliminated: 1, unplayed: 2 } } } });
    readySof(draft, []);
    expect(draft.adv!.sof.red).toEqual({ available: 2, used: 0, eliminated: 1, unplayed: 2 });
  });

  it("a side with no marker available skips its SOF segment; one with markers has options", () => {
    expect(skipSof(game({ red: 0 }), "red")).toBe(true);
    expect(skipSof(game(), "red")).toBe(false);
    const options = legalNextWarActions(marked(game(), "b-hq")).filter((a) => a.type === "sof");
    expect(options[0]).toEqual(sof(["recon", "b-shq"], ["raid", "b-shq"]));
    expect(options).toContainEqual(sof(["raid", "b-hq"]));
    expect(options).toContainEqual(sof(["raid", "0101"]));
    for (const a of options) expect("error" in apply(marked(game(), "b-hq"), a)).toBe(false);
  });
});

describe("reinforcements [20.4]", () => {
  it.each([
    ["from the unplayed markers", { available: 0, used: 0, eliminated: 2, unplayed: 3 }, { available: 3, eliminated: 2, unplayed: 0 }, 0],
    ["unplayed first, then the eliminated box", { available: 0, used: 1, eliminated: 2, unplayed: 1 }, { available: 3, eliminated: 0, unplayed: 0 }, 0],
    ["never beyond the counter mix: the rest is lost", { available: 3, used: 1, eliminated: 1, unplayed: 0 }, { available: 4, eliminated: 0, unplayed: 0 }, 2],
  ] as [string, SofPool, Partial<SofPool>, number][])("%s", (_why, before, after, lost) => {
    const s = game();
    const draft = cloneState({ ...s, turn: 2, adv: { ...s.adv!, sof: { ...s.adv!.sof, red: before } } });
    const events: GameEvent[] = [];
    sofReinforcements(draft, events);
    expect(draft.adv!.sof.red).toMatchObject(after);
    expect(events.find((e) => e.type === "sof-reinforcements")).toMatchObject({ side: "red", lost, rule: "20.4" });
  });

  it("nothing arrives on other turns", () => {
    const draft = cloneState(game());
    sofReinforcements(draft, []);
    expect(draft.adv!.sof.red).toEqual(game().adv!.sof.red);
  });

  it("property: markers are conserved — available + used + eliminated + unplayed = the counter mix [20.1.1, 20.3, 20.4]", () => {
    const base = marked(game({ red: 3, mix: 5 }), "b-hq", "b-dep", "b-helo");
    const steps = fc.array(fc.record({ op: fc.constantFrom("mission", "ready", "reinforce"), seed: fc.integer({ min: 0, max: 10_000 }) }), { maxLength: 12 });
    fc.assert(
      fc.property(steps, (ops) => {
        let s = base;
        for (const { op, seed } of ops) {
          if (op === "mission") {
            const options = legalNextWarActions(s).filter((a) => a.type === "sof");
            if (options.length > 0) {
              const r = apply({ ...s, dice: { ...s.dice, seed, s: [seed, seed + 1, seed + 2, seed + 3] } }, options[seed % options.length]!);
              if (!("error" in r)) s = { ...r.state, step: s.step, seg: s.seg, result: null };
            }
          } else {
            const draft = cloneState({ ...s, turn: op === "reinforce" ? 2 : 1 });
            if (op === "ready") readySof(draft, []);
            else sofReinforcements(draft, []);
            s = { ...draft, turn: 1 };
          }
          const p = s.adv!.sof.red!;
          expect(p.available + p.used + p.eliminated + p.unplayed).toBe(5);
          expect(Math.min(p.available, p.used, p.eliminated, p.unplayed)).toBeGreaterThanOrEqual(0);
        }
      }),
      { numRuns: 100, seed: 29 },
    );
  });
});
